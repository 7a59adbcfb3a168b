// perft.go holds the fast perft: bulk counting on bare bitboards.

package mapello

import "math/bits"

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
