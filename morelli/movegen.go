// movegen.go holds the rules of play: move generation, captures, frames
// and the Throne.

package morelli

import (
	"math/bits"
	"slices"

	"github.com/plygo/ply"
)

// AppendMoves appends the legal moves of the side to move in s to dst and
// returns the extended slice: for each piece in cell order, for each of its
// inward directions, the reachable cells outwards from the piece. It
// appends nothing when the game is over.
func (g *Game) AppendMoves(dst []Move, s State) []Move {
	return appendMoves(dst, &s)
}

func appendMoves(dst []Move, s *State) []Move {
	occ := occupancies(s.occupied())
	mine := s.pieces[s.turn].andNot(bandMask[1])
	n := len(dst)
	for w := range mine {
		for m := mine[w]; m != 0; m &= m - 1 {
			c := uint8(w<<6 + bits.TrailingZeros64(m))
			// Skip the pieces that are boxed in, often half of them.
			if f := &firstSteps[c]; f[0]&^occ[0]|f[1]&^occ[1]|f[2]&^occ[2] == 0 {
				continue
			}
			if cap(dst)-n < maxRays*len(ray{}.moves) {
				dst = slices.Grow(dst[:n], maxRays*len(ray{}.moves))
			}
			// Each ray copies all its moves and keeps as many as it
			// has free cells: cheaper than a branch per move.
			d := dst[n : n+maxRays*len(ray{}.moves)]
			rs := &rays[c%NumCells]
			// ray.free three times by hand: the compiler does not
			// inline it, and a loop of three costs a misprediction.
			r := &rs[0]
			o := (*[3]uint64)(occ[r.rev&3:])
			p := firstBit(r.mask[0]&o[0], r.mask[1]&o[1], r.mask[2]&o[2])
			j := min(int((p-uint64(r.first))*uint64(r.recip)>>16), int(r.n))
			k := j + (int(r.throne)-j)>>63
			*(*[len(ray{}.moves)]Move)(d) = r.moves
			r = &rs[1]
			o = (*[3]uint64)(occ[r.rev&3:])
			p = firstBit(r.mask[0]&o[0], r.mask[1]&o[1], r.mask[2]&o[2])
			j = min(int((p-uint64(r.first))*uint64(r.recip)>>16), int(r.n))
			*(*[len(ray{}.moves)]Move)(d[k:]) = r.moves
			k += j + (int(r.throne)-j)>>63
			r = &rs[2]
			o = (*[3]uint64)(occ[r.rev&3:])
			p = firstBit(r.mask[0]&o[0], r.mask[1]&o[1], r.mask[2]&o[2])
			j = min(int((p-uint64(r.first))*uint64(r.recip)>>16), int(r.n))
			*(*[len(ray{}.moves)]Move)(d[k:]) = r.moves
			n += k + j + (int(r.throne)-j)>>63
		}
	}
	return dst[:n]
}

// CountMoves returns the number of legal moves in s, as
// len(AppendMoves(nil, s)) would, without building the list.
func (g *Game) CountMoves(s State) int { return countMoves(&s) }

// countMoves returns the number of legal moves in s.
func countMoves(s *State) int {
	occ := occupancies(s.occupied())
	mine := s.pieces[s.turn].andNot(bandMask[1])
	n := 0
	for w := range mine {
		for m := mine[w]; m != 0; m &= m - 1 {
			rs := &rays[w<<6+bits.TrailingZeros64(m)]
			n += rs[0].free(&occ) + rs[1].free(&occ) + rs[2].free(&occ)
		}
	}
	return n
}

// hasMove reports whether the side to move in s has a legal move: whether
// a piece has an empty first cell on one of its rays. (A piece that can
// move at all can move one step, and the first cell of a ray is never the
// Throne, whose neighbours are on band 1 and have no rays.)
func hasMove(s *State) bool {
	occ := s.occupied()
	mine := s.pieces[s.turn]
	for w := range mine {
		for m := mine[w]; m != 0; m &= m - 1 {
			f := &firstSteps[w<<6+bits.TrailingZeros64(m)]
			if f[0]&^occ[0]|f[1]&^occ[1]|f[2]&^occ[2] != 0 {
				return true
			}
		}
	}
	return false
}

// Apply returns the state after m, which must be a legal move in s: the
// piece moves, the enemy neighbours it sandwiches against a friendly piece
// turn to its colour, and if that completes a frame its owner's King takes
// the Throne. s is not changed.
func (g *Game) Apply(s State, m Move) State {
	apply(&s, m)
	return s
}

// apply plays m on s in place.
func apply(s *State, m Move) {
	me, them := &s.pieces[s.turn], &s.pieces[s.turn^1]
	me.clear(m.From)
	me.set(m.To)
	t := m.To
	framed := me.and(frameMask[t]) == frameMask[t]
	// The a cells (distance 1 from t) and b cells (distance 2) are
	// disjoint, so turning one victim cannot make or spoil another
	// capture: captures are simultaneous, with no chain.
	ps := pairs[t][:npairs[t]]
	var victims bitboard
	for i := range ps {
		// One branch, rarely taken, rather than two hard to predict.
		a, b := ps[i].a, ps[i].b
		if them[a>>6]>>(a&63)&(me[b>>6]>>(b&63))&1 != 0 {
			victims.set(a)
		}
	}
	if !victims.empty() {
		*them = them.andNot(victims)
		*me = me.or(victims)
		// A frame through a victim is completed now, since the victim
		// was not the mover's before the move.
		for w := range victims {
			for v := victims[w]; v != 0; v &= v - 1 {
				a := Cell(w<<6 + bits.TrailingZeros64(v))
				framed = framed || me.and(frameMask[a]) == frameMask[a]
			}
		}
	}
	if framed {
		s.king = ply.Player(s.turn + 1)
	}
	s.turn ^= 1
}

// Result reports whether the game is over in s, which happens when the side
// to move has no legal move, whatever the other side could still do. The
// owner of the King on the Throne then wins; an empty Throne is a draw.
// Morelli keeps no score.
func (g *Game) Result(s State) (ply.Result, bool) {
	if hasMove(&s) {
		return ply.Result{}, false
	}
	return ply.Result{Winner: s.king}, true
}
