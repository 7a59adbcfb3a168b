package web

import (
	"encoding/json"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/plygo/ply"
)

// lobbyGames returns the games GET /api/lobby lists.
func (c *client) lobbyGames() []lobbyGame {
	c.t.Helper()
	status, body := c.send("GET", "/api/lobby", "", nil)
	var out struct{ Games []lobbyGame }
	if status != 200 || json.Unmarshal(body, &out) != nil {
		c.t.Fatalf("lobby: %d %s", status, body)
	}
	return out.Games
}

// lobbyEntryOf returns the lobby's entry of game id, and whether it lists
// it.
func (c *client) lobbyEntryOf(id string) (lobbyGame, bool) {
	c.t.Helper()
	for _, e := range c.lobbyGames() {
		if e.ID == id {
			return e, true
		}
	}
	return lobbyGame{}, false
}

// joinAs is POST /api/games/ID/join for a side, safe from any goroutine:
// the status, the answer read, and the body.
func joinAs(url, id, side string) (int, seatAnswer, string, error) {
	b, _ := json.Marshal(joinRequest{Side: side})
	resp, err := http.Post(url+"/api/games/"+id+"/join", "application/json", strings.NewReader(string(b)))
	if err != nil {
		return 0, seatAnswer{}, "", err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	var a seatAnswer
	if resp.StatusCode == 200 {
		err = json.Unmarshal(body, &a)
	}
	return resp.StatusCode, a, string(body), err
}

// The maker of a lobby game holds the first person's seat from its
// creation: before its page takes the seat (and for an API client that
// never does), a stranger's join of the first seat is refused, a join of
// the second gets that seat's token alone, never the maker's token or
// link; the lobby offers the second seat only, and drops the game when it
// is taken; the maker's page still takes its seat by its token.
func TestLobbyMakerSeat(t *testing.T) {
	dir := t.TempDir()
	_, c := newTestServer(t, Options{Dir: dir})
	req := newGameRequest{Game: "pathway", Seats: true, Lobby: true, Sides: [2]sideSpec{{Bot: ""}, {Bot: ""}}}
	a := c.seated(req)
	if a.Tokens[0] == "" || a.Tokens[1] == "" || a.Links[1] != "/g/"+a.ID+"#seat="+a.Tokens[1] {
		t.Fatalf("the maker's answer %+v", a)
	}
	// An API client that never takes its seat: the lobby offers the
	// second seat alone.
	e, ok := c.lobbyEntryOf(a.ID)
	if !ok || e.Open != [2]bool{false, true} {
		t.Fatalf("before the maker's /seat the lobby lists %v %+v, want the second seat alone", ok, e)
	}
	if v := c.view(a.ID); v.Seats == nil || v.Seats.Open != [2]bool{false, true} {
		t.Fatalf("seats %+v, want the first taken by its maker", v.Seats)
	}
	// A stranger's join of the maker's seat: 409, and no token.
	status, j, body, err := joinAs(c.url, a.ID, "first")
	if err != nil || status != http.StatusConflict || !strings.Contains(body, ErrSeatTaken.Error()) || strings.Contains(body, a.Tokens[0]) {
		t.Fatalf("a stranger's join of the maker's seat: %d %v %s, want 409 with %q", status, err, body, ErrSeatTaken)
	}
	// A join of the second seat: its own token, no other.
	status, j, body, err = joinAs(c.url, a.ID, "second")
	if err != nil || status != 200 {
		t.Fatalf("a join of the open seat: %d %v %s", status, err, body)
	}
	if j.Side.Index() != 1 || j.Tokens[1] != a.Tokens[1] || j.Tokens[0] != "" || j.Links != [2]string{} || strings.Contains(body, a.Tokens[0]) {
		t.Fatalf("the join answered %s", body)
	}
	// The game leaves the lobby; no seat is left to join.
	if e, ok := c.lobbyEntryOf(a.ID); ok {
		t.Errorf("the lobby lists a game whose seats are taken: %+v", e)
	}
	for _, side := range []string{"", "first", "second"} {
		if status, _, body, _ := joinAs(c.url, a.ID, side); status != http.StatusConflict || strings.Contains(body, a.Tokens[0]) || strings.Contains(body, a.Tokens[1]) {
			t.Errorf("a join of %q in a full game: %d %s, want 409", side, status, body)
		}
	}
	if status, _, _, _ := joinAs(c.url, a.ID, "third"); status != http.StatusBadRequest {
		t.Errorf("a join of a side that is none: %d, want 400", status)
	}
	// The maker's page takes its seat by its token, as often as it opens;
	// so does the joiner's.
	for range 2 {
		var m seatAnswer
		if status, body := c.send("POST", "/api/games/"+a.ID+"/seat", a.Tokens[0], struct{}{}); status != 200 || json.Unmarshal(body, &m) != nil || m.Side.Index() != 0 || m.Tokens[0] != a.Tokens[0] || m.Tokens[1] != "" {
			t.Fatalf("the maker's /seat: %d %s", status, body)
		}
		var s seatAnswer
		if status, body := c.send("POST", "/api/games/"+a.ID+"/seat", j.Tokens[1], struct{}{}); status != 200 || json.Unmarshal(body, &s) != nil || s.Side.Index() != 1 || s.Tokens[0] != "" || s.Links != [2]string{} {
			t.Fatalf("the joiner's /seat: %d %s", status, body)
		}
	}
	v := c.view(a.ID)
	if status, body := c.send("POST", "/api/games/"+a.ID+"/move", a.Tokens[0], moveRequest{Move: legal(v)[0], Ply: 0}); status != 200 {
		t.Fatalf("the maker's move: %d %s", status, body)
	}

	// A game of a person against a bot is its maker's alone: the lobby
	// offers no seat of it.
	b := c.seated(newGameRequest{Game: "pathway", Lobby: true, Sides: [2]sideSpec{{}, {Bot: "random"}}})
	if e, ok := c.lobbyEntryOf(b.ID); ok {
		t.Errorf("the lobby offers the maker's seat of a game against a bot: %+v", e)
	}
	if status, _, body, _ := joinAs(c.url, b.ID, ""); status != http.StatusConflict || strings.Contains(body, b.Tokens[0]) {
		t.Errorf("a join of a game against a bot: %d %s, want 409", status, body)
	}

	// A record stored before the maker held its seat from creation, both
	// seats open: read back, the first is still the maker's.
	old := c.seated(req)
	path := filepath.Join(dir, old.ID+".txt")
	text, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	text = []byte(strings.Replace(string(text), old.Tokens[0]+" taken", old.Tokens[0]+" open", 1))
	if !strings.Contains(string(text), old.Tokens[0]+" open") {
		t.Fatalf("the stored record lacks the first seat:\n%s", text)
	}
	if err := os.WriteFile(path, text, 0o644); err != nil {
		t.Fatal(err)
	}
	_, c2 := newTestServer(t, Options{Dir: dir})
	if e, ok := c2.lobbyEntryOf(old.ID); !ok || e.Open != [2]bool{false, true} {
		t.Errorf("after a restart the lobby lists %v %+v, want the second seat alone", ok, e)
	}
	if status, _, body, _ := joinAs(c2.url, old.ID, "first"); status != http.StatusConflict || strings.Contains(body, old.Tokens[0]) {
		t.Errorf("after a restart a stranger's join of the maker's seat: %d %s, want 409", status, body)
	}
	if status, _, body, _ := joinAs(c2.url, a.ID, "second"); status != http.StatusConflict {
		t.Errorf("after a restart a join of a taken seat: %d %s, want 409", status, body)
	}
}

// Strangers race for a lobby game's seats before its maker's page takes
// its own: one join, of the second seat, gets a token, never the maker's;
// every other gets 409; the maker's page then takes its seat.
func TestLobbyJoinRace(t *testing.T) {
	_, c := newTestServer(t, Options{})
	a := c.seated(newGameRequest{Game: "pathway", Lobby: true})
	const n = 24
	type result struct {
		status int
		a      seatAnswer
		body   string
		err    error
	}
	results := make([]result, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			side := [3]string{"first", "second", ""}[i%3]
			var r result
			r.status, r.a, r.body, r.err = joinAs(c.url, a.ID, side)
			results[i] = r
		}()
	}
	wg.Wait()
	won := 0
	for i, r := range results {
		switch {
		case r.err != nil:
			t.Errorf("join %d: %v", i, r.err)
		case strings.Contains(r.body, a.Tokens[0]):
			t.Errorf("join %d got the maker's token: %d %s", i, r.status, r.body)
		case r.status == 200:
			won++
			if r.a.Side.Index() != 1 || r.a.Tokens[1] != a.Tokens[1] {
				t.Errorf("join %d answered %s", i, r.body)
			}
		case r.status != http.StatusConflict || !strings.Contains(r.body, ErrSeatTaken.Error()):
			t.Errorf("join %d: %d %s, want 409", i, r.status, r.body)
		}
	}
	if won != 1 {
		t.Errorf("%d joins took a seat, want 1", won)
	}
	var m seatAnswer
	if status, body := c.send("POST", "/api/games/"+a.ID+"/seat", a.Tokens[0], struct{}{}); status != 200 || json.Unmarshal(body, &m) != nil || m.Side.Index() != 0 {
		t.Errorf("the maker's /seat after the race: %d %s", status, body)
	}
	if v := c.view(a.ID); v.Seats.Open != [2]bool{} {
		t.Errorf("seats open after the race: %v", v.Seats.Open)
	}
}

// A seat taken in a game that has ended by a resignation starts no
// clock: the second seat's holder opens its link after the maker
// resigned, and the clocks stay stopped.
func TestSeatAfterResignationStartsNoClock(t *testing.T) {
	_, c := newTestServer(t, Options{})
	a := c.seated(newGameRequest{Game: "pathway", Seats: true, Clock: "5:00+2", Sides: [2]sideSpec{{}, {}}})
	if status, body := c.send("POST", "/api/games/"+a.ID+"/resign", a.Tokens[0], resignRequest{Side: ply.First}); status != 200 {
		t.Fatalf("resign: %d %s", status, body)
	}
	if status, body := c.send("POST", "/api/games/"+a.ID+"/seat", a.Tokens[1], struct{}{}); status != 200 {
		t.Fatalf("seat: %d %s", status, body)
	}
	v := c.view(a.ID)
	if !v.Over || v.Clock == nil || v.Clock.Running != ply.NoPlayer {
		t.Fatalf("after a resignation and a seat taken: over %v clock %+v, want no clock running", v.Over, v.Clock)
	}
}
