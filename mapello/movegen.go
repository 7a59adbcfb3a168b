// movegen.go holds the rules of play: move generation, flips, Apply, Result.

package mapello

import (
	"math/bits"

	"github.com/plygo/ply"
)

// innerFiles holds files b to g. It is a variable, not a constant, so that
// the compiler keeps o&innerFiles in a register rather than folding the
// constant into every AND of legalPlain's fills, a fifth more instructions.
var innerFiles uint64 = 0x7e7e7e7e7e7e7e7e

// legalPlain returns the cells where the player with discs p may place
// against discs o on a board without jokers; empty holds the empty interior
// cells (bonus cells included, walls excluded). Each direction is a
// Kogge-Stone style flood fill of o from p, done for both senses of an axis
// at once: a first step, then two doubling steps, which cover the longest
// possible run, 6 discs.
//
// The masks keep fills from wrapping around the board: along the
// horizontal and diagonal axes a run never holds a disc on the a or h file
// (the placement or the closing disc would lie beyond the edge), so o is
// masked with the inner files; along the vertical axis a bit shifted off
// rank 1 or rank 8 falls out of the word.
func legalPlain(p, o, empty uint64) uint64 {
	var moves uint64
	mo := o & innerFiles

	// Horizontal: east (<<1) and west (>>1).
	fe := mo & (p << 1)
	fw := mo & (p >> 1)
	fe |= mo & (fe << 1)
	fw |= mo & (fw >> 1)
	pe := mo & (mo << 1)
	pw := pe >> 1
	fe |= pe & (fe << 2)
	fw |= pw & (fw >> 2)
	fe |= pe & (fe << 2)
	fw |= pw & (fw >> 2)
	moves |= fe<<1 | fw>>1

	// Vertical: north (<<8) and south (>>8).
	fn := o & (p << 8)
	fs := o & (p >> 8)
	fn |= o & (fn << 8)
	fs |= o & (fs >> 8)
	pn := o & (o << 8)
	ps := pn >> 8
	fn |= pn & (fn << 16)
	fs |= ps & (fs >> 16)
	fn |= pn & (fn << 16)
	fs |= ps & (fs >> 16)
	moves |= fn<<8 | fs>>8

	// Diagonal: north-east (<<9) and south-west (>>9).
	f1 := mo & (p << 9)
	f2 := mo & (p >> 9)
	f1 |= mo & (f1 << 9)
	f2 |= mo & (f2 >> 9)
	p1 := mo & (mo << 9)
	p2 := p1 >> 9
	f1 |= p1 & (f1 << 18)
	f2 |= p2 & (f2 >> 18)
	f1 |= p1 & (f1 << 18)
	f2 |= p2 & (f2 >> 18)
	moves |= f1<<9 | f2>>9

	// Anti-diagonal: north-west (<<7) and south-east (>>7).
	f1 = mo & (p << 7)
	f2 = mo & (p >> 7)
	f1 |= mo & (f1 << 7)
	f2 |= mo & (f2 >> 7)
	p1 = mo & (mo << 7)
	p2 = p1 >> 7
	f1 |= p1 & (f1 << 14)
	f2 |= p2 & (f2 >> 14)
	f1 |= p1 & (f1 << 14)
	f2 |= p2 & (f2 >> 14)
	moves |= f1<<7 | f2>>7

	return moves & empty
}

