// tuned.go holds the trained evaluation: the terms of EvalReserve as a
// feature vector (Features) and EvalTrained, their weighted sum with the
// weights that examples/tune fitted to self-play games (tuned_weights.go,
// docs/tuning.md); and the Heuristics capability that names the
// evaluations for bots.

package morelli

import "github.com/plygo/ply"

// NumFeatures is the length of the vector Features appends.
const NumFeatures = 19

// FeatureNames names the terms of Features, in order.
var FeatureNames = [NumFeatures]string{
	"tempo",
	"throne", "material", "mobility", "reserve", "capturable", "frame3", "frame2", "threat", "threatened",
	"throne*phase", "material*phase", "mobility*phase", "reserve*phase", "capturable*phase", "frame3*phase", "frame2*phase", "threat*phase", "threatened*phase",
}

// Features appends to dst the terms of EvalReserve for the player to move
// in s, each as the mover's count minus the opponent's: a constant 1 (the
// tempo), the King on the Throne (+1 the mover's, -1 the opponent's),
// pieces, legal moves, move reserve (the sum of band - 1), enemy pieces
// the side can capture next move, frames with three and with two own
// corners, and whether the mover, then the opponent, threatens to take
// the Throne it does not hold; then the same nine terms times the phase,
// 1 - BandSum/288, which grows from 0 at the start. The vector has
// NumFeatures terms.
func Features(dst []float64, s State) []float64 {
	me, op := s.turn, s.turn^1
	occ := occupancies(s.occupied())
	var si [2]sideInfo
	si[0], si[1] = info(&s, 0, &occ), info(&s, 1, &occ)
	var frames [2][5]int
	var threat [2]bool
	for i := range frameReps {
		f := &frameReps[i]
		for side := range 2 {
			own := s.pieces[side].and(*f)
			n := own.count()
			frames[side][n]++
			if n == 3 {
				miss := f.andNot(own)
				if !miss.and(si[side].targets).empty() || !miss.and(si[side].capturable).empty() {
					threat[side] = true
				}
			}
		}
	}
	throne := 0.0
	switch s.king {
	case ply.Player(me + 1):
		throne = 1
	case ply.Player(op + 1):
		throne = -1
	}
	threatOf := func(side uint8) float64 {
		if threat[side] && s.king != ply.Player(side+1) {
			return 1
		}
		return 0
	}
	terms := [9]float64{
		throne,
		float64(s.pieces[me].count() - s.pieces[op].count()),
		float64(si[me].moves - si[op].moves),
		float64(si[me].reserve - si[op].reserve),
		float64(si[me].capturable.count() - si[op].capturable.count()),
		float64(frames[me][3] - frames[op][3]),
		float64(frames[me][2] - frames[op][2]),
		threatOf(me),
		threatOf(op),
	}
	phase := 1 - float64(s.BandSum())/288
	dst = append(dst, 1)
	dst = append(dst, terms[:]...)
	for _, t := range terms {
		dst = append(dst, t*phase)
	}
	return dst
}

// trainedScale turns the trained model's logits into EvalReserve's
// pieces, so that the two read alike.
const trainedScale = 10

// EvalTrained is the trained evaluation of s for p: the weighted sum of
// Features, weights fitted by logistic regression to the results of
// self-play games (docs/tuning.md), scaled to pieces. Give it to a bot
// with ply.WithEval(g, morelli.EvalTrained), or the bot option
// eval=trained.
func EvalTrained(s State, p ply.Player) float64 {
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
// the option eval=NAME (the registry.Heuristics capability): "reserve"
// (EvalReserve, the default before EvalTrained), "classic" (EvalClassic)
// and "trained" (EvalTrained, Evaluate's).
func (g *Game) HeuristicNames() []string { return []string{"reserve", "classic", "trained"} }

// Heuristic returns the evaluation of a name HeuristicNames gives.
func (g *Game) Heuristic(name string) (ply.EvalFunc[State], bool) {
	switch name {
	case "reserve":
		return EvalReserve, true
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
