// movegen.go holds the rules of play: move generation, Apply, and Result with the end checks E1–E4.

package mitsudomoe

import (
	"math/bits"

	"github.com/plygo/ply"
)

// candidate is a ball step that is legal if, after the ring step, its
// target shows an exposed ring of the mover and, when it vaults over enemy
// balls, some enemy ring is exposed to relocate them to. Balls never move
// during the ring step, so candidates are found once per position.
type candidate struct {
	// fromTo is the ball source and destination, already shifted into
	// place in a packed Move.
	fromTo uint64
	to     uint8
	// line has bit i set when the (i+1)-th cell of the vaulted line holds
	// an enemy ball; k is its number of bits.
	line, k uint8
	// next is 1 + the index of the next candidate with the same target,
	// or 0 at the end of that list.
	next uint8
}

// candidates are the ball steps of one position.
type candidates struct {
	list [24]candidate // at most 8 per ball: one per direction
	n    int
	// byTarget[c] is 1 + the index of the first candidate landing on c,
	// or 0 when there is none.
	byTarget [NumCells]uint8
}

// collect finds every ball step of colour p in s, ignoring rings.
func (cs *candidates) collect(s *State, p uint8) {
	all := s.balls[0] | s.balls[1]
	enemy := s.balls[p^1]
	frozen := enemy & goal[p^1]
	for b := s.balls[p] &^ goal[p]; b != 0; b &= b - 1 {
		from := bits.TrailingZeros32(b)
		for d := range rays[from] {
			r := &rays[from][d]
			if r.n == 0 {
				continue
			}
			to := int(r.cells[0])
			var line uint8
			if all>>to&1 != 0 {
				// A vault: run over the line of balls to the first cell
				// without one.
				i := 0
				blocked := false
				for ; i < int(r.n); i++ {
					c := r.cells[i]
					if all>>c&1 == 0 {
						break
					}
					if enemy>>c&1 != 0 {
						line |= 1 << i
						blocked = blocked || frozen>>c&1 != 0
					}
				}
				if i == int(r.n) || blocked {
					continue
				}
				to = int(r.cells[i])
			}
			c := &cs.list[cs.n]
			c.fromTo = uint64(from)<<fromShift | uint64(to)<<toShift
			c.to = uint8(to)
			c.line = line
			c.k = uint8(bits.OnesCount8(line))
			c.next = cs.byTarget[to]
			cs.n++
			cs.byTarget[to] = uint8(cs.n)
		}
	}
}

// ringSource describes the exposed rings of both sides once the ring step
// has taken its ring: expP and expQ are the cells with no ball showing the
// mover's and the enemy's ring, before the ring is put down.
type ringSource struct {
	code       uint64 // the packed ring source
	bit        uint32 // the source cell, 0 for a placement
	expP, expQ uint32
}

// source returns the ring source src (NoCell for a placement) of the side
// to move, given the exposed rings before the ring step.
func (s *State) source(src Cell, expP, expQ uint32) ringSource {
	if src == NoCell {
		return ringSource{code: placeCode, expP: expP, expQ: expQ}
	}
	bit := uint32(1) << src
	rs := ringSource{code: uint64(src), bit: bit, expP: expP &^ bit, expQ: expQ}
	// Lifting the ring exposes the one below it, if any.
	if v := s.rings[src]; v>>12 > 1 {
		if uint8(v>>1&1) == s.side {
			rs.expP |= bit
		} else {
			rs.expQ |= bit
		}
	}
	return rs
}

// ringSteps walks the sources of the ring step that appendTurns and
// hasTurn both use: the supply (NoCell) while it lasts, then each exposed
// ring of the side to move.
type ringSteps struct {
	expP, expQ uint32 // the exposed rings of the side to move and of the enemy
	free       uint32 // the cells without a ball
	srcs       uint32 // exposed rings still to try as sources
	src        Cell   // the current source
}

// newRingSteps starts the walk at the first source; ok is false when the
// side to move has neither supply nor an exposed ring.
func newRingSteps(s *State) (r ringSteps, ok bool) {
	all := s.balls[0] | s.balls[1]
	topP := s.tops(s.side)
	r = ringSteps{expP: topP &^ all, expQ: s.occ &^ topP &^ all, free: boardMask &^ all, src: NoCell}
	r.srcs = r.expP
	if s.supply[s.side] == 0 {
		return r, r.next()
	}
	return r, true
}

// next moves to the next exposed ring; it reports false when none is left.
func (r *ringSteps) next() bool {
	if r.srcs == 0 {
		return false
	}
	r.src = lowest(r.srcs)
	r.srcs &= r.srcs - 1
	return true
}

// appendTurns appends every legal turn of the side to move in s, whether
// or not the game is over.
func appendTurns(dst []Move, s *State) []Move {
	var cs candidates
	cs.collect(s, s.side)
	if cs.n == 0 {
		return dst
	}
	r, ok := newRingSteps(s)
	if !ok {
		return dst
	}
	free := r.free
	for {
		rs := s.source(r.src, r.expP, r.expQ)
		// The candidates whose target is exposed whatever the destination.
		var base [24]uint8
		nb := 0
		for i := range cs.n {
			if rs.expP>>cs.list[i].to&1 != 0 {
				base[nb] = uint8(i)
				nb++
			}
		}
		for d := free &^ rs.bit; d != 0; d &= d - 1 {
			dc := bits.TrailingZeros32(d)
			dbit := d & -d
			f := rs.expQ &^ dbit
			m := rs.code | uint64(dc)<<ringToShift
			for _, i := range base[:nb] {
				dst = emit(dst, m, &cs.list[i], f)
			}
			if rs.expP&dbit == 0 {
				for i := cs.byTarget[dc]; i != 0; i = cs.list[i-1].next {
					dst = emit(dst, m, &cs.list[i-1], f)
				}
			}
		}
		if !r.next() {
			return dst
		}
	}
}

