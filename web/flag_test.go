package web

import (
	"strings"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/record"
)

// A clock that runs out before its side's first move aborts the game, as
// lichess does: no winner, the record [Result "*"] with [Termination
// "abandoned"], read back so by a restarted server; the loser's clock
// shows nothing left.
func TestFlagAborts(t *testing.T) {
	dir := t.TempDir()
	_, c := newTestServer(t, Options{Dir: dir})
	for _, tc := range []struct {
		name  string
		sides [2]sideSpec
		loser ply.Player
	}{
		// A person who never moves, against a bot.
		{"first", [2]sideSpec{{}, {Bot: "level:1"}}, ply.First},
		// The bot moves first; the person never answers.
		{"second", [2]sideSpec{{Bot: "random"}, {}}, ply.Second},
	} {
		id := c.newGame(newGameRequest{Game: "pathway", Clock: "0:01+0", Sides: tc.sides})
		v := c.waitFor(id, func(v gameView) bool { return v.Over })
		names := v.Players
		reason := names[tc.loser.Index()] + " did not move in time"
		if v.Clock == nil || v.Clock.Loser != tc.loser || !v.Clock.Aborted {
			t.Fatalf("%s: clock %+v", tc.name, v.Clock)
		}
		if v.Clock.LeftMS[tc.loser.Index()] != 0 || v.Clock.LeftMS[tc.loser.Opponent().Index()] <= 0 {
			t.Errorf("%s: leftMs %v after %s's flag", tc.name, v.Clock.LeftMS, tc.loser)
		}
		if v.Winner != ply.NoPlayer || v.Result != "Aborted" || v.Reason != reason || v.Clicks != nil {
			t.Errorf("%s: winner %v, result %q, reason %q", tc.name, v.Winner, v.Result, v.Reason)
		}
		if v.Diagram == nil || v.Diagram.Status != "Game aborted: "+reason {
			t.Errorf("%s: diagram %+v", tc.name, v.Diagram)
		}
		status, text := c.send("GET", "/api/games/"+id+"/record", "", nil)
		rec, err := record.Parse(string(text))
		if status != 200 || err != nil || rec.Result != record.Unfinished || rec.Termination != record.Abandoned || rec.Outcome != "aborted: "+reason {
			t.Fatalf("%s: record (%v):\n%s", tc.name, err, text)
		}
		if _, _, err := rec.Replay(); err != nil {
			t.Errorf("%s: the record does not replay: %v", tc.name, err)
		}
		_, c2 := newTestServer(t, Options{Dir: dir})
		w := c2.view(id)
		if !w.Over || w.Winner != ply.NoPlayer || w.Result != "Aborted" || w.Reason != reason || w.Clock == nil || w.Clock.LeftMS != v.Clock.LeftMS {
			t.Errorf("%s: after a restart: over %v, winner %v, result %q, reason %q, clock %+v", tc.name, w.Over, w.Winner, w.Result, w.Reason, w.Clock)
		}
	}
}

// A clock that runs out once both sides have moved loses the game, and
// the loser's clock shows nothing left, not the time it had when its
// turn began.
func TestFlagLoses(t *testing.T) {
	_, c := newTestServer(t, Options{})
	id := c.newGame(newGameRequest{Game: "pathway", Clock: "0:01+0"})
	for n := range 3 {
		v := c.view(id)
		if status, body := c.send("POST", "/api/games/"+id+"/move", "", moveRequest{Move: legal(v)[0], Ply: n}); status != 200 {
			t.Fatalf("move %d: %d %s", n+1, status, body)
		}
	}
	// Second to move, with a second less the moment its last move took.
	v := c.waitFor(id, func(v gameView) bool { return v.Over })
	if v.Clock == nil || v.Clock.Loser != ply.Second || v.Clock.Aborted {
		t.Fatalf("clock %+v", v.Clock)
	}
	if v.Clock.LeftMS[1] != 0 || v.Clock.LeftMS[0] <= 0 || v.Clock.LeftMS[0] >= 1000 {
		t.Errorf("leftMs %v after Second's flag", v.Clock.LeftMS)
	}
	if v.Winner != ply.First || !strings.HasSuffix(v.Result, " wins on time") || v.Reason != v.Players[1]+"'s time ran out" {
		t.Errorf("winner %v, result %q, reason %q", v.Winner, v.Result, v.Reason)
	}
	status, text := c.send("GET", "/api/games/"+id+"/record", "", nil)
	rec, err := record.Parse(string(text))
	if status != 200 || err != nil || rec.Result != record.FirstWins || rec.Termination != record.TimeForfeit {
		t.Fatalf("record (%v):\n%s", err, text)
	}
	for i, m := range rec.Moves {
		if !strings.Contains(m.Comment, "[%clk 0:00:0") {
			t.Errorf("move %d's comment %q has no clock", i+1, m.Comment)
		}
	}
}
