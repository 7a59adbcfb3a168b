// tuned.go holds the trained evaluation: the standard evaluation's terms
// as a feature vector (Features), the board of an n-tuple network
// (Board, Patterns, Symmetries), and EvalTrained, their weighted sum with
// the weights that examples/tune fitted to self-play games
// (tuned_weights.go and the embedded tuned.ntuple; docs/tuning.md); and
// the Heuristics capability that names the evaluations for bots.

package mapello

import (
	_ "embed"
	"math/bits"
	"sync"

	"github.com/plygo/ply"
	"github.com/plygo/ply/ntuple"
)

// NumFeatures is the length of the vector Features appends.
const NumFeatures = 21

// FeatureNames names the terms of Features, in order.
var FeatureNames = [NumFeatures]string{
	"tempo",
	"points", "discs", "mobility", "frontier", "safe4", "safe3", "access", "joker", "bonusreach", "parity",
	"points*fill", "discs*fill", "mobility*fill", "frontier*fill", "safe4*fill", "safe3*fill", "access*fill", "joker*fill", "bonusreach*fill", "parity*fill",
}

// Features appends to dst the terms of the standard evaluation (see
// Evaluate) for the player to move in s, each as the mover's count minus
// the opponent's: a constant 1 (the tempo), bonus points, discs,
// mobility, frontier discs, discs safe on 4 and on 3 axes, discs next to
// an empty corner-like cell, discs next to a joker, the bonus value of
// the bonuses only one side can take, and the odd empty regions with 16
// or fewer empties; then the same ten terms times the share of playable
// cells filled, so that a linear model weighs each by the phase of the
// game. The vector has NumFeatures terms.
func Features(dst []float64, s State) []float64 {
	me, you := s.side, s.side^1
	a, b := s.discs[me], s.discs[you]
	empty := s.empty()
	la, lb := s.placements()
	playable := bits.OnesCount64(^s.walls)
	fill := 0.0
	if playable > 0 {
		fill = float64(playable-bits.OnesCount64(empty)) / float64(playable)
	}
	diff := func(x, y uint64) float64 { return float64(bits.OnesCount64(x) - bits.OnesCount64(y)) }
	near := neighbours(empty)
	four, three := safeAxes(&s)
	access := neighbours(four&empty) &^ four
	jn := jokerNeighbours(s.jokers)
	var exposed uint64
	for _, m := range jn {
		exposed |= m
	}
	parity := 0.0
	if n := bits.OnesCount64(empty); n <= parityFrom && n > 0 {
		parity = float64(oddRegions(empty))
	}
	terms := [10]float64{
		float64(int(s.points[me]) - int(s.points[you])),
		diff(a, b),
		diff(la, lb),
		diff(a&near, b&near),
		diff(a&four, b&four),
		diff(a&three, b&three),
		diff(a&access, b&access),
		diff(a&exposed, b&exposed),
		DefaultBonusValue * diff(s.bonus&la&^lb, s.bonus&lb&^la),
		parity,
	}
	dst = append(dst, 1)
	dst = append(dst, terms[:]...)
	for _, t := range terms {
		dst = append(dst, t*fill)
	}
	return dst
}

// Board codes of the cells of Board.
const (
	BoardEmpty  = 0 // an empty cell, bonus or not
	BoardMine   = 1 // a disc of the player to move
	BoardTheirs = 2 // a disc of the opponent
	BoardWall   = 3 // a wall
)

// Board appends to dst the 64 interior cells a1, b1, ..., h8 of s, seen by
// the player to move: BoardEmpty, BoardMine, BoardTheirs or BoardWall, the
// board of an n-tuple network (package ntuple).
func Board(dst []uint8, s State) []uint8 {
	me, you := s.discs[s.side], s.discs[s.side^1]
	for i := range 64 {
		c := uint8(me>>i&1) | uint8(you>>i&1)<<1 | uint8(s.walls>>i&1)*3
		dst = append(dst, c)
	}
	return dst
}

