package book_test

import (
	"bytes"
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/book"
	"github.com/plygo/ply/mapello"
	"github.com/plygo/ply/pathway"
	"github.com/plygo/ply/search"
)

// othello returns Mapello on the plain Othello start.
func othello(t testing.TB) *mapello.Game {
	t.Helper()
	g := mapello.MustNew()
	s, err := g.Setup("plain", 0)
	if err != nil {
		t.Fatal(err)
	}
	return mapello.MustNew(mapello.WithStart(s))
}

// newAlphaBeta returns a function that makes alpha-beta players of g with
// small tables.
func newAlphaBeta[S, M comparable](g ply.Game[S, M]) func() search.Searcher[S, M] {
	return func() search.Searcher[S, M] { return search.AlphaBeta(g, search.Options{TableMB: 1}) }
}

// build returns a small Othello book: every position to two moves deep,
// then within 2 of the best to four, leaves at depth 2.
func build(t testing.TB, g *mapello.Game) *book.Book[mapello.State, mapello.Move] {
	t.Helper()
	b, err := book.Build(context.Background(), g, g.Start(), newAlphaBeta(g),
		book.BuildOptions{Limits: search.Limits{Depth: 2}, Plies: 4, Full: 2, Margin: 2})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestRoundTrip(t *testing.T) {
	g := othello(t)
	b := build(t, g)
	text := b.AppendText(nil, "a test book\nof two lines")
	c, err := book.Parse(g, text)
	if err != nil {
		t.Fatalf("Parse: %v\n%s", err, text)
	}
	again := c.AppendText(nil, "a test book\nof two lines")
	if !bytes.Equal(text, again) {
		t.Errorf("round trip differs:\n%s\nagain:\n%s", text, again)
	}
	if c.Len() != b.Len() || c.Start() != b.Start() {
		t.Errorf("Len %d, start %v; want %d, %v", c.Len(), c.Start(), b.Len(), b.Start())
	}
	if !strings.HasPrefix(string(text), "# a test book\n# of two lines\nstart ") {
		t.Errorf("header: %q", text[:60])
	}
}

func TestBuild(t *testing.T) {
	g := othello(t)
	b := build(t, g)
	// The start is expanded, and its value is the best of its moves.
	s := g.Start()
	moves := b.Moves(s)
	if len(moves) != 4 {
		t.Fatalf("Moves(start) = %v, want 4", moves)
	}
	v, ok := b.Value(s)
	if !ok || v != moves[0].Score {
		t.Errorf("Value(start) = %v %v, want %v (Black moves first)", v, ok, moves[0].Score)
	}
	for i := 1; i < len(moves); i++ {
		if moves[i].Score > moves[i-1].Score {
			t.Errorf("Moves not best first: %v", moves)
		}
	}
	// Every reply of every first move is expanded (Full 2), and a
	// position four moves deep is a leaf.
	for _, e := range moves {
		next := g.Apply(s, e.Move)
		if len(b.Moves(next)) == 0 {
			t.Errorf("after %v: not expanded", e.Move)
		}
		w, _ := b.Value(next)
		if w != e.Score {
			t.Errorf("after %v: value %v, its move's score %v", e.Move, w, e.Score)
		}
	}
	// The same options give the same book.
	if again := build(t, g); !bytes.Equal(again.AppendText(nil, ""), b.AppendText(nil, "")) {
		t.Error("two builds differ")
	}
}

func TestMaxPositions(t *testing.T) {
	g := othello(t)
	b, err := book.Build(context.Background(), g, g.Start(), newAlphaBeta(g),
		book.BuildOptions{Limits: search.Limits{Depth: 1}, Plies: 6, Full: 6, MaxPositions: 30})
	if err != nil {
		t.Fatal(err)
	}
	if b.Len() > 30 || b.Len() < 17 {
		t.Errorf("Len = %d, want 17 to 30", b.Len())
	}
}

func TestTransposition(t *testing.T) {
	g := pathway.MustNew()
	b, err := book.New(g, g.Start())
	if err != nil {
		t.Fatal(err)
	}
	line := func(texts ...string) []pathway.Move {
		s := g.Start()
		var out []pathway.Move
		for _, x := range texts {
			m, err := g.ParseMove(s, x)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, m)
			s = g.Apply(s, m)
		}
		return out
	}
	if err := b.Set(line("a1", "f6", "c3"), 1.5); err != nil {
		t.Fatal(err)
	}
	other := line("c3", "f6", "a1")
	s := g.Start()
	for _, m := range other {
		s = g.Apply(s, m)
	}
	if v, ok := b.Value(s); !ok || v != 1.5 {
		t.Errorf("Value by transposition = %v %v, want 1.5", v, ok)
	}
	if l, _ := b.Line(s); len(l) != 3 || g.FormatMove(g.Start(), l[0]) != "a1" {
		t.Errorf("Line = %v, want the first line", l)
	}
	// A second line to the same position in a file is an error.
	text := "1.5 a1;f6;c3\n2 c3;f6;a1\n"
	if _, err := book.Parse(g, []byte(text)); !errors.Is(err, ply.ErrSyntax) || !strings.Contains(err.Error(), "line 2") {
		t.Errorf("Parse of a transposition twice: %v, want line 2 and ply.ErrSyntax", err)
	}
	// Set of an existing position changes its value.
	if err := b.Set(other, -2); err != nil {
		t.Fatal(err)
	}
	if v, _ := b.Value(s); v != -2 || b.Len() != 1 {
		t.Errorf("after Set again: %v, Len %d", v, b.Len())
	}
	a1 := line("a1")[0]
	if err := b.Set([]pathway.Move{a1, a1}, 0); !errors.Is(err, ply.ErrIllegalMove) {
		t.Errorf("Set of an illegal line: %v, want ply.ErrIllegalMove", err)
	}
}

