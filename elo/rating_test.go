package elo

import (
	"math"
	"testing"

	"pgregory.net/rapid"
)

// within reports whether a and b differ by at most tol.
func within(a, b, tol float64) bool { return math.Abs(a-b) <= tol }

// fitsAgree reports whether two fits of the same ratings agree: the fit stops
// where rounding no longer lowers the likelihood, which in a flat
// direction leaves large ratings equal to about 1e-7 of their size, so
// the bots taken in another order may end a few hundred-thousandths of a
// point apart.
func fitsAgree(a, b float64) bool { return within(a, b, 1e-5+1e-7*max(math.Abs(a), math.Abs(b))) }

// onePair is the matchup of two bots, from bot 0's side.
func onePair(w, d, l int) []Matchup {
	return []Matchup{{A: 0, B: 1, Tally: Tally{Wins: w, Draws: d, Losses: l}}}
}

// twoBotElo is the closed form for two bots: the difference that
// expects A's score with one virtual draw added, and the half-width of
// the 95% interval of each rating. With c = (N+1)·p·(1-p) at p the
// adjusted score, H = c·[[1,-1],[-1,1]] and its pseudo-inverse is
// H/(4c²), so each rating has variance 1/(4c).
func twoBotElo(w, d, l int) (diff, half float64) {
	n := float64(w + d + l + 1)
	p := (float64(w) + float64(d)/2 + 0.5) / n
	c := n * p * (1 - p)
	return FromScore(p), z95 * eloPerNat / (2 * math.Sqrt(c))
}

func TestRatingsTwoBots(t *testing.T) {
	for _, tc := range []struct {
		w, d, l int
		diff    float64 // A's rating less B's, in Elo points: FromScore(s) = 400·log10(s/(1-s))
	}{
		{1, 0, 0, 400 * math.Log10(3)},       // 1.5 of 2
		{3, 0, 0, 400 * math.Log10(7)},       // 3.5 of 4
		{2, 1, 0, 400 * math.Log10(3)},       // 3 of 4
		{0, 4, 0, 0},                         // all draws
		{5, 0, 5, 0},                         // even
		{0, 0, 9, -400 * math.Log10(19)},     // 0.5 of 10
		{8, 1, 0, 400 * math.Log10(9)},       // 9 of 10
		{1000, 0, 0, 400 * math.Log10(2001)}, // 1000.5 of 1001: finite
	} {
		r := Ratings(2, onePair(tc.w, tc.d, tc.l))
		diff, half := twoBotElo(tc.w, tc.d, tc.l)
		if !within(diff, tc.diff, 0.01) {
			t.Fatalf("%d-%d-%d: the closed form gives %.2f, the table %.2f", tc.w, tc.d, tc.l, diff, tc.diff)
		}
		if !within(r[0].Elo-r[1].Elo, diff, 1e-5) || !within(r[0].Elo, -r[1].Elo, 1e-5) {
			t.Errorf("%d-%d-%d: ratings %+v, want a difference of %.4f around 0", tc.w, tc.d, tc.l, r, diff)
		}
		for i, x := range r {
			if !within(x.Hi-x.Elo, half, 1e-5) || !within(x.Elo-x.Lo, half, 1e-5) {
				t.Errorf("%d-%d-%d: bot %d: interval [%.4f, %.4f] around %.4f, want ±%.4f", tc.w, tc.d, tc.l, i, x.Lo, x.Hi, x.Elo, half)
			}
		}
	}
}

// Two bots: the closed form holds for any record, and swapping the bots
// swaps the ratings.
func TestRatingsTwoBotsProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		w := rapid.IntRange(0, 200).Draw(t, "wins")
		d := rapid.IntRange(0, 200).Draw(t, "draws")
		l := rapid.IntRange(0, 200).Draw(t, "losses")
		if w+d+l == 0 {
			w = 1
		}
		r := Ratings(2, onePair(w, d, l))
		diff, half := twoBotElo(w, d, l)
		if !within(r[0].Elo-r[1].Elo, diff, 1e-5) || !within(r[0].Elo+r[1].Elo, 0, 1e-5) || !within(r[0].Hi-r[0].Elo, half, 1e-5) {
			t.Fatalf("ratings %+v, want a difference of %.6f, mean 0, ±%.6f", r, diff, half)
		}
		swapped := Ratings(2, []Matchup{{A: 0, B: 1, Tally: Tally{Wins: l, Draws: d, Losses: w}}})
		if !within(swapped[0].Elo, r[1].Elo, 1e-5) || !within(swapped[1].Elo, r[0].Elo, 1e-5) || !within(swapped[0].Lo, r[1].Lo, 1e-5) {
			t.Fatalf("swapped: %+v, unswapped %+v", swapped, r)
		}
		// More games with the same record: a narrower interval.
		more := Ratings(2, onePair(3*w, 3*d, 3*l))
		if !(more[0].Hi-more[0].Lo < r[0].Hi-r[0].Lo) {
			t.Fatalf("interval of %d-%d-%d %+v is not narrower than that of the third %+v", 3*w, 3*d, 3*l, more, r)
		}
	})
}

