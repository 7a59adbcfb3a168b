package connectfour_test

import (
	"testing"

	"github.com/plygo/ply/examples/connectfour/connectfour"
	"github.com/plygo/ply/gametest"
)

// TestAllocs: AppendMoves into a buffer that has grown and Apply allocate
// nothing.
func TestAllocs(t *testing.T) {
	gametest.CheckAllocs[connectfour.State, connectfour.Move](t, connectfour.Game{})
}
