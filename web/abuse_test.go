package web

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// The range of delayMs is checked before it becomes a duration: a value
// whose product in nanoseconds overflows is refused, not taken negative.
func TestDelayOverflow(t *testing.T) {
	_, c := newTestServer(t, Options{})
	id := c.newGame(newGameRequest{Game: "pathway"})
	for _, tc := range []struct {
		body string
		want int
	}{
		{`{"delayMs": 9223372036855}`, 400}, // times 1e6 wraps to a negative duration
		{`{"delayMs": 18446744073709}`, 400},
		{`{"delayMs": 9223372036854775807}`, 400},
		{`{"delayMs": 9223372036854775808}`, 400}, // beyond int64
		{`{"delayMs": -1}`, 400},
		{`{"delayMs": 60001}`, 400},
		{`{"delayMs": 60000}`, 200},
		{`{"delayMs": 0}`, 200},
	} {
		status, body := c.do("POST", "/api/games/"+id+"/watch", tc.body)
		if status != tc.want {
			t.Errorf("%s: %d %s, want %d", tc.body, status, body, tc.want)
		}
	}
	if v := c.view(id); v.DelayMS != 0 {
		t.Errorf("delay %d ms after the refused requests, want 0", v.DelayMS)
	}
}

// Requests from another origin that change state are refused explicitly,
// whatever their Content-Type; the page may not be framed.
func TestCrossOrigin(t *testing.T) {
	_, c := newTestServer(t, Options{TrustedOrigins: []string{"https://proxy.example"}})
	body := `{"game": "pathway"}`
	post := func(header map[string]string) (int, http.Header) {
		req, _ := http.NewRequest("POST", c.url+"/api/games", strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		for k, v := range header {
			req.Header.Set(k, v)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		return resp.StatusCode, resp.Header
	}
	for _, tc := range []struct {
		name   string
		header map[string]string
		want   int
	}{
		{"no origin (curl)", nil, 200},
		{"same origin", map[string]string{"Origin": c.url}, 200},
		{"same origin, browser", map[string]string{"Sec-Fetch-Site": "same-origin", "Origin": c.url}, 200},
		{"foreign origin", map[string]string{"Origin": "http://evil.example"}, 403},
		{"foreign origin, browser", map[string]string{"Sec-Fetch-Site": "cross-site", "Origin": "http://evil.example"}, 403},
		{"same site, other origin", map[string]string{"Sec-Fetch-Site": "same-site"}, 403},
		{"trusted origin", map[string]string{"Sec-Fetch-Site": "cross-site", "Origin": "https://proxy.example"}, 200},
	} {
		status, h := post(tc.header)
		if status != tc.want {
			t.Errorf("%s: %d, want %d", tc.name, status, tc.want)
		}
		if csp := h.Get("Content-Security-Policy"); !strings.Contains(csp, "frame-ancestors 'none'") {
			t.Errorf("%s: CSP %q without frame-ancestors 'none'", tc.name, csp)
		}
	}
	// Reading stays open to any origin: GET is safe.
	req, _ := http.NewRequest("GET", c.url+"/api/games", nil)
	req.Header.Set("Origin", "http://evil.example")
	req.Header.Set("Sec-Fetch-Site", "cross-site")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Errorf("cross-origin GET: %d, want 200", resp.StatusCode)
	}
}

// fullDiskChild is set in the child of TestFullDisk.
const fullDiskChild = "PLY_WEB_FULL_DISK"

// A move that cannot be stored is refused with an error and the game stays
// as it was; everything acknowledged survives a restart. The disk fills up
// in a child process whose files may grow no larger than the game's record
// already is (ulimit -f), so that the next record cannot be written.
func TestFullDisk(t *testing.T) {
	if dir := os.Getenv(fullDiskChild); dir != "" {
		fullDisk(t, dir)
		return
	}
	if runtime.GOOS != "linux" {
		t.Skip("ulimit -f is tested on Linux")
	}
	dir := t.TempDir()
	cmd := exec.Command(os.Args[0], "-test.run=^TestFullDisk$", "-test.v")
	cmd.Env = append(os.Environ(), fullDiskChild+"="+dir)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("child: %v\n%s", err, out)
	}
	var acked struct {
		ID    string
		Moves []string
	}
	line := out[strings.Index(string(out), "ACKED ")+len("ACKED "):]
	if err := json.NewDecoder(strings.NewReader(string(line))).Decode(&acked); err != nil {
		t.Fatalf("child said %s: %v", out, err)
	}
	_, c := newTestServer(t, Options{Dir: dir})
	v := c.view(acked.ID)
	if !slices.Equal(v.Moves, acked.Moves) {
		t.Errorf("after a restart: moves %v, want the acknowledged %v", v.Moves, acked.Moves)
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), ".tmp-") {
			t.Errorf("temporary file %s left", e.Name())
		}
	}
}