// legalJokers is legalPlain on a board with jokers, whose joker masks are
// ja (see jokerAdj). A run moving in direction d may also start at a disc
// whose neighbour at -d is a joker; those discs (on the edge, so outside the
// masked o of the horizontal and diagonal axes) seed the fill directly. Such
// a run can be 7 discs long, so each direction takes a third doubling step.
func legalJokers(p, o, empty uint64, ja *[8]uint64) uint64 {
	var moves uint64
	mo := o & innerFiles

	fe := mo&(p<<1) | o&ja[dirW]
	fw := mo&(p>>1) | o&ja[dirE]
	fe |= mo & (fe << 1)
	fw |= mo & (fw >> 1)
	pe := mo & (mo << 1)
	pw := pe >> 1
	fe |= pe & (fe << 2)
	fw |= pw & (fw >> 2)
	fe |= pe & (fe << 2)
	fw |= pw & (fw >> 2)
	fe |= pe & (fe << 2)
	fw |= pw & (fw >> 2)
	moves |= fe<<1 | fw>>1

	fn := o&(p<<8) | o&ja[dirS]
	fs := o&(p>>8) | o&ja[dirN]
	fn |= o & (fn << 8)
	fs |= o & (fs >> 8)
	pn := o & (o << 8)
	ps := pn >> 8
	fn |= pn & (fn << 16)
	fs |= ps & (fs >> 16)
	fn |= pn & (fn << 16)
	fs |= ps & (fs >> 16)
	fn |= pn & (fn << 16)
	fs |= ps & (fs >> 16)
	moves |= fn<<8 | fs>>8

	f1 := mo&(p<<9) | o&ja[dirSW]
	f2 := mo&(p>>9) | o&ja[dirNE]
	f1 |= mo & (f1 << 9)
	f2 |= mo & (f2 >> 9)
	p1 := mo & (mo << 9)
	p2 := p1 >> 9
	f1 |= p1 & (f1 << 18)
	f2 |= p2 & (f2 >> 18)
	f1 |= p1 & (f1 << 18)
	f2 |= p2 & (f2 >> 18)
	f1 |= p1 & (f1 << 18)
	f2 |= p2 & (f2 >> 18)
	moves |= f1<<9 | f2>>9

	f1 = mo&(p<<7) | o&ja[dirSE]
	f2 = mo&(p>>7) | o&ja[dirNW]
	f1 |= mo & (f1 << 7)
	f2 |= mo & (f2 >> 7)
	p1 = mo & (mo << 7)
	p2 = p1 >> 7
	f1 |= p1 & (f1 << 14)
	f2 |= p2 & (f2 >> 14)
	f1 |= p1 & (f1 << 14)
	f2 |= p2 & (f2 >> 14)
	f1 |= p1 & (f1 << 14)
	f2 |= p2 & (f2 >> 14)
	moves |= f1<<7 | f2>>7

	return moves & empty
}

// legalOpen is legalPlain, or legalSIMD where the CPU has it: the
// generator for a board where jokers close no run.
func legalOpen(p, o, empty uint64) uint64 {
	if haveSIMD {
		return legalSIMD(p, o, empty)
	}
	return legalPlain(p, o, empty)
}

// flipsOpen is flips, or flipsSIMD where the CPU has it.
func flipsOpen(sq int, p, o uint64) uint64 {
	if haveSIMD {
		return flipsSIMD(sq, p, o)
	}
	return flips(sq, p, o)
}

// stepPlain plays the placement on bit sq by the player with discs p
// against o, on a board without jokers whose walls are walls, and returns
// the next player's discs q, the other's r and the next player's
// placements: one ply of a playout.
func stepPlain(sq int, p, o, walls uint64) (q, r, moves uint64) {
	f := flips(sq, p, o)
	q, r = o&^f, p|f|1<<sq
	return q, r, legalPlain(q, r, ^(q | r | walls))
}

// stepOpen is stepPlain, or stepSIMD where the CPU has it.
func stepOpen(sq int, p, o, walls uint64) (q, r, moves uint64) {
	if haveSIMD {
		return stepSIMD(sq, p, o, walls)
	}
	return stepPlain(sq, p, o, walls)
}

// stepKOpen is stepOpen on the k-th lowest placement of moves, counting
// from 0.
func stepKOpen(k, moves, p, o, walls uint64) (q, r, next uint64) {
	if haveStepK {
		return stepKSIMD(k, moves, p, o, walls)
	}
	return stepOpen(selectBit(moves, k), p, o, walls)
}

// flips returns the discs of o that a disc of p placed on bit sq flips on
// a board without jokers. Along each ray the first cell that is not an o
// disc ends the run, and the run flips if that cell is a p disc. The
// selection is branch-free.
func flips(sq int, p, o uint64) uint64 {
	r := &rays[sq&63]
	return up(r[dirE], p, o) | up(r[dirN], p, o) | up(r[dirNE], p, o) | up(r[dirNW], p, o) |
		down(r[dirW], p, o) | down(r[dirS], p, o) | down(r[dirSW], p, o) | down(r[dirSE], p, o)
}

