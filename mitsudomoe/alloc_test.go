// alloc_test.go checks that the hot paths allocate nothing: AppendMoves into
// a buffer that has grown, Apply, and the game's playout policy and own
// playout where it has them.

package mitsudomoe_test

import (
	"testing"

	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/mitsudomoe"
)

func TestAllocs(t *testing.T) {
	g := mitsudomoe.MustNew()
	gametest.CheckAllocs[mitsudomoe.State, mitsudomoe.Move](t, g)
}
