// minimax.go holds MinimaxPlayer, the exhaustive fixed-depth search that
// the faster searches are checked against.

package search

import (
	"context"
	"math"
	"time"

	"github.com/plygo/ply"
)

// MinimaxPlayer searches every line to a fixed depth, without pruning. It
// is slow and simple on purpose: it defines the values the other searches
// must reproduce. It is safe for concurrent use.
//
// A state is valued for the player to move in it (negamax): a finished game
// from its Result (see WinScore), a state at the horizon by
// Evaluate(s, ToMove(s)), any other state by its best move. A child's value
// changes sign when the player to move changes, so the search never assumes
// that the players alternate; it asks ToMove.
type MinimaxPlayer[S, M comparable] struct {
	g     ply.Game[S, M]
	depth int
}

// Minimax returns the player searching depth plies: a depth below 1 means
// 1, one above MaxDepth means MaxDepth.
func Minimax[S, M comparable](g ply.Game[S, M], depth int) *MinimaxPlayer[S, M] {
	return &MinimaxPlayer[S, M]{g: g, depth: min(max(depth, 1), MaxDepth)}
}

// Choose returns the minimax move in s; see Search.
func (p *MinimaxPlayer[S, M]) Choose(ctx context.Context, s S) (M, error) {
	r, err := p.Search(ctx, s)
	return r.Move, err
}

// Search returns the best move of s at the player's depth: the first in
// generation order among the moves of highest value. On a finished state it
// returns an error wrapping ply.ErrGameOver. If ctx is done before or
// during the search it returns, with an error wrapping ctx's error, the
// best move among the root moves searched completely (the first legal move
// if none was), with Completed false.
func (p *MinimaxPlayer[S, M]) Search(ctx context.Context, s S) (Result[M], error) {
	mm := minimax[S, M]{g: p.g}
	return mm.run(ctx, s, p.depth)
}

// minimax is one run of the exhaustive search.
type minimax[S, M comparable] struct {
	g     ply.Game[S, M]
	moves [][]M // per-ply move buffers
	pv    pvTable[M]
	nodes uint64
	stop  stopFlag
	abort bool
}

func (mm *minimax[S, M]) run(ctx context.Context, s S, depth int) (Result[M], error) {
	start := time.Now()
	mm.moves = make([][]M, depth)
	moves, err := rootMoves(mm.g, s, nil)
	if err != nil {
		return Result[M]{}, err
	}
	mm.moves[0] = moves
	res := Result[M]{Move: moves[0], PV: moves[:1:1]}
	if ctx.Err() != nil {
		res.Elapsed = time.Since(start)
		return res, stopped(ctx)
	}
	defer mm.stop.watch(ctx, start, 0, nil)()
	mm.pv.ensure(depth)
	me := mm.g.ToMove(s)
	best := math.Inf(-1)
	found := false
	for _, m := range moves {
		if mm.stop.poll() {
			mm.abort = true
			break
		}
		c := mm.g.Apply(s, m)
		mm.nodes++
		mm.pv.clear(1)
		v := mm.value(c, me, depth-1, 1)
		if mm.abort {
			break
		}
		if v > best {
			best, found = v, true
			mm.pv.set(0, m)
		}
	}
	res.Nodes = mm.nodes
	if found {
		res.Move, res.Score, res.PV = mm.pv.line[0][0], best, mm.pv.root()
	}
	res.Elapsed = time.Since(start)
	if mm.abort {
		return res, stopped(ctx)
	}
	res.Depth, res.Completed = depth, true
	return res, nil
}

// value returns the value for me of c, a state created ply plies from the
// root, searched depth more plies.
func (mm *minimax[S, M]) value(c S, me ply.Player, depth, ply int) float64 {
	if r, over := mm.g.Result(c); over {
		return terminalScore(r, me, ply)
	}
	cm := mm.g.ToMove(c)
	var v float64
	if depth <= 0 {
		v = clampEval(mm.g.Evaluate(c, cm))
	} else {
		v = mm.node(c, cm, depth, ply)
	}
	if cm != me {
		v = -v
	}
	return v
}

// node returns the value of the unfinished state s for me = ToMove(s).
func (mm *minimax[S, M]) node(s S, me ply.Player, depth, ply int) float64 {
	moves := mm.g.AppendMoves(mm.moves[ply][:0], s)
	mm.moves[ply] = moves
	best := math.Inf(-1)
	mm.pv.clear(ply)
	for _, m := range moves {
		c := mm.g.Apply(s, m)
		mm.nodes++
		if mm.stop.flag.Load() || (mm.nodes%pollInterval == 0 && mm.stop.poll()) {
			mm.abort = true
			return 0
		}
		mm.pv.clear(ply + 1)
		v := mm.value(c, me, depth-1, ply+1)
		if mm.abort {
			return 0
		}
		if v > best {
			best = v
			mm.pv.set(ply, m)
		}
	}
	if len(moves) == 0 {
		// The game broke the contract (not over, yet no move); value
		// the state as a draw rather than as -Inf.
		return 0
	}
	return best
}
