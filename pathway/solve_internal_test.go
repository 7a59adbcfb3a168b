package pathway

import (
	"context"
	"errors"
	"math/bits"
	"math/rand/v2"
	"testing"
	"time"
)

// randomState returns the state after plies uniformly random placements
// on an n x n board, or false if the game ended first.
func randomState(rng *rand.Rand, n, plies int) (State, bool) {
	g := MustNew(WithSize(n))
	s := g.Start()
	for range plies {
		moves := g.AppendMoves(nil, s)
		if len(moves) == 0 {
			return s, false
		}
		s = g.Apply(s, moves[rng.IntN(len(moves))])
	}
	return s, !legal(s).empty()
}

// TestCanonical: the eight images of a position have one canonical form,
// and each image is a position of the board with the same number of
// stones.
func TestCanonical(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for n := MinSize; n <= MaxSolveSize; n++ {
		geo := &packedGeometries[n]
		shift := uint(8 - n)
		for range 200 {
			s, _ := randomState(rng, n, rng.IntN(n*n/2+1))
			me, them := packBoard(s.stones[0], n), packBoard(s.stones[1], n)
			want := geo.canonical(me, them)
			a, b := me, them
			for range 2 {
				for _, img := range [][2]uint64{
					{a, b},
					{flipRows(a, shift), flipRows(b, shift)},
					{mirrorCols(a, shift), mirrorCols(b, shift)},
					{flipRows(mirrorCols(a, shift), shift), flipRows(mirrorCols(b, shift), shift)},
				} {
					if img[0]&^geo.full != 0 || img[1]&^geo.full != 0 ||
						bits.OnesCount64(img[0]) != bits.OnesCount64(me) || bits.OnesCount64(img[1]) != bits.OnesCount64(them) {
						t.Fatalf("%dx%d: image %x %x of %x %x leaves the board", n, n, img[0], img[1], me, them)
					}
					if got := geo.canonical(img[0], img[1]); got != want {
						t.Fatalf("%dx%d: canonical(%x, %x) = %x, canonical(%x, %x) = %x", n, n, img[0], img[1], got, me, them, want)
					}
					// The image is a position of the same value: the
					// mover's placements are the images of theirs.
					if bits.OnesCount64(geo.legal(img[0], img[1])) != bits.OnesCount64(geo.legal(me, them)) {
						t.Fatalf("%dx%d: the image of %x %x has another number of placements", n, n, me, them)
					}
				}
				a, b = transpose(a), transpose(b)
			}
		}
	}
}

// TestPackedLegal: the solver's move generator agrees with the game's.
func TestPackedLegal(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for n := MinSize; n <= MaxSolveSize; n++ {
		geo := &packedGeometries[n]
		for range 300 {
			s, _ := randomState(rng, n, rng.IntN(n*n))
			want := legal(s)
			got := geo.legal(packBoard(s.stones[s.turn], n), packBoard(s.stones[s.turn^1], n))
			if got != packBoard(want, n) {
				t.Fatalf("%v: legal %x, want %x", s, got, packBoard(want, n))
			}
			for m := got; m != 0; m &= m - 1 {
				if mv := unpackMove(bits.TrailingZeros64(m)); !want.has(int(mv)) {
					t.Fatalf("%v: %v is not legal", s, mv)
				}
			}
		}
	}
}

// TestSolverAgrees: Solver's outcome and move agree with plain minimax
// on random 3x3 and 4x4 positions, and with the solver without a table.
func TestSolverAgrees(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	sv := NewSolver(1)
	for i := range 300 {
		// Minimax is slow on 4x4 before its sixth ply.
		n := 3 + i%2
		s, ok := randomState(rng, n, 2*(n-3)+rng.IntN(n*n/2+1))
		if !ok {
			continue
		}
		want := minimaxWins(s)
		win, best, _, err := sv.Solve(context.Background(), s, 0)
		if err != nil || win != want {
			t.Fatalf("%v: win %v, err %v; minimax %v", s, win, err, want)
		}
		if !legal(s).has(int(best)) {
			t.Fatalf("%v: move %v is not legal", s, best)
		}
		g := MustNew(WithSize(n))
		if win && minimaxWins(g.Apply(s, best)) {
			t.Fatalf("%v: move %v does not win", s, best)
		}
	}
}

