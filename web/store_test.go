package web

import (
	"bytes"
	"encoding/json"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"

	"github.com/plygo/ply/record"
	"github.com/plygo/ply/registry"
)

// logBuffer is a log that tests read back.
type logBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *logBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// logger returns a logger writing to l.
func (l *logBuffer) logger() *slog.Logger { return slog.New(slog.NewTextHandler(l, nil)) }

// storedGame is a record as the server writes it: a game of pathway of
// three moves.
const storedGame = `[Game "pathway"]
[First "human"]
[Second "human"]
[Date "2026.11.28"]
[Result "*"]

1. a1
2. c1
3. b1
`

// testID returns the id numbered n.
func testID(n int) string { return fmt.Sprintf("%032x", n) }

// secretText is a file outside the records' folder that a link in it
// points to, in the form of /etc/passwd: no answer may hold its words.
const secretText = "root:x:0:0:secret-of-another-file:/root:/bin/bash\ndaemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin\n"

// damagedRecords writes into dir a record of each kind the server cannot
// read back, and a link to a file outside it, and returns their ids by
// kind.
func damagedRecords(t *testing.T, dir string) map[string]string {
	t.Helper()
	secret := filepath.Join(t.TempDir(), "passwd")
	if err := os.WriteFile(secret, []byte(secretText), 0o644); err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(7, 7))
	random := make([]byte, 4096)
	for i := range random {
		random[i] = byte(rng.UintN(256))
	}
	kinds := map[string]string{
		"empty":     "",
		"random":    string(random),
		"truncated": storedGame[:30],
		"illegal":   strings.Replace(storedGame, "3. b1", "3. a1", 1),
		"unknown":   strings.Replace(storedGame, "pathway", "nosuchgame", 1),
		"big tags":  strings.Replace(storedGame, "[First", "[Big \""+strings.Repeat("x", 3<<20)+"\"]\n[First", 1),
		"result":    strings.Replace(storedGame, `[Result "*"]`, `[Result "1-0"]`, 1),
	}
	ids := map[string]string{}
	n := 100
	for kind, text := range kinds {
		n++
		ids[kind] = testID(n)
		if err := os.WriteFile(filepath.Join(dir, testID(n)+".txt"), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ids["link"] = testID(200)
	if err := os.Symlink(secret, filepath.Join(dir, testID(200)+".txt")); err != nil {
		t.Skipf("no symbolic links here: %v", err)
	}
	ids["folder"] = testID(201)
	if err := os.Mkdir(filepath.Join(dir, testID(201)+".txt"), 0o755); err != nil {
		t.Fatal(err)
	}
	return ids
}

// Records that cannot be read back are found at start: one log line each,
// counted in the status, moved into the folder damaged, and their ids
// answer 404 like any unknown game; the good records still open. A link
// is not followed: its target's text is in no answer.
func TestDamagedAtStart(t *testing.T) {
	dir := t.TempDir()
	good := testID(1)
	if err := os.WriteFile(filepath.Join(dir, good+".txt"), []byte(storedGame), 0o644); err != nil {
		t.Fatal(err)
	}
	ids := damagedRecords(t, dir)
	var log logBuffer
	s, c := newTestServer(t, Options{Dir: dir, Log: log.logger()})

	if st := s.Status(); st.Damaged != len(ids) || st.Stored != 1 {
		t.Errorf("status: %d damaged, %d stored; want %d and 1", st.Damaged, st.Stored, len(ids))
	}
	status, body := c.do("GET", "/api/status", "")
	var st Status
	if err := json.Unmarshal(body, &st); status != 200 || err != nil || st.Damaged != len(ids) {
		t.Errorf("GET /api/status: %d %s, want %d damaged", status, body, len(ids))
	}
	for kind, id := range ids {
		if n := strings.Count(log.String(), "id="+id); n != 1 {
			t.Errorf("%s: %d log lines name it, want 1:\n%s", kind, n, log.String())
		}
		if _, err := os.Lstat(filepath.Join(dir, damagedDir, id+".txt")); err != nil {
			t.Errorf("%s: not in the folder damaged: %v", kind, err)
		}
		if _, err := os.Lstat(filepath.Join(dir, id+".txt")); !os.IsNotExist(err) {
			t.Errorf("%s: still in the records' folder (%v)", kind, err)
		}
		for _, path := range []string{"/api/games/" + id, "/api/games/" + id + "/record"} {
			status, body := c.do("GET", path, "")
			if status != http.StatusNotFound {
				t.Errorf("%s: GET %s: %d %.200s, want 404", kind, path, status, body)
			}
			if strings.Contains(string(body), "secret") || strings.Contains(string(body), dir) {
				t.Errorf("%s: GET %s tells %.200s", kind, path, body)
			}
		}
	}
	if info, err := os.Lstat(filepath.Join(dir, damagedDir, ids["link"]+".txt")); err != nil || info.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link, set aside: %v %v; want the link itself", info, err)
	}
	if v := c.view(good); len(v.Moves) != 3 {
		t.Errorf("the good record: moves %v", v.Moves)
	}
	// Set aside, the records are not looked at again.
	s2, _ := newTestServer(t, Options{Dir: dir})
	if st := s2.Status(); st.Damaged != 0 || st.Stored != 1 {
		t.Errorf("started again: %d damaged, %d stored; want 0 and 1", st.Damaged, st.Stored)
	}
}

