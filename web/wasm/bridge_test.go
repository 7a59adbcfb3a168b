package main

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	_ "github.com/plygo/ply/games"
	"github.com/plygo/ply/web"
)

// recorder is a sink that keeps what it receives and passes the pieces on.
type recorder struct {
	status      int
	contentType string
	heads       int
	chunks      chan string
	done        chan struct{}
	body        strings.Builder
}

func newRecorder() *recorder {
	return &recorder{chunks: make(chan string, 16), done: make(chan struct{})}
}

func (r *recorder) head(status int, header http.Header) {
	r.heads++
	r.status, r.contentType = status, header.Get("Content-Type")
}

func (r *recorder) chunk(b []byte) {
	if r.heads != 1 {
		panic("a chunk before the head")
	}
	r.body.Write(b)
	select {
	case r.chunks <- string(b):
	default:
	}
}

func (r *recorder) end() { close(r.done) }

// do serves a whole request and returns its status and body.
func do(t *testing.T, h http.Handler, method, target, body string) (int, string) {
	t.Helper()
	r := newRecorder()
	serve(context.Background(), h, method, target, body, r)
	select {
	case <-r.done:
	default:
		t.Fatalf("%s %s: no end", method, target)
	}
	if r.heads != 1 {
		t.Fatalf("%s %s: %d heads, want 1", method, target, r.heads)
	}
	return r.status, r.body.String()
}

func TestServe(t *testing.T) {
	srv, err := web.NewServer(web.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()

	status, body := do(t, srv, "GET", "/api/games", "")
	if status != http.StatusOK || !strings.Contains(body, `"pathway"`) {
		t.Fatalf("GET /api/games: %d %.200s", status, body)
	}
	status, body = do(t, srv, "POST", "/api/games", `{"game":"pathway","size":4,"sides":[{"bot":"human"},{"bot":"human"}]}`)
	var created struct{ ID string }
	if err := json.Unmarshal([]byte(body), &created); status != http.StatusOK || err != nil || created.ID == "" {
		t.Fatalf("POST /api/games: %d %s (%v)", status, body, err)
	}
	// A refused request keeps its status and its error.
	status, body = do(t, srv, "POST", "/api/games/"+created.ID+"/move", `{"move":"zz9","ply":0}`)
	if status != http.StatusBadRequest || !strings.Contains(body, "error") {
		t.Errorf("an illegal move: %d %s", status, body)
	}
	if status, _ := do(t, srv, "GET", "/api/games/"+strings.Repeat("0", 32), ""); status != http.StatusNotFound {
		t.Errorf("an unknown game: %d, want 404", status)
	}

	// The event stream arrives a piece at a time while its handler runs,
	// and ends when its request is cancelled.
	ctx, cancel := context.WithCancel(context.Background())
	r := newRecorder()
	go serve(ctx, srv, "GET", "/api/games/"+created.ID+"/events", "", r)
	first := receive(t, r.chunks)
	if !strings.HasPrefix(first, "event: update\ndata: {") || r.contentType != "text/event-stream" {
		t.Fatalf("the stream's first piece %q (%s)", first, r.contentType)
	}
	if status, _ := do(t, srv, "POST", "/api/games/"+created.ID+"/move", `{"move":"a1","ply":0}`); status != http.StatusOK {
		t.Fatalf("a move: %d", status)
	}
	if next := receive(t, r.chunks); !strings.Contains(next, `"ply":1`) {
		t.Errorf("the update after a move: %q", next)
	}
	select {
	case <-r.done:
		t.Fatal("the stream ended by itself")
	default:
	}
	cancel()
	select {
	case <-r.done:
	case <-time.After(5 * time.Second):
		t.Fatal("the stream did not end when its request was cancelled")
	}
}

func receive(t *testing.T, ch chan string) string {
	t.Helper()
	select {
	case s := <-ch:
		return s
	case <-time.After(5 * time.Second):
		t.Fatal("no piece of the stream within 5 s")
		return ""
	}
}
