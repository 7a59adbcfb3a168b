// perft.go holds the fast paths: bulk-counting perft and random playouts.

package mapello

import (
	"math/bits"
	"math/rand/v2"

	"github.com/plygo/ply"
)

// Perft returns ply.Perft(g, s, depth), the number of move sequences of
// exactly depth plies from s, computed on bare bitboards: the last ply is
// counted from the population count of the move mask. A pass is one ply;
// a game that ends before depth plies contributes nothing: the
// exact-length convention of chess perft and of Edax's count_games
// (24,571,056 leaves at depth 10 from the Othello start). Aart Bik's
// convention, which counts a game that ended early as a leaf at every
// deeper depth, gives 24,571,284 there.
func (g *Game) Perft(s State, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	p, o := s.discs[s.side], s.discs[s.side^1]
	if s.jokers == 0 {
		return perftPlain(p, o, s.walls, depth)
	}
	ja := jokerAdj(s.jokers)
	return perftJokers(p, o, s.walls, &ja, depth)
}

func perftPlain(p, o, walls uint64, depth int) uint64 {
	empty := ^(p | o | walls)
	moves := legalOpen(p, o, empty)
	if moves == 0 {
		if legalOpen(o, p, empty) == 0 {
			return 0
		}
		if depth == 1 {
			return 1
		}
		return perftPlain(o, p, walls, depth-1)
	}
	if depth == 1 {
		return uint64(bits.OnesCount64(moves))
	}
	if depth == 2 {
		if haveSIMD {
			return perft2SIMD(p, o, walls, moves)
		}
		return perft2Plain(p, o, walls, moves)
	}
	var n uint64
	if depth == 3 && haveSIMD {
		// The vector code counts the children that need no pass, and
		// hands the others back.
		for moves != 0 {
			c, rest := perft3SIMD(p, o, walls, moves)
			n += c
			if rest == 0 {
				return n
			}
			sq := bits.TrailingZeros64(rest)
			f := flipsOpen(sq, p, o)
			n += perftPlain(o&^f, p|f|1<<sq, walls, 2)
			moves = rest & (rest - 1)
		}
		return n
	}
	for ; moves != 0; moves &= moves - 1 {
		sq := bits.TrailingZeros64(moves)
		f := flipsOpen(sq, p, o)
		n += perftPlain(o&^f, p|f|1<<sq, walls, depth-1)
	}
	return n
}

// perft2Plain returns the leaves two plies below the position where the
// player with discs p, against o, has the placements moves (not empty), on
// a board without jokers: each child's move count is its number of leaves.
func perft2Plain(p, o, walls, moves uint64) uint64 {
	var n uint64
	for ; moves != 0; moves &= moves - 1 {
		sq := bits.TrailingZeros64(moves)
		f := flips(sq, p, o)
		q, r := o&^f, p|f|1<<sq
		e := ^(q | r | walls)
		if m := legalPlain(q, r, e); m != 0 {
			n += uint64(bits.OnesCount64(m))
		} else if legalPlain(r, q, e) != 0 {
			n++
		}
	}
	return n
}

// perftJokers is perftPlain on a board with jokers, whose joker masks are
// ja; it falls back on the plain generators while the side whose discs
// could be flipped has none on the ring (see legal).
func perftJokers(p, o, walls uint64, ja *[8]uint64, depth int) uint64 {
	empty := ^(p | o | walls)
	moves := legalJ(p, o, empty, ja)
	if moves == 0 {
		if legalJ(o, p, empty, ja) == 0 {
			return 0
		}
		if depth == 1 {
			return 1
		}
		return perftJokers(o, p, walls, ja, depth-1)
	}
	if depth == 1 {
		return uint64(bits.OnesCount64(moves))
	}
	var n uint64
	if depth == 2 {
		for ; moves != 0; moves &= moves - 1 {
			sq := bits.TrailingZeros64(moves)
			f := flipsJ(sq, p, o, ja)
			q, r := o&^f, p|f|1<<sq
			e := ^(q | r | walls)
			if m := legalJ(q, r, e, ja); m != 0 {
				n += uint64(bits.OnesCount64(m))
			} else if legalJ(r, q, e, ja) != 0 {
				n++
			}
		}
		return n
	}
	for ; moves != 0; moves &= moves - 1 {
		sq := bits.TrailingZeros64(moves)
		f := flipsJ(sq, p, o, ja)
		n += perftJokers(o&^f, p|f|1<<sq, walls, ja, depth-1)
	}
	return n
}

// legalJ is legal with the joker masks already at hand.
func legalJ(p, o, empty uint64, ja *[8]uint64) uint64 {
	if o&ring == 0 {
		return legalOpen(p, o, empty)
	}
	return legalJokers(p, o, empty, ja)
}

// flipsJ is flipsAny with the joker masks already at hand.
func flipsJ(sq int, p, o uint64, ja *[8]uint64) uint64 {
	if o&ring == 0 {
		return flipsOpen(sq, p, o)
	}
	return flipsJokers(sq, p, o, ja)
}

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