// up returns the run of o discs along ray, a ray towards higher bits, that a
// p disc closes. The cell ending the run is the lowest bit of the ray's
// cells that are not o discs; t is the bits below it if it is a p disc,
// else all ones, which the sign test clears.
func up(ray, p, o uint64) uint64 {
	blk := ray &^ o
	t := (blk & -blk & p) - 1
	return ray & t &^ uint64(int64(t)>>63)
}

// down returns the run of o discs along ray, a ray towards lower bits, that
// a p disc closes. The cell ending the run is the highest of the ray's cells
// that are not o discs, found with a leading-zero count; with no such cell
// the count is 64, taken as 0, which selects bit 63: a ray towards lower
// bits never holds it, so nothing flips. -(first<<1) keeps the bits above
// first, which hold the whole run.
func down(ray, p, o uint64) uint64 {
	blk := ray &^ o
	first := uint64(1<<63) >> (bits.LeadingZeros64(blk) & 63)
	return ray & -(first & p << 1)
}

// nonZero returns all ones if x is not zero, else zero.
func nonZero(x uint64) uint64 { return -((x | -x) >> 63) }

// flipsJokers is flips on a board with jokers, whose joker masks are ja
// (see jokerAdj): a ray made of o discs up to the border also flips when
// the border cell there is a joker.
func flipsJokers(sq int, p, o uint64, ja *[8]uint64) uint64 {
	r := &rays[sq&63]
	return upJ(r[dirE], p, o, ja[dirE]) | upJ(r[dirN], p, o, ja[dirN]) |
		upJ(r[dirNE], p, o, ja[dirNE]) | upJ(r[dirNW], p, o, ja[dirNW]) |
		downJ(r[dirW], p, o, ja[dirW], 1) | downJ(r[dirS], p, o, ja[dirS], 8) |
		downJ(r[dirSW], p, o, ja[dirSW], 9) | downJ(r[dirSE], p, o, ja[dirSE], 7)
}

// upJ is up with the joker mask j of the ray's direction. When the ray holds
// no blocker, first is 0 and the ray's last cell, if a joker lies beyond
// it, closes the run; a blocker masks that cell out.
func upJ(ray, p, o, j uint64) uint64 {
	blk := ray &^ o
	first := blk & -blk
	return (first - 1) & ray & nonZero(first&p|ray&j&(first-1))
}

// downJ is down with the joker mask j of the ray's direction.
func downJ(ray, p, o, j uint64, step uint) uint64 {
	blk := ray &^ o
	sm := blk | blk>>step
	sm |= sm >> (2 * step)
	sm |= sm >> (4 * step)
	first := blk &^ (sm >> step)
	return ray &^ sm & -(first&p | ray&j&^sm)
}

// empty returns the empty interior cells of s, bonus cells included.
func (s *State) empty() uint64 { return ^(s.discs[0] | s.discs[1] | s.walls) }

// ring holds the interior cells on the edge of the 8x8 interior, the only
// cells a joker touches.
const ring = fileA | fileH | rank1 | rank8

// legal returns the cells where the player with discs p may place against
// discs o, with the joker set jokers. A joker only ever closes a run whose
// last disc lies on the ring, so while o has no disc there the plain
// generator is exact, and cheaper.
func legal(p, o, empty, jokers uint64) uint64 {
	if jokers == 0 || o&ring == 0 {
		return legalOpen(p, o, empty)
	}
	ja := jokerAdj(jokers)
	return legalJokers(p, o, empty, &ja)
}

// flipsAny is flips or flipsJokers, whichever the position needs (see
// legal).
func flipsAny(sq int, p, o, jokers uint64) uint64 {
	if jokers == 0 || o&ring == 0 {
		return flipsOpen(sq, p, o)
	}
	ja := jokerAdj(jokers)
	return flipsJokers(sq, p, o, &ja)
}

