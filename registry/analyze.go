// analyze.go holds Analyst, the bots that report their several best lines
// (search.Limits.MultiPV), for the analysis of positions and games.

package registry

import (
	"context"
	"fmt"
	"math"
	"time"

	"github.com/plygo/ply"
	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/search"
)

// Analyst is a Bot that can report the best lines of a position rather than
// one move: the bots of alpha-beta (each line valued exactly) and MCTS (its
// most visited moves), found with a type assertion on a Bot. The other bots
// of NewBot (random, greedy, minimax, a game's own) are Analysts too, whose
// Analyze returns an error wrapping bot.ErrSpec.
type Analyst interface {
	Bot
	// Analyze searches the last position of line and returns its best
	// lines, at most lim.MultiPV of them (1 if it is 0), best first. The
	// search has the bot's own limits, or lim's if lim sets any (Depth,
	// Nodes, MoveTime or Infinite). report, if not nil, is called on the
	// caller's goroutine with the lines of each finished depth
	// (alpha-beta) or round of playouts (MCTS). When ctx ends first it
	// returns what it found with ctx's error.
	Analyze(ctx context.Context, line Line, lim search.Limits, report func(BestLines)) (BestLines, error)
}

// BestLines is what an Analyst found in a position: its best lines.
type BestLines struct {
	// Lines are the best moves, best first, each with its value and line.
	Lines []BestLine
	// Depth is the depth of the last completed search (for MCTS the
	// length of the first line), Nodes the states created or playouts
	// run, Elapsed the time taken.
	Depth   int
	Nodes   uint64
	Elapsed time.Duration
}

// BestLine is one of the best moves of an BestLines.
type BestLine struct {
	// Move is the move, read to be played (Line.PlayMove).
	Move Move
	// Score is its value for the player to move, on the scale of
	// search.Result.Score: exact at Depth for alpha-beta (see
	// search.Line), a proven result beyond ±search.WinScore/2.
	Score float64
	// Depth is the depth of the search that valued it.
	Depth int
	// PV is Move and the expected replies, in the game's notation.
	PV []string
	// Visits counts MCTS's playouts through Move (0 for alpha-beta).
	Visits uint64
}

// Expected returns the expected result of the line for the player to move,
// from 0 to 1: MCTS's mean outcome (Visits > 0) read as (Score+1)/2, any
// other score, and a proven result, through the curve c (CurveOf gives a
// game's). The analysis, the engine's lz-analyze and play's "analyze" all
// read lines this way.
func (l BestLine) Expected(c search.Curve) float64 {
	if l.Visits > 0 {
		if _, proven := search.WinDistance(l.Score); !proven {
			return (l.Score + 1) / 2 // MCTS's mean outcome
		}
	}
	return c.Expected(l.Score)
}

func (b *searchBot[S, M]) Analyze(ctx context.Context, line Line, lim search.Limits, report func(BestLines)) (BestLines, error) {
	start := time.Now()
	s, ok := b.a.state(line.Position())
	if !ok {
		return BestLines{}, b.a.badPosition()
	}
	if _, over := b.a.g.Result(s); over {
		return BestLines{}, fmt.Errorf("%s: %w", b.a.name, ply.ErrGameOver)
	}
	if b.iterate == nil {
		return BestLines{}, fmt.Errorf("%s: this bot gives no best lines (alphabeta, mcts and oracle do): %w", b.a.name, bot.ErrSpec)
	}
	if lim.Depth == 0 && lim.Nodes == 0 && lim.MoveTime == 0 && lim.Clock.IsZero() && !lim.Infinite {
		own := b.lim
		own.MultiPV = lim.MultiPV
		lim = own
	}
	lim.MultiPV = max(lim.MultiPV, 1)
	var r search.Result[M]
	var err error
	for x, e := range b.iterate(ctx, s, lim) {
		r, err = x, e
		if e == nil && !x.Completed && report != nil {
			report(b.analysis(s, x, time.Since(start)))
		}
	}
	if _, perr := ply.Play(b.a.g, s, r.Move); perr != nil {
		if err == nil {
			err = fmt.Errorf("%s: the bot chose no legal move: %w", b.a.name, perr)
		}
		return BestLines{Elapsed: time.Since(start)}, err
	}
	return b.analysis(s, r, time.Since(start)), err
}

// analysis returns what r says of s.
func (b *searchBot[S, M]) analysis(s S, r search.Result[M], elapsed time.Duration) BestLines {
	a := BestLines{Depth: r.Depth, Nodes: r.Nodes, Elapsed: elapsed}
	lines := r.Lines
	if len(lines) == 0 {
		lines = []search.Line[M]{{Move: r.Move, Score: r.Score, Depth: r.Depth, PV: r.PV}}
	}
	for _, l := range lines {
		a.Lines = append(a.Lines, BestLine{Move: b.a.move(s, l.Move), Score: l.Score, Depth: l.Depth, PV: formatPV(b.a, s, l.PV), Visits: l.Visits})
	}
	return a
}

// EvalScale returns the scale of g's evaluation (ply.EvalScaler), if the
// game gives one.
func EvalScale(g Game) (float64, bool) {
	if e, ok := g.(interface{ evalScale() (float64, bool) }); ok {
		return e.evalScale()
	}
	return 0, false
}

// CurveOf returns g's score curve, the one the analysis, the tuner and
// every win chance shown read its scores with: the Curve of the Entry
// registered under g's name, else one of the scale of g's evaluation
// (EvalScale: Curve{Scale: EvalScale}, as MCTS reads the evaluation), else
// the zero Curve (a Scale of 2).
func CurveOf(g Game) search.Curve {
	if e, ok := Lookup(g.Name()); ok && e.Curve.Scale > 0 {
		return e.Curve
	}
	if s, ok := EvalScale(g); ok && s > 0 && !math.IsInf(s, 0) {
		return search.Curve{Scale: s}
	}
	return search.Curve{}
}

func (a *adapter[S, M]) evalScale() (float64, bool) {
	e, ok := ply.As[ply.EvalScaler](a.g)
	if !ok {
		return 0, false
	}
	return e.EvalScale(), true
}
