package record_test

import (
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/plygo/ply/record"
)

// TestDocsSample checks that the sample of docs/records.md is a record of
// testdata that replays.
func TestDocsSample(t *testing.T) {
	doc, err := os.ReadFile("../docs/records.md")
	if err != nil {
		t.Fatal(err)
	}
	_, block, ok := strings.Cut(string(doc), "```text\n")
	block, _, ok2 := strings.Cut(block, "```")
	if !ok || !ok2 {
		t.Fatal("docs/records.md has no ```text block")
	}
	var r record.Record
	if err := r.UnmarshalText([]byte(block)); err != nil {
		t.Fatal(err)
	}
	if _, _, err := r.Replay(); err != nil {
		t.Fatal(err)
	}
	file := readFile(t, r.Game+".txt")
	if d := cmp.Diff(file[0], &r); d != "" {
		t.Errorf("the sample is not the first record of testdata/%s.txt (-testdata +sample):\n%s", r.Game, d)
	}
}
