// ntuple_test.go checks the network's shape, symmetries, binary form and
// diagram boards.

package ntuple_test

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/diagram"
	"github.com/plygo/ply/mapello"
	"github.com/plygo/ply/ntuple"
	"github.com/plygo/ply/pathway"
)

// square3 are the 8 symmetries of a 3x3 board, cells 3y+x.
func square3() [][]int {
	d := diagram.Diagram{Width: 3, Height: 3}
	for i := range 9 {
		d.Cells = append(d.Cells, diagram.Cell{X: i % 3, Y: i / 3, Kind: diagram.CellSquare})
	}
	return ntuple.DiagramSymmetries(d)
}

func TestSymmetricValues(t *testing.T) {
	syms := square3()
	if len(syms) != 8 || !slices.Equal(syms[0], []int{0, 1, 2, 3, 4, 5, 6, 7, 8}) {
		t.Fatalf("symmetries of the 3x3 square: %v", syms)
	}
	n, err := ntuple.New(3, 9, [][]int{{0, 1, 2}, {0, 4}}, syms)
	if err != nil {
		t.Fatal(err)
	}
	// The edge {0,1,2} has 8 distinct ordered copies; the half-diagonal
	// {0,4} 4 (the reflections through it map it onto itself).
	if n.Tuples() != 12 || len(n.Weights) != 27+9 {
		t.Fatalf("%d tuples, %d weights", n.Tuples(), len(n.Weights))
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range n.Weights {
		n.Weights[i] = float32(rng.NormFloat64())
	}
	for range 100 {
		b := make([]uint8, 9)
		for i := range b {
			b[i] = uint8(rng.IntN(3))
		}
		v := n.Value(b)
		for _, s := range syms {
			c := make([]uint8, 9)
			for i := range b {
				c[s[i]] = b[i]
			}
			if w := n.Value(c); abs(w-v) > 1e-4 {
				t.Fatalf("board %v: %v, its image %v under %v: %v", b, v, c, s, w)
			}
		}
	}
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

func TestNewErrors(t *testing.T) {
	for _, c := range []struct {
		values, cells int
		patterns      [][]int
		syms          [][]int
	}{
		{1, 9, [][]int{{0}}, nil},
		{3, 9, [][]int{{}}, nil},
		{3, 9, [][]int{{0, 0}}, nil},
		{3, 9, [][]int{{9}}, nil},
		{3, 9, [][]int{{0}}, [][]int{{0, 1}}},
		{3, 2, [][]int{{0}}, [][]int{{0, 0}}},
		{16, 30, [][]int{{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}, nil},
	} {
		if _, err := ntuple.New(c.values, c.cells, c.patterns, c.syms); !errors.Is(err, ntuple.ErrNetwork) {
			t.Errorf("New(%d, %d, %v, %v): %v, want ErrNetwork", c.values, c.cells, c.patterns, c.syms, err)
		}
	}
}

func TestBinaryRoundTrip(t *testing.T) {
	n, err := ntuple.New(4, 64, mapello.Patterns(), mapello.Symmetries())
	if err != nil {
		t.Fatal(err)
	}
	for i := range n.Weights {
		n.Weights[i] = float32(i%7) - 3
	}
	b, err := n.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	var m ntuple.Network
	if err := m.UnmarshalBinary(b); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(m.Weights, n.Weights) || m.Tuples() != n.Tuples() {
		t.Fatal("the network changed in a round trip")
	}
	board := mapello.Board(nil, mapello.MustNew().Start())
	if m.Value(board) != n.Value(board) {
		t.Error("the values differ after a round trip")
	}
	for _, cut := range []int{0, 7, 12, 40, len(b) - 1} {
		if err := m.UnmarshalBinary(b[:cut]); !errors.Is(err, ntuple.ErrNetwork) {
			t.Errorf("cut at %d: %v, want ErrNetwork", cut, err)
		}
	}
}

func FuzzUnmarshalBinary(f *testing.F) {
	n, _ := ntuple.New(3, 9, [][]int{{0, 1, 2}, {4}}, square3())
	b, _ := n.MarshalBinary()
	f.Add(b)
	f.Add([]byte("plyntup1"))
	f.Fuzz(func(t *testing.T, data []byte) {
		var m ntuple.Network
		if err := m.UnmarshalBinary(data); err != nil {
			if !errors.Is(err, ntuple.ErrNetwork) {
				t.Fatalf("error %v does not wrap ErrNetwork", err)
			}
			return
		}
		again, err := m.MarshalBinary()
		if err != nil || string(again) != string(data) {
			t.Fatalf("a network read from %d bytes writes %d: %v", len(data), len(again), err)
		}
		m.Value(make([]uint8, m.Cells()))
	})
}

func TestDiagramBoard(t *testing.T) {
	g := pathway.MustNew(pathway.WithSize(4))
	s := g.Start()
	moves := g.AppendMoves(nil, s)
	s = g.Apply(s, moves[0])
	d := g.Diagram(s)
	b := ntuple.DiagramBoard(nil, d, ntuple.OwnerCode(g.ToMove(s)))
	if len(b) != 16 {
		t.Fatalf("%d cells", len(b))
	}
	mine, theirs := 0, 0
	for _, c := range b {
		switch c {
		case ntuple.CodeMine:
			mine++
		case ntuple.CodeTheirs:
			theirs++
		}
	}
	if mine != 0 || theirs != 1 {
		t.Errorf("after the first stone, the second player sees %d of theirs and %d of their opponent's, want 0 and 1", mine, theirs)
	}
	if syms := ntuple.DiagramSymmetries(d); len(syms) != 8 {
		t.Errorf("%d symmetries of the 4x4 board", len(syms))
	}
	_ = ply.First
}

func BenchmarkValue(b *testing.B) {
	n, _ := ntuple.New(4, 64, mapello.Patterns(), mapello.Symmetries())
	board := mapello.Board(nil, mapello.MustNew().Start())
	for b.Loop() {
		n.Value(board)
	}
}

// Value is the sum, in order, of the weights AppendIndexes names, for
// networks of 4 values whose tuples all read 4 cells (its fast path) and
// for others.
func TestValueSumsIndexes(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for _, c := range []struct {
		values   int
		patterns [][]int
	}{
		{4, [][]int{{0, 1, 2, 3}, {4, 5, 6, 7}, {0, 5, 10, 15}}},
		{4, [][]int{{0, 1, 2, 3}, {4, 5, 6}}},
		{3, [][]int{{0, 1, 2, 3}, {4, 8, 12, 13}}},
	} {
		n, err := ntuple.New(c.values, 16, c.patterns, square4())
		if err != nil {
			t.Fatal(err)
		}
		for i := range n.Weights {
			n.Weights[i] = float32(rng.NormFloat64())
		}
		board := make([]uint8, 16)
		for range 50 {
			for i := range board {
				board[i] = uint8(rng.IntN(c.values))
			}
			var want float32
			for _, k := range n.AppendIndexes(nil, board) {
				want += n.Weights[k]
			}
			if got := n.Value(board); got != float64(want) {
				t.Fatalf("%d values, patterns %v: Value %v, the sum of its indexes' weights %v", c.values, c.patterns, got, want)
			}
		}
	}
}

// square4 are the 8 symmetries of a 4x4 board, cells 4y+x.
func square4() [][]int {
	var out [][]int
	for k := range 8 {
		s := make([]int, 16)
		for y := range 4 {
			for x := range 4 {
				u, v := x, y
				if k&1 != 0 {
					u = 3 - u
				}
				if k&2 != 0 {
					v = 3 - v
				}
				if k&4 != 0 {
					u, v = v, u
				}
				s[4*y+x] = 4*v + u
			}
		}
		out = append(out, s)
	}
	return out
}
