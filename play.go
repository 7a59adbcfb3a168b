// play.go holds the functions that work on any game, through the contract
// and its capabilities: Moves, the checked Play, EndReason, RandomPlayout
// and Perft.

package ply

import (
	"fmt"
	"math/rand/v2"
)

// Moves returns the legal moves in s as a new slice.
func Moves[S, M comparable](g Game[S, M], s S) []M {
	return g.AppendMoves(nil, s)
}

// Play is the checked form of Apply: it returns the state after m, or an
// error wrapping ErrGameOver if the game is over or ErrIllegalMove if m is
// not a legal move in s. It never panics, whatever m holds, and s is never
// changed.
func Play[S, M comparable](g Game[S, M], s S, m M) (S, error) {
	if _, over := g.Result(s); over {
		return s, fmt.Errorf("ply: %w", ErrGameOver)
	}
	for _, legal := range g.AppendMoves(nil, s) {
		if legal == m {
			return g.Apply(s, m), nil
		}
	}
	return s, fmt.Errorf("ply: move %v: %w", m, ErrIllegalMove)
}

// GenericEndReason is the reason EndReason gives for a finished game whose
// game has no EndReasoner.
const GenericEndReason = "the rules end the game here"

// EndReason returns why the game is over in s, in words: the game's own
// EndReasoner (found with As) where it has one and says something, and
// GenericEndReason otherwise, so that every finished game has a reason. It
// returns "" while the game goes on.
func EndReason[S, M comparable](g Game[S, M], s S) string {
	if _, over := g.Result(s); !over {
		return ""
	}
	if er, ok := As[EndReasoner[S]](g); ok {
		if why := er.EndReason(s); why != "" {
			return why
		}
	}
	return GenericEndReason
}

// RandomPlayout plays uniformly random legal moves from s until the game is
// over and returns the final state, its result and the number of plies
// played. All randomness comes from rng, so the same seed gives the same
// game. It uses the game's own playout where the game is a PlayoutRunner,
// and otherwise allocates one move buffer per call. It does not return for
// a game that never ends.
func RandomPlayout[S, M comparable](g Game[S, M], s S, rng *rand.Rand) (end S, r Result, plies int) {
	if pr, ok := As[PlayoutRunner[S]](g); ok {
		return pr.RandomPlayout(s, rng)
	}
	moves := make([]M, 0, 256)
	for {
		if res, over := g.Result(s); over {
			return s, res, plies
		}
		moves = g.AppendMoves(moves[:0], s)
		if len(moves) == 0 {
			// A game whose Result disagrees with its move list; stop
			// rather than loop or panic.
			return s, Result{}, plies
		}
		s = g.Apply(s, moves[rng.IntN(len(moves))])
		plies++
	}
}

// Perft counts the move sequences of exactly depth plies from s: the leaves
// of the game tree at that depth. A game that ends before the last ply
// contributes nothing. It uses the game's own perft where g is (or wraps)
// a Perfter; otherwise the last ply is counted in bulk, from the length of
// the move list or with CountMoves where the game is a MoveCounter.
// Perft(g, s, 0) is 1.
func Perft[S, M comparable](g Game[S, M], s S, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	if pf, ok := As[Perfter[S]](g); ok {
		return pf.Perft(s, depth)
	}
	p := perfter[S, M]{g: g, bufs: make([][]M, depth)}
	p.counter, _ = As[MoveCounter[S]](g)
	return p.run(s, depth)
}

// perfter holds one move buffer per ply, so that counting allocates only
// while the buffers grow.
type perfter[S, M comparable] struct {
	g       Game[S, M]
	counter MoveCounter[S]
	bufs    [][]M
}

func (p *perfter[S, M]) run(s S, depth int) uint64 {
	if depth == 1 && p.counter != nil {
		return uint64(p.counter.CountMoves(s))
	}
	moves := p.g.AppendMoves(p.bufs[depth-1][:0], s)
	p.bufs[depth-1] = moves
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		n += p.run(p.g.Apply(s, m), depth-1)
	}
	return n
}

// PerftDivide returns, for each legal move in s in generation order, the
// perft count of depth-1 plies after it: the standard tool for finding where
// two move generators disagree.
func PerftDivide[S, M comparable](g Game[S, M], s S, depth int) []DivideEntry[M] {
	if depth <= 0 {
		return nil
	}
	moves := g.AppendMoves(nil, s)
	out := make([]DivideEntry[M], len(moves))
	for i, m := range moves {
		out[i] = DivideEntry[M]{Move: m, Nodes: Perft(g, g.Apply(s, m), depth-1)}
	}
	return out
}

// DivideEntry is one row of PerftDivide: a root move and its subtree count.
type DivideEntry[M any] struct {
	Move  M
	Nodes uint64
}