func TestChoose(t *testing.T) {
	g := othello(t)
	b := build(t, g)
	s := g.Start()
	moves := b.Moves(s)
	if e, ok := b.Choose(s, 0, nil); !ok || e != moves[0] {
		t.Errorf("Choose without a generator = %v %v, want the best %v", e, ok, moves[0])
	}
	// Within a margin, the draws cover the near-best moves only, and the
	// same seed draws the same moves.
	draw := func(seed uint64) []mapello.Move {
		rng := rand.New(rand.NewPCG(seed, 1))
		var out []mapello.Move
		for range 40 {
			e, _ := b.Choose(s, 1e9, rng)
			out = append(out, e.Move)
		}
		return out
	}
	a, c := draw(7), draw(7)
	seen := map[mapello.Move]bool{}
	for i := range a {
		if a[i] != c[i] {
			t.Fatalf("same seed, draw %d: %v and %v", i, a[i], c[i])
		}
		seen[a[i]] = true
	}
	if len(seen) != 4 {
		t.Errorf("a wide margin drew %d moves of 4", len(seen))
	}
	rng := rand.New(rand.NewPCG(1, 1))
	for range 20 {
		e, _ := b.Choose(s, 0, rng)
		if e.Score != moves[0].Score {
			t.Errorf("margin 0 drew %v, score %v, want %v", e.Move, e.Score, moves[0].Score)
		}
	}
	// Out of the book, or at a leaf: no move.
	deep := s
	for range 5 {
		deep = g.Apply(deep, g.AppendMoves(nil, deep)[0])
	}
	if _, ok := b.Choose(deep, 0, nil); ok {
		t.Error("Choose five moves deep: a move from a book of four")
	}
}

