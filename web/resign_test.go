package web

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/record"
	"github.com/plygo/ply/registry"
)

// A person resigns: the game is over, won by the other side, the record
// says so and why, a restarted server reads it back, and undo takes the
// resignation back.
func TestResign(t *testing.T) {
	dir := t.TempDir()
	_, c := newTestServer(t, Options{Dir: dir})
	id := c.newGame(newGameRequest{Game: "morelli", Sides: [2]sideSpec{{}, {Bot: "random"}}})
	v := c.view(id)
	// A bot cannot be resigned for, and a side must be named.
	c.post("/api/games/"+id+"/resign", resignRequest{Side: ply.Second}, 400, nil)
	c.post("/api/games/"+id+"/resign", resignRequest{}, 400, nil)
	v = postView(c, "/api/games/"+id+"/resign", resignRequest{Side: ply.First})
	if !v.Over || v.Winner != ply.Second || v.Ending == nil || !strings.Contains(v.Ending.Text, "resigns") || v.Result != "White wins" || v.Clicks != nil {
		t.Fatalf("after resigning: over %v winner %v ending %+v result %q", v.Over, v.Winner, v.Ending, v.Result)
	}
	// Nothing more is played.
	c.post("/api/games/"+id+"/resign", resignRequest{Side: ply.First}, 400, nil)
	_, body := c.do("GET", "/api/games/"+id+"/record", "")
	rec, err := record.Parse(string(body))
	if err != nil {
		t.Fatal(err)
	}
	if rec.Result != record.SecondWins || rec.Termination != record.Resignation || !strings.Contains(rec.Outcome, "resigns") {
		t.Errorf("record: result %q termination %q outcome %q", rec.Result, rec.Termination, rec.Outcome)
	}
	if _, _, err := rec.Replay(); err != nil {
		t.Errorf("the record does not replay: %v", err)
	}
	_, c2 := newTestServer(t, Options{Dir: dir})
	if w := c2.view(id); !w.Over || w.Winner != ply.Second || w.Ending == nil || w.Ending.Text != v.Ending.Text {
		t.Errorf("resumed: over %v winner %v ending %+v, want %+v", w.Over, w.Winner, w.Ending, v.Ending)
	}
	v = postView(c, "/api/games/"+id+"/undo", struct{}{})
	if v.Over || v.Ending != nil || v.Clicks == nil {
		t.Errorf("undo left the resignation: over %v ending %+v", v.Over, v.Ending)
	}
}

