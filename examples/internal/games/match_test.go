package games

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/pushfight"
)

// Openings avoid moves that hand the opponent an immediate win, and
// positions a short search proves won or lost: in Push Fight most random
// turns hand the opponent a win, and such an opening would decide the
// game.
func TestOpeningsAreSafe(t *testing.T) {
	g, err := Open("pushfight", Options{})
	if err != nil {
		t.Fatal(err)
	}
	a := g.(*adapter[pushfight.State, pushfight.Move])
	pf := pushfight.New()
	// Seed 210 drew, before openings were checked by a search, one that
	// left the side to move facing a double threat.
	seeds := []uint64{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 210}
	if testing.Short() {
		seeds = []uint64{0, 210}
	}
	for _, seed := range seeds {
		s := a.opening(rand.New(rand.NewPCG(seed, 0)), 2)
		if _, over := a.g.Result(s); over {
			t.Fatalf("seed %d: the opening ended the game", seed)
		}
		if pf.HasWinningTurn(s) {
			t.Errorf("seed %d: the opening %s leaves the side to move a push-off", seed, a.g.FormatState(s))
		}
		if a.decided(s) {
			t.Errorf("seed %d: the opening %s is proven won or lost", seed, a.g.FormatState(s))
		}
		if again := a.opening(rand.New(rand.NewPCG(seed, 0)), 2); again != s {
			t.Errorf("seed %d: two openings differ", seed)
		}
	}
}

func TestMatchSameSeedSameGame(t *testing.T) {
	g, err := Open("pathway", Options{})
	if err != nil {
		t.Fatal(err)
	}
	cfg := MatchConfig{Bots: [2]string{"random", "alphabeta:2"}, Seed: 5, OpeningPlies: 3}
	a, err := g.Match(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := g.Match(context.Background(), cfg)
	if a != b || a.Result.Winner == ply.NoPlayer {
		t.Errorf("two matches with one seed: %+v and %+v", a, b)
	}
	if _, err := g.Match(context.Background(), MatchConfig{Bots: [2]string{"human", "random"}}); err == nil {
		t.Errorf("a match with a human should fail")
	}
}
