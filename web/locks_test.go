package web

import (
	"context"
	"errors"
	"log/slog"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/plygo/ply/registry"
)

// The locks are taken in one order: the server's mu, then a game's mu
// (admit), then the disk's or the lobby's. A lock taken against it is a
// deadlock waiting for its moment: these tests hold one lock and check
// that the other is never held meanwhile by one waiting for it.

// The disk's lock is never held while waiting for the server's: with the
// store full, a new game waits for the server's lock (held here) before it
// takes the disk's, which a game saving a move waits for with its own lock
// held, which admit waits for with the server's.
func TestDiskNeverWaitsForServer(t *testing.T) {
	s, c := newTestServer(t, Options{Dir: t.TempDir(), MaxGames: 2, MaxStored: 2})
	c.newGame(newGameRequest{Game: "pathway"})
	c.newGame(newGameRequest{Game: "pathway"})
	g, err := registry.Open("pathway", registry.Config{})
	if err != nil {
		t.Fatal(err)
	}
	s.mu.Lock()
	done := make(chan error, 1)
	go func() {
		_, err := s.start(gameStart{g: g, line: registry.NewLine(g.Start())})
		done <- err
	}()
	held := false
	for range 50 {
		time.Sleep(4 * time.Millisecond)
		if !s.disk.mu.TryLock() {
			held = true
			break
		}
		s.disk.mu.Unlock()
	}
	s.mu.Unlock()
	if err := <-done; !errors.Is(err, ErrTooManyGames) {
		t.Errorf("a new game in a full store of live games: %v, want ErrTooManyGames", err)
	}
	if held {
		t.Error("the disk's lock is held while the server's is waited for")
	}
}

// pauseHandler is a log that pauses the first record whose message holds
// text: it closes at, then waits for resume.
type pauseHandler struct {
	text       string
	at, resume chan struct{}
	once       *sync.Once
}

func (h pauseHandler) Enabled(context.Context, slog.Level) bool { return true }
func (h pauseHandler) WithAttrs([]slog.Attr) slog.Handler       { return h }
func (h pauseHandler) WithGroup(string) slog.Handler            { return h }

func (h pauseHandler) Handle(_ context.Context, r slog.Record) error {
	if strings.Contains(r.Message, h.text) {
		h.once.Do(func() {
			close(h.at)
			<-h.resume
		})
	}
	return nil
}

// A new game whose record cannot be stored leaves the server's games
// without holding its own lock while it waits for the server's, which
// admit holds while it waits for every game's.
func TestStartFailureWaitsWithoutGameLock(t *testing.T) {
	dir := t.TempDir()
	h := pauseHandler{text: "refused", at: make(chan struct{}), resume: make(chan struct{}), once: new(sync.Once)}
	s, _ := newTestServer(t, Options{Dir: dir, Log: slog.New(h)})
	s.disk.dir = filepath.Join(dir, "missing") // no record can be written
	g, err := registry.Open("pathway", registry.Config{})
	if err != nil {
		t.Fatal(err)
	}
	id := testID(7)
	done := make(chan error, 1)
	go func() {
		_, err := s.start(gameStart{id: id, g: g, line: registry.NewLine(g.Start())})
		done <- err
	}()
	<-h.at // the game's record was refused; it is logged with the game's lock held
	s.mu.Lock()
	gm := s.games[id]
	close(h.resume)
	free := gm == nil
	for deadline := time.Now().Add(5 * time.Second); !free && time.Now().Before(deadline); {
		if gm.mu.TryLock() {
			gm.mu.Unlock()
			free = true
		} else {
			time.Sleep(time.Millisecond)
		}
	}
	s.mu.Unlock()
	if err := <-done; !errors.Is(err, ErrStore) {
		t.Errorf("a game that cannot be stored: %v, want ErrStore", err)
	}
	if !free {
		t.Error("the game's lock is held while the server's is waited for")
	}
	if s.live(id) {
		t.Error("the game that could not be stored stays in memory")
	}
}
