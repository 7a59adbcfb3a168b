// eval.go holds the heuristic evaluations used by bots at the search
// horizon, and the move priorities that order alpha-beta search.

package morelli

import (
	"math/bits"

	"github.com/plygo/ply"
)

// EvalReserve is the hand-set evaluation, Evaluate's until EvalTrained,
// which weighs its terms by fitted weights, replaced it: it weighs the Throne, immediate frame threats (a frame the side can complete
// in one move, by arrival or by capture), pieces the opponent can capture
// next move, material, partial frames, mobility and the move reserve. See
// the package documentation for the weights and how they were chosen. It
// is antisymmetric (the value for one side is minus the value for the
// other) and stays within ±1000.
func EvalReserve(s State, p ply.Player) float64 {
	return forSide(evalReserve(&s), p)
}

// EvalClassic is the classic program's evaluation: pieces, the Throne (50),
// and frames holding 2 (5 each) or 3 (10 each) of one's own pieces, all as
// differences between the sides. Give it to a bot with
// ply.WithEval(g, morelli.EvalClassic).
func EvalClassic(s State, p ply.Player) float64 {
	return forSide(evalSeed(&s), p)
}

// forSide turns a value for Black into one for p.
func forSide(v float64, p ply.Player) float64 {
	if p == White {
		return -v
	}
	return v
}

// Evaluate returns the standard heuristic value of s for p, EvalTrained
// (EvalReserve until an SPRT accepted the trained one, docs/strength.md):
// positive when s favours p.
func (g *Game) Evaluate(s State, p ply.Player) float64 {
	return EvalTrained(s, p)
}

// throneSign returns +1 for a Black King, -1 for a White King, 0 for none.
func throneSign(s *State) float64 {
	switch s.king {
	case Black:
		return 1
	case White:
		return -1
	}
	return 0
}

// frameReps holds the 36 frames that can be completed, those of bands 1
// to 5, as sets: a red frame always holds both colours (see randomSetup).
var frameReps [36]bitboard

func init() {
	n := 0
	var seen bitboard
	for c := Cell(0); c < NumCells; c++ {
		if b := c.Band(); b == 0 || b == Size/2 || seen.has(c) {
			continue
		}
		frameReps[n] = frameMask[c]
		seen = seen.or(frameMask[c])
		n++
	}
}

// seedFrameWeight is the classic program's value of a frame by the number of one's
// own corners.
var seedFrameWeight = [5]float64{0, 0, 5, 10, 0}

// evalSeed is EvalClassic for Black.
func evalSeed(s *State) float64 {
	v := float64(s.Count(Black)-s.Count(White)) + 50*throneSign(s)
	for i := range frameReps {
		m := &frameReps[i]
		b, w := s.pieces[0].and(*m).count(), s.pieces[1].and(*m).count()
		v += seedFrameWeight[b] - seedFrameWeight[w]
	}
	return v
}

// sideInfo is what EvalReserve knows about one side's next move.
type sideInfo struct {
	targets bitboard // cells the side can move to
	moves   int      // number of legal moves
	reserve int      // sum over the side's pieces of band − 1
	// capturable holds the enemy pieces the side could capture with one
	// move.
	capturable bitboard
}

// info computes sideInfo for side (0 Black, 1 White) as if it were to move.
func info(s *State, side uint8, occ *[6]uint64) sideInfo {
	var si sideInfo
	mine, theirs := s.pieces[side], s.pieces[side^1]
	for w := range mine {
		for m := mine[w]; m != 0; m &= m - 1 {
			c := Cell(w<<6 + bits.TrailingZeros64(m))
			si.reserve += int(bandOf[c]) - 1
			for i := range rays[c] {
				r := &rays[c][i]
				k := r.free(occ)
				si.moves += k
				for _, mv := range r.moves[:k] {
					si.targets.set(mv.To)
				}
			}
		}
	}
	// A move to t captures a = t+d when b = t+2d is a friend: b is never
	// the piece that moved, which could not have passed a.
	for d := range directions {
		si.capturable = si.capturable.or(theirs.and(si.targets.shift(d)).and(mine.shift((d + 4) % 8)))
	}
	return si
}

