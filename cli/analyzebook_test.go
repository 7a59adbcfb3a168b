package cli_test

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/plygo/ply/cli"
)

// analyze -book shows the opening book's moves along a record, the move
// played marked, and where the game left the book.
func TestAnalyzeBook(t *testing.T) {
	rec := "[Game \"mapello\"]\n[Setup \"plain\"]\n\n1. d3\n2. c3\n3. c4\n"
	var out, errs bytes.Buffer
	code := cli.Analyze(context.Background(), []string{"-book"}, strings.NewReader(rec), &out, &errs)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) < 3 || !strings.HasPrefix(lines[0], "record 1 ply 0: ") || !strings.Contains(lines[0], "*d3 ") ||
		strings.Count(lines[0], ",") != 3 || !strings.HasPrefix(lines[1], "record 1 ply 1: ") || !strings.Contains(lines[1], "*c3 ") {
		t.Errorf("output:\n%s", out.String())
	}
	if last := lines[len(lines)-1]; !strings.HasPrefix(last, "record 1: ") {
		t.Errorf("last line %q", last)
	}
	// A game without a book from its start.
	out.Reset()
	code = cli.Analyze(context.Background(), []string{"-book"}, strings.NewReader("[Game \"pathway\"]\n\n1. a1\n"), &out, &errs)
	if code != 0 || strings.TrimSpace(out.String()) != "record 1: its start is not expanded in pathway's book" {
		t.Errorf("pathway: exit %d, %q", code, out.String())
	}
}
