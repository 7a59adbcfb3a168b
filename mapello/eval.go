// eval.go holds the heuristic evaluations of Mapello positions for bots.

package mapello

import (
	"math/bits"

	"github.com/plygo/ply"
)

// EvalClassic is the classic program's evaluation, the one its "hard" bot
// played on: the disc count difference for p, bonus points ignored. Give
// it to a bot with ply.WithEval(g, mapello.EvalClassic).
func EvalClassic(s State, p ply.Player) float64 {
	v := float64(bits.OnesCount64(s.discs[0]) - bits.OnesCount64(s.discs[1]))
	if p == ply.Second {
		return -v
	}
	return v
}

// EvalScore is the score difference for p: discs plus bonus points.
func EvalScore(s State, p ply.Player) float64 {
	v := float64(bits.OnesCount64(s.discs[0]) + int(s.points[0]) -
		bits.OnesCount64(s.discs[1]) - int(s.points[1]))
	if p == ply.Second {
		return -v
	}
	return v
}

// Weights of the standard evaluation, in points of final score.
const (
	wMobility   = 2.0  // per legal placement more than the opponent
	wFrontier   = 0.75 // per disc next to an empty cell (a liability)
	wSafe4      = 10.0 // per disc on a corner-like cell, safe on all 4 axes
	wSafe3      = 2.0  // per disc on a cell safe on 3 axes
	wAccess     = 4.0  // per disc next to an empty corner-like cell (a liability)
	wJoker      = 1.5  // per disc next to a joker (a liability)
	wBonusReach = 0.6  // times the bonus value, per bonus only one side can take now
	wParity     = 1.5  // per odd empty region, for the player to move, late in the game
	parityFrom  = 16   // empties at which region parity starts to count
)

// Evaluate returns the heuristic value of s for p that bots use, higher
// being better for p: EvalPatterns, which is EvalTrained (the standard
// terms below with the weights fitted to self-play games, which replaced
// their hand-set weights when an SPRT accepted it) with the patterns of
// Othello programs on plain Othello boards, which replaced EvalTrained
// there when an SPRT accepted them (docs/strength.md). EvalStandard,
// EvalClassic and EvalScore are the others, for ply.WithEval.
func (g *Game) Evaluate(s State, p ply.Player) float64 {
	return EvalPatterns(s, p)
}

// EvalStandard is the hand-weighted evaluation of s for p, Evaluate until
// EvalTrained replaced it (the bot option eval=standard), in a game whose
// bonus is worth the rule book's DefaultBonusValue; StandardEval gives it
// for another bonus value. It adds up, from p's side minus the
// opponent's:
//
//   - the score: bonus points in full, discs with a weight that grows from
//     0 on an empty board to 1.5 on a full one (early disc counts mislead);
//   - mobility: legal placements, 2 points each;
//   - frontier: discs next to an empty cell, -0.75 each, since they give
//     the opponent moves;
//   - stability from the setup: a disc is safe along an axis when a wall
//     or a plain border cell stands next to it on that axis (a joker does
//     not protect: it closes lines for both players). Discs safe on all 4
//     axes, the board's corner-like cells, count 10 each, on 3 axes 2
//     each; discs next to an empty corner-like cell, which give the
//     opponent access to it, -4 each;
//   - joker exposure: discs next to a joker, -1.5 each;
//   - bonuses: 0.6 times the bonus value for each untaken bonus that only
//     one side can take right now;
//   - region parity: with 16 or fewer empty cells, 1.5 for each region of
//     empty cells (walls split the board) with an odd number of cells, in
//     favour of the player to move, who would take the last cell there.
//
// Values stay within a few thousand, well inside ±1e6.
func EvalStandard(s State, p ply.Player) float64 {
	return evalStandard(DefaultBonusValue, &s, p)
}

// StandardEval returns EvalStandard for a game whose bonus is worth
// bonusValue points (Game.BonusValue), the worth its bonus term weighs:
// EvalStandard itself for DefaultBonusValue. The bot option eval=standard
// is StandardEval(g.BonusValue()).
func StandardEval(bonusValue int) ply.EvalFunc[State] {
	if bonusValue == DefaultBonusValue {
		return EvalStandard
	}
	return func(s State, p ply.Player) float64 { return evalStandard(bonusValue, &s, p) }
}

// evalStandard is EvalStandard with a bonus worth bonusValue points.
func evalStandard(bonusValue int, s *State, p ply.Player) float64 {
	v := standard(bonusValue, s)
	if p == ply.Second {
		return -v
	}
	return v
}

// neighbours returns the cells next to a cell of b in any of the 8
// directions.
func neighbours(b uint64) uint64 {
	h := b | (b<<1)&^fileA | (b>>1)&^fileH
	return h | h<<8 | h>>8
}

