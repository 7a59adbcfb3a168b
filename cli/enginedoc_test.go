package cli_test

import (
	"bytes"
	"context"
	"os"
	"strings"
	"testing"

	"github.com/plygo/ply/cli"
)

// TestEngineDocSession replays the session of docs/engine.md, as it says
// it was captured, and checks the engine's answers, showboard's boards
// (play's board) included, against the document. The answers that depend
// on time (a genmove under movetime, the position after it) or on the
// build (version) are not compared.
func TestEngineDocSession(t *testing.T) {
	doc, err := os.ReadFile("../docs/engine.md")
	if err != nil {
		t.Fatal(err)
	}
	_, session, _ := strings.Cut(string(doc), "## A session")
	_, block, ok := strings.Cut(session, "```text\n")
	block, _, ok2 := strings.Cut(block, "```")
	if !ok || !ok2 {
		t.Fatal("docs/engine.md has no session")
	}
	var cmds, want []string
	for _, l := range strings.Split(block, "\n") {
		switch {
		case l == "":
		case strings.HasPrefix(l, "    "):
			want[len(want)-1] += strings.TrimPrefix(l, "    ") + "\n"
		default:
			cmds, want = append(cmds, l), append(want, "")
		}
	}
	var out, errs bytes.Buffer
	in := strings.NewReader(strings.Join(cmds, "\n") + "\n")
	if code := cli.Engine(context.Background(), []string{"-game", "pushfight", "-bot", "alphabeta:2"}, in, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	got := strings.Split(strings.TrimSuffix(out.String(), "\n\n"), "\n\n")
	if len(got) != len(cmds) {
		t.Fatalf("%d answers to %d commands:\n%s", len(got), len(cmds), out.String())
	}
	skip := map[string]bool{"3 version": true, "4 genmove White": true, "showposition": true}
	boards := 0
	for i, c := range cmds {
		if skip[c] {
			continue
		}
		if got[i]+"\n" != want[i] {
			t.Errorf("%s: the engine answers\n%s\nthe document says\n%s", c, got[i], want[i])
		}
		if c == "showboard" {
			boards++
		}
	}
	if boards < 2 {
		t.Errorf("the session shows %d boards", boards)
	}
}
