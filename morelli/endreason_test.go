package morelli_test

import (
	"math/rand/v2"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/morelli"
)

// TestEndReason checks the reason of random games against the final
// position: the player to move is stuck, and the King decides.
func TestEndReason(t *testing.T) {
	g := morelli.MustNew()
	seen := map[ply.Player]int{}
	for seed := range uint64(40) {
		end, r, _ := ply.RandomPlayout(g, g.Start(), rand.New(rand.NewPCG(seed, 29)))
		stuck := g.PlayerName(end.ToMove()) + ", to move, has no legal move"
		want := stuck + "; the Throne is empty"
		if k := end.King(); k != ply.NoPlayer {
			want = stuck + "; the King on the Throne is " + g.PlayerName(k) + "'s"
		}
		if why := g.EndReason(end); why != want || r.Winner != end.King() {
			t.Errorf("seed %d: %q (winner %v), want %q", seed, why, r.Winner, want)
		}
		seen[r.Winner]++
	}
	t.Logf("winners: %v", seen)
	if why := g.EndReason(g.Start()); why != "" {
		t.Errorf("the start has a reason: %q", why)
	}
}
