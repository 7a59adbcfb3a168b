// eval.go holds Evaluate, EvalStandard (the default before EvalTrained), the classic program's EvalClassic and Mobility, and the search hints MovePriority and AppendForcing.

package pushfight

import (
	"math/bits"

	"github.com/plygo/ply"
)

// The weights of Evaluate's terms. A position where the side to move can
// win at once is worth WinNow; the rest add up to a few hundred at most.
const (
	// WinNow is the value of having an immediate winning turn.
	WinNow = 1000
	// Unparried is the value, against the side to move, of a threat it
	// cannot parry: whatever turn it takes, the opponent can then push
	// a piece off.
	Unparried = 900
	// threatWeight counts against the side to move when the opponent could
	// push a piece off if it moved again now: it must spend its turn on
	// defence.
	threatWeight = 60
	// dangerSquare and dangerRound weigh each open exit next to a piece:
	// rounds cannot push their way out, so they weigh more.
	dangerSquare = 6
	dangerRound  = 10
	// trappedRound counts a round that cannot slide at all; more on a
	// danger cell.
	trappedRound       = 8
	trappedRoundDanger = 25
	// mobilityWeight weighs the empty cells a side's pieces can reach.
	mobilityWeight = 1
	// pushWeight weighs the pushes a side has without sliding.
	pushWeight = 3
)

// exitCount[b] is the number of open edges next to the cell on bit b: 2 on
// a3, h3, a2 and h2, 1 on the other six danger cells, 0 elsewhere.
var exitCount = func() (n [32]int) {
	for d := Up; d <= Right; d++ {
		for x := exits[d]; x != 0; x &= x - 1 {
			n[bits.TrailingZeros32(x)]++
		}
	}
	return n
}()

// Evaluate returns the standard heuristic value of the unfinished state s
// for p, EvalTrained (EvalStandard until an SPRT accepted the trained one,
// docs/strength.md): WinNow when the side to move wins at once, -Unparried
// when no turn parries the opponent's threat, else a fitted weighing of
// the position within ±800. Higher is better for p, the value for the
// other player is its negation, and it is zero in the placement phase.
func (g *Game) Evaluate(s State, p ply.Player) float64 {
	return EvalTrained(s, p)
}

// EvalStandard, Evaluate until an SPRT accepted EvalTrained
// (docs/strength.md), returns a heuristic value of the unfinished state s
// for p, built from ideas of the solver and of strong players, for the
// side to move:
//   - an immediate winning turn (HasWinningTurn) is worth WinNow: most
//     positions are won or lost in one turn;
//   - otherwise, whether the opponent would have a winning turn if it moved
//     again (a threat the side to move must parry), and if so whether any
//     turn parries it: a threat no turn parries (a double threat, say) is
//     worth -Unparried, nearly a loss;
//   - pieces on danger cells, weighted by their open exits, rounds more
//     than squares;
//   - rounds that cannot slide at all (trapped), worse on a danger cell;
//   - mobility: the empty cells each side's pieces can reach;
//   - the pushes each side has without sliding.
//
// Each term counts for the side to move and against the other; the value
// for the other player is its negation. Values stay within ±1200. It is
// zero in the placement phase. It needs no option of the game: pushes that
// would push one's own piece off count neither as pushes nor as parries
// (where WithSelfPushOffLoses allows them, they lose). Its danger terms
// never count: exitCount,
// which they read, is filled before the geometry it counts (package
// variables initialise before init), so it is all zeros; EvalTrained
// counts danger from dangerExits. Bots take it with the option
// eval=standard, or ply.WithEval(g, pushfight.EvalStandard).
func EvalStandard(s State, p ply.Player) float64 {
	if s.Phase() != Play {
		return 0
	}
	v := evalToMove(&s)
	if p != s.ToMove() {
		v = -v
	}
	return float64(v)
}

// EvalClassic is the classic program's evaluation: the difference of the
// two sides' Mobility, for p. It is the baseline the arena measures bots
// against: give it to a bot with ply.WithEval(g, pushfight.EvalClassic).
// It is zero outside the play phase.
func EvalClassic(s State, p ply.Player) float64 {
	if s.Phase() != Play || p.Index() < 0 {
		return 0
	}
	me := p == s.ToMove()
	return float64(mobility(&s, me) - mobility(&s, !me))
}

// Mobility returns the classic program's mobility of p in the play-phase
// state s: the empty cells p's pieces can reach plus the pushes p's squares
// have without sliding (the classic program's evaluate_mobility and
// evaluate_push_mobility). The anchored square binds only the side to
// move. A push that would push one's own piece off the board is not
// counted, so Mobility is the same in the variant where such a push is
// legal and loses at once (WithSelfPushOffLoses): it is not mobility worth
// having, and the evaluation needs no option of the game. Mobility returns
// 0 for a player other than ply.First and ply.Second.
func Mobility(s State, p ply.Player) int {
	if p.Index() < 0 {
		return 0
	}
	return mobility(&s, p == s.ToMove())
}

