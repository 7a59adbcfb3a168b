// tuned.go holds the trained evaluation: EvalPaths's counts and the
// mobility of both players as a feature vector (Features) and
// EvalTrained, their weighted sum with the weights that examples/tune
// fitted to self-play games (tuned_weights.go, docs/tuning.md); and the
// Heuristics capability that names the evaluations for bots.

package pathway

import "github.com/plygo/ply"

// NumFeatures is the length of the vector Features appends.
const NumFeatures = 13

// FeatureNames names the terms of Features, in order.
var FeatureNames = [NumFeatures]string{
	"tempo",
	"ends", "ends-other", "pockets", "pockets-other", "mobility", "mobility-other",
	"ends*phase", "ends-other*phase", "pockets*phase", "pockets-other*phase", "mobility*phase", "mobility-other*phase",
}

// pathsWeights are EvalPaths's weights of Features' terms.
var pathsWeights = [NumFeatures]float64{wTempo, wEndsMover, wEndsOther, wPocketMover, wPocketOther}

// Features appends to dst, for the player to move in s and then for the
// other: a constant 1 (the tempo), then the counts of Look (ends and
// pockets) and the legal placements (Mobility) of the mover and of the
// other, then the same six times the phase, the share of the board's
// cells holding stones. EvalPaths is the sum of the first five with its
// weights. The vector has NumFeatures terms.
func Features(dst []float64, s State) []float64 {
	o := look(s)
	me, op := s.turn, s.turn^1
	red, blue := mobility(s)
	mob := [2]int{red, blue}
	geo := &geometries[s.n]
	phase := float64(s.stones[0].or(s.stones[1]).count()) / float64(geo.full.count())
	terms := [6]float64{
		float64(o.ends[me]), float64(o.ends[op]),
		float64(o.pockets[me]), float64(o.pockets[op]),
		float64(mob[me]), float64(mob[op]),
	}
	return appendPhased(dst, terms[:], phase)
}

// appendPhased appends to dst a constant 1 (the tempo), the terms, and
// the terms again times the phase: the shape of the trained evaluations'
// feature vectors.
func appendPhased(dst, terms []float64, phase float64) []float64 {
	dst = append(dst, 1)
	dst = append(dst, terms...)
	for _, t := range terms {
		dst = append(dst, t*phase)
	}
	return dst
}

// weighed returns the weighted sum w·f for the player to move in s, seen
// from p.
func weighed(w, f []float64, s State, p ply.Player) float64 {
	if p.Index() < 0 {
		return 0
	}
	v := 0.0
	for i, x := range f {
		v += w[i] * x
	}
	if p != s.ToMove() {
		return -v
	}
	return v
}

// EvalTrained is the trained evaluation of s for p: the weighted sum of
// Features, weights fitted by logistic regression to the results of
// self-play games (docs/tuning.md), an estimate of the log-odds that p
// wins as EvalPaths is. Give it to a bot with
// ply.WithEval(g, pathway.EvalTrained), or the bot option eval=trained.
func EvalTrained(s State, p ply.Player) float64 {
	var fb [NumFeatures]float64
	return weighed(tunedLinear[:], Features(fb[:0], s), s, p)
}

// HeuristicNames returns the names of the evaluations a bot may use with
// the option eval=NAME (the registry.Heuristics capability): "paths"
// (EvalPaths), "classic" (EvalClassic), "trained" (EvalTrained) and
// "solved" (EvalSolved, Evaluate's).
func (g *Game) HeuristicNames() []string {
	return []string{"paths", "classic", "trained", "solved"}
}

// Heuristic returns the evaluation of a name HeuristicNames gives, or of
// "mobility", the name of EvalClassic before it took the name of every
// game's classic evaluation.
func (g *Game) Heuristic(name string) (ply.EvalFunc[State], bool) {
	switch name {
	case "paths":
		return EvalPaths, true
	case "classic", "mobility":
		return EvalClassic, true
	case "trained":
		return EvalTrained, true
	case "solved":
		return EvalSolved, true
	}
	return nil, false
}

// TrainedWeights returns the weights of Features in EvalTrained, in
// logits of the player to move.
func TrainedWeights() [NumFeatures]float64 { return tunedLinear }