// fullDisk is the child of TestFullDisk.
func fullDisk(t *testing.T, dir string) {
	_, c := newTestServer(t, Options{Dir: dir})
	id := c.newGame(newGameRequest{Game: "pathway"})
	var v gameView
	for range 3 {
		v = c.view(id)
		c.post("/api/games/"+id+"/move", moveRequest{Move: legal(v)[0], Ply: v.Ply}, 200, &v)
	}
	info, err := os.Stat(filepath.Join(dir, id+".txt"))
	if err != nil {
		t.Fatal(err)
	}
	lim := uint64(info.Size())
	if err := syscall.Setrlimit(syscall.RLIMIT_FSIZE, &syscall.Rlimit{Cur: lim, Max: lim}); err != nil {
		t.Fatal(err)
	}
	w := c.view(id)
	b, _ := json.Marshal(moveRequest{Move: legal(w)[0], Ply: w.Ply})
	for range 2 { // refused, and refused again: the game did not move
		status, body := c.do("POST", "/api/games/"+id+"/move", string(b))
		if status != http.StatusInsufficientStorage || !strings.Contains(string(body), ErrStore.Error()) {
			t.Errorf("move on a full disk: %d %s, want 507 and %q", status, body, ErrStore)
		}
	}
	if w := c.view(id); !slices.Equal(w.Moves, v.Moves) || w.Version != v.Version {
		t.Errorf("after the refused move: moves %v version %d, want %v version %d", w.Moves, w.Version, v.Moves, v.Version)
	}
	// A disk with no room at all refuses an undo and a new game too.
	if err := syscall.Setrlimit(syscall.RLIMIT_FSIZE, &syscall.Rlimit{Cur: 8, Max: 8}); err != nil {
		t.Fatal(err)
	}
	if status, body := c.do("POST", "/api/games/"+id+"/undo", "{}"); status != http.StatusInsufficientStorage {
		t.Errorf("undo on a full disk: %d %s, want 507", status, body)
	}
	if w := c.view(id); !slices.Equal(w.Moves, v.Moves) || w.Version != v.Version {
		t.Errorf("after the refused undo: moves %v version %d, want %v version %d", w.Moves, w.Version, v.Moves, v.Version)
	}
	status, body := c.do("POST", "/api/games", `{"game": "pushfight"}`)
	if status != http.StatusInsufficientStorage {
		t.Errorf("new game on a full disk: %d %s, want 507", status, body)
	}
	out, _ := json.Marshal(struct {
		ID    string
		Moves []string
	}{id, v.Moves})
	fmt.Printf("ACKED %s\n", out)
}

// A bot whose move cannot be stored does not play it: the game pauses and
// says why.
func TestBotMoveNotStored(t *testing.T) {
	s, c := newTestServer(t, Options{Dir: t.TempDir()})
	id := c.newGame(newGameRequest{Game: "pathway", Sides: [2]sideSpec{{}, {Bot: "mcts:500ms"}}})
	v := c.view(id)
	s.disk.dir = filepath.Join(s.disk.dir, "missing") // every write now fails
	// The person's move is refused too: nothing changes.
	b, _ := json.Marshal(moveRequest{Move: legal(v)[0], Ply: 0})
	if status, _ := c.do("POST", "/api/games/"+id+"/move", string(b)); status != http.StatusInsufficientStorage {
		t.Fatalf("move: %d, want 507", status)
	}
	s.disk.dir = filepath.Dir(s.disk.dir)
	c.post("/api/games/"+id+"/move", moveRequest{Move: legal(v)[0], Ply: 0}, 200, &v)
	// The bot now thinks; its move cannot be stored.
	gm := liveGame(s, id)
	gm.mu.Lock()
	s.disk.dir = filepath.Join(s.disk.dir, "missing")
	gm.mu.Unlock()
	w := c.waitFor(id, func(v gameView) bool { return v.Paused })
	if w.Ply != 1 || !strings.Contains(w.Note, ErrStore.Error()) {
		t.Errorf("ply %d note %q, want ply 1 and a note on the failed store", w.Ply, w.Note)
	}
}

