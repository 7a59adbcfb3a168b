package web

import (
	"bytes"
	"encoding/json"
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/plygo/ply"
	_ "github.com/plygo/ply/games"
	"github.com/plygo/ply/internal/nim"
	"github.com/plygo/ply/registry"
)

// A game of one's own, outside the library's five (see internal/nim),
// registered as its author would.
func init() { nim.Register("webnim") }

// client talks to a test server.
type client struct {
	t   *testing.T
	url string
}

// liveGame returns the game id in s's table of games in play, nil if
// there is none.
func liveGame(s *Server, id string) *game {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.games[id]
}

func newTestServer(t *testing.T, opts Options) (*Server, *client) {
	t.Helper()
	s, err := NewServer(opts)
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(s)
	t.Cleanup(func() {
		s.Close()
		hs.Close()
	})
	return s, &client{t, hs.URL}
}

// do sends a request and returns the status and body.
func (c *client) do(method, path, body string) (int, []byte) {
	c.t.Helper()
	var r io.Reader
	if body != "" {
		r = strings.NewReader(body)
	}
	req, err := http.NewRequest(method, c.url+path, r)
	if err != nil {
		c.t.Fatal(err)
	}
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		c.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, b
}

// post sends v as JSON and decodes the answer into out; it fails the
// test unless the status is want.
func (c *client) post(path string, v any, want int, out any) {
	c.t.Helper()
	b, _ := json.Marshal(v)
	status, body := c.do("POST", path, string(b))
	if status != want {
		c.t.Fatalf("POST %s %s: %d %s, want %d", path, b, status, body, want)
	}
	if out != nil {
		if err := json.Unmarshal(body, out); err != nil {
			c.t.Fatalf("POST %s: %v", path, err)
		}
	}
}

func (c *client) view(id string) gameView {
	c.t.Helper()
	status, body := c.do("GET", "/api/games/"+id, "")
	if status != 200 {
		c.t.Fatalf("GET game: %d %s", status, body)
	}
	var v gameView
	if err := json.Unmarshal(body, &v); err != nil {
		c.t.Fatal(err)
	}
	return v
}

func (c *client) newGame(req newGameRequest) string {
	c.t.Helper()
	var out struct{ ID string }
	c.post("/api/games", req, 200, &out)
	return out.ID
}