// The weights of EvalReserve, in pieces.
const (
	wThrone     = 40  // the King on the Throne
	wThreatMove = 30  // the side to move can take the Throne at once
	wThreatWait = 6   // the side not to move has a threat pending
	wMaterial   = 1   // a piece
	wVulnerable = 0.8 // a piece the opponent can capture next move
	wFrame3     = 2   // a frame with three own corners
	wFrame2     = 0.5 // a frame with two own corners
	wMobility   = 0.02
	wReserve    = 0.02
)

// evalReserve is EvalReserve for Black.
func evalReserve(s *State) float64 {
	occ := occupancies(s.occupied())
	var si [2]sideInfo
	si[0], si[1] = info(s, 0, &occ), info(s, 1, &occ)
	v := wThrone*throneSign(s) + wMaterial*float64(s.Count(Black)-s.Count(White))
	v += wMobility*float64(si[0].moves-si[1].moves) + wReserve*float64(si[0].reserve-si[1].reserve)
	v -= wVulnerable * float64(si[1].capturable.count()-si[0].capturable.count())
	var threat [2]bool
	for i := range frameReps {
		f := &frameReps[i]
		for side := range 2 {
			own := s.pieces[side].and(*f)
			n := own.count()
			sign := float64(1 - 2*side)
			switch n {
			case 2:
				v += sign * wFrame2
			case 3:
				v += sign * wFrame3
				// The missing corner: empty and reachable, or an
				// enemy piece the side can capture.
				miss := f.andNot(own)
				if !miss.and(si[side].targets).empty() || !miss.and(si[side].capturable).empty() {
					threat[side] = true
				}
			}
		}
	}
	// A threat matters to a side that does not hold the Throne: taking it
	// is worth the swing of the King.
	for side := range 2 {
		if !threat[side] || s.king == ply.Player(side+1) {
			continue
		}
		w := float64(wThreatWait)
		if s.turn == uint8(side) {
			w = wThreatMove
		}
		v += float64(1-2*side) * w
	}
	return v
}

// MovePriority returns a rough priority of move m in s for move ordering,
// higher first: a move that takes the Throne scores 1000, each capture 10,
// and other moves 0. It implements ply.MoveOrderer.
func (g *Game) MovePriority(s State, m Move) int {
	if !m.From.Valid() || !m.To.Valid() {
		return 0
	}
	before := s.pieces[s.turn].count()
	king := s.king
	apply(&s, m)
	p := 10 * (s.pieces[s.turn^1].count() - before)
	if s.king != king {
		p += 1000
	}
	return p
}

// AppendForcing appends to dst the forcing moves of s for alpha-beta's
// quiescence search (the ply.ForcingMover capability): the moves that take
// the Throne for the mover's King by completing a frame with the moving
// piece, in generation order (frames completed through a captured piece
// are left to the search). Captures are not forcing: they are frequent and
// answered by recaptures, so following them costs far more than it shows
// (measured: 1 win, 1 draw, 18 losses against the same search without
// quiescence at 100 ms a move).
func (g *Game) AppendForcing(dst []Move, s State) []Move {
	if s.king == ply.Player(s.turn+1) || !nearFrame(&s) {
		return dst
	}
	n := len(dst)
	dst = appendMoves(dst, &s)
	k := n
	for _, m := range dst[n:] {
		if crowns(&s, m) {
			dst[k] = m
			k++
		}
	}
	return dst[:k]
}

// nearFrame reports whether some frame has three of the mover's pieces and
// an empty fourth corner: only then can a move complete a frame with the
// moving piece.
func nearFrame(s *State) bool {
	me, occ := s.pieces[s.turn], s.occupied()
	for _, f := range frameReps {
		if me.and(f).count() == 3 && occ.and(f).count() == 3 {
			return true
		}
	}
	return false
}

// crowns reports whether m completes a frame with the moving piece alone.
func crowns(s *State, m Move) bool {
	if !m.From.Valid() || !m.To.Valid() {
		return false
	}
	after := s.pieces[s.turn]
	after.clear(m.From)
	after.set(m.To)
	f := frameMask[m.To]
	return after.and(f) == f
}

// MoveIndex numbers m for the searches' per-move tables (the
// ply.MoveIndexer capability): From*NumCells + To, distinct for distinct
// moves.
func (g *Game) MoveIndex(m Move) int { return int(m.From)*NumCells + int(m.To) }

// MoveIndexes returns the number of move indexes, NumCells squared.
func (g *Game) MoveIndexes() int { return NumCells * NumCells }
