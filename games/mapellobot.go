// mapellobot.go holds "alphabeta-solve", Mapello's strongest bot under a
// time limit: alpha-beta in the middle game, the exact endgame solver
// (mapello.Endgame) as soon as it can finish in the time.

package games

import (
	"context"
	"errors"
	"time"

	"github.com/plygo/ply/mapello"
	"github.com/plygo/ply/search"
)

// The endgame policy of alphabeta-solve: up to solveAlways empty cells the
// exact solver runs with the whole move time; from there to solveMost the
// win-draw-loss solver gets a share of it (solveShare), and alpha-beta the
// rest if it fails or proves a loss. Its table is kept between moves, so a
// failed attempt speeds up the next.
const (
	solveAlways = 16
	solveMost   = 26
	solveShare  = 0.6
	// solveDefault is the move time of a bare alphabeta-solve, outside
	// the arena's -time and -tc.
	solveDefault = time.Second
	// solveTableMB is the largest size of alpha-beta's table, for move
	// times of a second or more: a search of seconds visits tens of
	// millions of positions, which the default 16 MB would keep only a
	// few of. Shorter move times get smaller tables (tableFor), whose
	// allocation in the first move would otherwise cost more than the
	// move's time.
	solveTableMB = 64
	// solveReach and solveReserve spread a sudden-death clock: the bot
	// expects its solver to take over at about solveReach empty cells,
	// and shares its time over its moves until then and solveReserve
	// more, rather than over search.HorizonMoves.
	solveReach   = 20
	solveReserve = 4
)

// tableFor returns the size of the tables of alpha-beta and of the
// endgame solver for moves of time t.
func tableFor(t time.Duration) int {
	switch {
	case t >= time.Second:
		return solveTableMB
	case t >= 50*time.Millisecond:
		return search.DefaultTableMB
	}
	return 2
}

// solveBot is alphabeta-solve's player.
type solveBot struct {
	g       *mapello.Game
	mb      int // the bound of both tables together; 0: none
	threads int // of both searches; 0: one
	// probcut, if not nil, is the option probcut=on|off: whether its
	// alpha-beta cuts with ProbCut; nil cuts where the first position it
	// searches is a plain Othello board.
	probcut *bool
	ab      *search.AlphaBetaPlayer[mapello.State, mapello.Move]
	eg      *mapello.Endgame
}

// newSolveBot returns alphabeta-solve on g, its two tables within mb
// mebibytes together (0: no bound), on one thread (solveBot.threads, the
// option threads=N, sets the threads of both searches). Its alpha-beta
// searches selectively (search.Options.Selective), as Mapello's
// alphabeta:TIME does since its SPRT (docs/strength.md): this bot always
// plays for a time. On plain Othello boards it cuts with ProbCut too
// (search.Options.ProbCut, the model of mapello_probcut.go). Its alpha-beta
// search and endgame solver are made at the first search, their tables sized by that search's time, and each
// within half of mb.
func newSolveBot(g *mapello.Game, mb int) *solveBot {
	return &solveBot{g: g, mb: mb}
}

// tableWithin returns the size of each table for moves of time t.
func (b *solveBot) tableWithin(t time.Duration) int {
	if b.mb > 0 {
		return max(min(tableFor(t), b.mb/2), 1)
	}
	return tableFor(t)
}

// alphaBeta returns the bot's alpha-beta search, made at the first call
// with a table for moves of time t (0 for a depth or node limit), and
// with Othello's ProbCut model (mapelloProbCut) where s, the first
// position it searches, is a plain Othello board, on which the model was
// fitted, or as the option probcut=on|off says (probcut).
func (b *solveBot) alphaBeta(t time.Duration, s mapello.State) *search.AlphaBetaPlayer[mapello.State, mapello.Move] {
	if b.ab == nil {
		if t <= 0 {
			t = solveDefault
		}
		opts := search.Options{Selective: true, TableMB: b.tableWithin(t), Threads: b.threads}
		cut := s.IsOthello()
		if b.probcut != nil {
			cut = *b.probcut
		}
		if cut {
			opts.ProbCut = &search.ProbCut{Pairs: mapelloProbCut}
		}
		b.ab = search.AlphaBeta(b.g, opts)
	}
	return b.ab
}