// waitFor polls the game until cond holds.
func (c *client) waitFor(id string, cond func(gameView) bool) gameView {
	c.t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		v := c.view(id)
		if cond(v) {
			return v
		}
		if time.Now().After(deadline) {
			c.t.Fatalf("game %s: timed out in %+v", id, v.Moves)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// pathOf returns a click path of the tree, drawn at random, and its move.
func pathOf(t *clickTree, rng *rand.Rand) ([]string, string) {
	var path []string
	var node any = t.Tree
	for {
		switch n := node.(type) {
		case float64:
			return path, t.Moves[int(n)]
		case int:
			return path, t.Moves[n]
		case map[string]any:
			keys := make([]string, 0, len(n))
			for k := range n {
				keys = append(keys, k)
			}
			slices.Sort(keys)
			k := keys[rng.IntN(len(keys))]
			path = append(path, k)
			node = n[k]
		default:
			return nil, ""
		}
	}
}

// Every game is played to its end through the API, a person against a
// random bot, with moves drawn from the click tree, and its record reads
// back into the same game.
func TestPlayEveryGame(t *testing.T) {
	_, c := newTestServer(t, Options{})
	rng := rand.New(rand.NewPCG(1, 2))
	for _, name := range []string{"pathway", "mapello", "morelli", "mitsudomoe", "pushfight"} {
		t.Run(name, func(t *testing.T) {
			c := &client{t, c.url}
			req := newGameRequest{Game: name, Sides: [2]sideSpec{{Bot: "human"}, {Bot: "random", Time: "1s"}}}
			req.Position = latePosition(t, name, registry.Config{}, 12)
			id := c.newGame(req)
			for {
				v := c.waitFor(id, func(v gameView) bool { return v.Over || v.Clicks != nil })
				if v.Over {
					if v.Result == "" || !strings.Contains(v.Result, v.Players[0]) && !strings.Contains(v.Result, v.Players[1]) && v.Result != "draw" {
						t.Errorf("result %q", v.Result)
					}
					break
				}
				_, move := pathOf(v.Clicks, rng)
				var after gameView
				c.post("/api/games/"+id+"/move", moveRequest{Move: move, Ply: v.Ply}, 200, &after)
				// The bot may have answered already (a random bot, after
				// a pass, at once): the move must be in the line.
				if after.Ply <= v.Ply || after.Moves[v.Ply] != move {
					t.Fatalf("after %q: ply %d, moves %v; want the move at ply %d", move, after.Ply, after.Moves, v.Ply)
				}
			}
			status, rec := c.do("GET", "/api/games/"+id+"/record", "")
			if status != 200 {
				t.Fatalf("record: %d", status)
			}
			var loaded struct{ ID string }
			c.post("/api/load", loadRequest{Record: string(rec)}, 200, &loaded)
			a, b := c.view(id), c.view(loaded.ID)
			if !slices.Equal(a.Moves, b.Moves) || a.Position != b.Position || a.Result != b.Result {
				t.Errorf("loaded record differs: %v %q vs %v %q", a.Moves, a.Position, b.Moves, b.Position)
			}
		})
	}
}

// latePosition returns a position of the game a few moves from the end
// of a seeded random game, so that tests reach the end soon.
func latePosition(t *testing.T, name string, cfg registry.Config, fromEnd int) string {
	t.Helper()
	g, err := registry.Open(name, cfg)
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1); ; seed++ {
		rng := rand.New(rand.NewPCG(seed, 9))
		var line []registry.Position
		p := g.Start()
		for {
			line = append(line, p)
			moves := g.Moves(p)
			if len(moves) == 0 {
				break
			}
			p, _ = g.Apply(moves[rng.IntN(len(moves))])
		}
		n := len(line) - 1 - fromEnd
		if n < 0 {
			n = 0
		}
		// A position with the first player to move, so that the person
		// plays first.
		for ; n >= 0; n-- {
			if g.ToMove(line[n]) == ply.First {
				return g.FormatPosition(line[n])
			}
		}
	}
}

func TestBadRequests(t *testing.T) {
	_, c := newTestServer(t, Options{})
	id := c.newGame(newGameRequest{Game: "pathway", Sides: [2]sideSpec{{}, {}}})
	cases := []struct {
		method, path, body string
		want               int
	}{
		{"GET", "/nothing", "", 404},
		{"GET", "/api/nothing", "", 404},
		{"GET", "/api/games/zz", "", 404},
		{"GET", "/api/games/" + strings.Repeat("0", 32), "", 404},
		{"GET", "/api/games/../../etc/passwd", "", 404},
		{"POST", "/api/games", "{", 400},
		{"POST", "/api/games", "[]", 400},
		{"POST", "/api/games", `{"game":"pathway","bogus":1}`, 400},
		{"POST", "/api/games", `{"game":"nope"}`, 400},
		{"POST", "/api/games", `{"game":"pathway","size":99}`, 400},
		{"POST", "/api/games", `{"game":"pathway","position":"garbage"}`, 400},
		{"POST", "/api/games", `{"game":"pathway","sides":[{"bot":"nonsense"},{}]}`, 400},
		{"POST", "/api/games", `{"game":"pathway","sides":[{"bot":"random","time":"-1s"},{}]}`, 400},
		{"POST", "/api/games", `{"game":"pathway"} {}`, 400},
		{"POST", "/api/games", `{"game":"pathway","position":"` + strings.Repeat("x", 20000) + `"}`, 400},
		{"POST", "/api/load", `{"record":"garbage"}`, 400},
		{"POST", "/api/load", `{"record":"[Game \"pathway\"]\n\n1. z9\n"}`, 400},
		{"POST", "/api/games/" + id + "/move", `{"move":"z9","ply":0}`, 400},
		{"POST", "/api/games/" + id + "/move", `{"move":"a1","ply":5}`, 400},
		{"POST", "/api/games/" + id + "/move", `{"move":1}`, 400},
		{"POST", "/api/games/" + id + "/watch", `{"delayMs":-5}`, 400},
		{"POST", "/api/games/" + id + "/watch", `{"delayMs":99999999}`, 400},
		{"GET", "/api/games/" + id + "/view?ply=7", "", 400},
		{"POST", "/api/games/" + id + "/preview", `{"clicks":[` + strings.Repeat(`"a1",`, 40) + `"a1"]}`, 400},
		{"GET", "/api/games/" + id + "/view?ply=x", "", 400},
		{"DELETE", "/api/games/" + id, "", 405},
	}
	for _, tc := range cases {
		status, body := c.do(tc.method, tc.path, tc.body)
		if status != tc.want {
			t.Errorf("%s %s %.60q: %d %s, want %d", tc.method, tc.path, tc.body, status, body, tc.want)
		}
	}
	// No Content-Type: refused, so that forms elsewhere cannot post.
	resp, err := http.Post(c.url+"/api/games", "text/plain", strings.NewReader(`{"game":"pathway"}`))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 400 {
		t.Errorf("text/plain post: %d, want 400", resp.StatusCode)
	}
	// A record in the plain form: game, start ("-"), moves.
	var loaded struct{ ID string }
	c.post("/api/load", loadRequest{Record: "pathway\n-\n1. c3\nd4\n"}, 200, &loaded)
	if v := c.view(loaded.ID); !slices.Equal(v.Moves, []string{"c3", "d4"}) {
		t.Errorf("plain record loaded as %v", v.Moves)
	}
	// A body over the limit.
	status, _ := c.do("POST", "/api/load", `{"record":"`+strings.Repeat("a", maxBody+10)+`"}`)
	if status != 400 {
		t.Errorf("huge body: %d, want 400", status)
	}
}

// Garbage bodies on every route: never a 5xx.
func TestGarbage(t *testing.T) {
	_, c := newTestServer(t, Options{})
	id := c.newGame(newGameRequest{Game: "mitsudomoe", Sides: [2]sideSpec{{}, {Bot: "random"}}})
	rng := rand.New(rand.NewPCG(3, 4))
	paths := []string{"/api/games", "/api/load", "/api/games/" + id + "/move", "/api/games/" + id + "/undo", "/api/games/" + id + "/preview",
		"/api/games/" + id + "/movenow", "/api/games/" + id + "/watch"}
	bodies := []string{"", "null", "{}", `{"move":null}`, `{"sides":[{},{},{}]}`, `{"ply":1e99}`, `{"record":"[Game \"x\"`, "\x00\xff"}
	for range 50 {
		b := make([]byte, rng.IntN(64))
		for i := range b {
			b[i] = byte(rng.IntN(256))
		}
		bodies = append(bodies, string(b))
	}
	for _, p := range paths {
		for _, b := range bodies {
			if status, body := c.do("POST", p, b); status >= 500 {
				t.Errorf("POST %s %q: %d %s", p, b, status, body)
			}
		}
	}
}

func TestHosts(t *testing.T) {
	_, c := newTestServer(t, Options{Hosts: []string{"127.0.0.1", "localhost"}})
	if status, _ := c.do("GET", "/", ""); status != 200 {
		t.Errorf("own host: %d", status)
	}
	req, _ := http.NewRequest("GET", c.url+"/", nil)
	req.Host = "evil.example:80"
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 403 {
		t.Errorf("other host: %d, want 403", resp.StatusCode)
	}
}

// A user's own game, registered by the test, is listed and plays.
func TestOwnGame(t *testing.T) {
	_, c := newTestServer(t, Options{})
	status, body := c.do("GET", "/api/games", "")
	if status != 200 || !bytes.Contains(body, []byte(`"name":"webnim"`)) {
		t.Fatalf("games: %d %s", status, body)
	}
	id := c.newGame(newGameRequest{Game: "webnim", Sides: [2]sideSpec{{}, {Bot: "alphabeta:4"}}})
	v := c.view(id)
	if v.Diagram != nil || v.Clicks != nil || !slices.Equal(v.Legal, []string{"1", "2", "3"}) {
		t.Fatalf("nim view: diagram %v clicks %v legal %v", v.Diagram, v.Clicks, v.Legal)
	}
	for !v.Over {
		var after gameView
		c.post("/api/games/"+id+"/move", moveRequest{Move: v.Legal[0], Ply: v.Ply}, 200, &after)
		v = c.waitFor(id, func(v gameView) bool { return v.Over || v.Legal != nil })
	}
	if v.Result != "Bob wins" {
		t.Errorf("result %q, want Bob wins", v.Result)
	}
}

// Undo takes back the bot's answer and the person's move; the watch
// controls pause, step and resume a game of bots; move now cuts a long
// search short.
func TestUndoWatchMoveNow(t *testing.T) {
	_, c := newTestServer(t, Options{})
	id := c.newGame(newGameRequest{Game: "pathway", Sides: [2]sideSpec{{}, {Bot: "random"}}})
	v := c.view(id)
	c.post("/api/games/"+id+"/move", moveRequest{Move: v.Clicks.Moves[0], Ply: 0}, 200, nil)
	c.waitFor(id, func(v gameView) bool { return v.Ply == 2 })
	c.post("/api/games/"+id+"/undo", struct{}{}, 200, &v)
	if v.Ply != 0 || v.Clicks == nil {
		t.Fatalf("after undo: ply %d", v.Ply)
	}

	id = c.newGame(newGameRequest{Game: "mapello", Sides: [2]sideSpec{{Bot: "random"}, {Bot: "random"}}})
	c.post("/api/games/"+id+"/watch", map[string]any{"paused": true, "delayMs": 0}, 200, nil)
	v = c.waitFor(id, func(v gameView) bool { return v.Thinking == nil })
	n := v.Ply
	time.Sleep(50 * time.Millisecond)
	if v = c.view(id); v.Ply != n {
		t.Fatalf("paused game moved from %d to %d", n, v.Ply)
	}
	c.post("/api/games/"+id+"/watch", map[string]any{"step": true}, 200, nil)
	c.waitFor(id, func(v gameView) bool { return v.Ply == n+1 && v.Thinking == nil })
	c.post("/api/games/"+id+"/watch", map[string]any{"paused": false}, 200, nil)
	c.waitFor(id, func(v gameView) bool { return v.Over })

	id = c.newGame(newGameRequest{Game: "morelli", Sides: [2]sideSpec{{Bot: "alphabeta", Time: "20s"}, {}}})
	// Searching, with a depth done: a bot still waiting for its thinking
	// slot (Thinking without a depth) has no move to play yet, and waits
	// on, which on a loaded machine the test could otherwise catch.
	c.waitFor(id, func(v gameView) bool { return v.Thinking != nil && v.Thinking.Depth > 0 })
	start := time.Now()
	c.post("/api/games/"+id+"/movenow", struct{}{}, 200, nil)
	v = c.waitFor(id, func(v gameView) bool { return v.Ply == 1 })
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("move now took %v", d)
	}
	if v.Last == nil || v.Last.Move != v.Moves[0] {
		t.Errorf("last search %+v", v.Last)
	}
}

