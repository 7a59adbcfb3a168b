// ladder.go holds skill depth: a ladder of bots of increasing strength,
// each rung played against the one below in the arena, climbed until the
// top saturates.

package metrics

import (
	"context"
	"fmt"
	"math"
	"strings"

	"github.com/plygo/ply/arena"
	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/elo"
	"github.com/plygo/ply/registry"
)

// StepElo is the strength difference one step of skill depth stands for.
const StepElo = 100

// SaturationMisses is the number of rungs in a row, none measurably
// stronger than the top, after which a climb stops: the top has
// saturated.
const SaturationMisses = 3

// LadderRungs returns the default ladder: a random player, then the bots
// "level:1" to "level:10" (registry.Levels says what each plays).
func LadderRungs() []bot.Spec {
	rungs := []bot.Spec{{Kind: "random"}}
	for n := 1; n <= bot.MaxLevel; n++ {
		rungs = append(rungs, bot.Spec{Kind: "level", Level: n})
	}
	return rungs
}

// Climb describes a skill-depth measure: the rungs of a ladder, weakest
// first, and the games each rung plays against the one below.
type Climb struct {
	// Game and Config name the game, as a Study's do.
	Game   string
	Config registry.Config
	// Rungs are the bots, weakest first: at least two.
	Rungs []bot.Spec
	// Games is the number of games of each step (rounded up to an even
	// number: each opening is played with both colours).
	Games int
	// Seed, OpeningPlies, MaxPlies and Parallel are the arena's
	// (arena.Tournament); a game cut at MaxPlies counts as a draw.
	Seed         uint64
	OpeningPlies int
	MaxPlies     int
	Parallel     int
	// Progress, if not nil, is called after each game of each step with
	// the index of the rung climbing, that of the top it plays, the
	// step's games finished and its games to play.
	Progress func(rung, top, done, total int)
}

// Ladder is a measured skill depth. Each step plays the next rung against
// the top, the strongest rung reached so far (at first the first rung); a
// rung measurably stronger than the top (the lower bound of its Elo's 95%
// interval above 0) becomes the top, and the climb stops after
// SaturationMisses rungs in a row that are not: the top has saturated.
type Ladder struct {
	Rungs []string `json:"rungs"`
	Games int      `json:"games_per_step"`
	Steps []Step   `json:"steps"`
	// Top indexes the strongest rung reached: the upper rung of the last
	// step that was measurably stronger, 0 if none was. Saturated
	// reports whether the climb stopped before the rungs ran out.
	Top       int  `json:"top"`
	Saturated bool `json:"saturated"`
	// Elo is the sum of the Elo of the steps that reached a new top,
	// the span from the first rung to the top.
	Elo float64 `json:"elo"`
	// Depth is the skill depth: Elo in whole steps of StepElo.
	Depth int `json:"depth"`
}

// Step is one step of a ladder: a rung (Upper) against the top so far
// (Lower).
type Step struct {
	Lower string `json:"lower"`
	Upper string `json:"upper"`
	// Wins, Draws and Losses are the upper rung's.
	Wins   int `json:"wins"`
	Draws  int `json:"draws"`
	Losses int `json:"losses"`
	// Elo is the upper rung's advantage, with its 95% interval, from the
	// score with one virtual draw added (so that it stays finite when
	// one rung won every game).
	Elo   float64 `json:"elo"`
	EloLo float64 `json:"elo_lo"`
	EloHi float64 `json:"elo_hi"`
}

// Stronger reports whether the step's upper rung is measurably stronger
// than its lower: its Elo's 95% interval lies above 0.
func (s Step) Stronger() bool { return s.EloLo > 0 }

// newStep returns the step of the upper rung's wins, draws and losses.
func newStep(lower, upper string, w, d, l int) Step {
	t := elo.Tally{Wins: w, Draws: d + 1, Losses: l}
	lo, hi := t.Interval()
	finite := func(x float64) float64 { return max(-1000, min(1000, math.Round(x*10)/10)) }
	return Step{Lower: lower, Upper: upper, Wins: w, Draws: d, Losses: l,
		Elo: finite(elo.FromScore(t.Score())), EloLo: finite(elo.FromScore(lo)), EloHi: finite(elo.FromScore(hi))}
}

