package pathway_test

import (
	"math/rand/v2"
	"testing"

	"github.com/plygo/ply/pathway"
)

// TestPlayoutMoveKeepsTheGame: along random games, the policy's move is
// legal and hands the opponent the game (no placement left for it) only
// when every draw it tried would; it does so far less often than a uniform
// choice.
func TestPlayoutMoveKeepsTheGame(t *testing.T) {
	g := pathway.MustNew()
	rng := rand.New(rand.NewPCG(1, 1))
	var policyGifts, uniformGifts, trials int
	for game := range 40 {
		s := g.Start()
		for {
			if _, over := g.Result(s); over {
				break
			}
			moves := g.AppendMoves(nil, s)
			gifts := 0
			for _, m := range moves {
				if g.CountMoves(g.Apply(s, m)) == 0 {
					gifts++
				}
			}
			if gifts > 0 && gifts < len(moves) {
				for range 20 {
					i := g.PlayoutMove(s, moves, rng)
					if i < 0 || i >= len(moves) {
						t.Fatalf("game %d: index %d of %d moves", game, i, len(moves))
					}
					if g.CountMoves(g.Apply(s, moves[i])) == 0 {
						policyGifts++
					}
					trials++
				}
				uniformGifts += 20 * gifts / len(moves)
			}
			s = g.Apply(s, moves[rng.IntN(len(moves))])
		}
	}
	if trials == 0 {
		t.Fatal("no position with a gift met")
	}
	if policyGifts*2 > uniformGifts {
		t.Errorf("the policy handed the game over %d times in %d draws; uniform about %d", policyGifts, trials, uniformGifts)
	}
}
