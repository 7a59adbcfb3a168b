// playout.go holds the random playouts: RandomTurn and RandomPlayout.

package pushfight

import (
	"math/rand/v2"

	"github.com/plygo/ply"
)

// RandomTurn returns a turn of s drawn uniformly among all its legal
// sequences (not among distinct results), without listing them; ok is
// false if the game is over. It is the fast path of random playouts: it
// counts the sequences' pushes, draws one and finds it. The move it
// returns may be a non-canonical sequence, which Apply accepts.
func (g *Game) RandomTurn(s State, rng *rand.Rand) (m Move, ok bool) {
	switch s.Phase() {
	case Placement:
		return randomSetup(&s, rng), true
	case Finished:
		return 0, false
	}
	if g.drawn(&s) {
		return 0, false
	}
	var t turnGen
	t.init(&s, g.selfLoses, modeCount)
	t.run(nil)
	if t.total == 0 {
		return 0, false
	}
	t.mode, t.target = modeSelect, rng.Uint64N(t.total)
	t.run(nil)
	return t.picked, true
}

// RandomPlayout plays random moves from s until the game is over and
// returns the final state, its result and the number of moves played: the
// game's ply.PlayoutRunner, which ply.RandomPlayout and MCTS use.
//
// Each turn is drawn uniformly among all legal turn SEQUENCES (RandomTurn),
// not among the distinct results AppendMoves lists: a result that several
// sequences reach is that much likelier. This is how the program that
// solved the game plays its random games, and it is cheaper: the turns are
// counted, not deduplicated. Setup moves are drawn uniformly. It allocates
// nothing.
func (g *Game) RandomPlayout(s State, rng *rand.Rand) (end State, r ply.Result, moves int) {
	for {
		m, ok := g.RandomTurn(s, rng)
		if !ok {
			r, _ = g.Result(s)
			return s, r, moves
		}
		s = g.Apply(s, m)
		moves++
	}
}
