package ply_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// readmeBot returns the Go program of the README's "A bot in a few lines".
func readmeBot(t *testing.T) string {
	t.Helper()
	text, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, rest, ok := strings.Cut(string(text), "## A bot in a few lines")
	if !ok {
		t.Fatal("README.md has no section \"A bot in a few lines\"")
	}
	_, rest, ok = strings.Cut(rest, "```go\n")
	code, _, ok2 := strings.Cut(rest, "```")
	if !ok || !ok2 {
		t.Fatal("the section has no Go block")
	}
	return code
}

// TestReadmeBot builds the README's bot as shown (imports included), and
// with each game in Pathway's place, and runs it: it uses a time limit,
// not a depth, and prints the winner's name.
func TestReadmeBot(t *testing.T) {
	code := readmeBot(t)
	for _, want := range []string{"package main", "import (", "search.Limits{MoveTime:", "g.PlayerName(r.Winner)"} {
		if !strings.Contains(code, want) {
			t.Errorf("the README's bot lacks %q", want)
		}
	}
	if strings.Contains(code, "Depth:") {
		t.Error("the README's bot searches to a fixed depth, which is too slow for some games")
	}
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("the go tool is needed to build the README's bot: %v", err)
	}
	dir, err := os.MkdirTemp(".", "readmebot")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(dir)
	for _, game := range []string{"pathway", "mapello", "morelli", "mitsudomoe", "pushfight"} {
		src := strings.ReplaceAll(code, "pathway", game)
		sub := filepath.Join(dir, game)
		if err := os.MkdirAll(sub, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(sub, "main.go"), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		bin := filepath.Join(sub, "bot")
		if out, err := exec.Command(goBin, "build", "-o", bin, "./"+filepath.ToSlash(sub)).CombinedOutput(); err != nil {
			t.Fatalf("%s: the README's bot does not build: %v\n%s", game, err, out)
		}
	}
	if testing.Short() {
		return
	}
	start := time.Now()
	out, err := exec.Command(filepath.Join(dir, "pathway", "bot")).CombinedOutput()
	if err != nil {
		t.Fatalf("the README's bot: %v\n%s", err, out)
	}
	if got := strings.TrimSpace(string(out)); got != "Red wins" && got != "Blue wins" {
		t.Errorf("the README's bot printed %q, want the winner's name", got)
	}
	t.Logf("Pathway game in %v", time.Since(start).Round(time.Millisecond))
}
