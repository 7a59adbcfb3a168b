// opening.go holds the random openings that vary the arena's games without
// deciding them.

package registry

import (
	"context"
	"math/rand/v2"

	"github.com/plygo/ply"
	"github.com/plygo/ply/search"
)

// opening returns the position after plies seeded random plies from s.
// Each ply is drawn among the moves that neither lose at once nor give the
// opponent a winning reply (any move when none is safe), so that an
// opening does not decide the game: in Push Fight most random turns hand
// the opponent a push-off. An opening that still ends the game, or whose
// result a depth-2 alpha-beta search proves (see decided), is drawn again,
// up to 100 times; after that s itself is returned.
func opening[S, M comparable](g ply.Game[S, M], start S, rng *rand.Rand, plies int) S {
	var moves, replies []M
	for range 100 {
		s := start
		for range plies {
			if _, over := g.Result(s); over {
				break
			}
			moves = g.AppendMoves(moves[:0], s)
			pick := moves[rng.IntN(len(moves))]
			// Try the moves in a random order; keep the first safe one.
			for _, i := range rng.Perm(len(moves)) {
				var safe bool
				if safe, replies = safeMove(g, s, moves[i], replies); safe {
					pick = moves[i]
					break
				}
			}
			s = g.Apply(s, pick)
		}
		if _, over := g.Result(s); !over && !decided(g, s) {
			return s
		}
	}
	return start
}

// openingDepth is the depth of the search that vets an opening.
const openingDepth = 2

// decided reports whether a short search proves the unfinished state s won
// or lost for the side to move: lost in two plies (every move allows a
// winning reply), or, in games whose forcing moves the search follows
// (ply.ForcingMover), won or lost a little further (a double threat).
func decided[S, M comparable](g ply.Game[S, M], s S) bool {
	r, err := search.AlphaBeta(g, search.Options{TableMB: 1}).Search(context.Background(), s, search.Limits{Depth: openingDepth})
	if err != nil {
		return false
	}
	_, proven := search.WinDistance(r.Score)
	return proven
}

// safeMove reports whether m neither loses at once nor leaves the opponent
// a move that wins at once. buf is scratch space for the replies.
func safeMove[S, M comparable](g ply.Game[S, M], s S, m M, buf []M) (bool, []M) {
	me := g.ToMove(s)
	c := g.Apply(s, m)
	if r, over := g.Result(c); over {
		return r.For(me) >= 0, buf
	}
	buf = g.AppendMoves(buf[:0], c)
	for _, reply := range buf {
		if r, over := g.Result(g.Apply(c, reply)); over && r.For(me) < 0 {
			return false, buf
		}
	}
	return true, buf
}
