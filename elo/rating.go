// rating.go fits one Elo rating per bot to all the games of a tournament
// (the Bradley–Terry model by maximum likelihood), with a 95% interval
// from the curvature of the likelihood.

package elo

import "math"

// eloPerNat converts a difference in natural log-odds into Elo points.
const eloPerNat = 400 / math.Ln10

// Rating is a bot's Elo rating in a tournament, with a 95% interval.
type Rating struct {
	// Elo is the rating in Elo points. The ratings of the bots that
	// played average 0; a bot that played no game is rated 0.
	Elo float64
	// Lo and Hi bound the 95% interval, Elo ∓ 1.96 standard errors, or
	// are NaN when the rating has no interval (see Ratings).
	Lo, Hi float64
}

// Matchup is the games bot A played against bot B, counted from A's side;
// A and B index the bots, from 0.
type Matchup struct {
	A, B int
	Tally
}

// Ratings fits a rating to each of n bots from the results of their
// matchups (a bot's matchups with several others, or a pair listed twice,
// add up): the maximum-likelihood ratings of the Bradley–Terry model, in
// which bot i scores against bot j with probability 1/(1+10^((Rj-Ri)/400)),
// a draw counting as half a win and half a loss. Every game of every pair
// counts, whoever played first.
//
// A weak prior keeps the ratings finite when a bot won or lost every
// game: every pair that played at least one game gets one more, virtual,
// game scored as a draw. With two bots, the difference of their ratings is
// then exactly FromScore((W + D/2 + 1/2) / (N + 1)) for A's W wins and D
// draws in N games. The ratings are anchored so that the bots that played
// average 0.
//
// The interval is ±1.96 standard errors, from the inverse of the Fisher
// information (the Hessian of the negative log-likelihood, virtual draws
// included, at the fitted ratings) under the mean-zero constraint: the
// Hessian H is singular along the all-ones vector 1, and the covariance
// is its pseudo-inverse (H + 11ᵀ/m)⁻¹ - 11ᵀ/m for the m bots that played.
//
// A bot that played no game is rated 0, with no interval (Lo and Hi NaN),
// and left out of the mean.
// When the bots that played fall into groups that never met, directly or
// through other bots (which a full round robin cannot give, but merged
// shards with some missing can), the groups' levels cannot be compared:
// the ratings average 0 within each group, and no bot has an interval.
//
// The fit is Newton's method with a backtracking line search, from the
// weighted least-squares fit of the rating differences to the pairs'
// log-odds, stopped when a step moves no rating by more than 1e-9 Elo
// points or no longer lowers the negative log-likelihood, or after 100
// steps. Ratings and bounds are rounded to a millionth of a point.
// Ratings never panics, and ignores matchups of a bot with itself, of
// bots out of range, or with negative counts.
func Ratings(n int, pairs []Matchup) []Rating {
	out := make([]Rating, max(n, 0))
	for i := range out {
		out[i] = Rating{Lo: math.NaN(), Hi: math.NaN()}
	}
	// The bots that played, numbered 0..m-1 in the order of the bots.
	local := make([]int, len(out))
	for i := range local {
		local[i] = -1
	}
	valid := func(p Matchup) bool {
		return p.A >= 0 && p.A < n && p.B >= 0 && p.B < n && p.A != p.B &&
			p.Wins >= 0 && p.Draws >= 0 && p.Losses >= 0 && p.Games() > 0
	}
	for _, p := range pairs {
		if valid(p) {
			local[p.A], local[p.B] = 0, 0
		}
	}
	var bots []int
	for i, l := range local {
		if l == 0 {
			local[i] = len(bots)
			bots = append(bots, i)
		}
	}
	m := len(bots)
	if m < 2 {
		return out
	}
	// games[i][j] is the number of games between i and j, and points[i][j]
	// i's points against j, the virtual draw included.
	games, points := newMatrix(m), newMatrix(m)
	for _, p := range pairs {
		if !valid(p) {
			continue
		}
		a, b := local[p.A], local[p.B]
		if games[a][b] == 0 {
			games[a][b], games[b][a] = 1, 1
			points[a][b], points[b][a] = 0.5, 0.5
		}
		g := float64(p.Games())
		s := float64(p.Wins) + float64(p.Draws)/2
		games[a][b] += g
		games[b][a] += g
		points[a][b] += s
		points[b][a] += g - s
	}
	group, groups := components(games)

	r := start(games, points, group, groups)
	grad := make([]float64, m)
	next := make([]float64, m)
	for range 100 {
		h := hessian(r, games, points, grad)
		addGroups(h, group, groups)
		l, ok := cholesky(h)
		if !ok {
			break
		}
		step := l.solve(grad)
		f0 := negLogLikelihood(r, games, points)
		t, moved := 1.0, false
		for range 60 {
			for i := range r {
				next[i] = r[i] + t*step[i]
			}
			if negLogLikelihood(next, games, points) < f0 {
				moved = true
				break
			}
			t /= 2
		}
		if !moved {
			break
		}
		largest := 0.0
		for i := range r {
			largest = max(largest, math.Abs(r[i]-next[i]))
		}
		copy(r, next)
		centre(r, group, groups)
		if largest*eloPerNat < 1e-9 {
			break
		}
	}

	// The covariance: (H + P)⁻¹ - P, with P the projection on the
	// groups' all-ones vectors.
	h := hessian(r, games, points, grad)
	addGroups(h, group, groups)
	l, ok := cholesky(h)
	sizes := make([]float64, groups)
	for _, g := range group {
		sizes[g]++
	}
	for _, x := range r {
		if math.IsNaN(x) || math.IsInf(x, 0) {
			// Cannot happen with finite counts; never write NaN.
			return out
		}
	}
	unit := make([]float64, m)
	for i, bot := range bots {
		x := r[i] * eloPerNat
		out[bot].Elo = round(x)
		if groups != 1 || !ok {
			continue
		}
		clear(unit)
		unit[i] = 1
		v := l.solve(unit)[i] - 1/sizes[group[i]]
		if half := z95 * math.Sqrt(max(v, 0)) * eloPerNat; !math.IsNaN(half) && !math.IsInf(half, 0) {
			out[bot].Lo, out[bot].Hi = round(x-half), round(x+half)
		}
	}
	return out
}

