package morelli_test

import (
	"testing"

	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/morelli"
)

// The several best lines of an alpha-beta search (MultiPV) are valued
// exactly: each as a search with its root move forced.
func TestLinesExact(t *testing.T) {
	t.Parallel()
	gametest.CheckLines(t, morelli.MustNew(), gametest.LinesOptions[morelli.State]{})
}