// endgame returns the bot's endgame solver, made at the first call with a
// table for moves of time t.
func (b *solveBot) endgame(t time.Duration) *mapello.Endgame {
	if b.eg == nil {
		eg, err := mapello.NewEndgameWith(mapello.MapelloRule, mapello.EndgameOptions{TableMB: b.tableWithin(t), Threads: b.threads})
		if err != nil {
			// Threads beyond the solver's bound, which the bot
			// specifications do not reach: one thread.
			eg = mapello.NewEndgame(mapello.MapelloRule, b.tableWithin(t))
		}
		b.eg = eg
	}
	return b.eg
}

func (b *solveBot) Choose(ctx context.Context, s mapello.State) (mapello.Move, error) {
	r, err := b.Search(ctx, s, search.Limits{})
	return r.Move, err
}

// Search solves s when it has few enough empty cells for the time
// (lim.MoveTime, solveDefault when there is none), exactly up to
// solveAlways empty cells and as win, draw or loss above, and plays a
// move that keeps the result; else, and in a lost position above
// solveAlways, it searches with alpha-beta for the time left. A depth or node limit, or an infinite
// search, goes to alpha-beta as it is.
//
// On a sudden-death clock (lim.Clock, without moves to go) the bot shares
// its time over its moves until solveReach empty cells and solveReserve
// more (at most search.HorizonMoves), since the solver plays the last
// moves in little time. On a running clock the solver's window is a share
// of the clock's hard limit (search.Limits.TimeBounds), not of its budget: all of
// it up to solveAlways empty cells, solveShare of it above. Where it does
// not solve, alpha-beta gets what is left of the budget (at least half the
// budget, at most what is left of the hard limit); where the position is
// beyond the solver's range, alpha-beta paces itself on the clock.
func (b *solveBot) Search(ctx context.Context, s mapello.State, lim search.Limits) (search.Result[mapello.Move], error) {
	start := time.Now()
	if lim.Depth > 0 || lim.Nodes > 0 || lim.MoveTime < 0 {
		return b.alphaBeta(0, s).Search(ctx, s, lim)
	}
	lim = spreadClock(lim, s.Empties())
	t, hard := lim.TimeBounds()
	if t == 0 {
		if lim.Infinite {
			return b.alphaBeta(0, s).Search(ctx, s, lim)
		}
		t, hard = solveDefault, solveDefault
	}
	ab := b.alphaBeta(t, s)
	if n := s.Empties(); n <= solveMost {
		share := hard
		eg := b.endgame(t)
		solve := eg.Solve
		if n > solveAlways {
			// Win, draw or loss is all a player needs, and several
			// times cheaper to prove than the margin.
			share = time.Duration(float64(hard) * solveShare)
			solve = eg.SolveWLD
		}
		sctx, cancel := context.WithTimeout(ctx, share)
		r, err := solve(sctx, s, 0)
		cancel()
		if err == nil && (r.Margin >= 0 || n <= solveAlways) {
			score := 0.0
			switch {
			case r.Margin > 0:
				score = search.WinScore - float64(n)
			case r.Margin < 0:
				score = -(search.WinScore - float64(n))
			}
			return search.Result[mapello.Move]{Move: r.Move, Score: score, Depth: n, Nodes: r.Nodes, PV: []mapello.Move{r.Move},
				Elapsed: time.Since(start), Completed: true}, nil
		}
		// A proven loss above solveAlways empty cells: alpha-beta picks
		// the move that leaves the opponent most ways to go wrong.
		if err != nil && !errors.Is(err, context.DeadlineExceeded) {
			// Jokers or bonuses on the board, or ctx is done: alpha-beta.
			if ctx.Err() != nil {
				return ab.Search(ctx, s, search.Limits{MoveTime: -1})
			}
		}
		e := time.Since(start)
		left := t - e
		if hard > t {
			left = min(max(left, t/2), hard-e)
		}
		t = max(left, time.Millisecond)
	}
	lim.MoveTime = t
	r, err := ab.Search(ctx, s, lim)
	r.Elapsed = time.Since(start)
	return r, err
}

// spreadClock returns lim with its sudden-death clock (a running clock
// without moves to go) shared over the moves until solveReach empty cells
// and solveReserve more, at most search.HorizonMoves, in a position of
// empties empty cells; a MoveTime equal to the clock's budget, the
// registry's copy of it (registry.ClockBot), goes with it. Other limits are
// returned as they are.
func spreadClock(lim search.Limits, empties int) search.Limits {
	c := lim.Clock
	if !c.Running() || c.MovesToGo != 0 {
		return lim
	}
	if lim.MoveTime == c.Budget() {
		lim.MoveTime = 0
	}
	togo := max(empties-solveReach+1, 0)/2 + solveReserve
	lim.Clock.MovesToGo = min(togo, search.HorizonMoves)
	return lim
}
