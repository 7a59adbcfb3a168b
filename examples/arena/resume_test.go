package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/plygo/ply/record"
)

// TestMain runs the command itself when the test binary is started as the
// arena (by TestResumeAfterKill).
func TestMain(m *testing.M) {
	if os.Getenv("PLY_ARENA_AS_COMMAND") == "1" {
		main()
	}
	os.Exit(m.Run())
}

// TestResumeAfterKill kills a depth-limited run midway, as a power loss
// would, and resumes it with -resume FILE alone: the resumed run plays only
// the missing games, and its JSON is byte for byte the uninterrupted run's.
func TestResumeAfterKill(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a tournament three times")
	}
	dir := t.TempDir()
	journal, recs := filepath.Join(dir, "run.journal"), filepath.Join(dir, "games.txt")
	args := []string{"-game", "pathway", "-bots", "alphabeta:4,alphabeta:3,greedy", "-games", "8", "-seed", "11", "-json", "-openings", "builtin"}
	code, want, errs := arenaRun(t, args...)
	if code != 0 {
		t.Fatalf("the uninterrupted run: exit %d, %s", code, errs)
	}
	const total = 24

	cmd := exec.Command(os.Args[0], append(args, "-resume", journal, "-records", recs)...)
	cmd.Env = append(os.Environ(), "PLY_ARENA_AS_COMMAND=1")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	lines := func() int {
		b, _ := os.ReadFile(journal)
		return bytes.Count(b, []byte("\n"))
	}
	deadline := time.Now().Add(time.Minute)
	for lines() < 1+3 && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	if err := cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	cmd.Wait()
	played := lines() - 1
	if played < 3 || played >= total {
		t.Fatalf("killed after %d games of %d: not midway", played, total)
	}
	// A line cut short by the kill is dropped.
	f, err := os.OpenFile(journal, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString(`{"index":23,"pa`)
	f.Close()

	code, got, errs := arenaRun(t, "-resume", journal)
	if code != 0 {
		t.Fatalf("the resumed run: exit %d, %s", code, errs)
	}
	if got != want {
		t.Errorf("the resumed run's JSON differs from the uninterrupted run's:\n%s\n%s", got, want)
	}
	// Every game is in the records once: the resumed run played only the
	// missing ones.
	rf, err := os.Open(recs)
	if err != nil {
		t.Fatal(err)
	}
	defer rf.Close()
	all, err := record.ReadAll(rf)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, r := range all {
		if seen[r.Round] {
			t.Errorf("game %s recorded twice", r.Round)
		}
		seen[r.Round] = true
	}
	if len(seen) != total {
		t.Errorf("%d games recorded, want %d", len(seen), total)
	}
	// Resuming a finished run plays nothing and prints the same.
	if code, again, _ := arenaRun(t, "-resume", journal); code != 0 || again != want {
		t.Errorf("resuming a finished run: exit %d, output differs: %v", code, again != want)
	}
	// Other flags than the journal's are refused.
	if code, _, errs := arenaRun(t, append(args, "-resume", journal, "-games", "10")...); code != 2 || !strings.Contains(errs, "another run") {
		t.Errorf("a journal of another run: exit %d, %q", code, errs)
	}
}