// Watchers never pin games: with a stream open on every game in memory,
// new games are made and loaded, and every game on disk is found. Streams
// are limited per client address and in total.
func TestStreamsDoNotPin(t *testing.T) {
	const n = 4
	s, c := newTestServer(t, Options{Dir: t.TempDir(), MaxGames: n, MaxClientStreams: n, MaxStreams: n + 1})
	var ids []string
	var streams []*http.Response
	for range n {
		id := c.newGame(newGameRequest{Game: "pathway"})
		ids = append(ids, id)
		resp, err := http.Get(c.url + "/api/games/" + id + "/events")
		if err != nil || resp.StatusCode != 200 {
			t.Fatalf("stream: %v %v", resp, err)
		}
		bufio.NewReader(resp.Body).ReadString('\n')
		streams = append(streams, resp)
	}
	defer func() {
		for _, r := range streams {
			r.Body.Close()
		}
	}()
	// A fifth stream from the same address is refused.
	resp, err := http.Get(c.url + "/api/games/" + ids[0] + "/events")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusTooManyRequests {
		t.Errorf("stream beyond the client's limit: %d, want 429", resp.StatusCode)
	}
	id := c.newGame(newGameRequest{Game: "pathway"})
	rec := "pathway\n-\n"
	c.post("/api/load", loadRequest{Record: rec}, 200, nil)
	for _, id := range append(ids, id) {
		if status, body := c.do("GET", "/api/games/"+id, ""); status != 200 {
			t.Errorf("game %s: %d %s, want 200", id, status, body)
		}
	}
	if st := s.Status(); st.Games > n || st.Stored != n+2 {
		t.Errorf("status %+v: want at most %d games in memory, %d stored", st, n, n+2)
	}
}