// Three bots whose results fit the model exactly, so that the ratings
// and intervals can be computed by hand. With the virtual draw, A scores
// 3 of 4 against B (2 wins, 1 draw), B 3 of 4 against C, and A 9 of 10
// against C (8 wins, 1 draw). Ratings ln 3, 0, -ln 3 in natural units
// expect exactly these scores (1/(1+1/3) = 3/4, 1/(1+1/9) = 9/10), so
// they are the fit: in Elo points, ±400·log10(3) = ±190.85.
//
// The Hessian is the Laplacian of the triangle with weights n·p·(1-p):
// 4·3/16 = 3/4 for A-B and B-C, 10·9/100 = 9/10 for A-C. Its
// pseudo-inverse's diagonal, by the effective resistances R of that
// network (resistances 4/3, 4/3 and 10/9), is
// L⁺ii = (Ri1+Ri2+Ri3)/3 - (R12+R13+R23)/9 with R_AB = R_BC = 44/51 and
// R_AC = 40/51: 124/459 for A and C, 8/27 for B. The 95% half-widths are
// 1.96·sqrt(variance)·400/ln 10: 176.97 for A and C, 185.33 for B.
func TestRatingsHandExample(t *testing.T) {
	pairs := []Matchup{
		{A: 0, B: 1, Tally: Tally{Wins: 2, Draws: 1}},
		{A: 0, B: 2, Tally: Tally{Wins: 8, Draws: 1}},
		{A: 1, B: 2, Tally: Tally{Wins: 2, Draws: 1}},
	}
	r := Ratings(3, pairs)
	e := 400 * math.Log10(3)
	wantElo := []float64{e, 0, -e}
	wantHalf := []float64{176.9689, 185.3342, 176.9689}
	for i := range r {
		if !within(r[i].Elo, wantElo[i], 1e-5) || !within(r[i].Hi-r[i].Elo, wantHalf[i], 1e-3) || !within(r[i].Elo-r[i].Lo, wantHalf[i], 1e-3) {
			t.Errorf("bot %d: %.4f in [%.4f, %.4f], want %.4f ± %.4f", i, r[i].Elo, r[i].Lo, r[i].Hi, wantElo[i], wantHalf[i])
		}
	}
	// The half-widths from the exact variances.
	for i, v := range []float64{124.0 / 459, 8.0 / 27, 124.0 / 459} {
		if h := z95 * math.Sqrt(v) * eloPerNat; !within(h, wantHalf[i], 1e-3) {
			t.Errorf("bot %d: half-width from the variance %.4f, in the test %.4f", i, h, wantHalf[i])
		}
	}
}

// tournament draws n bots and the results of some of their pairs, each
// in either order.
func tournament(t *rapid.T) (int, []Matchup) {
	n := rapid.IntRange(0, 7).Draw(t, "bots")
	var pairs []Matchup
	for a := range n {
		for b := a + 1; b < n; b++ {
			tally := Tally{
				Wins:   rapid.IntRange(0, 12).Draw(t, "wins"),
				Draws:  rapid.IntRange(0, 4).Draw(t, "draws"),
				Losses: rapid.IntRange(0, 12).Draw(t, "losses"),
			}
			p := Matchup{A: a, B: b, Tally: tally}
			if rapid.Bool().Draw(t, "reversed") {
				p.A, p.B = b, a
				p.Wins, p.Losses = p.Losses, p.Wins
			}
			pairs = append(pairs, p)
		}
	}
	return n, pairs
}

