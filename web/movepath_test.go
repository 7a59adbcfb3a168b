package web

import (
	"testing"

	"github.com/plygo/ply/internal/counted"
	"github.com/plygo/ply/pathway"
	"github.com/plygo/ply/pushfight"
	"github.com/plygo/ply/registry"
)

// pushfightCalls and pathwayCalls count the calls of "pushfight-counted"
// and "pathway-counted": ParseMove, the generations of the legal moves,
// Apply and Result.
var pushfightCalls, pathwayCalls counted.Counts

func init() {
	counted.Register("pushfight-counted", pushfight.MustNew(), &pushfightCalls)
	counted.Register("pathway-counted", pathway.MustNew(), &pathwayCalls)
}

// A Push Fight turn sent from the browser is read at most once: a move
// the board offered is played as the view listed it, read nothing again;
// a move typed without a view is read once. The line keeps the move, and
// the view with its diagram, the saved record and the download draw from
// it.
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
	if n := pushfightCalls.Parses.Load(); n != 0 {
		t.Errorf("a move the view offered: ParseMove called %d times, want 0", n)
	}
	if len(v.Moves) != 1 || v.Moves[0] != move || v.Diagram == nil {
		t.Fatalf("after %q: moves %v", move, v.Moves)
	}
	c.view(id)
	c.do("GET", "/api/games/"+id+"/view?ply=1", "")
	c.do("GET", "/api/games/"+id+"/record", "")
	if n := pushfightCalls.Parses.Load(); n != 0 {
		t.Errorf("views and record after the move: ParseMove called %d times in all, want 0", n)
	}

	typed := c.newGame(newGameRequest{Game: "pushfight-counted"})
	pushfightCalls.Reset()
	c.post("/api/games/"+typed+"/move", moveRequest{Move: " " + move + " ", Ply: 0}, 200, &v)
	c.view(typed)
	if n := pushfightCalls.Parses.Load(); n != 1 {
		t.Errorf("a move typed without a view, and the view after it: ParseMove called %d times, want 1", n)
	}
}

// A person's move on the web board costs at most one generation of the
// legal moves and one Apply beyond what the view of the new position
// needs, and the view is computed once: a GET of an unchanged game, the
// review of the move and a preview of the next move generate no moves and
// apply at most the previewed move. The new view needs, in a game of two
// people, the moves that lose at once: one Apply and one Result for each
// legal move, and one Result for the position itself (the click tree is
// the game's own, whose calls of the inner game are not counted).
func TestMoveCosts(t *testing.T) {
	_, c := newTestServer(t, Options{})
	for _, tc := range []struct {
		name  string
		calls *counted.Counts
	}{{"pathway", &pathwayCalls}, {"pushfight", &pushfightCalls}} {
		t.Run(tc.name, func(t *testing.T) {
			c := &client{t, c.url}
			id := c.newGame(newGameRequest{Game: tc.name + "-counted"})
			v := c.view(id)
			if v.Clicks == nil || len(v.Clicks.Moves) == 0 {
				t.Fatalf("no clicks: %+v", v)
			}
			move := v.Clicks.Moves[len(v.Clicks.Moves)/3]
			n := legalAfter(t, tc.name, move)

			tc.calls.Reset()
			c.post("/api/games/"+id+"/move", moveRequest{Move: move, Ply: 0}, 200, &v)
			got := tc.calls.Snapshot()
			if v.Ply != 1 || v.Clicks == nil || len(v.Clicks.Moves) != int(n) {
				t.Fatalf("after %q: ply %d, clicks %+v, want %d moves", move, v.Ply, v.Clicks, n)
			}
			view := counted.Snapshot{Applies: n, Results: n + 1}
			t.Logf("a person's move %q with its view: %v; the view's needs: %v", move, got, view)
			if got.Parses > 1 || got.Moves > view.Moves+1 || got.Applies > view.Applies+1 || got.Results > view.Results+1 {
				t.Errorf("a person's move %q with its view: %v; want at most 1 parse and one generation, one Apply and one Result beyond the view's %v", move, got, view)
			}

			tc.calls.Reset()
			c.view(id)
			c.do("GET", "/api/games/"+id+"?clicks="+v.Clicks.Key, "")
			c.view(id)
			c.do("GET", "/api/games/"+id+"/view?ply=1", "")
			if got := tc.calls.Snapshot(); got != (counted.Snapshot{}) {
				t.Errorf("three GETs of the unchanged game and the review of the move: %v, want none", got)
			}
			next := v.Clicks.Moves[0]
			tc.calls.Reset()
			var after afterView
			c.post("/api/games/"+id+"/preview", previewRequest{Move: next, Ply: 1}, 200, &after)
			if got := tc.calls.Snapshot(); got.Parses != 0 || got.Moves != 0 || got.Applies != 1 || got.Results > 1 || after.Diagram == nil {
				t.Errorf("the preview of %q, a move the view offered: %v, want one Apply and at most one Result", next, got)
			}
		})
	}
}

// legalAfter returns the number of legal moves after move in the start
// position of the game, counted by a game of its own.
func legalAfter(t *testing.T, name, move string) int64 {
	t.Helper()
	g, err := registry.Open(name, registry.Config{})
	if err != nil {
		t.Fatal(err)
	}
	line, err := registry.NewLine(g.Start()).Play(g, move)
	if err != nil {
		t.Fatal(err)
	}
	return int64(len(g.Moves(line.Position())))
}
