package pushfight_test

import (
	"math/rand/v2"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/pushfight"
)

// The several best lines of an alpha-beta search (MultiPV) are valued
// exactly: each as a search with its root move forced.
func TestLinesExact(t *testing.T) {
	t.Parallel()
	gametest.CheckLines(t, ply.Game[pushfight.State, pushfight.Move](pushfight.MustNew(pushfight.WithMaxTurns(12))), gametest.LinesOptions[pushfight.State]{Starts: []pushfight.State{pushfight.RandomState(rand.New(rand.NewPCG(6, 1)))}, MaxDepth: 2, MaxLines: 3})
}
