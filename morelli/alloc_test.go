// alloc_test.go checks that the hot paths allocate nothing: AppendMoves into
// a buffer that has grown, Apply, and the game's playout policy and own
// playout where it has them.

package morelli_test

import (
	"testing"

	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/morelli"
)

func TestAllocs(t *testing.T) {
	g := morelli.MustNew()
	gametest.CheckAllocs[morelli.State, morelli.Move](t, g)
}
