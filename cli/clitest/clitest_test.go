package clitest_test

import (
	"net/http"
	"net/http/httptest"
	"runtime"
	"strings"
	"sync"
	"testing"

	"github.com/plygo/ply/cli/clitest"
	"github.com/plygo/ply/internal/nim"
)

func init() { nim.Register("nim") }

func TestRun(t *testing.T) {
	code, out, errs := clitest.Run(t, "", "perft", "-game", "nim", "-size", "7", "-depth", "2")
	if code != 0 || errs != "" || !strings.Contains(out, "\n2 9 ") {
		t.Errorf("perft: exit %d, stderr %q\n%s", code, errs, out)
	}
	// A person's moves on standard input.
	code, out, errs = clitest.Run(t, "1\n", "play", "-game", "nim", "-size", "2", "-p1", "human", "-p2", "random", "-quiet")
	if code != 0 || !strings.Contains(out, "game over") {
		t.Errorf("play: exit %d, stderr %q\n%s", code, errs, out)
	}
	if code, _, errs := clitest.Run(t, "", "perft", "-game", "nim", "-depth", "-1"); code != 2 || errs == "" {
		t.Errorf("a bad flag: exit %d, stderr %q", code, errs)
	}
}

func TestStartWeb(t *testing.T) {
	base := clitest.StartWeb(t)
	if !strings.HasPrefix(base, "http://127.0.0.1:") || strings.HasSuffix(base, "/") {
		t.Fatalf("base %q", base)
	}
	if list := clitest.Get(t, base+"/api/games"); !strings.Contains(list, `"nim"`) {
		t.Errorf("GET /api/games: %.300s", list)
	}
	var game struct{ ID string }
	clitest.Post(t, base+"/api/games", `{"game":"nim","size":5}`, &game)
	var view struct{ Ply int }
	clitest.Post(t, base+"/api/games/"+game.ID+"/move", `{"move":"2","ply":0}`, &view)
	if game.ID == "" || view.Ply != 1 {
		t.Errorf("game %q, after a move at ply %d", game.ID, view.Ply)
	}
}

// failures records how a helper failed the test, in place of a test.
type failures struct {
	testing.TB
	mu   sync.Mutex
	msgs []string
}

func (f *failures) Helper() {}

func (f *failures) Errorf(format string, args ...any) { f.Fatalf(format, args...) }

func (f *failures) Fatalf(format string, args ...any) {
	f.mu.Lock()
	f.msgs = append(f.msgs, format)
	f.mu.Unlock()
	runtime.Goexit()
}

// failed runs check as a test and says whether it failed.
func failed(t *testing.T, check func(tb testing.TB)) bool {
	f := &failures{TB: t}
	done := make(chan struct{})
	go func() {
		defer close(done)
		check(f)
	}()
	<-done
	return len(f.msgs) > 0
}

// Get and Post fail the test on any answer but 200 OK, and Post on an
// answer that is not JSON.
func TestRequestsFail(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/ok":
			w.Write([]byte(`{"a":1}`))
		case "/text":
			w.Write([]byte("not json"))
		default:
			http.Error(w, "no", http.StatusNotFound)
		}
	}))
	defer srv.Close()
	var v struct{ A int }
	if failed(t, func(tb testing.TB) { clitest.Post(tb, srv.URL+"/ok", "{}", &v) }) || v.A != 1 {
		t.Errorf("POST /ok failed or decoded %+v", v)
	}
	if failed(t, func(tb testing.TB) { clitest.Get(tb, srv.URL+"/ok") }) {
		t.Error("GET /ok failed")
	}
	for name, check := range map[string]func(tb testing.TB){
		"GET 404":       func(tb testing.TB) { clitest.Get(tb, srv.URL+"/missing") },
		"POST 404":      func(tb testing.TB) { clitest.Post(tb, srv.URL+"/missing", "{}", &v) },
		"POST not JSON": func(tb testing.TB) { clitest.Post(tb, srv.URL+"/text", "{}", &v) },
	} {
		if !failed(t, check) {
			t.Errorf("%s: the test did not fail", name)
		}
	}
}