// Validate reports whether the climb can be made; errors wrap ErrStudy.
func (c Climb) Validate() error {
	switch {
	case len(c.Rungs) < 2:
		return fmt.Errorf("a ladder of %d rungs: want at least two: %w", len(c.Rungs), ErrStudy)
	case c.Games < 1:
		return fmt.Errorf("%d games a step: want at least 1: %w", c.Games, ErrStudy)
	case c.Parallel < 0 || c.OpeningPlies < 0 || c.MaxPlies < 0:
		return fmt.Errorf("negative Parallel, OpeningPlies or MaxPlies: %w", ErrStudy)
	}
	for i, r := range c.Rungs {
		if err := r.Validate(); err != nil {
			return fmt.Errorf("rung %d: %w", i+1, err)
		}
		if r.IsEngine() {
			return fmt.Errorf("rung %d: %s is an external engine: want a bot of the game: %w", i+1, r, ErrStudy)
		}
	}
	return nil
}

// Run climbs the ladder, step by step, until the top saturates or the
// rungs run out.
func (c Climb) Run(ctx context.Context) (*Ladder, error) {
	if err := c.Validate(); err != nil {
		return nil, err
	}
	l := &Ladder{Games: c.Games + c.Games%2}
	for _, r := range c.Rungs {
		l.Rungs = append(l.Rungs, r.String())
	}
	misses := 0
	for i := 1; i < len(c.Rungs); i++ {
		top := l.Top
		t := arena.Tournament{
			Game: c.Game, Config: c.Config,
			Entrants:     []arena.Entrant{arena.Bot(c.Rungs[i]), arena.Bot(c.Rungs[top])},
			GamesPerPair: c.Games, Seed: gameSeed(c.Seed, uint64(1000+i)), OpeningPlies: c.OpeningPlies,
			MaxPlies: c.MaxPlies, Parallel: max(c.Parallel, 1),
		}
		if c.Progress != nil {
			done, total := 0, l.Games
			t.Progress = func(arena.Played, *arena.SPRTRow) {
				done++
				c.Progress(i, top, done, total)
			}
		}
		rep, err := t.Run(ctx)
		if err != nil {
			return l, err
		}
		p := rep.Pairs[0]
		s := newStep(l.Rungs[top], l.Rungs[i], p.Wins, p.Draws, p.Losses)
		l.Steps = append(l.Steps, s)
		if !s.Stronger() {
			misses++
			if misses == SaturationMisses && i+1 < len(c.Rungs) {
				l.Saturated = true
				break
			}
			continue
		}
		misses = 0
		l.Top = i
		l.Elo += s.Elo
	}
	l.Elo = math.Round(l.Elo*10) / 10
	l.Depth = int(l.Elo / StepElo)
	return l, nil
}

// write writes the ladder as a table, in Markdown if md is set.
func (l *Ladder) write(b *strings.Builder, md bool) {
	end := "the rungs ran out"
	if l.Saturated {
		end = fmt.Sprintf("saturated: %d rungs in a row not stronger", SaturationMisses)
	}
	fmt.Fprintf(b, "Skill depth: %d steps of %d Elo, %.0f Elo from %s to %s (%d games a step; %s).\n\n",
		l.Depth, StepElo, l.Elo, l.Rungs[0], l.Rungs[l.Top], l.Games, end)
	row := func(cells ...string) {
		if md {
			b.WriteString("| " + strings.Join(cells, " | ") + " |\n")
			return
		}
		fmt.Fprintf(b, "%-14s %-14s %14s %22s  %s\n", cells[0], cells[1], cells[2], cells[3], cells[4])
	}
	row("rung", "top", "W-D-L", "Elo (95% CI)", "stronger")
	if md {
		b.WriteString("|---|---|--:|--:|---|\n")
	}
	for _, s := range l.Steps {
		yes := "no"
		if s.Stronger() {
			yes = "yes: the new top"
		}
		row(s.Upper, s.Lower, fmt.Sprintf("%d-%d-%d", s.Wins, s.Draws, s.Losses),
			fmt.Sprintf("%+.0f [%+.0f, %+.0f]", s.Elo, s.EloLo, s.EloHi), yes)
	}
}