// safeAxes returns the cells safe on all four axes and the cells safe on
// exactly three, on the board of s.
func safeAxes(s *State) (four, three uint64) {
	jn := jokerNeighbours(s.jokers)
	// blocked[d]: cells whose neighbour at d is a wall or a plain border
	// cell; border[d]: cells whose neighbour at d is any border cell.
	var blocked [8]uint64
	w := s.walls
	blocked[dirE] = w>>1&^fileH | fileH
	blocked[dirW] = w<<1&^fileA | fileA
	blocked[dirN] = w>>8 | rank8
	blocked[dirS] = w<<8 | rank1
	blocked[dirNE] = w>>9&^fileH | fileH | rank8
	blocked[dirSW] = w<<9&^fileA | fileA | rank1
	blocked[dirNW] = w>>7&^fileA | fileA | rank8
	blocked[dirSE] = w<<7&^fileH | fileH | rank1
	var safe [4]uint64
	for axis := range 4 {
		d := 2 * axis
		// A joker does not protect, unless the cell is closed in by the
		// border on both sides, where no placement can reach it.
		safe[axis] = blocked[d]&^jn[d] | blocked[d^1]&^jn[d^1] | edge[d]&edge[d^1]
	}
	a, b, c, d := safe[0], safe[1], safe[2], safe[3]
	four = a & b & c & d
	three = (a&b&c | a&b&d | a&c&d | b&c&d) &^ four
	return four &^ s.walls, three &^ s.walls
}

// oddRegions returns the number of regions of empty cells, 8-connected,
// with an odd number of cells. The cells with no empty neighbour, regions
// of one cell, are counted at once; the others are flooded from their
// first cell.
func oddRegions(empty uint64) int {
	h := empty<<1&^fileA | empty>>1&^fileH
	alone := empty &^ (h | h<<8 | h>>8 | empty<<8 | empty>>8)
	n := bits.OnesCount64(alone)
	empty &^= alone
	for empty != 0 {
		region := empty & -empty
		for {
			next := neighbours(region) & empty
			if next == region {
				break
			}
			region = next
		}
		empty &^= region
		n += bits.OnesCount64(region) & 1
	}
	return n
}

// standard is the EvalStandard value of s for Black, with a bonus worth
// bonusValue points.
func standard(bonusValue int, s *State) float64 {
	b, w := s.discs[0], s.discs[1]
	empty := s.empty()
	var lb, lw uint64
	if s.side == 0 {
		lb, lw = s.placements()
	} else {
		lw, lb = s.placements()
	}
	playable := bits.OnesCount64(^s.walls)
	fill := 0.0
	if playable > 0 {
		fill = float64(playable-bits.OnesCount64(empty)) / float64(playable)
	}
	diff := func(x, y uint64) float64 { return float64(bits.OnesCount64(x) - bits.OnesCount64(y)) }

	v := float64(int(s.points[0])-int(s.points[1])) + 1.5*fill*fill*diff(b, w)
	v += wMobility * diff(lb, lw)
	near := neighbours(empty)
	v -= wFrontier * diff(b&near, w&near)
	four, three := safeAxes(s)
	v += wSafe4*diff(b&four, w&four) + wSafe3*diff(b&three, w&three)
	access := neighbours(four&empty) &^ four
	v -= wAccess * diff(b&access, w&access)
	jn := jokerNeighbours(s.jokers)
	var exposed uint64
	for _, m := range jn {
		exposed |= m
	}
	v -= wJoker * diff(b&exposed, w&exposed)
	v += wBonusReach * float64(bonusValue) * diff(s.bonus&lb&^lw, s.bonus&lw&^lb)
	if n := bits.OnesCount64(empty); n <= parityFrom && n > 0 {
		odd := wParity * float64(oddRegions(empty))
		if s.side == 0 {
			v += odd
		} else {
			v -= odd
		}
	}
	return v
}

// MovePriority is a move-ordering hint for alpha-beta (the ply.MoveOrderer
// capability): placements that leave the opponent fewer placements first
// (mobility ordering, the classic order of Othello endgame solvers), and
// among those the ones that take a bonus cell. Every placement ranks above
// 0, so this order replaces killers and history; Pass ranks 0.
func (g *Game) MovePriority(s State, m Move) int {
	if m >= Pass {
		return 0
	}
	b := uint64(1) << m
	c := g.Apply(s, m)
	theirs := bits.OnesCount64(c.myPlacements())
	p := 4*(65-theirs) + 1
	if s.bonus&b != 0 {
		p += 2
	}
	return p
}

// MoveIndex numbers m for the searches' per-move tables (the
// ply.MoveIndexer capability): the placements 0..63 and Pass, 64.
func (g *Game) MoveIndex(m Move) int { return int(m) }

// MoveIndexes returns the number of move indexes, 65.
func (g *Game) MoveIndexes() int { return 65 }
