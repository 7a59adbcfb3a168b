package connectfour_test

import (
	"fmt"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/examples/connectfour/connectfour"
	"github.com/plygo/ply/gametest"
	"pgregory.net/rapid"
)

// step checks one move: the stone lands on the lowest empty cell of its
// column, in the mover's colour, and nothing else changes.
func step(before connectfour.State, m connectfour.Move, after connectfour.State) error {
	h := before.Height(int(m))
	if h >= connectfour.Rows {
		return fmt.Errorf("a move into the full column %v", m)
	}
	for x := range connectfour.Columns {
		for y := range connectfour.Rows {
			c := connectfour.CellAt(x, y)
			want := before.At(c)
			if x == int(m) && y == h {
				want = connectfour.RedStone
				if before.ToMove() == ply.Second {
					want = connectfour.YellowStone
				}
			}
			if after.At(c) != want {
				return fmt.Errorf("cell %s holds %v, want %v", c, after.At(c), want)
			}
		}
	}
	return nil
}

// invariant checks what every position reached satisfies: Red has as
// many stones as Yellow or one more, and Red moves when they are equal.
func invariant(s connectfour.State) error {
	red, yellow := 0, 0
	for x := range connectfour.Columns {
		for y := range connectfour.Rows {
			switch s.At(connectfour.CellAt(x, y)) {
			case connectfour.RedStone:
				red++
			case connectfour.YellowStone:
				yellow++
			}
		}
	}
	if red != yellow && red != yellow+1 || (red == yellow) != (s.ToMove() == ply.First) {
		return fmt.Errorf("%d red and %d yellow stones, %v to move", red, yellow, s.ToMove())
	}
	return nil
}

func TestConformance(t *testing.T) {
	t.Parallel()
	gametest.Run(t, connectfour.Game{}, gametest.Options[connectfour.State, connectfour.Move]{
		MaxPlies:        connectfour.Cells,
		RequireNotation: true,
		Invariant:       invariant,
		Step:            step,
	})
}

// TestEvaluateSymmetric: the evaluation is zero-sum, and the same for a
// position and its mirror image (columns 1 to 7 read from the right).
func TestEvaluateSymmetric(t *testing.T) {
	g := connectfour.Game{}
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		plies := rapid.IntRange(0, connectfour.Cells).Draw(t, "plies")
		s := gametest.PlayTo[connectfour.State, connectfour.Move](g, g.Start(), seed, plies)
		if _, over := g.Result(s); over {
			return
		}
		v := g.Evaluate(s, ply.First)
		if w := g.Evaluate(s, ply.Second); w != -v {
			t.Fatalf("%s: %v for Red, %v for Yellow", s, v, w)
		}
		mirror := ""
		if s.Stones() > 0 {
			for _, c := range s.String() {
				mirror += string('1' + '7' - c)
			}
		}
		m, err := connectfour.ParseState(mirror)
		if err != nil {
			t.Fatalf("%s mirrored: %v", s, err)
		}
		if w := g.Evaluate(m, ply.First); w != v {
			t.Fatalf("%s: %v, mirrored %s: %v", s, v, m, w)
		}
	})
}

// TestHashKeepsPositions: the hash of a position is that of the position
// read back from its text, and positions reached by different orders of
// the same moves hash alike, while different positions do not collide
// (the hash is a bijection of the position's key).
func TestHashKeepsPositions(t *testing.T) {
	g := connectfour.Game{}
	seen := map[uint64]connectfour.State{}
	for seed := range uint64(200) {
		s := g.Start()
		for {
			if old, ok := seen[g.Hash(s)]; ok && old != s {
				t.Fatalf("%s and %s hash alike", old, s)
			}
			seen[g.Hash(s)] = s
			moves := g.AppendMoves(nil, s)
			if len(moves) == 0 {
				break
			}
			s = g.Apply(s, moves[(seed*31+uint64(s.Stones())*7)%uint64(len(moves))])
		}
	}
	a, _ := connectfour.ParseState("4453")
	b, _ := connectfour.ParseState("5344")
	if a != b || g.Hash(a) != g.Hash(b) {
		t.Errorf("4453 and 5344: %v and %v, hashes %x and %x", a, b, g.Hash(a), g.Hash(b))
	}
}

// TestMovePriority: a move has the top priority exactly when it wins at
// once.
func TestMovePriority(t *testing.T) {
	g := connectfour.Game{}
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		plies := rapid.IntRange(0, connectfour.Cells).Draw(t, "plies")
		s := gametest.PlayTo[connectfour.State, connectfour.Move](g, g.Start(), seed, plies)
		for _, m := range g.AppendMoves(nil, s) {
			after := g.Apply(s, m)
			r, over := g.Result(after)
			wins := over && r.Winner == s.ToMove()
			if p := g.MovePriority(s, m); (p == 1000) != wins {
				t.Fatalf("%s: move %v has priority %d, wins %v", s, m, p, wins)
			}
		}
	})
}
