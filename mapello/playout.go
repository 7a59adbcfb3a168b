// playout.go holds the fast random playout: RandomPlayout, with the
// placement drawn from the move mask rather than from a move list.

package mapello

import (
	"math/bits"
	"math/rand/v2"

	"github.com/plygo/ply"
)

// RandomPlayout plays uniformly random legal moves from s until the game is
// over, as ply.RandomPlayout(g, s, rng) does and with the very same moves
// for the same rng state, but without the generic round trips: it returns
// the final state, its result and the number of plies played.
func (g *Game) RandomPlayout(s State, rng *rand.Rand) (end State, r ply.Result, plies int) {
	if s.jokers == 0 {
		return g.playoutOpen(s, rng)
	}
	// Jokers matter only while the discs that could flip touch the ring
	// (see legal).
	ja := jokerAdj(s.jokers)
	gen := func(p, o, empty uint64) uint64 {
		if o&ring == 0 {
			return legalOpen(p, o, empty)
		}
		return legalJokers(p, o, empty, &ja)
	}
	for {
		me := s.side
		p, o := s.discs[me], s.discs[me^1]
		empty := ^(p | o | s.walls)
		moves := gen(p, o, empty)
		if moves == 0 {
			if gen(o, p, empty) == 0 {
				return s, finalResult(&s), plies
			}
			//lint:ignore SA4030 the draw keeps the generator in step with ply.RandomPlayout, which draws from its one-move list too
			rng.IntN(1)
			s.side ^= 1
			s.passes = 1
			plies++
			continue
		}
		sq := pick(moves, rng)
		b := uint64(1) << sq
		var f uint64
		if o&ring == 0 {
			f = flipsOpen(sq, p, o)
		} else {
			f = flipsJokers(sq, p, o, &ja)
		}
		g.place(&s, b, f)
		plies++
	}
}

// playoutOpen is RandomPlayout on a board without jokers. The discs of the
// player to move and of the other stay in registers, swapped every ply.
func (g *Game) playoutOpen(s State, rng *rand.Rand) (end State, r ply.Result, plies int) {
	me := s.side & 1
	p, o := s.discs[me], s.discs[me^1]
	walls, bonus, points, passes := s.walls, s.bonus, s.points, s.passes
	moves := legalOpen(p, o, ^(p | o | walls))
	for {
		if moves == 0 {
			theirs := legalOpen(o, p, ^(p | o | walls))
			if theirs == 0 {
				break
			}
			//lint:ignore SA4030 the draw keeps the generator in step with ply.RandomPlayout, which draws from its one-move list too
			rng.IntN(1)
			p, o, moves = o, p, theirs
			me ^= 1
			passes = 1
			plies++
			continue
		}
		// The draw of pick, the placement found by stepKOpen.
		k := uint64(rng.IntN(bits.OnesCount64(moves)))
		q, r, next := stepKOpen(k, moves, p, o, walls)
		if b := (q | r) &^ (p | o); bonus&b != 0 {
			bonus &^= b
			points[me] += uint16(g.bonusValue)
		}
		p, o, moves = q, r, next
		me ^= 1
		passes = 0
		plies++
	}
	s.discs[me], s.discs[me^1] = p, o
	s.side, s.bonus, s.points, s.passes = me, bonus, points, passes
	return s, finalResult(&s), plies
}

// pick returns the cell of a uniformly drawn placement of moves (not
// empty): the k-th lowest bit for k drawn as ply.RandomPlayout draws the
// index into the move list.
func pick(moves uint64, rng *rand.Rand) int {
	return selectBit(moves, uint64(rng.IntN(bits.OnesCount64(moves))))
}

// selectBit returns the index of the k-th lowest set bit of x, counting
// from 0; k must be below the number of set bits. It finds the byte
// holding that bit without a loop, from the running bit counts of the
// bytes, then looks the bit up within its byte.
func selectBit(x, k uint64) int {
	const ones = 0x0101010101010101
	c := x - x>>1&0x5555555555555555
	c = c&0x3333333333333333 + c>>2&0x3333333333333333
	c = (c + c>>4) & 0x0f0f0f0f0f0f0f0f
	// Byte i of p counts the bits of bytes 0..i, at most 64.
	p := c * ones
	// The high bit of byte i of le is set when p's byte i <= k: the bytes
	// before the one holding the bit (no byte borrows from the next, as
	// 0x80+k-64 > 0).
	le := (k*ones | 0x8080808080808080 - p) & 0x8080808080808080
	i := uint(bits.OnesCount64(le))
	before := p << 8 >> (8 * i) & 0xff
	return int(8*i) + int(selectInByte[x>>(8*i)&0xff][(k-before)&7])
}

// selectInByte[b][k] is the index of the k-th lowest set bit of the byte b.
var selectInByte = func() (t [256][8]uint8) {
	for b := range 256 {
		k := 0
		for i := range 8 {
			if b>>i&1 != 0 {
				t[b][k] = uint8(i)
				k++
			}
		}
	}
	return t
}()

// place plays the placement on bit b, which flips f, for the player to move
// in s: Apply after the move generation.
func (g *Game) place(s *State, b, f uint64) {
	me := s.side
	s.discs[me] |= f | b
	s.discs[me^1] &^= f
	if s.bonus&b != 0 {
		s.bonus &^= b
		s.points[me] += uint16(g.bonusValue)
	}
	s.side ^= 1
	s.passes = 0
}
