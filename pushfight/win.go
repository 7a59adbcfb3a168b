// win.go holds the fast immediate-win test: can the side to move push an enemy piece off this turn?

package pushfight

import "math/bits"

// HasWinningTurn reports whether the side to move in s has a turn that
// pushes an enemy piece off the board. It is exact and much faster than
// listing the turns: it only follows the lines that end at an enemy piece
// next to an open edge, and only tries slides that complete such a line.
// It returns false outside the play phase and when the game is over.
func (g *Game) HasWinningTurn(s State) bool {
	if s.Phase() != Play || g.drawn(&s) {
		return false
	}
	w := winTest{anchor: s.anchorBit()}
	me, op := s.side, s.side^1
	w.opSq, w.opRd = s.sq[op], s.rd[op]
	return w.run(s.sq[me], s.rd[me])
}

// winTest holds the fixed part of the position during the test: the
// opponent's pieces and the anchor never move before the push.
type winTest struct {
	opSq, opRd, anchor uint32
}

// wins reports whether the board with the mover's squares sq and rounds rd
// has a push that drops an enemy piece off an open edge.
func (w *winTest) wins(sq, rd uint32) bool {
	occ := sq | rd | w.opSq | w.opRd
	op := w.opSq | w.opRd
	var cand [4]uint32 // squares with an occupied neighbour in each direction
	cand[Up] = sq & (occ << 8)
	cand[Down] = sq & (occ >> 8)
	cand[Left] = sq & ((occ &^ fileH) << 1)
	cand[Right] = sq & ((occ &^ fileA) >> 1)
	for d := Up; d <= Right; d++ {
		for x := cand[d] &^ rail[d]; x != 0; x &= x - 1 {
			p := bits.TrailingZeros32(x)
			r := ray[d][p]
			if r&^occ == 0 && r&w.anchor == 0 && op&last[d][p] != 0 {
				return true
			}
		}
	}
	return false
}

// targets returns the empty cells where one more piece would give the
// mover a winning push: a square on a cell of ps becomes the pusher of a
// line ending at an enemy piece on an open edge; any piece on a cell of
// fill joins such a line to a square behind it. Any winning push that a
// board lacks but gains by one slide puts the slid piece on such a cell,
// because vacating a cell never creates a winning push.
func (w *winTest) targets(sq, rd uint32) (ps, fill uint32) {
	occ := sq | rd | w.opSq | w.opRd
	for d := Up; d <= Right; d++ {
		back := d ^ 1
		for x := exits[d] & (w.opSq | w.opRd) &^ w.anchor; x != 0; x &= x - 1 {
			t := bits.TrailingZeros32(x)
			behind := ray[back][t]
			free := behind &^ occ
			if free == 0 {
				continue // the line runs to the far edge: no cell to fill
			}
			e := nearest(free, back)
			run := before(behind, e, back)
			if run&w.anchor != 0 {
				continue
			}
			ps |= e
			// Beyond e: the occupied run up to the next empty cell or the
			// anchor; a square there would push through e once it is filled.
			far := ray[back][bits.TrailingZeros32(e)]
			stop := far&^occ | far&w.anchor
			run2 := far
			if stop != 0 {
				run2 = before(far, nearest(stop, back), back)
			}
			if run2&sq != 0 {
				fill |= e
			}
		}
	}
	return ps, fill
}

// before returns the cells of r (a ray in direction d) nearer its origin
// than the cell e of r.
func before(r, e uint32, d Dir) uint32 {
	if increasing(d) {
		return r & (e - 1)
	}
	return r &^ (e<<1 - 1)
}

// run tries no slide, one slide and two slides (of different pieces).
func (w *winTest) run(sq, rd uint32) bool {
	if w.wins(sq, rd) {
		return true
	}
	mine := sq | rd
	empty := validMask &^ (mine | w.opSq | w.opRd)
	ps, fill := w.targets(sq, rd)
	var reach [5]uint32
	i := 0
	for x := mine; x != 0; x &= x - 1 {
		f := x & -x
		reach[i] = flood(f, empty)
		want := fill
		if sq&f != 0 {
			want |= ps
		}
		for y := reach[i] & want; y != 0; y &= y - 1 {
			if w.wins(slide(sq, rd, f, y&-y)) {
				return true
			}
		}
		i++
	}
	i = 0
	for x := mine; x != 0; x &= x - 1 {
		f := x & -x
		for y := reach[i]; y != 0; y &= y - 1 {
			to := y & -y
			sq1, rd1 := slide(sq, rd, f, to)
			ps1, fill1 := w.targets(sq1, rd1)
			if ps1|fill1 == 0 {
				continue
			}
			empty1 := empty ^ f ^ to
			for x2 := (sq1 | rd1) &^ to; x2 != 0; x2 &= x2 - 1 {
				f2 := x2 & -x2
				want := fill1
				if sq1&f2 != 0 {
					want |= ps1
				}
				if want == 0 {
					continue
				}
				for y2 := flood(f2, empty1) & want; y2 != 0; y2 &= y2 - 1 {
					if w.wins(slide(sq1, rd1, f2, y2&-y2)) {
						return true
					}
				}
			}
		}
		i++
	}
	return false
}