// minimaxWins reports whether the player to move in s wins, by plain
// minimax.
func minimaxWins(s State) bool {
	moves := legal(s)
	if moves.empty() {
		return true
	}
	g := Game{n: int(s.n)}
	for _, m := range moves.appendCells(nil) {
		if !minimaxWins(g.Apply(s, m)) {
			return true
		}
	}
	return false
}

// TestSolverLimits: a node limit and a cancelled context stop a solve
// with an error, and a finished game is refused.
func TestSolverLimits(t *testing.T) {
	s, err := ParseState("....b/...../...../...../r.... r")
	if err != nil {
		t.Fatal(err)
	}
	sv := NewSolver(1)
	if _, _, n, err := sv.Solve(context.Background(), s, 1000); err == nil || n > 1000+pollEvery {
		t.Fatalf("node limit: %d nodes, err %v", n, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, _, err := sv.Solve(ctx, s, 0); err == nil {
		t.Fatal("cancelled context: no error")
	}
	if _, _, _, err := NewSolver(1).Solve(context.Background(), MustNew(WithSize(8)).Start(), 0); err != ErrTooLarge {
		t.Fatalf("8x8: err %v", err)
	}
	// A deadline passed whose timer has not fired, as where one thread
	// runs everything (WebAssembly): the clock stops the solve.
	late := lateContext{context.Background(), time.Now().Add(-time.Second)}
	if _, _, _, err := NewSolver(1).Solve(late, MustNew(WithSize(6)).Start(), 0); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("a deadline passed: err %v", err)
	}
}

// lateContext has a deadline but never says it is done: its timer has not
// had its turn.
type lateContext struct {
	context.Context
	deadline time.Time
}

func (c lateContext) Deadline() (time.Time, bool) { return c.deadline, true }

// TestSolvedBook: the book's positions are states of the game, every first
// move of each board it covers is one of them up to symmetry, the start's
// value agrees with its children's, and Solve answers from it at once.
func TestSolvedBook(t *testing.T) {
	starts := map[int]bool{}
	for _, p := range solvedPositions {
		s, err := ParseState(p.state)
		if err != nil {
			t.Fatal(err)
		}
		if s.Stones(1)+s.Stones(2) == 0 {
			starts[int(s.n)] = p.win
		}
	}
	for n, startWins := range starts {
		g := MustNew(WithSize(n))
		geo := &packedGeometries[n]
		known := map[solveSlot]bool{}
		for _, e := range book {
			if e.n == n {
				known[e.key] = e.win
			}
		}
		someLoss := false
		for _, m := range g.AppendMoves(nil, g.Start()) {
			c := g.Apply(g.Start(), m)
			k := geo.canonical(packBoard(c.stones[c.turn], n), packBoard(c.stones[c.turn^1], n))
			k.me |= geo.tag
			win, ok := known[k]
			if !ok {
				t.Fatalf("%dx%d: first move %v is not in the book", n, n, m)
			}
			someLoss = someLoss || !win
		}
		if someLoss != startWins {
			t.Fatalf("%dx%d: the start wins %v, but a first move wins %v", n, n, startWins, someLoss)
		}
		win, best, nodes, err := NewSolver(1).Solve(context.Background(), g.Start(), 0)
		if err != nil || win != startWins || nodes > 100 {
			t.Fatalf("%dx%d: Solve from the book: win %v, %d nodes, err %v", n, n, win, nodes, err)
		}
		if c := g.Apply(g.Start(), best); win {
			k := geo.canonical(packBoard(c.stones[c.turn], n), packBoard(c.stones[c.turn^1], n))
			k.me |= geo.tag
			if known[k] {
				t.Fatalf("%dx%d: Solve's move %v does not win", n, n, best)
			}
		}
	}
}

// BenchmarkSolveBook solves the book's positions again, without the book,
// and checks them: the full solve of 5x5 and its first moves, several
// minutes (docs/solved.md).
//
//	go test ./pathway -run '^$' -bench SolveBook -benchtime 1x -timeout 60m
func BenchmarkSolveBook(b *testing.B) {
	for b.Loop() {
		sv := NewSolver(1024)
		sv.noBook = true
		var nodes uint64
		for _, p := range solvedPositions {
			s, _ := ParseState(p.state)
			win, best, n, err := sv.Solve(context.Background(), s, 0)
			if err != nil || win != p.win {
				b.Fatalf("%s: win %v, err %v; the book says %v", p.state, win, err, p.win)
			}
			b.Logf("%s: win %v, move %v, %d nodes", p.state, win, best, n)
			nodes += n
		}
		b.ReportMetric(float64(nodes), "nodes")
	}
}