// The ratings are the maximum-likelihood fit: with the virtual draws,
// every bot scores the points its ratings expect. They average 0 over the
// bots that played, a bot that played no game is rated 0 without an
// interval, and every interval holds its rating.
func TestRatingsProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n, pairs := tournament(t)
		r := Ratings(n, pairs)
		if len(r) != n {
			t.Fatalf("%d ratings for %d bots", len(r), n)
		}
		played := make([]bool, n)
		scored, expected := make([]float64, n), make([]float64, n)
		for _, p := range pairs {
			if p.Games() == 0 {
				continue
			}
			played[p.A], played[p.B] = true, true
			g := float64(p.Games() + 1)
			s := float64(p.Wins) + float64(p.Draws)/2 + 0.5
			e := g / (1 + math.Pow(10, (r[p.B].Elo-r[p.A].Elo)/400))
			scored[p.A] += s
			scored[p.B] += g - s
			expected[p.A] += e
			expected[p.B] += g - e
		}
		sum, count := 0.0, 0
		for i, x := range r {
			if math.IsNaN(x.Elo) || math.IsInf(x.Elo, 0) {
				t.Fatalf("bot %d: rating %v", i, x.Elo)
			}
			if !played[i] {
				if x.Elo != 0 || !math.IsNaN(x.Lo) || !math.IsNaN(x.Hi) {
					t.Fatalf("bot %d played no game: %+v", i, x)
				}
				continue
			}
			sum += x.Elo
			count++
			if !within(scored[i], expected[i], 1e-4) {
				t.Fatalf("bot %d scores %.6f, its rating expects %.6f: not the fit (%+v)", i, scored[i], expected[i], r)
			}
			if !(x.Lo < x.Elo && x.Elo < x.Hi) || !within(x.Hi-x.Elo, x.Elo-x.Lo, 1e-5) {
				t.Fatalf("bot %d: %+v: not an interval around the rating", i, x)
			}
		}
		if count > 0 && !within(sum/float64(count), 0, 1e-5) {
			t.Fatalf("ratings %+v average %v", r, sum/float64(count))
		}
	})
}

// Renaming the bots renames their ratings.
func TestRatingsSymmetry(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n, pairs := tournament(t)
		perm := rapid.Permutation(rangeInts(n)).Draw(t, "names")
		renamed := make([]Matchup, len(pairs))
		for i, p := range pairs {
			renamed[i] = p
			renamed[i].A, renamed[i].B = perm[p.A], perm[p.B]
		}
		r, s := Ratings(n, pairs), Ratings(n, renamed)
		for i := range r {
			a, b := r[i], s[perm[i]]
			if !fitsAgree(a.Elo, b.Elo) || math.IsNaN(a.Lo) != math.IsNaN(b.Lo) || !math.IsNaN(a.Lo) && !fitsAgree(a.Lo, b.Lo) {
				t.Fatalf("bot %d: %+v, renamed %d: %+v", i, a, perm[i], b)
			}
		}
	})
}

func rangeInts(n int) []int {
	s := make([]int, n)
	for i := range s {
		s[i] = i
	}
	return s
}

// In a round robin where every pair plays as many games, the ratings rank
// the bots as their total scores do; with every record repeated, the
// intervals narrow.
func TestRatingsRoundRobin(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(2, 6).Draw(t, "bots")
		games := rapid.IntRange(1, 12).Draw(t, "games per pair")
		var pairs []Matchup
		for a := range n {
			for b := a + 1; b < n; b++ {
				w := rapid.IntRange(0, games).Draw(t, "wins")
				d := rapid.IntRange(0, games-w).Draw(t, "draws")
				pairs = append(pairs, Matchup{A: a, B: b, Tally: Tally{Wins: w, Draws: d, Losses: games - w - d}})
			}
		}
		score := make([]float64, n)
		for _, p := range pairs {
			s := float64(p.Wins) + float64(p.Draws)/2
			score[p.A] += s
			score[p.B] += float64(p.Games()) - s
		}
		r := Ratings(n, pairs)
		for i := range n {
			for j := range n {
				switch {
				case score[i] > score[j] && !(r[i].Elo > r[j].Elo):
					t.Fatalf("bot %d scores %v > %v of bot %d, but is rated %v <= %v", i, score[i], score[j], j, r[i].Elo, r[j].Elo)
				case score[i] == score[j] && !within(r[i].Elo, r[j].Elo, 1e-5):
					t.Fatalf("bots %d and %d score %v each, but are rated %v and %v", i, j, score[i], r[i].Elo, r[j].Elo)
				}
			}
		}
		more := make([]Matchup, len(pairs))
		for i, p := range pairs {
			more[i] = p
			more[i].Tally = Tally{Wins: 4 * p.Wins, Draws: 4 * p.Draws, Losses: 4 * p.Losses}
		}
		m := Ratings(n, more)
		for i := range n {
			if !(m[i].Hi-m[i].Lo < r[i].Hi-r[i].Lo) {
				t.Fatalf("bot %d: interval %v with 4 times the games, %v with the games", i, m[i].Hi-m[i].Lo, r[i].Hi-r[i].Lo)
			}
		}
	})
}

