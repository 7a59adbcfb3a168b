// tuned.go holds the trained evaluation: the terms of EvalStandard as a
// feature vector (Features) and EvalTrained, their weighted sum with the
// weights that examples/tune fitted to self-play games (tuned_weights.go,
// docs/tuning.md); and the Heuristics capability that names the
// evaluations for bots.

package pushfight

import (
	"math/bits"

	"github.com/plygo/ply"
)

// NumFeatures is the length of the vector Features appends.
const NumFeatures = 12

// FeatureNames names the terms of Features, in order.
var FeatureNames = [NumFeatures]string{
	"tempo", "threat", "dangersquare", "dangerround", "trapped", "trappeddanger",
	"mobility", "pushes", "rails", "centre", "neardanger", "ends",
}

// handWeights are EvalStandard's weights of Features' terms, in points, as
// they act: its danger terms read exitCount, which package initialisation
// fills before init has filled exits (it is all zeros), so they never
// count. Features reads dangerExits, filled from exits in board.go's init.
var handWeights = [NumFeatures]float64{
	0, -threatWeight, 0, 0, -trappedRound, 0,
	mobilityWeight, pushWeight, 0, 0, 0, 0,
}

const (
	// railRows are the cells of ranks 4 and 1, along the rails.
	railRows = rank4 | rank1
	// centreFiles are the cells of files d and e; endFiles those of
	// files a, b, g and h.
	centreFiles = 0x18181818 & validMask
	endFiles    = 0xC3C3C3C3 & validMask
)

// dangerExits[b] is the number of open edges next to the cell on bit b
// (what exitCount means to hold); nearDanger[d] has the cells one step
// before a danger cell in direction d, towards its open exit: a piece
// there is two pushes from falling off. initTuned fills them.
var (
	dangerExits [32]int
	nearDanger  [4]uint32
)

// initTuned fills dangerExits and nearDanger from exits; board.go's init
// calls it once exits is filled.
func initTuned() {
	for d := Up; d <= Right; d++ {
		for x := exits[d]; x != 0; x &= x - 1 {
			dangerExits[bits.TrailingZeros32(x)]++
		}
		nearDanger[d] = step(exits[d], d^1)
	}
}

// Features appends to dst the terms of EvalStandard's positional sum for
// the player to move in s: a constant 1 (the tempo); 1 if the opponent
// could push a piece off if it moved again now (a threat the mover must
// parry), else 0; then, each as the mover's count minus the opponent's,
// the open exits next to squares and next to rounds (danger), rounds that
// cannot slide, those of them on a danger cell, the empty cells the pieces
// can reach (mobility), the pushes without sliding, the pieces on ranks 4
// and 1 (along the rails) and on files d and e (the centre), the pieces
// one step from a danger cell towards its exit (counted for each such
// exit) and the pieces on files a, b, g and h (the ends). EvalStandard's
// positional sum is the sum of these terms with its weights (in effect:
// see handWeights). The vector has NumFeatures terms, all 0 outside the
// play phase. Like EvalStandard, it needs no option of the game.
func Features(dst []float64, s State) []float64 {
	var t [NumFeatures]int
	if s.Phase() == Play {
		trainedTerms(&s, &t, false)
	}
	for _, x := range t {
		dst = append(dst, float64(x))
	}
	return dst
}