// Two people agree a draw; an offer lapses when the other side moves.
func TestDrawOffer(t *testing.T) {
	_, c := newTestServer(t, Options{})
	id := c.newGame(newGameRequest{Game: "pathway", Size: 4, Sides: [2]sideSpec{{}, {}}})
	v := c.view(id)
	c.post("/api/games/"+id+"/draw", drawRequest{Side: ply.First, Answer: "accept"}, 400, nil)
	v = postView(c, "/api/games/"+id+"/draw", drawRequest{Side: ply.First, Answer: "offer"})
	if v.Offer == nil || v.Offer.By != ply.First {
		t.Fatalf("offer: %+v", v.Offer)
	}
	c.post("/api/games/"+id+"/draw", drawRequest{Side: ply.First, Answer: "offer"}, 400, nil)
	c.post("/api/games/"+id+"/draw", drawRequest{Side: ply.First, Answer: "accept"}, 400, nil)
	// First moves: its own offer stands; Second moves: it lapses.
	v = postView(c, "/api/games/"+id+"/move", moveRequest{Move: v.Clicks.Moves[0], Ply: 0})
	if v.Offer == nil {
		t.Fatal("the offerer's move withdrew its offer")
	}
	v = postView(c, "/api/games/"+id+"/move", moveRequest{Move: v.Clicks.Moves[0], Ply: 1})
	if v.Offer != nil {
		t.Fatal("the offer outlived the other side's move")
	}
	v = postView(c, "/api/games/"+id+"/draw", drawRequest{Side: ply.First, Answer: "offer"})
	v = postView(c, "/api/games/"+id+"/draw", drawRequest{Side: ply.Second, Answer: "decline"})
	if v.Offer != nil || !strings.Contains(v.Note, "declines") {
		t.Fatalf("declined: offer %+v note %q", v.Offer, v.Note)
	}
	v = postView(c, "/api/games/"+id+"/draw", drawRequest{Side: ply.Second, Answer: "offer"})
	v = postView(c, "/api/games/"+id+"/draw", drawRequest{Side: ply.First, Answer: "accept"})
	if !v.Over || v.Winner != ply.NoPlayer || v.Ending == nil || v.Result != "draw" || !strings.HasPrefix(v.Ending.Text, "draw agreed") {
		t.Fatalf("accepted: over %v winner %v result %q", v.Over, v.Winner, v.Result)
	}
	_, body := c.do("GET", "/api/games/"+id+"/record", "")
	if !strings.Contains(string(body), `[Result "1/2-1/2"]`) || !strings.Contains(string(body), `[Outcome "draw: draw agreed`) {
		t.Errorf("record:\n%s", body)
	}
	c.post("/api/games/"+id+"/draw", drawRequest{Side: ply.Second, Answer: "bogus"}, 400, nil)
	// Requests that cannot be read, or name no game.
	for _, body := range []string{`{"side":"first","x":1}`, `{"side":"third"}`, `{"side":"first"} {}`, `[`} {
		if status, _ := c.do("POST", "/api/games/"+id+"/resign", body); status != 400 {
			t.Errorf("resign %s: %d, want 400", body, status)
		}
	}
	if status, _ := c.do("POST", "/api/games/0123/draw", `{"side":"first","answer":"offer"}`); status != 404 {
		t.Errorf("draw in no game: %d, want 404", status)
	}
}

// A bot answers a draw offer from its last search: it accepts when it
// expects no more than an even game, declines when it expects to win or
// has no judgement.
func TestBotDraw(t *testing.T) {
	s, c := newTestServer(t, Options{})
	// A bot with no judgement (random) declines.
	id := c.newGame(newGameRequest{Game: "morelli", Sides: [2]sideSpec{{}, {Bot: "random"}}})
	var v gameView
	v = postView(c, "/api/games/"+id+"/draw", drawRequest{Side: ply.First, Answer: "offer"})
	if v.Over || v.Offer != nil || !strings.Contains(v.Note, "declines") {
		t.Fatalf("random: over %v offer %+v note %q", v.Over, v.Offer, v.Note)
	}
	// A bot's judgement, planted: the expected result decides.
	for _, tc := range []struct {
		score  float64
		accept bool
	}{{-30, true}, {0, true}, {60, false}} {
		gm := s.lookupID(t, id)
		gm.mu.Lock()
		gm.offers.judged[1] = &registry.Choice{Scored: true, Score: tc.score}
		gm.mu.Unlock()
		v = postView(c, "/api/games/"+id+"/draw", drawRequest{Side: ply.First, Answer: "offer"})
		if v.Over != tc.accept {
			t.Errorf("score %v: over %v, note %q, result %q", tc.score, v.Over, v.Note, v.Result)
		}
		if v.Over {
			v = postView(c, "/api/games/"+id+"/undo", struct{}{})
		}
	}
	// A bot to move answers with the search of that move.
	id = c.newGame(newGameRequest{Game: "morelli", Sides: [2]sideSpec{{Bot: "alphabeta:1", Time: "30s"}, {}}})
	c.post("/api/games/"+id+"/draw", drawRequest{Side: ply.Second, Answer: "offer"}, 200, nil)
	v = c.waitFor(id, func(v gameView) bool { return v.Offer == nil })
	if !strings.Contains(v.Note, "declines") && !v.Over {
		t.Errorf("the thinking bot gave no answer: note %q", v.Note)
	}
	t.Logf("alphabeta:1 at the start: %q %q", v.Note, v.Result)
}

