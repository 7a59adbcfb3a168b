// alloc_test.go checks that the hot paths allocate nothing: AppendMoves into
// a buffer that has grown, Apply, and the game's playout policy and own
// playout where it has them.

package pushfight_test

import (
	"testing"

	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/pushfight"
)

func TestAllocs(t *testing.T) {
	g := pushfight.MustNew()
	placement, err := pushfight.MustNew().Setup("placement", 0)
	if err != nil {
		t.Fatal(err)
	}
	gametest.CheckAllocs[pushfight.State, pushfight.Move](t, g, g.Start(), placement)
}
