// alloc_test.go checks that the hot paths allocate nothing: AppendMoves into
// a buffer that has grown, Apply, and the game's playout policy and own
// playout where it has them.

package pathway_test

import (
	"testing"

	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/pathway"
)

func TestAllocs(t *testing.T) {
	g := pathway.MustNew()
	gametest.CheckAllocs[pathway.State, pathway.Move](t, g)
}
