package morelli

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"pgregory.net/rapid"
)

// drawPlayed returns a state met on a random game from a random setup.
func drawPlayed(t *rapid.T) State {
	s := randomSetup(rapid.Uint64().Draw(t, "seed"))
	n := rapid.IntRange(0, 120).Draw(t, "plies")
	rng := rand.New(rand.NewPCG(uint64(n), 7))
	for range n {
		m, ok := randomMove(&s, rng)
		if !ok {
			break
		}
		apply(&s, m)
	}
	return s
}

// The fast paths agree with the move list: counting, the game-over test,
// the legality test and the random draw.
func TestFastPathsAgree(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := drawPlayed(t)
		moves := appendMoves(nil, &s)
		if n := countMoves(&s); n != len(moves) {
			t.Fatalf("countMoves = %d, %d moves", n, len(moves))
		}
		if hasMove(&s) != (len(moves) > 0) {
			t.Fatalf("hasMove = %v, %d moves", hasMove(&s), len(moves))
		}
		m := Move{Cell(rapid.IntRange(0, 180).Draw(t, "from")), Cell(rapid.IntRange(0, 180).Draw(t, "to"))}
		if isLegal(&s, m) != slices.Contains(moves, m) {
			t.Fatalf("isLegal(%v) = %v in %v", m, isLegal(&s, m), s)
		}
		for _, m := range moves {
			if !isLegal(&s, m) {
				t.Fatalf("isLegal(%v) = false for a generated move", m)
			}
		}
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "rng"), 0))
		r, ok := randomMove(&s, rng)
		if ok != (len(moves) > 0) || ok && !slices.Contains(moves, r) {
			t.Fatalf("randomMove = %v, %v with %d moves", r, ok, len(moves))
		}
	})
}

// randomMove draws every legal move equally often: a chi-square test on
// fixed seeds, from the opening (480 moves, mostly drawn by rejection) and
// from a late position (few moves, often drawn exactly after misses).
func TestRandomMoveUniform(t *testing.T) {
	late := defaultSetup()
	rng := rand.New(rand.NewPCG(5, 5))
	for range 70 {
		m, _ := randomMove(&late, rng)
		apply(&late, m)
	}
	for _, s := range []State{defaultSetup(), late} {
		moves := appendMoves(nil, &s)
		index := map[Move]int{}
		for i, m := range moves {
			index[m] = i
		}
		counts := make([]int, len(moves))
		draws := 200 * len(moves)
		for range draws {
			m, _ := randomMove(&s, rng)
			counts[index[m]]++
		}
		// Chi-square with k−1 degrees of freedom; its mean is k−1 and
		// its standard deviation sqrt(2(k−1)). Allow 5 deviations.
		var chi2 float64
		for _, c := range counts {
			d := float64(c) - 200
			chi2 += d * d / 200
		}
		k := float64(len(moves) - 1)
		if chi2 > k+5*math.Sqrt(2*k) {
			t.Errorf("%d moves: chi-square %.1f, want about %.0f", len(moves), chi2, k)
		}
	}
}

// Every ray's count matches a walk along its cells.
func TestRayFree(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := drawPlayed(t)
		occ := occupancies(s.occupied())
		for c := Cell(0); c < NumCells; c++ {
			for i := range rays[c] {
				r := &rays[c][i]
				walk := 0
				for _, m := range r.moves {
					if m == (Move{}) {
						break
					}
					blocked := false
					for _, x := range cellsBetween(c, m.To) {
						blocked = blocked || s.occupied().has(x)
					}
					if blocked || s.occupied().has(m.To) {
						break
					}
					walk++
				}
				if got := r.free(&occ); got != walk {
					t.Fatalf("ray %d of %v: free %d, walk %d in %v", i, c, got, walk, s)
				}
			}
		}
	})
}

// cellsBetween returns the cells strictly between a and b on a queen line.
func cellsBetween(a, b Cell) []Cell {
	dx, dy := sign(b.X()-a.X()), sign(b.Y()-a.Y())
	var out []Cell
	for x, y := a.X()+dx, a.Y()+dy; CellAt(x, y) != b; x, y = x+dx, y+dy {
		out = append(out, CellAt(x, y))
	}
	return out
}

func sign(n int) int {
	switch {
	case n > 0:
		return 1
	case n < 0:
		return -1
	}
	return 0
}

// shift agrees with stepping each cell, and capturable with the capture
// rule applied move by move.
func TestShiftAndCapturable(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := drawPlayed(t)
		b := s.pieces[0].or(s.pieces[1])
		for d, dir := range directions {
			var want bitboard
			for c := Cell(0); c < NumCells; c++ {
				if x, y := c.X()+dir.dx, c.Y()+dir.dy; b.has(c) && onBoard(x, y) {
					want.set(CellAt(x, y))
				}
			}
			if got := b.shift(d); got != want {
				t.Fatalf("shift %v: %v, want %v", dir, got, want)
			}
		}
		occ := occupancies(s.occupied())
		si := info(&s, s.turn, &occ)
		var want bitboard
		for _, m := range appendMoves(nil, &s) {
			after := s
			apply(&after, m)
			want = want.or(s.pieces[s.turn^1].andNot(after.pieces[s.turn^1]))
		}
		if si.capturable != want {
			t.Fatalf("capturable %v, want %v in %v", si.capturable, want, s)
		}
	})
}
