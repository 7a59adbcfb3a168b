package web

import (
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/plygo/ply"
	"github.com/plygo/ply/clock"
	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/record"
)

// send sends a JSON request with a seat's token (none if "") and returns
// the status and body.
func (c *client) send(method, path, token string, v any) (int, []byte) {
	c.t.Helper()
	var body *strings.Reader
	if v != nil {
		b, _ := json.Marshal(v)
		body = strings.NewReader(string(b))
	} else {
		body = strings.NewReader("")
	}
	req, err := http.NewRequest(method, c.url+path, body)
	if err != nil {
		c.t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set(SeatHeader, token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		c.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, b
}

// seated makes a game with seats and returns the maker's answer.
func (c *client) seated(req newGameRequest) seatAnswer {
	c.t.Helper()
	var a seatAnswer
	c.post("/api/games", req, 200, &a)
	if a.ID == "" {
		c.t.Fatalf("no id in %+v", a)
	}
	return a
}

// Only a seat's holder moves for it: a missing, wrong or other seat's
// token gets 403 and changes nothing; so do the other changes of a
// seated game without a token, and a take-back between two seats.
func TestSeatsForbid(t *testing.T) {
	dir := t.TempDir()
	_, c := newTestServer(t, Options{Dir: dir})
	a := c.seated(newGameRequest{Game: "morelli", Seats: true})
	if a.Tokens[0] == "" || a.Tokens[1] == "" || a.Tokens[0] == a.Tokens[1] || a.Links[1] != "/g/"+a.ID+"#seat="+a.Tokens[1] || a.Watch != "/g/"+a.ID {
		t.Fatalf("answer %+v", a)
	}
	// The maker holds the first seat from the start.
	v := c.view(a.ID)
	if v.Seats == nil || v.Seats.Seat != [2]bool{true, true} || v.Seats.Open != [2]bool{false, true} {
		t.Fatalf("seats %+v", v.Seats)
	}
	move := moveRequest{Move: legal(v)[0], Ply: 0}
	for _, tc := range []struct{ name, token string }{
		{"no token", ""},
		{"a wrong token", newID()},
		{"the other seat's token", a.Tokens[1]},
		{"a token cut short", a.Tokens[0][:31]},
	} {
		status, body := c.send("POST", "/api/games/"+a.ID+"/move", tc.token, move)
		if status != http.StatusForbidden || !strings.Contains(string(body), ErrSeat.Error()) {
			t.Errorf("a move with %s: %d %s, want 403", tc.name, status, body)
		}
	}
	for _, path := range []string{"undo", "movenow", "watch", "analyze", "resign", "draw"} {
		var req any = struct{}{}
		switch path {
		case "watch":
			req = map[string]bool{"paused": true}
		case "resign":
			req = map[string]string{"side": "first"}
		case "draw":
			req = map[string]string{"side": "first", "answer": "offer"}
		}
		if status, body := c.send("POST", "/api/games/"+a.ID+"/"+path, "", req); status != http.StatusForbidden {
			t.Errorf("%s without a token: %d %s, want 403", path, status, body)
		}
	}
	if w := c.view(a.ID); w.Version != v.Version || w.Ply != 0 || w.Paused {
		t.Fatalf("refused requests changed the game: version %d→%d, ply %d", v.Version, w.Version, w.Ply)
	}
	// The seat's holder moves; then the other's.
	if status, body := c.send("POST", "/api/games/"+a.ID+"/move", a.Tokens[0], move); status != 200 {
		t.Fatalf("the holder's move: %d %s", status, body)
	}
	w := c.view(a.ID)
	if status, _ := c.send("POST", "/api/games/"+a.ID+"/move", a.Tokens[0], moveRequest{Move: legal(w)[0], Ply: 1}); status != http.StatusForbidden {
		t.Errorf("the first seat moved for the second: %d", status)
	}
	if status, body := c.send("POST", "/api/games/"+a.ID+"/move", a.Tokens[1], moveRequest{Move: legal(w)[0], Ply: 1}); status != 200 {
		t.Fatalf("the second seat's move: %d %s", status, body)
	}
	// No take-backs between two seats.
	if status, _ := c.send("POST", "/api/games/"+a.ID+"/undo", a.Tokens[0], struct{}{}); status != http.StatusForbidden {
		t.Errorf("undo between two seats: %d, want 403", status)
	}
	if w := c.view(a.ID); w.Ply != 2 {
		t.Errorf("after a refused undo the game has %d moves", w.Ply)
	}
	// The tokens are kept in Dir, never in the record downloaded.
	status, rec := c.send("GET", "/api/games/"+a.ID+"/record", "", nil)
	if status != 200 || strings.Contains(string(rec), a.Tokens[0]) || strings.Contains(string(rec), a.Tokens[1]) {
		t.Errorf("the downloaded record (%d) gives a token away:\n%s", status, rec)
	}
	stored, err := os.ReadFile(filepath.Join(dir, a.ID+".txt"))
	if err != nil || !strings.Contains(string(stored), a.Tokens[1]) {
		t.Fatalf("the stored record lacks the seats: %v\n%s", err, stored)
	}
	// A restarted server knows the seats.
	_, c2 := newTestServer(t, Options{Dir: dir})
	v2 := c2.view(a.ID)
	if status, _ := c2.send("POST", "/api/games/"+a.ID+"/move", "", moveRequest{Move: legal(v2)[0], Ply: 2}); status != http.StatusForbidden {
		t.Errorf("after a restart a move without a token: %d, want 403", status)
	}
	if status, body := c2.send("POST", "/api/games/"+a.ID+"/move", a.Tokens[0], moveRequest{Move: legal(v2)[0], Ply: 2}); status != 200 {
		t.Errorf("after a restart the holder's move: %d %s", status, body)
	}

	// A person against a bot, seated: the person takes back its move.
	b := c.seated(newGameRequest{Game: "pathway", Size: 4, Seats: true, Sides: [2]sideSpec{{}, {Bot: "random"}}})
	if b.Tokens[1] != "" || b.Links[1] != "" {
		t.Fatalf("a bot's side has a seat: %+v", b)
	}
	bv := c.view(b.ID)
	c.send("POST", "/api/games/"+b.ID+"/move", b.Tokens[0], moveRequest{Move: legal(bv)[0], Ply: 0})
	c.waitFor(b.ID, func(v gameView) bool { return v.Ply == 2 || v.Over })
	if status, body := c.send("POST", "/api/games/"+b.ID+"/undo", b.Tokens[0], struct{}{}); status != 200 {
		t.Errorf("undo against a bot: %d %s", status, body)
	}
	// Bots have no seats: a game of bots cannot be seated.
	if status, body := c.send("POST", "/api/games", "", newGameRequest{Game: "pathway", Seats: true, Sides: [2]sideSpec{{Bot: "random"}, {Bot: "random"}}}); status != 400 {
		t.Errorf("a seated game of bots: %d %s, want 400", status, body)
	}
}

// The lobby lists the games with an open seat; joining takes the seat,
// and the lobby then drops the game; a seat is taken once; the lobby is
// bounded; and it survives a restart.
func TestLobby(t *testing.T) {
	dir := t.TempDir()
	_, c := newTestServer(t, Options{Dir: dir, MaxOpen: 2})
	lobbyOf := func(c *client) []lobbyGame {
		t.Helper()
		status, body := c.send("GET", "/api/lobby", "", nil)
		var out struct{ Games []lobbyGame }
		if status != 200 || json.Unmarshal(body, &out) != nil {
			t.Fatalf("lobby: %d %s", status, body)
		}
		return out.Games
	}
	a := c.seated(newGameRequest{Game: "mapello", Lobby: true, Clock: "5:00+2"})
	// The maker takes its seat by its link.
	if status, body := c.send("POST", "/api/games/"+a.ID+"/seat", a.Tokens[0], struct{}{}); status != 200 {
		t.Fatalf("taking the first seat: %d %s", status, body)
	}
	l := lobbyOf(c)
	if len(l) != 1 || l[0].ID != a.ID || l[0].Open != [2]bool{false, true} || l[0].Clock != "5:00+2" || l[0].Game != "mapello" {
		t.Fatalf("lobby %+v", l)
	}
	// A game off the lobby takes no one from it.
	private := c.seated(newGameRequest{Game: "mapello", Seats: true})
	if status, _ := c.send("POST", "/api/games/"+private.ID+"/join", "", joinRequest{}); status != http.StatusForbidden {
		t.Errorf("joining a game off the lobby: %d, want 403", status)
	}
	// The lobby is bounded.
	c.seated(newGameRequest{Game: "morelli", Lobby: true})
	status, body := c.send("POST", "/api/games", "", newGameRequest{Game: "morelli", Lobby: true})
	if status != http.StatusServiceUnavailable || !strings.Contains(string(body), ErrLobbyFull.Error()) {
		t.Errorf("a third lobby game of 2: %d %s, want 503", status, body)
	}

	// Restart: the lobby reads its games back.
	_, c2 := newTestServer(t, Options{Dir: dir, MaxOpen: 2})
	if l := lobbyOf(c2); len(l) != 2 {
		t.Fatalf("after a restart the lobby lists %d games, want 2: %+v", len(l), l)
	}
	// A page elsewhere cannot take the seat for its visitor.
	req, _ := http.NewRequest("POST", c2.url+"/api/games/"+a.ID+"/join", strings.NewReader(`{}`))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Origin", "http://evil.example")
	req.Header.Set("Sec-Fetch-Site", "cross-site")
	if resp, err := http.DefaultClient.Do(req); err != nil || resp.StatusCode != http.StatusForbidden {
		t.Errorf("a cross-origin join: %v %v, want 403", resp.StatusCode, err)
	} else {
		resp.Body.Close()
	}
	var j seatAnswer
	c2.post("/api/games/"+a.ID+"/join", joinRequest{}, 200, &j)
	if j.Side.Index() != 1 || j.Tokens[1] != a.Tokens[1] || j.Tokens[0] != "" {
		t.Fatalf("join answered %+v", j)
	}
	if status, _ := c2.send("POST", "/api/games/"+a.ID+"/join", "", joinRequest{}); status != http.StatusConflict {
		t.Errorf("joining a full game: %d, want 409", status)
	}
	for _, e := range lobbyOf(c2) {
		if e.ID == a.ID {
			t.Errorf("the lobby still lists a full game: %+v", e)
		}
	}
	// Now there is room again.
	m := c2.seated(newGameRequest{Game: "morelli", Lobby: true})
	if status, _ := c2.send("POST", "/api/games/"+m.ID+"/seat", m.Tokens[0], struct{}{}); status != 200 {
		t.Fatalf("taking the first seat: %d", status)
	}
	// Its maker resigns before anyone joins: the lobby drops it.
	listed := func() bool {
		for _, e := range lobbyOf(c2) {
			if e.ID == m.ID {
				return true
			}
		}
		return false
	}
	if !listed() {
		t.Fatal("the new game is not in the lobby")
	}
	if status, body := c2.send("POST", "/api/games/"+m.ID+"/resign", m.Tokens[0], resignRequest{Side: ply.First}); status != 200 {
		t.Fatalf("resigning: %d %s", status, body)
	}
	if listed() {
		t.Error("the lobby lists a resigned game")
	}
	if status, _ := c2.send("POST", "/api/games/"+m.ID+"/join", "", joinRequest{}); status == 200 {
		t.Error("a resigned game took a player from the lobby")
	}
}

// A clock runs out on the server: the game ends, its record says why, and
// a restarted server keeps the result.
func TestClockRunsOut(t *testing.T) {
	dir := t.TempDir()
	_, c := newTestServer(t, Options{Dir: dir})
	a := c.seated(newGameRequest{Game: "morelli", Seats: true, Clock: "0 1x1"})
	// The clocks wait for both seats to be taken.
	c.post("/api/games/"+a.ID+"/seat", struct{}{}, http.StatusForbidden, nil)
	if status, _ := c.send("POST", "/api/games/"+a.ID+"/seat", a.Tokens[0], struct{}{}); status != 200 {
		t.Fatalf("taking the first seat: %d", status)
	}
	time.Sleep(1200 * time.Millisecond)
	v := c.view(a.ID)
	if v.Over || v.Clock == nil || v.Clock.Running.Index() >= 0 {
		t.Fatalf("with a seat open: over %v, clock %+v", v.Over, v.Clock)
	}
	if status, _ := c.send("POST", "/api/games/"+a.ID+"/seat", a.Tokens[1], struct{}{}); status != 200 {
		t.Fatalf("taking the second seat: %d", status)
	}
	v = c.view(a.ID)
	if v.Clock == nil || v.Clock.Control != "0 1x1" || v.Clock.Running.Index() != 0 {
		t.Fatalf("clock %+v", v.Clock)
	}
	// A move within the period keeps it. Both sides move (a clock run
	// out before its side's first move aborts the game: flag_test.go).
	for n := range 2 {
		if status, body := c.send("POST", "/api/games/"+a.ID+"/move", a.Tokens[n], moveRequest{Move: legal(c.view(a.ID))[0], Ply: n}); status != 200 {
			t.Fatalf("move %d: %d %s", n+1, status, body)
		}
	}
	start := time.Now()
	next := legal(c.view(a.ID))
	w := c.waitFor(a.ID, func(v gameView) bool { return v.Over })
	if d := time.Since(start); d < 800*time.Millisecond || d > 4*time.Second {
		t.Errorf("the clock ran out after %v, want 1 s", d)
	}
	if w.Winner.Index() != 1 || !strings.Contains(w.Result, "on time") || w.Clicks != nil {
		t.Errorf("after the flag: winner %v, result %q", w.Winner, w.Result)
	}
	if status, _ := c.send("POST", "/api/games/"+a.ID+"/move", a.Tokens[0], moveRequest{Move: next[0], Ply: 2}); status == 200 {
		t.Error("a move after the flag was played")
	}
	status, text := c.send("GET", "/api/games/"+a.ID+"/record", "", nil)
	rec, err := record.Parse(string(text))
	if status != 200 || err != nil || rec.Termination != record.TimeForfeit || rec.Result != record.SecondWins || rec.TimeControl != "0 1x1" {
		t.Fatalf("record (%v):\n%s", err, text)
	}
	if !strings.Contains(rec.Moves[0].Comment, "[%emt 0:00:00.") {
		t.Errorf("move comment %q lacks its time", rec.Moves[0].Comment)
	}
	_, c2 := newTestServer(t, Options{Dir: dir})
	if v := c2.view(a.ID); !v.Over || v.Winner.Index() != 1 || v.Result != w.Result {
		t.Errorf("after a restart: over %v, winner %v, result %q", v.Over, v.Winner, v.Result)
	}

	// A person's clock runs while the game is out of memory: read back
	// after its time, the game is over; before the person's first move,
	// aborted.
	b := c2.seated(newGameRequest{Game: "pathway", Seats: true, Clock: "st=0.3", Sides: [2]sideSpec{{}, {Bot: "random"}}})
	if status, _ := c2.send("POST", "/api/games/"+b.ID+"/seat", b.Tokens[0], struct{}{}); status != 200 {
		t.Fatalf("taking the seat: %d", status)
	}
	time.Sleep(500 * time.Millisecond)
	_, c3 := newTestServer(t, Options{Dir: dir})
	if v := c3.view(b.ID); !v.Over || v.Winner != ply.NoPlayer || v.Result != "Aborted" || v.Clock == nil || !v.Clock.Aborted {
		t.Errorf("a game read back after its mover's time: over %v, winner %v, result %q", v.Over, v.Winner, v.Result)
	}
}

// Bots play on their clocks, charged with their search, within their
// time: Fischer, a time per move and byo-yomi.
func TestClockBots(t *testing.T) {
	_, c := newTestServer(t, Options{})
	clocks := []string{"0:02+0.05", "st=1", "0 1x1"}
	if gametest.RaceEnabled {
		// The race detector slows a search between its looks at the
		// clock past any margin of a second's clock.
		clocks = clocks[:1]
	}
	for _, clock := range clocks {
		// Bots with a limit of their own, which stop before their
		// clock's budget: a bare one thinks on its clock.
		id := c.newGame(newGameRequest{Game: "pathway", Size: 5, Clock: clock, Sides: [2]sideSpec{{Bot: "alphabeta:4"}, {Bot: "mcts:10000"}}})
		c.post("/api/games/"+id+"/watch", map[string]any{"delayMs": 0}, 200, nil)
		v := c.waitFor(id, func(v gameView) bool { return v.Ply >= 4 || v.Over })
		if v.Clock == nil || v.Clock.Loser.Index() >= 0 {
			t.Fatalf("%s: clock %+v", clock, v.Clock)
		}
		for i, left := range v.Clock.LeftMS {
			if left < 0 || left > 2000+int64(v.Ply)*50 {
				t.Errorf("%s: side %d has %d ms left", clock, i, left)
			}
		}
		if clock == "0:02+0.05" && v.Clock.LeftMS[0] == 2000 && v.Clock.LeftMS[1] == 2000 {
			t.Errorf("%s: the bots' clocks did not run", clock)
		}
		_, text := c.send("GET", "/api/games/"+id+"/record", "", nil)
		rec, err := record.Parse(string(text))
		if err != nil || rec.TimeControl != clock {
			t.Fatalf("%s: record (%v):\n%s", clock, err, text)
		}
		for i, m := range rec.Moves[:4] {
			if d, ok := parseEmt(m.Comment); !ok || d < 0 || d > 2*time.Second { // a move may take under the record's millisecond
				t.Errorf("%s: move %d took %v (%q)", clock, i+1, d, m.Comment)
			}
		}
		c.post("/api/games/"+id+"/watch", map[string]any{"paused": true}, 200, nil)
	}
}

// The clocks' text round trips; a Canadian period, which the page cannot
// show, is refused. (Package clock's tests spend the periods.)
func TestTimeControl(t *testing.T) {
	for _, s := range []string{"5:00+3", "40/1:00+0.5", "st=10", "5:00 3x30", "0 1x0.4", "60:00 5x60"} {
		tc, err := parseTimeControl(s)
		if err != nil {
			t.Errorf("%q: %v", s, err)
			continue
		}
		if tc.String() != s {
			t.Errorf("%q reads back as %q", s, tc.String())
		}
	}
	for _, s := range []string{"", "5:00 x30", "5:00 0x30", "5:00 3x0", "5:00 3x", "abc", "5:00+1 3x30", "5:00 101x1", "5:00 3x1e3", "5:00 1x25/300"} {
		if _, err := parseTimeControl(s); !errors.Is(err, ErrClock) || !errors.Is(err, clock.ErrTimeControl) {
			t.Errorf("%q: %v, want ErrClock and clock.ErrTimeControl", s, err)
		}
	}
}

// FuzzTimeControl: no clock text panics, and one read writes back as
// itself.
func FuzzTimeControl(f *testing.F) {
	for _, s := range []string{"5:00+3", "st=1", "5:00 3x30", "0 1x1", "40/1:00+0.5", "1 1x1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		tc, err := parseTimeControl(s)
		if err != nil {
			if !errors.Is(err, ErrClock) {
				t.Fatalf("%q: %v does not wrap ErrClock", s, err)
			}
			return
		}
		again, err := parseTimeControl(tc.String())
		if err != nil || again != tc {
			t.Fatalf("%q → %q → %+v, %v", s, tc.String(), again, err)
		}
	})
}

// A game's event streams are bounded: its players' and spectators'.
func TestGameStreams(t *testing.T) {
	_, c := newTestServer(t, Options{MaxGameStreams: 2})
	id := c.newGame(newGameRequest{Game: "pathway"})
	var open []*http.Response
	defer func() {
		for _, r := range open {
			r.Body.Close()
		}
	}()
	for i := range 3 {
		resp, err := http.Get(c.url + "/api/games/" + id + "/events")
		if err != nil {
			t.Fatal(err)
		}
		open = append(open, resp)
		want := 200
		if i == 2 {
			want = http.StatusTooManyRequests
		}
		if resp.StatusCode != want {
			t.Errorf("stream %d: %d, want %d", i+1, resp.StatusCode, want)
		}
		if resp.StatusCode == 200 {
			// Wait for the first event, so that the stream is counted.
			buf := make([]byte, 64)
			resp.Body.Read(buf)
		}
	}
}

// A clock stopped for good (a game ended by a resignation, say) never
// runs out.
func TestStopClock(t *testing.T) {
	s, c := newTestServer(t, Options{})
	id := c.newGame(newGameRequest{Game: "pathway", Clock: "st=0.2"})
	gm := liveGame(s, id)
	gm.mu.Lock()
	gm.clock.stop()
	gm.mu.Unlock()
	time.Sleep(400 * time.Millisecond)
	if v := c.view(id); v.Over || v.Clock.Running.Index() >= 0 {
		t.Errorf("a stopped clock: over %v, clock %+v", v.Over, v.Clock)
	}
}
