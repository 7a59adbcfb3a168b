package pathway_test

import (
	"testing"

	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/pathway"
)

// The several best lines of an alpha-beta search (MultiPV) are valued
// exactly: each as a search with its root move forced.
func TestLinesExact(t *testing.T) {
	t.Parallel()
	gametest.CheckLines(t, sized(t, 6), gametest.LinesOptions[pathway.State]{})
}