func TestRatingsDegenerate(t *testing.T) {
	nan := math.NaN()
	half := func(w, d, l int) float64 { _, h := twoBotElo(w, d, l); return h }
	for _, tc := range []struct {
		name  string
		n     int
		pairs []Matchup
		elo   []float64 // want, to 1e-5
		half  []float64 // want, to 1e-3; NaN for none
	}{
		{"no bots", 0, nil, []float64{}, []float64{}},
		{"negative count", -1, nil, []float64{}, []float64{}},
		{"one bot", 1, nil, []float64{0}, []float64{nan}},
		{"no games", 3, []Matchup{{A: 0, B: 1}, {A: 0, B: 2}, {A: 1, B: 2}}, []float64{0, 0, 0}, []float64{nan, nan, nan}},
		{"all draws", 3, []Matchup{
			{A: 0, B: 1, Tally: Tally{Draws: 3}},
			{A: 0, B: 2, Tally: Tally{Draws: 3}},
			{A: 1, B: 2, Tally: Tally{Draws: 3}},
		}, []float64{0, 0, 0}, []float64{
			// Weight 4/4 = 1 per pair: L⁺ = (I - J/3)/3, variance 2/9.
			z95 * eloPerNat * math.Sqrt(2.0/9), z95 * eloPerNat * math.Sqrt(2.0/9), z95 * eloPerNat * math.Sqrt(2.0/9)}},
		{"a bot that played nobody", 3, []Matchup{{A: 0, B: 2, Tally: Tally{Wins: 1}}},
			[]float64{FromScore(0.75) / 2, 0, -FromScore(0.75) / 2}, []float64{half(1, 0, 0), nan, half(1, 0, 0)}},
		{"perfect scores", 3, []Matchup{
			{A: 0, B: 1, Tally: Tally{Wins: 50}},
			{A: 0, B: 2, Tally: Tally{Wins: 50}},
			{A: 1, B: 2, Tally: Tally{Wins: 50}},
		}, nil, nil},
		{"huge counts", 2, onePair(1_000_000_000, 0, 0), []float64{FromScore(1-0.5/(1e9+1)) / 2, -FromScore(1-0.5/(1e9+1)) / 2}, []float64{half(1e9, 0, 0), half(1e9, 0, 0)}},
		{"bad pairs are left out", 2, []Matchup{
			{A: 0, B: 0, Tally: Tally{Wins: 5}},
			{A: -1, B: 1, Tally: Tally{Wins: 5}},
			{A: 1, B: 2, Tally: Tally{Wins: 5}},
			{A: 0, B: 1, Tally: Tally{Wins: 3, Losses: -1}},
			{A: 0, B: 1, Tally: Tally{Wins: 1}},
		}, []float64{FromScore(0.75) / 2, -FromScore(0.75) / 2}, []float64{half(1, 0, 0), half(1, 0, 0)}},
		{"a pair listed twice adds up", 2, []Matchup{
			{A: 0, B: 1, Tally: Tally{Wins: 2}},
			{A: 1, B: 0, Tally: Tally{Wins: 1, Losses: 1}},
		}, []float64{(FromScore(3.5 / 5)) / 2, -(FromScore(3.5 / 5)) / 2}, nil},
		// Two groups that never met: each averages 0, and no interval.
		{"two groups", 4, []Matchup{{A: 0, B: 1, Tally: Tally{Wins: 1}}, {A: 2, B: 3, Tally: Tally{Losses: 3}}},
			[]float64{FromScore(0.75) / 2, -FromScore(0.75) / 2, -FromScore(7.0/8) / 2, FromScore(7.0/8) / 2}, []float64{nan, nan, nan, nan}},
	} {
		r := Ratings(tc.n, tc.pairs)
		if len(r) != max(tc.n, 0) {
			t.Errorf("%s: %d ratings", tc.name, len(r))
			continue
		}
		for i, x := range r {
			if math.IsNaN(x.Elo) || math.IsInf(x.Elo, 0) || math.IsInf(x.Lo, 0) || math.IsInf(x.Hi, 0) || math.IsNaN(x.Lo) != math.IsNaN(x.Hi) {
				t.Errorf("%s: bot %d: %+v", tc.name, i, x)
			}
			if tc.elo != nil && !within(x.Elo, tc.elo[i], 0.01) {
				t.Errorf("%s: bot %d rated %.4f, want %.4f", tc.name, i, x.Elo, tc.elo[i])
			}
			if tc.half != nil && math.IsNaN(tc.half[i]) != math.IsNaN(x.Lo) || tc.half != nil && !math.IsNaN(x.Lo) && !within(x.Hi-x.Elo, tc.half[i], 0.01) {
				t.Errorf("%s: bot %d: interval [%.4f, %.4f] around %.4f, want ±%.4f", tc.name, i, x.Lo, x.Hi, x.Elo, tc.half[i])
			}
		}
	}
}