// round rounds x to a millionth of an Elo point, far below what the
// ratings can tell but above rounding errors: a bot with an even score
// against a symmetric field is rated 0, not 3e-15. Adding 0 turns -0 into
// 0.
func round(x float64) float64 { return math.Round(x*1e6)/1e6 + 0 }

func newMatrix(m int) [][]float64 {
	rows := make([][]float64, m)
	cells := make([]float64, m*m)
	for i := range rows {
		rows[i] = cells[i*m : (i+1)*m : (i+1)*m]
	}
	return rows
}

// start returns the ratings from which Newton's method starts: the
// weighted least-squares fit of the differences of ratings to the pairs'
// log-odds, log(points/(games-points)), each pair weighted by
// games·p·(1-p) at its score p (as in the Hessian), and 0 if that fails.
// This is exact when the results fit the model exactly, and close in
// general; from 0, Newton's steps on a lopsided pair gain only about one
// unit of log-odds each, far from the ratings of many lopsided pairs.
func start(games, points [][]float64, group []int, groups int) []float64 {
	m := len(games)
	h := newMatrix(m)
	b := make([]float64, m)
	for i := range m {
		for j := i + 1; j < m; j++ {
			if games[i][j] == 0 {
				continue
			}
			p := points[i][j] / games[i][j]
			c := games[i][j] * p * (1 - p)
			d := math.Log(points[i][j] / points[j][i])
			b[i] += c * d
			b[j] -= c * d
			h[i][i] += c
			h[j][j] += c
			h[i][j] -= c
			h[j][i] -= c
		}
	}
	addGroups(h, group, groups)
	l, ok := cholesky(h)
	if !ok {
		return make([]float64, m)
	}
	r := l.solve(b)
	for _, x := range r {
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return make([]float64, m)
		}
	}
	centre(r, group, groups)
	return r
}