// A record damaged after the start, or made a link, is set aside when it
// is opened: 404, not 500 for ever, and no answer quotes it.
func TestDamagedWhenOpened(t *testing.T) {
	dir := t.TempDir()
	secret := filepath.Join(t.TempDir(), "passwd")
	if err := os.WriteFile(secret, []byte(secretText), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{testID(1), testID(2), testID(3)} {
		if err := os.WriteFile(filepath.Join(dir, id+".txt"), []byte(storedGame), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var log logBuffer
	s, c := newTestServer(t, Options{Dir: dir, Log: log.logger()})
	if err := os.WriteFile(filepath.Join(dir, testID(1)+".txt"), []byte("[Game \"pathway\"]\n\n1. zz9\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	os.Remove(filepath.Join(dir, testID(2)+".txt"))
	if err := os.Symlink(secret, filepath.Join(dir, testID(2)+".txt")); err != nil {
		t.Skipf("no symbolic links here: %v", err)
	}
	for _, id := range []string{testID(1), testID(2)} {
		for range 2 {
			status, body := c.do("GET", "/api/games/"+id, "")
			if status != http.StatusNotFound || strings.Contains(string(body), "secret") || strings.Contains(string(body), "zz9") {
				t.Errorf("GET %s: %d %s, want 404 quoting nothing", id, status, body)
			}
		}
		if _, err := os.Lstat(filepath.Join(dir, damagedDir, id+".txt")); err != nil {
			t.Errorf("%s: not set aside: %v", id, err)
		}
		if n := strings.Count(log.String(), "id="+id); n != 1 {
			t.Errorf("%s: %d log lines name it, want 1:\n%s", id, n, log.String())
		}
	}
	if st := s.Status(); st.Damaged != 2 || st.Stored != 1 {
		t.Errorf("status: %d damaged, %d stored; want 2 and 1", st.Damaged, st.Stored)
	}
	if b, _ := os.ReadFile(secret); string(b) != secretText {
		t.Errorf("the link's target changed: %q", b)
	}
	if v := c.view(testID(3)); len(v.Moves) != 3 {
		t.Errorf("the good record: moves %v", v.Moves)
	}
}

// Error bodies, and the notes of a game, name what went wrong without the
// data folder's path: a write that fails (the folder gone) answers 507
// with the system's cause alone.
func TestErrorsWithoutPaths(t *testing.T) {
	dir := t.TempDir()
	var log logBuffer
	s, c := newTestServer(t, Options{Dir: dir, Log: log.logger()})
	id := c.newGame(newGameRequest{Game: "pathway", Sides: [2]sideSpec{{}, {Bot: "mcts:500ms"}}})
	v := c.view(id)
	s.disk.dir = filepath.Join(dir, "missing") // every write now fails
	b, _ := json.Marshal(moveRequest{Move: legal(v)[0], Ply: 0})
	for _, req := range [][2]string{
		{"/api/games/" + id + "/move", string(b)},
		{"/api/games", `{"game": "pathway"}`},
		{"/api/load", `{"record": "[Game \"pathway\"]\n\n1. a1\n"}`},
	} {
		status, body := c.do("POST", req[0], req[1])
		want := `{"error":"cannot store the game: no such file or directory"}`
		if status != http.StatusInsufficientStorage || strings.TrimSpace(string(body)) != want {
			t.Errorf("POST %s: %d %s, want 507 %s", req[0], status, body, want)
		}
	}
	if !strings.Contains(log.String(), filepath.Join(dir, "missing")) {
		t.Errorf("the log lacks the path:\n%s", log.String())
	}
	// A bot's move that cannot be stored: the note says why, without the
	// path.
	s.disk.dir = dir
	c.post("/api/games/"+id+"/move", moveRequest{Move: legal(v)[0], Ply: 0}, 200, &v)
	gm := liveGame(s, id)
	gm.mu.Lock()
	s.disk.dir = filepath.Join(dir, "missing")
	gm.mu.Unlock()
	w := c.waitFor(id, func(v gameView) bool { return v.Paused })
	if !strings.Contains(w.Note, ErrStore.Error()) || strings.Contains(w.Note, dir) {
		t.Errorf("note %q, want the failed store without the path", w.Note)
	}
}

// BenchmarkCheckStored measures a start with 10,000 records (the default
// -stored) of whole games of every game, with a comment on each move.
func BenchmarkCheckStored(b *testing.B) {
	dir := b.TempDir()
	rng := rand.New(rand.NewPCG(1, 1))
	var texts []string
	for _, name := range []string{"pathway", "mapello", "morelli", "mitsudomoe", "pushfight"} {
		g, err := registry.Open(name, registry.Config{})
		if err != nil {
			b.Fatal(err)
		}
		for range 4 {
			line := registry.NewLine(g.Start())
			for range 400 {
				moves := g.Moves(line.Position())
				if len(moves) == 0 {
					break
				}
				if line, err = line.PlayMove(g, moves[rng.IntN(len(moves))]); err != nil {
					b.Fatal(err)
				}
			}
			r := record.New(g, line)
			r.First, r.Second = "human", "alphabeta:1s"
			for i := range r.Moves {
				r.Moves[i].Comment = "+0.35 depth 7, 123456 nodes in 1.0s"
			}
			texts = append(texts, r.String())
		}
	}
	size := 0
	for i := range 10_000 {
		t := texts[i%len(texts)]
		size += len(t)
		if err := os.WriteFile(filepath.Join(dir, testID(i+1)+".txt"), []byte(t), 0o644); err != nil {
			b.Fatal(err)
		}
	}
	b.Logf("10,000 records, %d MB", size>>20)
	b.ResetTimer()
	for range b.N {
		s, err := NewServer(Options{Dir: dir})
		if err != nil {
			b.Fatal(err)
		}
		if st := s.Status(); st.Stored != 10_000 || st.Damaged != 0 {
			b.Fatalf("status %+v", st)
		}
		s.Close()
	}
}

// An error of the file system reaches a client as its cause alone.
func TestPublic(t *testing.T) {
	path := "/srv/ply/0123.txt"
	for _, c := range []struct {
		err  error
		want string
	}{
		{fmt.Errorf("%w: %w", ErrStore, &os.PathError{Op: "write", Path: path, Err: syscall.ENOSPC}), "cannot store the game: no space left on device"},
		{fmt.Errorf("%w: %w", ErrStore, &os.LinkError{Op: "rename", Old: path, New: path, Err: syscall.EXDEV}), "cannot store the game: " + syscall.EXDEV.Error()},
		{fmt.Errorf("restore: %w", &os.PathError{Op: "read", Path: path, Err: syscall.EISDIR}), "internal error: " + syscall.EISDIR.Error()},
		{os.NewSyscallError("fsync", syscall.EIO), "internal error: " + syscall.EIO.Error()},
		{fmt.Errorf("%w: move %q", ErrRequest, "a1"), `bad request: move "a1"`},
	} {
		if got := public(c.err); got != c.want || strings.Contains(got, path) {
			t.Errorf("public(%v) = %q, want %q", c.err, got, c.want)
		}
	}
}