// Symmetries returns the 8 symmetries of the interior square (rotations
// and reflections) as permutations of the cells of Board, the identity
// first.
func Symmetries() [][]int {
	maps := []func(x, y int) (int, int){
		func(x, y int) (int, int) { return x, y },
		func(x, y int) (int, int) { return 7 - x, y },
		func(x, y int) (int, int) { return x, 7 - y },
		func(x, y int) (int, int) { return 7 - x, 7 - y },
		func(x, y int) (int, int) { return y, x },
		func(x, y int) (int, int) { return 7 - y, x },
		func(x, y int) (int, int) { return y, 7 - x },
		func(x, y int) (int, int) { return 7 - y, 7 - x },
	}
	out := make([][]int, len(maps))
	for k, f := range maps {
		out[k] = make([]int, 64)
		for i := range 64 {
			x, y := f(i%8, i/8)
			out[k][i] = 8*y + x
		}
	}
	return out
}

// Patterns returns the base patterns of the trained network, as cells of
// Board: the edge, a 2x4 corner block, the second, third and fourth
// rows, and the diagonals of 8, 7, 6 and 5 cells; each is placed under
// the 8 Symmetries.
func Patterns() [][]int {
	row := func(y int) []int {
		p := make([]int, 8)
		for x := range 8 {
			p[x] = 8*y + x
		}
		return p
	}
	diag := func(n int) []int {
		p := make([]int, n)
		for i := range n {
			p[i] = 8*i + (8 - n) + i
		}
		return p
	}
	return [][]int{
		row(0),
		{0, 1, 2, 3, 8, 9, 10, 11},
		row(1), row(2), row(3),
		diag(8), diag(7), diag(6), diag(5),
	}
}

//go:embed tuned.ntuple
var tunedNetwork []byte

// trained is the embedded network, nil when tuned.ntuple is empty (a
// model of the features alone).
var trained = sync.OnceValue(func() *ntuple.Network {
	if len(tunedNetwork) == 0 {
		return nil
	}
	var n ntuple.Network
	if err := n.UnmarshalBinary(tunedNetwork); err != nil {
		panic("mapello: the embedded network tuned.ntuple: " + err.Error())
	}
	return &n
})

// trainedScale turns the trained model's logits into Evaluate's points:
// with EvalScale 20, tanh(E/20) = 2*Sigmoid(x)-1 for E = 10x.
const trainedScale = evalScale / 2

// EvalTrained is the trained evaluation of s for p: the weighted sum of
// Features and the n-tuple network on Board, weights fitted by logistic
// regression to the results of self-play games on plain Othello, the rule
// book's boards and random Mapello boards (docs/tuning.md), scaled to
// Evaluate's points (EvalScale). Give it to a bot with
// ply.WithEval(g, mapello.EvalTrained), or the bot option eval=trained.
func EvalTrained(s State, p ply.Player) float64 {
	return evalTrained(&tunedLinear, s, p)
}

// WeightedEval returns EvalTrained with the feature weights w in place of
// the fitted ones, in the same units (logits): what examples/tune's SPSA
// tunes.
func WeightedEval(w [NumFeatures]float64) ply.EvalFunc[State] {
	return func(s State, p ply.Player) float64 { return evalTrained(&w, s, p) }
}

func evalTrained(w *[NumFeatures]float64, s State, p ply.Player) float64 {
	var fb [NumFeatures]float64
	f := Features(fb[:0], s)
	v := 0.0
	for i, x := range f {
		v += w[i] * x
	}
	if net := trained(); net != nil {
		var bb [64]uint8
		v += net.Value(Board(bb[:0], s))
	}
	v *= trainedScale
	if p != s.ToMove() {
		return -v
	}
	return v
}

// HeuristicNames returns the names of the evaluations a bot may use with
// the option eval=NAME (the registry.Heuristics capability): "standard"
// (EvalStandard, for the game's bonus value: StandardEval), "classic"
// (EvalClassic), "trained" (EvalTrained) and "patterns" (EvalPatterns,
// Evaluate's).
func (g *Game) HeuristicNames() []string {
	return []string{"standard", "classic", "trained", "patterns"}
}

// Heuristic returns the evaluation of a name HeuristicNames gives.
func (g *Game) Heuristic(name string) (ply.EvalFunc[State], bool) {
	switch name {
	case "standard":
		return StandardEval(g.bonusValue), true
	case "classic":
		return EvalClassic, true
	case "trained":
		return EvalTrained, true
	case "patterns":
		return EvalPatterns, true
	}
	return nil, false
}

// TrainedWeights returns the weights of Features in EvalTrained, in
// logits of the player to move.
func TrainedWeights() [NumFeatures]float64 { return tunedLinear }
