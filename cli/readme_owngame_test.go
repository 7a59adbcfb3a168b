package cli_test

import (
	"github.com/plygo/ply/cli/clitest"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestReadmeOwnGame: the README's section on a game of one's own shows the
// main that runs cli.Main and names every command it serves.
func TestReadmeOwnGame(t *testing.T) {
	text, err := os.ReadFile(filepath.Join("..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(text), "\n## Your own game\n")
	if !ok {
		t.Fatal(`README.md has no section "Your own game"`)
	}
	section, _, _ = strings.Cut(section, "\n## ")
	main := ""
	for _, block := range strings.Split(section, "```go\n")[1:] {
		if code, _, _ := strings.Cut(block, "```"); strings.HasPrefix(code, "package main\n") {
			main = code
		}
	}
	if !strings.Contains(main, "os.Exit(cli.Main(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr))") {
		t.Fatalf("the section does not show the main that runs cli.Main:\n%s", main)
	}
	_, errs := runUsage(t)
	_, names, _ := strings.Cut(errs, "COMMAND one of ")
	names, _, _ = strings.Cut(names, ";")
	for _, name := range strings.Split(names, ", ") {
		if !strings.Contains(section, "go run . "+name) {
			t.Errorf("the section does not show the command %q (go run . %s)", name, name)
		}
	}
}

// TestReadmeOwnGameBuilds builds the README's main with internal/nim as
// the author's game and runs its play and web commands.
func TestReadmeOwnGameBuilds(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a program")
	}
	if runtime.GOOS == "js" || runtime.GOOS == "wasip1" {
		t.Skip("needs the go tool and processes")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go tool")
	}
	text, err := os.ReadFile(filepath.Join("..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, section, _ := strings.Cut(string(text), "\n## Your own game\n")
	_, rest, _ := strings.Cut(section, "```go\npackage main\n")
	code, _, _ := strings.Cut(rest, "```")
	code = strings.NewReplacer(`"example.com/mygame"`, `mygame "github.com/plygo/ply/internal/nim"`,
		"mygame.MustNew()", "mygame.Game{Pile: 10}", "mygame.Move", "int").Replace("package main\n" + code)
	// Inside the module, where internal/nim may be imported.
	dir, err := os.MkdirTemp(".", "readmemain")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(dir)
	if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte(code), 0o644); err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(t.TempDir(), "mygame")
	if out, err := exec.Command(goTool, "build", "-o", bin, "./"+filepath.ToSlash(dir)).CombinedOutput(); err != nil {
		t.Fatalf("the README's main does not build: %v\n%s\n%s", err, out, code)
	}
	out, err := exec.Command(bin, "play", "-game", "mygame", "-p1", "random", "-p2", "alphabeta:4", "-quiet").CombinedOutput()
	if err != nil || !strings.Contains(string(out), "game over: ") {
		t.Errorf("play: %v\n%s", err, out)
	}
	out, err = exec.Command(bin, "web", "-h").CombinedOutput()
	if err != nil || !strings.Contains(string(out), "-addr") {
		t.Errorf("web -h: %v\n%s", err, out)
	}
}

func runUsage(t *testing.T) (int, string) {
	t.Helper()
	code, _, errs := clitest.Run(t, "", "-h")
	return code, errs
}