// components numbers the connected groups of bots that played each
// other: group[i] is bot i's, from 0 to groups-1.
func components(games [][]float64) (group []int, groups int) {
	m := len(games)
	group = make([]int, m)
	for i := range group {
		group[i] = -1
	}
	var stack []int
	for i := range m {
		if group[i] >= 0 {
			continue
		}
		group[i] = groups
		stack = append(stack[:0], i)
		for len(stack) > 0 {
			a := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for b := range m {
				if games[a][b] > 0 && group[b] < 0 {
					group[b] = groups
					stack = append(stack, b)
				}
			}
		}
		groups++
	}
	return group, groups
}

// hessian returns the Hessian of the negative log-likelihood at ratings r
// (natural units), and writes its gradient's opposite, the points scored
// less the points expected, in grad.
func hessian(r []float64, games, points [][]float64, grad []float64) [][]float64 {
	m := len(r)
	h := newMatrix(m)
	clear(grad)
	for i := range m {
		for j := i + 1; j < m; j++ {
			if games[i][j] == 0 {
				continue
			}
			p := logistic(r[i] - r[j])
			e := games[i][j] * p
			grad[i] += points[i][j] - e
			grad[j] -= points[i][j] - e
			c := games[i][j] * p * (1 - p)
			h[i][i] += c
			h[j][j] += c
			h[i][j] -= c
			h[j][i] -= c
		}
	}
	return h
}

// addGroups adds to h the projection on the groups' all-ones vectors,
// which makes it invertible: in each group, 11ᵀ/size.
func addGroups(h [][]float64, group []int, groups int) {
	sizes := make([]float64, groups)
	for _, g := range group {
		sizes[g]++
	}
	for i := range h {
		for j := range h {
			if group[i] == group[j] {
				h[i][j] += 1 / sizes[group[i]]
			}
		}
	}
}

// centre shifts the ratings of each group to average 0.
func centre(r []float64, group []int, groups int) {
	sum, size := make([]float64, groups), make([]float64, groups)
	for i, g := range group {
		sum[g] += r[i]
		size[g]++
	}
	for i, g := range group {
		r[i] -= sum[g] / size[g]
	}
}

// negLogLikelihood is the negative log-likelihood of the results under
// ratings r, in natural units.
func negLogLikelihood(r []float64, games, points [][]float64) float64 {
	f := 0.0
	for i := range r {
		for j := i + 1; j < len(r); j++ {
			if games[i][j] == 0 {
				continue
			}
			d := r[i] - r[j]
			f += points[i][j]*softplus(-d) + points[j][i]*softplus(d)
		}
	}
	return f
}

// logistic is 1/(1+e^-x).
func logistic(x float64) float64 {
	if x >= 0 {
		return 1 / (1 + math.Exp(-x))
	}
	e := math.Exp(x)
	return e / (1 + e)
}

// softplus is log(1+e^x), -log of logistic(-x), without overflow.
func softplus(x float64) float64 {
	if x > 0 {
		return x + math.Log1p(math.Exp(-x))
	}
	return math.Log1p(math.Exp(x))
}

// triangle is the lower triangular factor L of a Cholesky factorisation
// a = L·Lᵀ.
type triangle [][]float64

// cholesky factorises a symmetric positive definite a, leaving it as it
// is; ok is false if a is not positive definite (to rounding).
func cholesky(a [][]float64) (l triangle, ok bool) {
	m := len(a)
	l = newMatrix(m)
	for j := range m {
		d := a[j][j]
		for k := range j {
			d -= l[j][k] * l[j][k]
		}
		if !(d > 0) {
			return nil, false
		}
		l[j][j] = math.Sqrt(d)
		for i := j + 1; i < m; i++ {
			s := a[i][j]
			for k := range j {
				s -= l[i][k] * l[j][k]
			}
			l[i][j] = s / l[j][j]
		}
	}
	return l, true
}

// solve returns x with L·Lᵀ·x = b: it solves L·y = b, then Lᵀ·x = y.
func (l triangle) solve(b []float64) []float64 {
	m := len(l)
	x := make([]float64, m)
	for i := range m {
		s := b[i]
		for k := range i {
			s -= l[i][k] * x[k]
		}
		x[i] = s / l[i][i]
	}
	for i := m - 1; i >= 0; i-- {
		s := x[i]
		for k := i + 1; k < m; k++ {
			s -= l[k][i] * x[k]
		}
		x[i] = s / l[i][i]
	}
	return x
}
