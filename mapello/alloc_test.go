// alloc_test.go checks that the hot paths allocate nothing: AppendMoves into
// a buffer that has grown, Apply, and the game's playout policy and own
// playout where it has them.

package mapello_test

import (
	"testing"

	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/mapello"
)

func TestAllocs(t *testing.T) {
	g := mapello.MustNew()
	gametest.CheckAllocs[mapello.State, mapello.Move](t, g, mustSetup("plain"), mustSetup("default"), mustSetup("rulebook"))
}