// mobility is Mobility of the side to move (toMove) or of the other side.
func mobility(s *State, toMove bool) int {
	occ := s.occ()
	empty := validMask &^ occ
	c, anchor := s.side, s.anchorBit()
	if !toMove {
		c, anchor = c^1, 0
	}
	sq, rd := s.sq[c], s.rd[c]
	var reach uint32
	for x := sq | rd; x != 0; x &= x - 1 {
		reach |= flood(x&-x, empty)
	}
	return bits.OnesCount32(reach) + countPushes(sq, sq|rd, occ, anchor, false)
}

// evalToMove scores s for the side to move.
func evalToMove(s *State) int {
	me, op := s.side, s.side^1
	w := winTest{opSq: s.sq[op], opRd: s.rd[op], anchor: s.anchorBit()}
	if w.run(s.sq[me], s.rd[me]) {
		return WinNow
	}
	v := 0
	// The opponent moving again: no anchor binds it (its next anchor
	// depends on our push).
	threat := winTest{opSq: s.sq[me], opRd: s.rd[me]}
	if threat.run(s.sq[op], s.rd[op]) {
		if !canParry(s) {
			// Every turn leaves the opponent a push-off (a double
			// threat, or one no turn can answer): as good as lost.
			return -Unparried
		}
		v -= threatWeight
	}
	occ := s.occ()
	empty := validMask &^ occ
	for side, sign := range [2]int{1, -1} {
		c := me
		if side == 1 {
			c = op
		}
		sq, rd := s.sq[c], s.rd[c]
		t := 0
		for x := sq; x != 0; x &= x - 1 {
			t -= dangerSquare * exitCount[bits.TrailingZeros32(x)]
		}
		var reach uint32
		for x := rd; x != 0; x &= x - 1 {
			b := bits.TrailingZeros32(x)
			t -= dangerRound * exitCount[b]
			r := flood(x&-x, empty)
			if r == 0 {
				t -= trappedRound
				if exitCount[b] > 0 {
					t -= trappedRoundDanger
				}
			}
			reach |= r
		}
		for x := sq; x != 0; x &= x - 1 {
			reach |= flood(x&-x, empty)
		}
		t += mobilityWeight * bits.OnesCount32(reach)
		anchor := uint32(0)
		if c == me {
			anchor = s.anchorBit()
		}
		t += pushWeight * countPushes(sq, sq|rd, occ, anchor, false)
		v += sign * t
	}
	return v
}

// MovePriority is a move-ordering hint for search (the search package's
// MoveOrderer capability): 100 for a turn that pushes an enemy piece off
// the board, so searches try winning turns first, and 0 for any other move.
func (g *Game) MovePriority(s State, m Move) int {
	if m.IsSetup() || s.Phase() != Play {
		return 0
	}
	n, f1, t1, f2, t2, p, d := m.turn()
	me := s.side
	sq, rd := s.sq[me], s.rd[me]
	if n >= 1 {
		sq, rd = slide(sq, rd, 1<<f1, 1<<t1)
	}
	if n >= 2 {
		sq, rd = slide(sq, rd, 1<<f2, 1<<t2)
	}
	op := s.sq[me^1] | s.rd[me^1]
	line, beyond := pushLine(sq|rd|op, p, d)
	if line != 0 && beyond == 0 && op&last[d][p] != 0 {
		return 100
	}
	return 0
}

// canParry reports whether the side to move in the play-phase state s has
// a turn after which the opponent has no winning turn (or that wins at
// once). A turn that pushes one's own piece off is no parry, a losing
// turn where the rules allow it (WithSelfPushOffLoses), so the answer is
// the same under either rule.
func canParry(s *State) bool {
	var tab boardTable
	t := turnGen{tab: &tab}
	t.init(s, false, modeParry)
	t.run(nil)
	return t.done
}

// AppendForcing appends to dst the forcing turns of s for alpha-beta's
// quiescence search (the ply.ForcingMover capability): the first winning
// turn AppendWinningTurns lists, if there is one. Every winning turn is
// worth the same, so one is enough, and finding it is much cheaper than
// listing all the turns. Placement moves are never forcing.
func (g *Game) AppendForcing(dst []Move, s State) []Move {
	if !g.HasWinningTurn(s) {
		return dst
	}
	var tab boardTable
	t := turnGen{tab: &tab}
	t.init(&s, g.selfLoses, modeFirstWin)
	return t.run(dst)
}