// placements returns the cells where the player to move may place and the
// cells where the opponent could, were it their turn.
func (s *State) placements() (mine, theirs uint64) {
	p, o, e := s.discs[s.side], s.discs[s.side^1], s.empty()
	return legal(p, o, e, s.jokers), legal(o, p, e, s.jokers)
}

// theirPlacements returns the cells where the opponent could place, were it
// their turn.
func (s *State) theirPlacements() uint64 {
	return legal(s.discs[s.side^1], s.discs[s.side], s.empty(), s.jokers)
}

// myPlacements returns the cells where the player to move may place.
func (s *State) myPlacements() uint64 {
	return legal(s.discs[s.side], s.discs[s.side^1], s.empty(), s.jokers)
}

// Placements returns the interior cells, as placements, where player p
// could place a disc in s if it were p's turn: the move generator without
// passes. It is meant for evaluation and display.
func Placements(s State, p ply.Player) []Move {
	i := p.Index()
	if i < 0 {
		return nil
	}
	if int(s.side) != i {
		s.side ^= 1
	}
	var out []Move
	for m := s.myPlacements(); m != 0; m &= m - 1 {
		out = append(out, Move(bits.TrailingZeros64(m)))
	}
	return out
}

// AppendMoves appends the legal moves in s to dst and returns the extended
// slice: the placements in ascending cell order (a1, b1, ..., h1, a2, ...,
// h8); or Pass alone, when the player to move has no placement and the
// opponent has one; or nothing, when neither side can place and the game
// is over.
func (g *Game) AppendMoves(dst []Move, s State) []Move {
	mine := s.myPlacements()
	if mine == 0 {
		if s.theirPlacements() != 0 {
			return append(dst, Pass)
		}
		return dst
	}
	for ; mine != 0; mine &= mine - 1 {
		dst = append(dst, Move(bits.TrailingZeros64(mine)))
	}
	return dst
}

// CountMoves returns len(g.AppendMoves(nil, s)) without building the list.
// The opponent's placements matter only when the player to move has none.
func (g *Game) CountMoves(s State) int {
	if mine := s.myPlacements(); mine != 0 {
		return bits.OnesCount64(mine)
	}
	if s.theirPlacements() != 0 {
		return 1
	}
	return 0
}

// Apply returns the state after move m: for a placement, the mover's disc on
// its cell, every bracketed run flipped, the cell's bonus (if any) credited
// to the mover, the pass counter reset and the turn passed; for Pass, only
// the turn passed and the pass counter raised. m must be a move AppendMoves
// generates for s; Apply does not check it (use ply.Play for that) but never
// panics.
func (g *Game) Apply(s State, m Move) State {
	if m >= Pass {
		s.side ^= 1
		s.passes = 1
		return s
	}
	sq := int(m)
	b := uint64(1) << sq
	me := s.side
	p, o := s.discs[me], s.discs[me^1]
	f := flipsAny(sq, p, o, s.jokers)
	s.discs[me] = p | f | b
	s.discs[me^1] = o &^ f
	if s.bonus&b != 0 {
		s.bonus &^= b
		s.points[me] += uint16(g.bonusValue)
	}
	s.side ^= 1
	s.passes = 0
	return s
}

// Result reports whether the game is over in s, that is whether neither
// side can place, and if so the scores (discs plus bonus points, Black
// first) and the winner: the higher score, or NoPlayer on equal scores.
func (g *Game) Result(s State) (ply.Result, bool) {
	p, o, e := s.discs[s.side], s.discs[s.side^1], s.empty()
	if legal(p, o, e, s.jokers) != 0 || legal(o, p, e, s.jokers) != 0 {
		return ply.Result{}, false
	}
	return finalResult(&s), true
}

// finalResult returns the result of the finished game s.
func finalResult(s *State) ply.Result {
	r := ply.Result{Score: [2]int{
		bits.OnesCount64(s.discs[0]) + int(s.points[0]),
		bits.OnesCount64(s.discs[1]) + int(s.points[1]),
	}}
	switch {
	case r.Score[0] > r.Score[1]:
		r.Winner = ply.First
	case r.Score[0] < r.Score[1]:
		r.Winner = ply.Second
	}
	return r
}