// Disk use is capped: at most MaxStored records, the least recently touched
// removed first; records untouched for Expire are removed; the status
// reports the store's size.
func TestStoreLimits(t *testing.T) {
	dir := t.TempDir()
	s, c := newTestServer(t, Options{Dir: dir, MaxGames: 2, MaxStored: 3})
	var ids []string
	for range 6 {
		ids = append(ids, c.newGame(newGameRequest{Game: "pathway"}))
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
	st := s.Status()
	if len(files) != 3 || st.Stored != 3 || st.MaxStored != 3 {
		t.Errorf("%d files, status %+v: want 3 stored", len(files), st)
	}
	var size int64
	for _, f := range files {
		info, _ := os.Stat(f)
		size += info.Size()
	}
	if st.StoredBytes != size {
		t.Errorf("status reports %d bytes, the files hold %d", st.StoredBytes, size)
	}
	if status, _ := c.do("GET", "/api/games/"+ids[0], ""); status != 404 {
		t.Errorf("oldest game: %d, want 404 (removed)", status)
	}
	// A record untouched for longer than Expire is removed at start.
	old := time.Now().Add(-2 * time.Hour)
	os.Chtimes(filepath.Join(dir, ids[5]+".txt"), old, old)
	s2, _ := newTestServer(t, Options{Dir: dir, Expire: time.Hour})
	if _, err := os.Stat(filepath.Join(dir, ids[5]+".txt")); !os.IsNotExist(err) {
		t.Errorf("expired record still there: %v", err)
	}
	if st := s2.Status(); st.Stored != 2 {
		t.Errorf("after expiry: %+v, want 2 stored", st)
	}
}

// An event stream outlives the server's read and write deadlines, which
// bound every other request; the listener bounds the connections.
func TestDeadlines(t *testing.T) {
	s, err := NewServer(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if c := s.HTTPServer(); c.ReadHeaderTimeout <= 0 || c.ReadTimeout <= 0 || c.WriteTimeout <= 0 || c.IdleTimeout <= 0 {
		t.Errorf("HTTPServer's deadlines: header %v, read %v, write %v, idle %v: want all set", c.ReadHeaderTimeout, c.ReadTimeout, c.WriteTimeout, c.IdleTimeout)
	}
	hs := httptest.NewUnstartedServer(s)
	hs.Config = s.HTTPServer()
	hs.Config.ReadTimeout, hs.Config.WriteTimeout, hs.Config.IdleTimeout = 300*time.Millisecond, 300*time.Millisecond, 300*time.Millisecond
	hs.Listener = LimitListener(hs.Listener, 3)
	hs.Start()
	defer hs.Close()
	c := &client{t, hs.URL}
	id := c.newGame(newGameRequest{Game: "pathway"})

	// A stream sees a change made after the deadlines passed.
	resp, err := http.Get(hs.URL + "/api/games/" + id + "/events")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	events := bufio.NewReader(resp.Body)
	events.ReadString('\n')
	events.ReadString('\n')
	events.ReadString('\n')
	time.Sleep(time.Second)
	v := c.view(id)
	c.post("/api/games/"+id+"/move", moveRequest{Move: legal(v)[0], Ply: 0}, 200, nil)
	got := make(chan string, 1)
	go func() {
		events.ReadString('\n')
		l, _ := events.ReadString('\n')
		got <- l
	}()
	select {
	case l := <-got:
		if !strings.Contains(l, `"ply":1`) {
			t.Errorf("stream after the deadlines: %q, want the move", l)
		}
	case <-time.After(5 * time.Second):
		t.Error("the stream died at the server's deadlines")
	}

	// A body trickled slower than ReadTimeout is cut off.
	conn, err := net.Dial("tcp", hs.Listener.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	fmt.Fprintf(conn, "POST /api/load HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{")
	start := time.Now()
	var cut bool
	for range 20 {
		time.Sleep(100 * time.Millisecond)
		if _, err := conn.Write([]byte(" ")); err != nil {
			cut = true
			break
		}
		conn.SetReadDeadline(time.Now().Add(time.Millisecond))
		var b [512]byte
		if n, err := conn.Read(b[:]); n > 0 || (err != nil && !os.IsTimeout(err)) {
			cut = true
			break
		}
	}
	if !cut {
		t.Errorf("a trickled body was still being read after %v", time.Since(start))
	}
}

// LimitListener accepts at most n connections at once.
func TestLimitListener(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	l := LimitListener(ln, 2)
	defer l.Close()
	var mu sync.Mutex
	var accepted []net.Conn
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			mu.Lock()
			accepted = append(accepted, c)
			mu.Unlock()
		}
	}()
	count := func() int {
		mu.Lock()
		defer mu.Unlock()
		return len(accepted)
	}
	for range 3 {
		c, err := net.Dial("tcp", ln.Addr().String())
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
	}
	time.Sleep(200 * time.Millisecond)
	if n := count(); n != 2 {
		t.Fatalf("%d connections accepted, want 2", n)
	}
	mu.Lock()
	accepted[0].Close()
	mu.Unlock()
	deadline := time.Now().Add(5 * time.Second)
	for count() != 3 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if n := count(); n != 3 {
		t.Errorf("after a close: %d accepted, want 3", n)
	}
}

// legal returns the legal moves of a view.
func legal(v gameView) []string {
	if v.Clicks != nil {
		return v.Clicks.Moves
	}
	return v.Legal
}

// A bot specification cannot take more than the server gives: a table of
// 64 GiB and 256 threads are cut to the bot's share and MaxBotThreads, and
// the bot plays.
func TestBotBoundedBySpec(t *testing.T) {
	_, c := newTestServer(t, Options{BotMemoryMB: 16})
	id := c.newGame(newGameRequest{Game: "pathway", Sides: [2]sideSpec{{Bot: "alphabeta:100ms:hash=65536:threads=256", Time: "100ms"}, {}}})
	v := c.waitFor(id, func(v gameView) bool { return v.Ply == 1 })
	if v.Note != "" {
		t.Errorf("the bot's move: %s", v.Note)
	}
}
