// minimax.go holds MinimaxPlayer, the exhaustive fixed-depth search that
// the faster searches are checked against.

package search

import (
	"context"
	"math"

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
	g ply.Game[S, M]
}

// Minimax returns the exhaustive player for g. The depth of each search is
// its Limits.Depth (DefaultDepth if 0).
func Minimax[S, M comparable](g ply.Game[S, M]) *MinimaxPlayer[S, M] {
	return &MinimaxPlayer[S, M]{g: g}
}

// Choose returns the minimax move in s at DefaultDepth; see Search.
func (p *MinimaxPlayer[S, M]) Choose(ctx context.Context, s S) (M, error) {
	r, err := p.Search(ctx, s, Limits{})
	return r.Move, err
}

// Search returns the best move of s at depth lim.Depth (DefaultDepth if
// 0): the first in generation order among the moves of highest value. On a
// finished state it returns an error wrapping ply.ErrGameOver. If ctx is
// done before or during the search it returns, with an error wrapping ctx's
// error, the best move among the root moves searched completely (the first
// legal move if none was), with Completed false. lim.Nodes and the time of
// lim (Limits.TimeLimit) stop it the same way, but without an error, with Depth 0 and Completed
// true.
func (p *MinimaxPlayer[S, M]) Search(ctx context.Context, s S, lim Limits) (Result[M], error) {
	depth := lim.Depth
	if depth == 0 {
		depth = DefaultDepth
	}
	mm := minimax[S, M]{g: p.g}
	return mm.run(ctx, s, depth, lim)
}

// minimax is one run of the exhaustive search.
type minimax[S, M comparable] struct {
	g         ply.Game[S, M]
	moves     [][]M // per-ply move buffers
	pv        pvTable[M]
	nodes     uint64
	nodeLimit uint64 // math.MaxUint64: none
	stop      stopFlag
	clock     clock
	abort     bool
}

func (mm *minimax[S, M]) run(ctx context.Context, s S, depth int, lim Limits) (Result[M], error) {
	var run searchRun[S, M]
	if done, err := run.begin(ctx, mm.g, s, lim, nil); done {
		return run.res, err
	}
	mm.nodeLimit = math.MaxUint64
	if lim.Nodes > 0 {
		mm.nodeLimit = lim.Nodes
	}
	mm.moves = make([][]M, depth)
	moves := run.moves
	mm.moves[0] = moves
	defer mm.stop.watch(ctx, run.start, lim.TimeLimit(), nil)()
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
	res := &run.res
	res.Nodes = mm.nodes
	if found {
		res.Move, res.Score, res.PV = mm.pv.line[0][0], best, mm.pv.root()
	}
	if !mm.abort {
		res.Depth = depth
	}
	return run.end(ctx, &mm.stop)
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
	mm.clock.work += len(moves)
	best := math.Inf(-1)
	mm.pv.clear(ply)
	for _, m := range moves {
		c := mm.g.Apply(s, m)
		mm.nodes++
		if mm.stop.flag.Load() || mm.clock.spend(&mm.stop, nodeWork) || mm.nodes >= mm.nodeLimit {
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
		return stuckValue // not -Inf
	}
	return best
}