func TestParseErrors(t *testing.T) {
	g := othello(t)
	for _, tc := range []struct {
		text string
		want error
	}{
		{"x", ply.ErrSyntax},
		{"NaN", ply.ErrSyntax},
		{"1e400", ply.ErrSyntax},
		{"1 zz", ply.ErrSyntax},
		{"1 a1", ply.ErrIllegalMove},
		{"0\n0", ply.ErrSyntax},
		{"start", ply.ErrSyntax},
		{"0\nstart " + g.FormatState(g.Start()), ply.ErrSyntax},
		{strings.Repeat("1", 70000), ply.ErrSyntax},
	} {
		if _, err := book.Parse(g, []byte(tc.text)); !errors.Is(err, tc.want) {
			t.Errorf("Parse(%.30q) = %v, want %v", tc.text, err, tc.want)
		}
	}
	b, err := book.Parse(g, []byte("# nothing\n\n  \n"))
	if err != nil || b.Len() != 0 {
		t.Errorf("Parse of comments = %v, %v", b, err)
	}
	if _, err := book.New(ply.Game[mapello.State, mapello.Move](noHash{g}), g.Start()); !errors.Is(err, book.ErrUnsupported) {
		t.Errorf("New without a hash: %v", err)
	}
}

// noHash is Mapello without its capabilities.
type noHash struct {
	*mapello.Game
}

func (noHash) Hash() {}

func FuzzParse(f *testing.F) {
	g := othello(f)
	f.Add([]byte(build(f, g).AppendText(nil, "seed")))
	f.Add([]byte("start " + g.FormatState(g.Start()) + "\n0\n1 f5\n-2.5 f5;d6\n"))
	f.Add([]byte("1 pass\n"))
	f.Fuzz(func(t *testing.T, text []byte) {
		b, err := book.Parse(g, text)
		if err != nil {
			if !errors.Is(err, ply.ErrSyntax) && !errors.Is(err, ply.ErrIllegalMove) && !errors.Is(err, ply.ErrInvalidState) && !errors.Is(err, ply.ErrGameOver) {
				t.Fatalf("error wraps no sentinel: %v", err)
			}
			return
		}
		out := b.AppendText(nil, "")
		c, err := book.Parse(g, out)
		if err != nil {
			t.Fatalf("Parse of what AppendText wrote: %v\n%s", err, out)
		}
		if again := c.AppendText(nil, ""); !bytes.Equal(out, again) {
			t.Fatalf("second round trip differs:\n%s\n%s", out, again)
		}
	})
}

// Each leaf is searched by a new searcher, so that its value is that of a
// search on its own, whatever was searched before it: with alpha-beta at
// a fixed depth the four first moves of Othello, equal by symmetry, get
// equal values; with a selective search, whose reductions depend on the
// order of the moves (so that symmetric positions may differ), every leaf
// has the value of its own search (with one searcher for all the leaves,
// e6 got 1.63 where its own search gives 1.06), and threads change
// nothing.
func TestBuildFreshLeaves(t *testing.T) {
	g := othello(t)
	b, err := book.Build(context.Background(), g, g.Start(), newAlphaBeta(g),
		book.BuildOptions{Limits: search.Limits{Depth: 6}, Plies: 2, Full: 2})
	if err != nil {
		t.Fatal(err)
	}
	s := g.Start()
	moves := b.Moves(s)
	if len(moves) != 4 || moves[3].Score != moves[0].Score {
		t.Errorf("first moves %v: want 4, equal", moves)
	}
	newSelective := func() search.Searcher[mapello.State, mapello.Move] {
		return search.AlphaBeta(g, search.Options{TableMB: 1, Selective: true})
	}
	lim := search.Limits{Depth: 7}
	opts := book.BuildOptions{Limits: lim, Plies: 2, Full: 2}
	b, err = book.Build(context.Background(), g, s, newSelective, opts)
	if err != nil {
		t.Fatal(err)
	}
	leaves := 0
	for _, e := range b.Moves(s) {
		after := g.Apply(s, e.Move)
		for _, f := range b.Moves(after) {
			leaf := g.Apply(after, f.Move)
			r, err := newSelective().Search(context.Background(), leaf, lim)
			if err != nil {
				t.Fatal(err)
			}
			if v, _ := b.Value(leaf); v != math.Round(r.Score*100)/100 { // Black to move
				t.Errorf("value after %v %v = %v, its own search %v", e.Move, f.Move, v, r.Score)
			}
			leaves++
		}
	}
	if leaves != 12 {
		t.Errorf("%d leaves two moves deep, want 12", leaves)
	}
	opts.Threads = 3
	again, err := book.Build(context.Background(), g, s, newSelective, opts)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(again.AppendText(nil, ""), b.AppendText(nil, "")) {
		t.Error("3 threads give another book than one")
	}
}

