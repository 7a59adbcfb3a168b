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
// a game that ends before depth plies contributes nothing (the rules
// file's library convention, OEIS A124004 for Othello).
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
			rng.IntN(1) // ply.RandomPlayout draws from its one-move list too
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

// playoutOpen is RandomPlayout on a board without jokers.
func (g *Game) playoutOpen(s State, rng *rand.Rand) (end State, r ply.Result, plies int) {
	for {
		me := s.side
		p, o := s.discs[me], s.discs[me^1]
		empty := ^(p | o | s.walls)
		moves := legalOpen(p, o, empty)
		if moves == 0 {
			if legalOpen(o, p, empty) == 0 {
				return s, finalResult(&s), plies
			}
			rng.IntN(1) // ply.RandomPlayout draws from its one-move list too
			s.side ^= 1
			s.passes = 1
			plies++
			continue
		}
		sq := pick(moves, rng)
		g.place(&s, 1<<sq, flipsOpen(sq, p, o))
		plies++
	}
}

// pick returns the cell of a uniformly drawn placement of moves (not
// empty): the k-th lowest bit for k drawn as ply.RandomPlayout draws the
// index into the move list.
func pick(moves uint64, rng *rand.Rand) int {
	for k := rng.IntN(bits.OnesCount64(moves)); k > 0; k-- {
		moves &= moves - 1
	}
	return bits.TrailingZeros64(moves)
}

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