// lookupID returns the live game id.
func (s *Server) lookupID(t *testing.T, id string) *game {
	t.Helper()
	s.mu.Lock()
	defer s.mu.Unlock()
	gm := s.games[id]
	if gm == nil {
		t.Fatalf("no game %s", id)
	}
	return gm
}

// The click tree marks the moves that lose at once, and the preview of a
// whole move draws the board after it with its result.
func TestLosesAndAfter(t *testing.T) {
	_, c := newTestServer(t, Options{})
	// Mitsudomoe's filling one's own home (rule E2) loses at once, and so
	// does a Pathway move when every move makes a connection of the
	// mover's.
	for _, name := range []string{"mitsudomoe", "pushfight", "pathway"} {
		pos := losingPosition(t, name)
		id := c.newGame(newGameRequest{Game: name, Position: pos})
		v := c.view(id)
		g, err := registry.Open(name, registry.Config{Position: pos})
		if err != nil {
			t.Fatal(err)
		}
		p := g.Start()
		mover := g.ToMove(p)
		loses := map[int]bool{}
		for _, i := range v.Clicks.Loses {
			loses[i] = true
		}
		for i, text := range v.Clicks.Moves {
			m, err := g.ParseMove(p, text)
			if err != nil {
				t.Fatal(err)
			}
			next, _ := g.Apply(m)
			res, over := g.Result(next)
			if want := over && res.Winner == mover.Opponent(); loses[i] != want {
				t.Errorf("%s %s: marked losing %v, want %v", name, text, loses[i], want)
			}
			if i < 3 || loses[i] {
				var a afterView
				c.post("/api/games/"+id+"/preview", previewRequest{Move: text, Ply: 0}, 200, &a)
				if a.Diagram == nil || a.Diagram.LastMove == "" || a.Over != over {
					t.Errorf("%s %s: after %+v", name, text, a)
				}
			}
		}
		t.Logf("%s from %q: %d of %d moves lose at once", name, pos, len(v.Clicks.Loses), len(v.Clicks.Moves))
		if name == "mitsudomoe" && len(v.Clicks.Loses) == 0 {
			t.Errorf("%s from %q: no move marked losing", name, pos)
		}
		c.post("/api/games/"+id+"/preview", previewRequest{Move: "zz9", Ply: 0}, 400, nil)
		c.post("/api/games/"+id+"/preview", previewRequest{Move: v.Clicks.Moves[0], Ply: 1}, 400, nil)
	}
}

// postView posts v and returns the game's view it answers.
func postView(c *client, path string, v any) gameView {
	c.t.Helper()
	var out gameView
	c.post(path, v, 200, &out)
	return out
}

// losingPosition returns a position of a seeded random game of name in
// which some move loses at once, or the start if none is found.
func losingPosition(t *testing.T, name string) string {
	t.Helper()
	g, err := registry.Open(name, registry.Config{})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(5, 5))
	for range 20 {
		p := g.Start()
		for moves := g.Moves(p); len(moves) > 0; moves = g.Moves(p) {
			mover := g.ToMove(p)
			for _, m := range moves {
				next, _ := g.Apply(m)
				if r, over := g.Result(next); over && r.Winner == mover.Opponent() && losesIn(t, name, g.FormatPosition(p)) {
					return g.FormatPosition(p)
				}
			}
			p, _ = g.Apply(moves[rng.IntN(len(moves))])
		}
	}
	return g.FormatPosition(g.Start())
}

// losesIn reports whether some move of the position pos of name loses at
// once, read from its text.
func losesIn(t *testing.T, name, pos string) bool {
	t.Helper()
	g, err := registry.Open(name, registry.Config{Position: pos})
	if err != nil {
		t.Fatal(err)
	}
	p := g.Start()
	mover := g.ToMove(p)
	for _, m := range g.Moves(p) {
		next, _ := g.Apply(m)
		if r, over := g.Result(next); over && r.Winner == mover.Opponent() {
			return true
		}
	}
	return false
}