// With a directory, a new server resumes the games of the old one.
func TestDirResumes(t *testing.T) {
	dir := t.TempDir()
	_, c := newTestServer(t, Options{Dir: dir})
	id := c.newGame(newGameRequest{Game: "pushfight", Sides: [2]sideSpec{{}, {}}})
	v := c.view(id)
	c.post("/api/games/"+id+"/move", moveRequest{Move: v.Clicks.Moves[5], Ply: 0}, 200, &v)
	_, c2 := newTestServer(t, Options{Dir: dir})
	w := c2.view(id)
	if !slices.Equal(w.Moves, v.Moves) || w.Position != v.Position {
		t.Errorf("resumed %v %q, want %v %q", w.Moves, w.Position, v.Moves, v.Position)
	}
}

// The number of games in memory is capped: the least recently used game
// whose bot is not searching leaves. Bots search at most MaxThinking at
// once (fewer than MaxGames), so a new game always finds room.
func TestMaxGames(t *testing.T) {
	s, c := newTestServer(t, Options{MaxGames: 2})
	a := c.newGame(newGameRequest{Game: "pathway"})
	c.newGame(newGameRequest{Game: "pathway"})
	c.newGame(newGameRequest{Game: "pathway"})
	if status, _ := c.do("GET", "/api/games/"+a, ""); status != 404 {
		t.Errorf("evicted game (no Dir): %d, want 404", status)
	}
	slow := newGameRequest{Game: "morelli", Sides: [2]sideSpec{{Bot: "alphabeta", Time: "30s"}, {Bot: "alphabeta", Time: "30s"}}}
	x, y := c.newGame(slow), c.newGame(slow)
	c.waitFor(x, func(v gameView) bool { return v.Thinking != nil })
	c.waitFor(y, func(v gameView) bool { return v.Thinking != nil })
	searching := func(id string) bool {
		gm := liveGame(s, id)
		if gm == nil {
			return false
		}
		gm.mu.Lock()
		defer gm.mu.Unlock()
		return gm.bots.searching
	}
	for deadline := time.Now().Add(10 * time.Second); !searching(x) && !searching(y); {
		if time.Now().After(deadline) {
			t.Fatal("no bot searches")
		}
		time.Sleep(5 * time.Millisecond)
	}
	if st := s.Status(); st.Thinking != 1 {
		t.Errorf("%d bots search, want MaxThinking 1", st.Thinking)
	}
	busy := x
	if searching(y) {
		busy = y
	}
	c.newGame(slow)
	if !s.live(busy) || !searching(busy) {
		t.Errorf("the searching game left memory")
	}
}