// Threads search leaves at once and give the book of one thread, also
// where MaxPositions cuts a ply short; Progress counts every position.
func TestBuildThreads(t *testing.T) {
	g := pathway.MustNew(pathway.WithSize(4))
	opts := book.BuildOptions{Limits: search.Limits{Depth: 2}, Plies: 4, Full: 2, Margin: 0.5}
	threads := []int{1, 2, 5}
	if testing.Short() {
		opts.Plies, threads = 3, []int{1, 3}
	}
	for _, maxPos := range []int{0, 100} {
		opts.MaxPositions = maxPos
		var want []byte
		for _, threads := range threads {
			opts.Threads = threads
			last := 0
			opts.Progress = func(n, _ int) { last = max(last, n) }
			b, err := book.Build(context.Background(), g, g.Start(), newAlphaBeta(g), opts)
			if err != nil {
				t.Fatal(err)
			}
			text := b.AppendText(nil, "")
			if threads == 1 {
				want = text
			} else if !bytes.Equal(text, want) {
				t.Errorf("max %d: %d threads give another book than one", maxPos, threads)
			}
			if last < b.Len() {
				t.Errorf("max %d, %d threads: Progress saw %d positions of %d", maxPos, threads, last, b.Len())
			}
			if maxPos > 0 && b.Len() > maxPos {
				t.Errorf("max %d, %d threads: Len %d", maxPos, threads, b.Len())
			}
		}
	}
}

// When ctx ends, Build returns the positions expanded so far, their
// values propagated, and ctx's error; a search's error ends it too.
func TestBuildCancel(t *testing.T) {
	g := othello(t)
	ctx, cancel := context.WithCancel(context.Background())
	searches := 0
	newSearcher := func() search.Searcher[mapello.State, mapello.Move] {
		searches++
		if searches == 30 {
			cancel()
		}
		return search.AlphaBeta(g, search.Options{TableMB: 1})
	}
	b, err := book.Build(ctx, g, g.Start(), newSearcher,
		book.BuildOptions{Limits: search.Limits{Depth: 1}, Plies: 4, Full: 4, Threads: 2})
	if !errors.Is(err, context.Canceled) || b == nil {
		t.Fatalf("Build cancelled: %v, %v", b, err)
	}
	if b.Len() < 5 || b.Len() >= 30 {
		t.Errorf("Len %d, want the start and its moves, less than 30", b.Len())
	}
	if v, _ := b.Value(g.Start()); v != b.Moves(g.Start())[0].Score {
		t.Errorf("start's value %v, not its best move's %v", v, b.Moves(g.Start())[0].Score)
	}
	boom := errors.New("boom")
	_, err = book.Build(context.Background(), g, g.Start(), func() search.Searcher[mapello.State, mapello.Move] { return failing{boom} },
		book.BuildOptions{Limits: search.Limits{Depth: 1}, Plies: 2, Threads: 3})
	if !errors.Is(err, boom) {
		t.Errorf("Build with a failing search: %v", err)
	}
}

// failing is a searcher that fails.
type failing struct{ err error }

func (f failing) Choose(context.Context, mapello.State) (mapello.Move, error) {
	return 0, f.err
}

func (f failing) Search(context.Context, mapello.State, search.Limits) (search.Result[mapello.Move], error) {
	return search.Result[mapello.Move]{}, f.err
}
