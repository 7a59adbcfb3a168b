package pathway_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/pathway"
	"pgregory.net/rapid"
)

// invariants holds what every reachable position satisfies: R - B is 0 or
// 1 and fixes the side to move, and each colour's stones form a forest
// (checked by the parser, which rejects cycles).
func invariants(s pathway.State) error {
	red, blue := s.Stones(ply.First), s.Stones(ply.Second)
	want := ply.First
	if red == blue+1 {
		want = ply.Second
	} else if red != blue {
		return fmt.Errorf("%d red and %d blue stones", red, blue)
	}
	if s.ToMove() != want {
		return fmt.Errorf("%v to move with %d red and %d blue stones", s.ToMove(), red, blue)
	}
	if _, err := pathway.ParseState(s.String()); err != nil {
		return err
	}
	return nil
}

func step(g *pathway.Game) func(before pathway.State, m pathway.Move, after pathway.State) error {
	return func(before pathway.State, m pathway.Move, after pathway.State) error {
		if before.At(m.Cell()) != pathway.Empty || after.At(m.Cell()).Owner() != before.ToMove() {
			return errors.New("the move did not put the mover's stone on an empty cell")
		}
		for row := range before.Size() {
			for col := range before.Size() {
				c := pathway.CellAt(col, row)
				if c != m.Cell() && before.At(c) != after.At(c) {
					return fmt.Errorf("cell %s changed", c)
				}
			}
		}
		if r, over := g.Result(after); over && r.Winner != after.ToMove() {
			return fmt.Errorf("the winner %v is not the player to move", r.Winner)
		}
		return nil
	}
}

func TestConformance(t *testing.T) {
	t.Parallel()
	for _, n := range []int{2, 3, 4, 6, 8, 11, 16} {
		t.Run(fmt.Sprintf("%dx%d", n, n), func(t *testing.T) {
			g := sized(t, n)
			gametest.Run(t, g, gametest.Options[pathway.State, pathway.Move]{
				MaxPlies:  n * n,
				Invariant: invariants,
				Step:      step(g),
			})
		})
	}
}

// The stones of one colour never hold a 2x2 block, whatever is played.
func TestNoSquareOfOneColour(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(pathway.MinSize, 9).Draw(t, "n")
		g, _ := pathway.New(pathway.WithSize(n))
		s := g.Start()
		for {
			moves := ply.Moves[pathway.State, pathway.Move](g, s)
			if len(moves) == 0 {
				break
			}
			s = g.Apply(s, rapid.SampledFrom(moves).Draw(t, "move"))
		}
		for row := range n - 1 {
			for col := range n - 1 {
				p := s.At(pathway.CellAt(col, row))
				if p != pathway.Empty && p == s.At(pathway.CellAt(col+1, row)) &&
					p == s.At(pathway.CellAt(col, row+1)) && p == s.At(pathway.CellAt(col+1, row+1)) {
					t.Fatalf("2x2 block of %v at %s in %s", p, pathway.CellAt(col, row), s)
				}
			}
		}
	})
}

func FuzzParseState(f *testing.F) {
	for _, s := range []string{
		"....../....../....../....../....../...... r",
		"...b/.r../r.b./.... r",
		"bb.r/..r./.r.b/r..b r",
		"rr/rr b", "", " r", "/ r", "r.../.... b",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		s, err := pathway.ParseState(text)
		if err != nil {
			if !errors.Is(err, ply.ErrSyntax) && !errors.Is(err, ply.ErrInvalidState) {
				t.Fatalf("ParseState(%q): error %v wraps no sentinel", text, err)
			}
			return
		}
		back, err := pathway.ParseState(s.String())
		if err != nil || back != s {
			t.Fatalf("ParseState(%q) = %q does not round-trip: %v", text, s, err)
		}
	})
}

func FuzzParseCell(f *testing.F) {
	for _, s := range []string{"a1", "c3", "P16", "a10", "a0", "", "zz", "a1 ", "a016"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		c, err := pathway.ParseCell(text)
		if err != nil {
			if !errors.Is(err, ply.ErrSyntax) {
				t.Fatalf("ParseCell(%q): error %v is not ErrSyntax", text, err)
			}
			return
		}
		if !c.Valid() || c.String() != strings.ToLower(text) {
			t.Fatalf("ParseCell(%q) = %v", text, c)
		}
		if back, err := pathway.ParseCell(c.String()); err != nil || back != c {
			t.Fatalf("ParseCell(%q) = %v does not round-trip: %v", text, c, err)
		}
	})
}