// The click tree of Push Fight's start stays compact.
func TestClickTreeSize(t *testing.T) {
	_, c := newTestServer(t, Options{})
	id := c.newGame(newGameRequest{Game: "pushfight"})
	_, body := c.do("GET", "/api/games/"+id, "")
	var v gameView
	json.Unmarshal(body, &v)
	if v.Clicks == nil || len(v.Clicks.Moves) != 1867 {
		t.Fatalf("clicks: %v", v.Clicks != nil)
	}
	if len(body) > 150<<10 {
		t.Errorf("Push Fight's start view takes %d bytes", len(body))
	}
	req, _ := http.NewRequest("GET", c.url+"/api/games/"+id, nil)
	req.Header.Set("Accept-Encoding", "gzip")
	resp, err := http.DefaultTransport.RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	zipped, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.Header.Get("Content-Encoding") != "gzip" || len(zipped) > 30<<10 {
		t.Errorf("gzipped view: %q, %d bytes", resp.Header.Get("Content-Encoding"), len(zipped))
	}
	t.Logf("Push Fight start: %d moves, view %d bytes, %d gzipped", len(v.Clicks.Moves), len(body), len(zipped))
}

func FuzzDecode(f *testing.F) {
	f.Add(`{"game":"pathway","sides":[{"bot":"random","time":"1s"},{}]}`)
	f.Add(`{"move":"a1","ply":0}`)
	f.Add(`{"clicks":["a1","b2"],"ply":0}`)
	f.Add(`{"paused":true,"step":true,"delayMs":10}`)
	f.Add(`{"record":"[Game \"pathway\"]\n\n1. a1\n"}`)
	f.Add("[Game \"pathway\"]\n[Size \"4\"]\n\n1. a1 {x}\n2. b2\n")
	f.Add("pathway\n-\n1. a1\nb2\n")
	f.Fuzz(func(t *testing.T, s string) {
		var a newGameRequest
		decodeBody(strings.NewReader(s), &a)
		var b moveRequest
		decodeBody(strings.NewReader(s), &b)
		var w watchRequest
		decodeBody(strings.NewReader(s), &w)
		var pr previewRequest
		decodeBody(strings.NewReader(s), &pr)
		var l loadRequest
		if decodeBody(strings.NewReader(s), &l) == nil {
			startOf(l.Record)
		}
	})
}

// The catalogue gives each game's board sizes from its registry entry.
func TestCatalogueSizes(t *testing.T) {
	_, c := newTestServer(t, Options{})
	status, body := c.do("GET", "/api/games", "")
	var out struct{ Games []gameInfo }
	if err := json.Unmarshal(body, &out); status != 200 || err != nil {
		t.Fatalf("GET /api/games: %d %v", status, err)
	}
	sizes := map[string]*sizeRange{}
	for _, g := range out.Games {
		sizes[g.Name] = g.Sizes
	}
	if z := sizes["pathway"]; z == nil || *z != (sizeRange{Min: 2, Max: 16, Default: 6}) {
		t.Errorf("pathway sizes %+v", z)
	}
	if z := sizes["webnim"]; z == nil || z.Default != 10 {
		t.Errorf("nim sizes %+v", z)
	}
	for _, name := range []string{"mapello", "morelli", "mitsudomoe", "pushfight"} {
		if z, ok := sizes[name]; !ok || z != nil {
			t.Errorf("%s: sizes %+v, want none", name, z)
		}
	}
}
