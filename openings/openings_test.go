package openings_test

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"

	_ "github.com/plygo/ply/games"
	"github.com/plygo/ply/openings"
	"github.com/plygo/ply/record"
	"github.com/plygo/ply/registry"
)

func open(t testing.TB, name string) registry.Game {
	t.Helper()
	g, err := registry.Open(name, registry.Config{})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestSuites checks every shipped suite: at least 100 distinct openings of
// the game's standard start, none over, each scored near even in its
// comment.
func TestSuites(t *testing.T) {
	for _, name := range registry.Names() {
		t.Run(name, func(t *testing.T) {
			text, ok := openings.Suite(name)
			if !ok {
				t.Fatalf("no suite for %s", name)
			}
			g := open(t, name)
			ops, err := openings.Read(g, bytes.NewReader(text), 0)
			if err != nil {
				t.Fatal(err)
			}
			if len(ops) < 100 {
				t.Fatalf("%d openings, want at least 100", len(ops))
			}
			seen := map[string]bool{}
			for i, p := range ops {
				s := g.FormatPosition(p)
				if seen[s] || p == g.Start() {
					t.Errorf("opening %d: %q repeated or the start", i+1, s)
				}
				seen[s] = true
			}
			if !strings.Contains(string(text), "go generate ./openings") {
				t.Error("the suite does not say how it was made")
			}
		})
	}
}

func TestReadPositions(t *testing.T) {
	g := open(t, "mapello")
	start := g.FormatPosition(g.Start())
	text := "# a comment\n\n" + start + "   # the start, with a comment\n\t" + start + "\n#\n"
	ops, err := openings.Read(g, strings.NewReader(text), 3)
	if err != nil {
		t.Fatal(err)
	}
	if len(ops) != 2 || ops[0] != g.Start() || ops[1] != g.Start() {
		t.Fatalf("read %d openings %v", len(ops), ops)
	}
	// Mapello's walls are '#': a '#' inside the notation is no comment.
	if !strings.HasPrefix(start, "##") {
		t.Fatalf("the start %q no longer tests '#' in a position", start)
	}
}

func TestReadRecords(t *testing.T) {
	g := open(t, "pathway")
	line, err := registry.Replay(g, g.Start(), []string{"a1", "f6", "b2", "e5"})
	if err != nil {
		t.Fatal(err)
	}
	rec := record.New(g, line)
	rec.Result, rec.Termination = record.Draw, record.Adjudicated
	var buf bytes.Buffer
	w := record.NewWriter(&buf)
	for range 2 {
		if err := w.Write(rec); err != nil {
			t.Fatal(err)
		}
	}
	for _, tt := range []struct{ plies, want int }{{0, 4}, {2, 2}, {9, 4}} {
		ops, err := openings.Read(g, bytes.NewReader(buf.Bytes()), tt.plies)
		if err != nil {
			t.Fatal(err)
		}
		if len(ops) != 2 || ops[0] != line.Positions[tt.want-1] {
			t.Errorf("-plies %d: got %v, want the position after %d moves", tt.plies, ops, tt.want)
		}
	}
}

func TestReadErrors(t *testing.T) {
	g := open(t, "pathway")
	other := open(t, "morelli")
	var rec bytes.Buffer
	if err := record.Write(&rec, record.New(other, registry.NewLine(other.Start()))); err != nil {
		t.Fatal(err)
	}
	sized, err := registry.Open("pathway", registry.Config{Size: 5})
	if err != nil {
		t.Fatal(err)
	}
	var small bytes.Buffer
	if err := record.Write(&small, record.New(sized, registry.NewLine(sized.Start()))); err != nil {
		t.Fatal(err)
	}
	for name, text := range map[string]string{
		"empty":             "",
		"comments only":     "# nothing\n\n",
		"not a position":    g.FormatPosition(g.Start()) + "\nnonsense\n",
		"a record of other": rec.String(),
		"another size":      small.String(),
		"bad record":        "[Game \"pathway\"]\n\n1. zz9\n",
	} {
		_, err := openings.Read(g, strings.NewReader(text), 0)
		if !errors.Is(err, openings.ErrOpenings) {
			t.Errorf("%s: error %v, want ErrOpenings", name, err)
		}
	}
}

func FuzzRead(f *testing.F) {
	g := open(f, "pathway")
	suite, _ := openings.Suite("pathway")
	f.Add(string(suite[:400]))
	f.Add("[Game \"pathway\"]\n\n1. a1\n2. f6\n")
	f.Add("# c\n" + g.FormatPosition(g.Start()) + " # x\n")
	f.Fuzz(func(t *testing.T, text string) {
		ops, err := openings.Read(g, strings.NewReader(text), 2)
		if err != nil && !errors.Is(err, openings.ErrOpenings) {
			t.Fatalf("error %v does not wrap ErrOpenings", err)
		}
		for _, p := range ops {
			if _, over := g.Result(p); over {
				t.Fatalf("an opening of a finished game: %s", g.FormatPosition(p))
			}
		}
	})
}

func ExampleRead() {
	g, _ := registry.Open("pathway", registry.Config{})
	suite, _ := openings.Suite("pathway")
	ops, err := openings.Read(g, bytes.NewReader(suite), 0)
	fmt.Println(len(ops) >= 100, err)
	// Output: true <nil>
}
