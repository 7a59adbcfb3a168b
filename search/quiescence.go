// quiescence.go holds the quiescence search alpha-beta runs at its horizon
// when the game marks forcing moves (ply.ForcingMover).

package search

import "github.com/plygo/ply"

// QuiescenceDepth bounds the quiescence search: at most this many forcing
// moves are followed past the horizon.
const QuiescenceDepth = 6

// quiesce returns the value of the unfinished state s, created ply plies
// from the root, for me = ToMove(s) at the horizon, fail-soft within
// (alpha, beta). The value it bounds is q(s, k) with k = 0 the forcing
// moves played so far past the horizon:
//
//	q(s, k) = Evaluate(s)                          if k = QuiescenceDepth or s has no forcing move
//	q(s, k) = max(Evaluate(s), max over forcing m of v(Apply(s, m), k+1)) otherwise
//
// where v is the terminal score of a finished child and ±q(child, k+1)
// otherwise (negated when the player to move changes). The side to move may
// always stand pat on the evaluation, since it need not play a forcing move.
// q depends on s alone, never on the path or depth that reached it, so the
// table's entries stay exact.
func (w *worker[S, M]) quiesce(s S, me ply.Player, ply, k int, alpha, beta float64) float64 {
	w.horizon = true
	stand := clampEval(w.g.Evaluate(s, me))
	if k >= QuiescenceDepth || stand >= beta {
		return stand
	}
	w.ensure(ply)
	moves := w.forcer.AppendForcing(w.moves[ply][:0], s)
	w.moves[ply] = moves
	best := stand
	alpha = max(alpha, stand)
	for _, m := range moves {
		c := w.g.Apply(s, m)
		if w.tick() {
			return 0
		}
		var v float64
		if r, over := w.g.Result(c); over {
			v = terminalScore(r, me, ply+1)
		} else if w.g.ToMove(c) == me {
			v = w.quiesce(c, me, ply+1, k+1, alpha, beta)
		} else {
			v = -w.quiesce(c, w.g.ToMove(c), ply+1, k+1, -beta, -alpha)
		}
		if w.abort {
			return 0
		}
		if v > best {
			best = v
			if v > alpha {
				alpha = v
				if v >= beta {
					break
				}
			}
		}
	}
	return best
}

// horizonValue returns the value for me of the unfinished state c at the
// horizon, ply plies from the root, within (alpha, beta) of me: its
// evaluation, or its quiescence value when the game marks forcing moves.
func (w *worker[S, M]) horizonValue(c S, me ply.Player, ply int, alpha, beta float64) float64 {
	w.horizon = true
	cm := w.g.ToMove(c)
	if w.forcer == nil {
		v := clampEval(w.g.Evaluate(c, cm))
		if cm != me {
			v = -v
		}
		return v
	}
	if cm == me {
		return w.quiesce(c, cm, ply, 0, alpha, beta)
	}
	return -w.quiesce(c, cm, ply, 0, -beta, -alpha)
}
