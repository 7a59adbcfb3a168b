// tuned.go holds the trained evaluation: the terms of EvalRace as a
// feature vector (Features) and EvalTrained, their weighted sum with the
// weights that examples/tune fitted to self-play games (tuned_weights.go,
// docs/tuning.md); and the Heuristics capability that names the
// evaluations for bots.

package mitsudomoe

import (
	"math/bits"

	"github.com/plygo/ply"
)

// NumFeatures is the length of the vector Features appends.
const NumFeatures = 10

// FeatureNames names the terms of Features, in order.
var FeatureNames = [NumFeatures]string{
	"tempo", "ongoal", "distance", "lanes", "starved", "scarce", "sources", "covered", "crowded", "homefull",
}

// raceWeights are EvalRace's weights of Features' terms, in points.
var raceWeights = [NumFeatures]float64{
	0, onGoalBonus, -raceWeight, laneBonus, -ringsStarved, -ringsScarce, ringBonus, coverBonus, -homeCrowded, -homeCrowded,
}

// Features appends to dst the terms of EvalRace for the player to move in
// s, each as the mover's count minus the opponent's: a constant 1 (the
// tempo), balls on their goal, the race distance (the sum over free balls
// of the king distance to the nearest open goal cell), vault lanes (up to
// 4), no ring step source (1 or 0), a single one (1 or 0), ring step
// sources (up to 6), enemy rings covered (up to 5), two enemy balls on the
// home cells (1 or 0) and, with those, the third home cell occupied (1 or
// 0). EvalRace is the sum of these terms with its weights. The vector has
// NumFeatures terms.
func Features(dst []float64, s State) []float64 {
	me := s.side
	a, b := raceTerms(&s, me), raceTerms(&s, me^1)
	dst = append(dst, 1)
	for i := 1; i < NumFeatures; i++ {
		dst = append(dst, float64(a[i]-b[i]))
	}
	return dst
}

// raceTerms returns the terms of raceScore for colour c, as Features
// names them (the first, the tempo, is 0).
func raceTerms(s *State, c uint8) [NumFeatures]int {
	var t [NumFeatures]int
	onGoal := s.balls[c] & goal[c]
	t[1] = bits.OnesCount32(onGoal)
	if onGoal != goal[c] {
		dist := &goalDistance[c][openGoals(c, goal[c]&^onGoal)]
		for b := s.balls[c] &^ goal[c]; b != 0; b &= b - 1 {
			t[2] += int(dist[lowest(b)])
		}
		var cs candidates
		cs.collect(s, c)
		lanes := 0
		for i := range cs.n {
			cand := &cs.list[i]
			if dist[cand.fromTo>>fromShift&31]-dist[cand.to] >= 2 {
				lanes++
			}
		}
		t[3] = min(lanes, maxLanes)
	}
	all := s.balls[0] | s.balls[1]
	sources := bits.OnesCount32(s.tops(c) &^ all)
	if s.supply[c] > 0 {
		sources++
	}
	switch sources {
	case 0:
		t[4] = 1
	case 1:
		t[5] = 1
	}
	t[6] = min(sources, maxRingSource)
	covered := 0
	for o := s.tops(c); o != 0; o &= o - 1 {
		v := s.rings[lowest(o)]
		if v>>12 >= 2 && uint8(v>>1&1) != c {
			covered++
		}
	}
	t[7] = min(covered, maxCovered)
	if bits.OnesCount32(s.balls[c^1]&home[c]) == 2 {
		t[8] = 1
		if bits.OnesCount32(all&home[c]) == 3 {
			t[9] = 1
		}
	}
	return t
}

// trainedScale turns the trained model's logits into EvalRace's points:
// 30 points a logit, so that tanh(EvalTrained/EvalScale), with EvalScale
// 60, is the win expectation the weights were fitted to.
const trainedScale = 30

// EvalTrained is the trained evaluation of s for p: the weighted sum of
// Features, weights fitted by logistic regression to the results of
// self-play games (docs/tuning.md), scaled to EvalRace's points. Give it
// to a bot with ply.WithEval(g, mitsudomoe.EvalTrained), or the bot option
// eval=trained.
func EvalTrained(s State, p ply.Player) float64 {
	if _, ok := colour(p); !ok {
		return 0
	}
	var fb [NumFeatures]float64
	v := 0.0
	for i, x := range Features(fb[:0], s) {
		v += tunedLinear[i] * x
	}
	v *= trainedScale
	if p != s.ToMove() {
		return -v
	}
	return v
}

// HeuristicNames returns the names of the evaluations a bot may use with
// the option eval=NAME (the registry.Heuristics capability): "race"
// (EvalRace, the default before EvalTrained), "classic" (EvalClassic)
// and "trained" (EvalTrained, Evaluate's).
func (g *Game) HeuristicNames() []string { return []string{"race", "classic", "trained"} }

// Heuristic returns the evaluation of a name HeuristicNames gives.
func (g *Game) Heuristic(name string) (ply.EvalFunc[State], bool) {
	switch name {
	case "race":
		return EvalRace, true
	case "classic":
		return EvalClassic, true
	case "trained":
		return EvalTrained, true
	}
	return nil, false
}

// TrainedWeights returns the weights of Features in EvalTrained, in
// logits of the player to move.
func TrainedWeights() [NumFeatures]float64 { return tunedLinear }
