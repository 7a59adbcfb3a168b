package web

import (
	"encoding/json"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/plygo/ply"
)

// A change sent with an empty body, such as taking a seat with its token
// and nothing else, is refused with 400 and words that say what to send,
// not the decoder's "EOF"; a body cut inside its JSON says so too.
func TestEmptyBody(t *testing.T) {
	_, c := newTestServer(t, Options{})
	a := c.seated(newGameRequest{Game: "morelli"})
	for _, tc := range []struct{ body, want string }{
		{"", "the body is empty: send a JSON object, {} when it has nothing to say"},
		{`{"side": "fir`, "the body ends inside its JSON value"},
	} {
		req, err := http.NewRequest("POST", c.url+"/api/games/"+a.ID+"/seat", strings.NewReader(tc.body))
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set(SeatHeader, a.Tokens[0])
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		var out struct{ Error string }
		err = json.NewDecoder(resp.Body).Decode(&out)
		resp.Body.Close()
		if err != nil || resp.StatusCode != http.StatusBadRequest || out.Error != ErrRequest.Error()+": "+tc.want {
			t.Errorf("body %q: %d %q, want 400 %q", tc.body, resp.StatusCode, out.Error, tc.want)
		}
	}
}

// The view names who made each move, for the move list's rows: kept as
// moves are played, and after an undo.
func TestMovers(t *testing.T) {
	_, c := newTestServer(t, Options{})
	id := c.newGame(newGameRequest{Game: "pathway", Size: 4})
	v := c.view(id)
	for range 3 {
		c.post("/api/games/"+id+"/move", moveRequest{Move: v.Clicks.Moves[0], Ply: v.Ply}, 200, &v)
	}
	want := []ply.Player{ply.First, ply.Second, ply.First}
	if !slices.Equal(v.Movers, want) {
		t.Errorf("after 3 moves the movers are %v, want %v", v.Movers, want)
	}
	c.post("/api/games/"+id+"/undo", struct{}{}, 200, &v)
	if !slices.Equal(v.Movers, want[:2]) || !slices.Equal(c.view(id).Movers, want[:2]) {
		t.Errorf("after an undo the movers are %v, want %v", v.Movers, want[:2])
	}
}

// A level, random and greedy play without a time per move: the view and
// the record give them none, while a bot that takes one keeps it; a
// record's bot without a time tag shows none either.
func TestTimelessSides(t *testing.T) {
	_, c := newTestServer(t, Options{})
	for _, tc := range []struct{ bot, time string }{
		{"level:4", ""}, {"random", ""}, {"greedy", ""}, {"alphabeta", "1s"}, {"mcts:2s", "1s"},
	} {
		id := c.newGame(newGameRequest{Game: "pathway", Sides: [2]sideSpec{{}, {Bot: tc.bot, Time: "1s"}}})
		if got := c.view(id).Sides[1]; got.Bot != tc.bot || got.Time != tc.time {
			t.Errorf("%s: the view's side %+v, want time %q", tc.bot, got, tc.time)
		}
		_, rec := c.do("GET", "/api/games/"+id+"/record", "")
		if strings.Contains(string(rec), "SecondTime") != (tc.time != "") {
			t.Errorf("%s: the record:\n%s", tc.bot, rec)
		}
	}
	var a struct{ ID string }
	c.post("/api/load", loadRequest{Record: "[Game \"pathway\"]\n[First \"alphabeta:4\"]\n[Second \"human\"]\n\n1. a1\n"}, 200, &a)
	if got := c.view(a.ID).Sides[0]; got.Bot != "alphabeta:4" || got.Time != "" {
		t.Errorf("a record's bot with no time tag: %+v", got)
	}
}