// trainedTerms fills t with the terms of Features of the play-phase state
// s and returns EvalStandard's tactical value and true when the mover
// wins at once (WinNow) or cannot parry the opponent's threat (-Unparried). With
// stop it returns there, t unfinished; without, it fills t all the same.
func trainedTerms(s *State, t *[NumFeatures]int, stop bool) (int, bool) {
	me, op := s.side, s.side^1
	anchor := s.anchorBit()
	tactical, decided := 0, false
	w := winTest{opSq: s.sq[op], opRd: s.rd[op], anchor: anchor}
	if w.run(s.sq[me], s.rd[me]) {
		tactical, decided = WinNow, true
		if stop {
			return tactical, decided
		}
	}
	t[0] = 1
	threat := winTest{opSq: s.sq[me], opRd: s.rd[me]}
	if threat.run(s.sq[op], s.rd[op]) {
		t[1] = 1
		if !decided && !canParry(s) {
			tactical, decided = -Unparried, true
			if stop {
				return tactical, decided
			}
		}
	}
	occ := s.occ()
	empty := validMask &^ occ
	for side, sign := range [2]int{1, -1} {
		c, a := me, anchor
		if side == 1 {
			c, a = op, 0
		}
		sq, rd := s.sq[c], s.rd[c]
		ds, dr, tr, trd := 0, 0, 0, 0
		var reach uint32
		for x := sq; x != 0; x &= x - 1 {
			ds += dangerExits[bits.TrailingZeros32(x)]
			reach |= flood(x&-x, empty)
		}
		for x := rd; x != 0; x &= x - 1 {
			b := bits.TrailingZeros32(x)
			dr += dangerExits[b]
			r := flood(x&-x, empty)
			if r == 0 {
				tr++
				if dangerExits[b] > 0 {
					trd++
				}
			}
			reach |= r
		}
		t[2] += sign * ds
		t[3] += sign * dr
		t[4] += sign * tr
		t[5] += sign * trd
		t[6] += sign * bits.OnesCount32(reach)
		t[7] += sign * countPushes(sq, sq|rd, occ, a, false)
		t[8] += sign * bits.OnesCount32((sq|rd)&railRows)
		t[9] += sign * bits.OnesCount32((sq|rd)&centreFiles)
		near := 0
		for d := Up; d <= Right; d++ {
			near += bits.OnesCount32((sq | rd) & nearDanger[d])
		}
		t[10] += sign * near
		t[11] += sign * bits.OnesCount32((sq|rd)&endFiles)
	}
	return tactical, decided
}

// trainedScale turns the trained model's logits into EvalStandard's points:
// 75 points a logit, so that tanh(EvalTrained/EvalScale), with EvalScale 150,
// is the win expectation the weights were fitted to.
const trainedScale = 75

// trainedCap bounds EvalTrained's positional value, so that it stays below
// the tactical values WinNow and Unparried.
const trainedCap = 800

// EvalTrained is the trained evaluation of s for p, and Evaluate, the
// default. It keeps EvalStandard's tactical values: WinNow when the side
// to move wins at once, -Unparried when no turn parries the opponent's
// threat. Otherwise it is the weighted sum of Features, weights fitted by
// logistic regression to the results of self-play games (docs/tuning.md),
// scaled to EvalStandard's points and kept within ±800. It is zero outside
// the play phase. Give it to a bot with ply.WithEval(g, pushfight.EvalTrained),
// or the bot option eval=trained.
func EvalTrained(s State, p ply.Player) float64 {
	if s.Phase() != Play || p.Index() < 0 {
		return 0
	}
	var t [NumFeatures]int
	v, decided := trainedTerms(&s, &t, true)
	x := float64(v)
	if !decided {
		x = 0
		for i, n := range t {
			x += tunedLinear[i] * float64(n)
		}
		x = min(max(x*trainedScale, -trainedCap), trainedCap)
	}
	if p != s.ToMove() {
		return -x
	}
	return x
}

// HeuristicNames returns the names of the evaluations a bot may use with
// the option eval=NAME (the registry.Heuristics capability): "standard"
// (EvalStandard, the default before EvalTrained), "classic" (EvalClassic)
// and "trained" (EvalTrained, Evaluate's).
func (g *Game) HeuristicNames() []string { return []string{"standard", "classic", "trained"} }

// Heuristic returns the evaluation of a name HeuristicNames gives, or of
// "mobility", the name of EvalClassic before it took the name of every
// game's classic evaluation.
func (g *Game) Heuristic(name string) (ply.EvalFunc[State], bool) {
	switch name {
	case "standard":
		return EvalStandard, true
	case "classic", "mobility":
		return EvalClassic, true
	case "trained":
		return EvalTrained, true
	}
	return nil, false
}

// TrainedWeights returns the weights of Features in EvalTrained, in
// logits of the player to move.
func TrainedWeights() [NumFeatures]float64 { return tunedLinear }