// emit appends the moves of ring step m followed by ball step c, given the
// enemy's exposed rings f after the ring step: one move, or one per
// relocation outcome (the relocation lemma of the rules: every choice of a
// non-empty set of vaulted cells to vacate and as many cells of f to fill).
func emit(dst []Move, m uint64, c *candidate, f uint32) []Move {
	m |= c.fromTo
	if c.line == 0 {
		return append(dst, Move{m})
	}
	if c.k == 1 {
		m |= uint64(c.line) << vacShift
		for ; f != 0; f &= f - 1 {
			dst = append(dst, Move{m | uint64(f&-f)<<fillShift})
		}
		return dst
	}
	for v := c.line; v != 0; v = (v - 1) & c.line {
		j := bits.OnesCount8(v)
		mv := m | uint64(v)<<vacShift
		for n := f; n != 0; n = (n - 1) & f {
			if bits.OnesCount32(n) == j {
				dst = append(dst, Move{mv | uint64(n)<<fillShift})
			}
		}
	}
	return dst
}

// hasTurn reports whether the side to move in s has at least one legal
// turn, stopping at the first one found.
func hasTurn(s *State) bool {
	var cs candidates
	cs.collect(s, s.side)
	if cs.n == 0 {
		return false
	}
	r, ok := newRingSteps(s)
	if !ok {
		return false
	}
	free := r.free
	for {
		rs := s.source(r.src, r.expP, r.expQ)
		for d := free &^ rs.bit; d != 0; d &= d - 1 {
			dbit := d & -d
			exp := rs.expP | dbit
			relocatable := rs.expQ&^dbit != 0
			for i := range cs.n {
				c := &cs.list[i]
				if exp>>c.to&1 != 0 && (c.line == 0 || relocatable) {
					return true
				}
			}
		}
		if !r.next() {
			return false
		}
	}
}

// AppendMoves appends every legal turn in s to dst and returns the
// extended slice; it appends nothing when the game is over. Each distinct
// outcome is generated once; the order is fixed: ring sources (placement
// first, then exposed rings in cell order), ring destinations in cell order,
// then ball steps and relocations.
func (g *Game) AppendMoves(dst []Move, s State) []Move {
	if g.decided(&s) {
		return dst
	}
	return appendTurns(dst, &s)
}

// Apply returns the state after m, which must be a move AppendMoves
// generated for s. It never changes s.
func (g *Game) Apply(s State, m Move) State {
	p := s.side
	v := m.v
	if src := Cell(v & 31); src == placeCode {
		s.supply[p]--
	} else {
		s.pop(src)
	}
	s.push(Cell(v>>ringToShift&31), p)
	from, to := Cell(v>>fromShift&31), Cell(v>>toShift&31)
	s.balls[p] ^= 1<<from | 1<<to
	if fill := m.filled(); fill != 0 {
		q := p ^ 1
		s.balls[q] = s.balls[q]&^m.vacated() | fill
	}
	s.side ^= 1
	s.turns++
	return s
}

// Result reports whether the game is over in s and how it ended, with the
// rules' end checks in order, for the player P who has just moved
// and the player Q to move: E1 all of P's balls on P's goal, P wins; E2 all
// three cells of P's home hold balls, P loses; E3 Q has no legal turn, Q
// loses; E4 the turn cap is reached, a draw. E1 and E2 judge a completed
// turn, so they apply only once a turn has been played: at turn 0 (the
// start, where both homes are full, or a state read from text with turn
// count 0) only E3 and E4 can end the game.
func (g *Game) Result(s State) (ply.Result, bool) {
	q := s.side
	p := q ^ 1
	switch {
	case s.turns > 0 && s.balls[p]&goal[p] == goal[p]:
		return ply.Result{Winner: player(p)}, true
	case s.turns > 0 && (s.balls[0]|s.balls[1])&home[p] == home[p]:
		return ply.Result{Winner: player(q)}, true
	case !hasTurn(&s):
		return ply.Result{Winner: player(p)}, true
	case g.capped(&s):
		return ply.Result{}, true
	}
	return ply.Result{}, false
}

// decided reports whether end check E1, E2 or E4 ends the game in s; E3
// (no legal turn) needs no check before generating moves.
func (g *Game) decided(s *State) bool {
	p := s.side ^ 1
	return s.turns > 0 && (s.balls[p]&goal[p] == goal[p] ||
		(s.balls[0]|s.balls[1])&home[p] == home[p]) ||
		g.capped(s)
}

// capped reports whether the turn cap is reached. A state with more turns
// than the cap (possible only from text) counts as capped too.
func (g *Game) capped(s *State) bool {
	return g.maxTurns > 0 && uint64(s.turns) >= uint64(g.maxTurns)
}
