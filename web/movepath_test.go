package web

import (
	"testing"

	"github.com/plygo/ply/internal/counted"
	"github.com/plygo/ply/pushfight"
)

// pushfightCalls counts the calls of "pushfight-counted".
var pushfightCalls counted.Counts

func init() { counted.Register("pushfight-counted", pushfight.MustNew(), &pushfightCalls) }

// A Push Fight turn typed in the browser is read once: the line keeps the
// move, and the view with its diagram, the saved record and the download
// draw from it.
func TestMoveReadOnce(t *testing.T) {
	_, c := newTestServer(t, Options{Dir: t.TempDir()})
	id := c.newGame(newGameRequest{Game: "pushfight-counted"})
	v := c.view(id)
	if v.Clicks == nil || len(v.Clicks.Moves) == 0 || v.Diagram == nil {
		t.Fatalf("no clicks or diagram: %+v", v)
	}
	move := v.Clicks.Moves[len(v.Clicks.Moves)/2]
	pushfightCalls.Reset()
	c.post("/api/games/"+id+"/move", moveRequest{Move: move, Ply: 0}, 200, &v)
	if n := pushfightCalls.Parses.Load(); n != 1 {
		t.Errorf("one move through the handler: ParseMove called %d times, want 1", n)
	}
	if len(v.Moves) != 1 || v.Moves[0] != move || v.Diagram == nil {
		t.Fatalf("after %q: moves %v", move, v.Moves)
	}
	c.view(id)
	c.do("GET", "/api/games/"+id+"/view?ply=1", "")
	c.do("GET", "/api/games/"+id+"/record", "")
	if n := pushfightCalls.Parses.Load(); n != 1 {
		t.Errorf("views and record after the move: ParseMove called %d times in all, want 1", n)
	}
}
