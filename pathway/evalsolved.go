// evalsolved.go holds the evaluation fitted to solved positions:
// SolvedFeatures, a richer vector of counts than Features, and EvalSolved,
// their weighted sum with the weights that examples/tune fitted to
// positions of self-play games labelled by Solver (solved_weights.go,
// docs/tuning.md).

package pathway

import "github.com/plygo/ply"

// NumSolvedFeatures is the length of the vector SolvedFeatures appends.
const NumSolvedFeatures = 25

// SolvedFeatureNames names the terms of SolvedFeatures, in order.
var SolvedFeatureNames = [NumSolvedFeatures]string{
	"tempo",
	"ends", "ends-other", "pockets", "pockets-other", "mobility", "mobility-other",
	"only", "only-other", "alive", "alive-other", "shared", "shared-odd",
	"ends*phase", "ends-other*phase", "pockets*phase", "pockets-other*phase", "mobility*phase", "mobility-other*phase",
	"only*phase", "only-other*phase", "alive*phase", "alive-other*phase", "shared*phase", "shared-odd*phase",
}

// SolvedFeatures appends to dst the terms of EvalSolved for s, for the
// player to move and then for the other: a constant 1 (the tempo); the
// counts of Look (ends and pockets) and the legal placements (Mobility)
// of the mover and of the other; the placements only the mover may make
// and only the other may; the empty cells each player may still fill
// some day (not next to two of their stones: a cell next to a player's
// enemy alone becomes theirs once they place beside it); the placements
// both may make, and whether their number is odd (1 or 0); then the same
// twelve counts times the phase, the share of the board's cells holding
// stones. The vector has NumSolvedFeatures terms.
func SolvedFeatures(dst []float64, s State) []float64 {
	geo := &geometries[s.n]
	me, op := s.turn, s.turn^1
	taken := s.stones[0].or(s.stones[1])
	empty := geo.full.andNot(taken)
	var once, twice, legal [2]board
	for c := range 2 {
		once[c], twice[c] = geo.neighbours(s.stones[c])
	}
	var ends, pockets, mob, only, alive [2]int
	for c := range 2 {
		legal[c] = allowed(empty, once[c], twice[c], once[c^1])
		ends[c] = empty.and(once[c]).andNot(twice[c]).count()
		mob[c] = legal[c].count()
		alive[c] = empty.andNot(twice[c]).count()
	}
	for c := range 2 {
		own := legal[c].andNot(legal[c^1])
		only[c] = own.count()
		pockets[c] = geo.pockets(own, legal[c].andNot(own))
	}
	shared := legal[0].and(legal[1]).count()
	phase := float64(taken.count()) / float64(geo.full.count())
	terms := [12]float64{
		float64(ends[me]), float64(ends[op]),
		float64(pockets[me]), float64(pockets[op]),
		float64(mob[me]), float64(mob[op]),
		float64(only[me]), float64(only[op]),
		float64(alive[me]), float64(alive[op]),
		float64(shared), float64(shared & 1),
	}
	return appendPhased(dst, terms[:], phase)
}

// EvalSolved is the standard evaluation (Evaluate's, since its SPRT
// against EvalPaths accepted H1: docs/strength.md), fitted to solved
// positions: the weighted
// sum of SolvedFeatures, with weights fitted by logistic regression to
// positions of self-play games labelled with their value under perfect
// play by Solver (docs/tuning.md), an estimate of the log-odds that p
// wins as EvalPaths is. Give it to a bot with
// ply.WithEval(g, pathway.EvalSolved), or the bot option eval=solved.
func EvalSolved(s State, p ply.Player) float64 {
	var fb [NumSolvedFeatures]float64
	return weighed(solvedLinear[:], SolvedFeatures(fb[:0], s), s, p)
}

// SolvedWeights returns the weights of SolvedFeatures in EvalSolved, in
// logits of the player to move.
func SolvedWeights() [NumSolvedFeatures]float64 { return solvedLinear }
