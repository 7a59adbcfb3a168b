// tournament.go holds the package's front door: a Tournament of entrants
// (registry bots or any search.Searcher) run from Go, with its report.

package arena

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"time"

	"github.com/plygo/ply"
	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/clock"
	"github.com/plygo/ply/elo"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/search"
)

// ErrTournament reports a tournament that cannot be run as described.
var ErrTournament = errors.New("bad tournament")

// Entrant is a contestant of a tournament: its name in the report, and how
// it makes its bot for each game (a registry.Bot, which plays either side).
type Entrant struct {
	// Name names the entrant in the report; the entrants' names must
	// differ.
	Name string
	// New returns the entrant's bot for one game of g; seed seeds its
	// randomness (a different seed for every game and side).
	New func(g registry.Game, seed uint64) (registry.Bot, error)
}

// Bot returns the entrant of a registry bot, such as
// bot.Spec{Kind: "alphabeta", MoveTime: 20 * time.Millisecond} or
// a game's own bot.Spec{Kind: "classic-greedy"}, named by its
// specification (bot.Parse reads one from its text,
// bot.Help lists them).
func Bot(spec bot.Spec) Entrant {
	return Entrant{Name: spec.String(), New: func(g registry.Game, seed uint64) (registry.Bot, error) { return g.NewBot(spec, seed) }}
}

// Searcher returns an entrant that plays the moves of the searcher that
// newSearcher makes for each game of g (the tournament's game, with its
// configuration), within lim (the zero Limits: the searcher's default). It
// plays only a game whose states and moves are S and M.
func Searcher[S, M comparable](name string, newSearcher func(g ply.Game[S, M], seed uint64) search.Searcher[S, M], lim search.Limits) Entrant {
	return Entrant{Name: name, New: func(g registry.Game, seed uint64) (registry.Bot, error) {
		u, _ := g.(interface{ Unwrap() any })
		var pg ply.Game[S, M]
		if u != nil {
			pg, _ = u.Unwrap().(ply.Game[S, M])
		}
		if pg == nil {
			return nil, fmt.Errorf("entrant %q: game %q is not of the searcher's states and moves: %w", name, g.Name(), bot.ErrSpec)
		}
		return registry.SearcherBot(g, newSearcher(pg, seed), lim)
	}}
}

// Tournament describes a tournament: which game, who plays, how many games,
// and when to stop. The zero values of its optional fields are sensible.
type Tournament struct {
	// Game names the game in the registry, with its configuration, its
	// rule options (Config.Options) included (Config.Seed is replaced by
	// each game's seed, so that random setups vary with the opening).
	Game   string
	Config registry.Config
	// Entrants are at least two, with different names.
	Entrants []Entrant
	// Format is RoundRobin (every pair) or Gauntlet (the first entrant
	// against each other).
	Format Format
	// GamesPerPair is the number of games of every pair (at least 1,
	// rounded up to an even number: each opening is played with both
	// colours). With an SPRT it is the most the test may play.
	GamesPerPair int
	// Seed seeds the openings, the random setups and the bots: with
	// bots limited by depth or nodes, the same seed plays the same games,
	// however many games run at once.
	Seed uint64
	// OpeningPlies random plies start every game before the bots take
	// over.
	OpeningPlies int
	// Openings, if not empty, are the positions the games start from
	// instead of OpeningPlies random plies: the games of round r
	// (Fixture.Round) start from Openings[r%len(Openings)], so that every
	// pair plays each opening twice, colours swapped (package openings
	// reads suites and ships one per game).
	Openings []registry.Position
	// TimeControl, if not zero, runs a clock per side (a fixed time a
	// move is clock.Control{PerMove: d}, "st=" as text; a bot
	// past its time and TimeMargin loses on time); Draw and Resign, if
	// not nil, adjudicate games from the bots' scores (see Match).
	TimeControl clock.Control
	TimeMargin  time.Duration
	Draw        *DrawRule
	Resign      *ResignRule
	// MaxPlies, if positive, scores a game still going after that many
	// plies (the opening's included) as a draw.
	MaxPlies int
	// Parallel is the number of games played at once (at least 1).
	Parallel int
	// SPRT, if not nil, tests the first entrant against the second (there
	// must be two) after every finished game pair, and stops the
	// tournament when the test decides.
	SPRT *elo.SPRT
	// Shard and Shards, if Shards > 0, play only the Shard-th of Shards
	// disjoint slices of the schedule (see Shard and Merge).
	Shard, Shards int
	// Play, if not nil, plays one game instead of PlayMatch: game sg of
	// the schedule on g (opened with sg's seed), returning the outcome
	// for the first player and the plies played. It is called from
	// Parallel goroutines at once; a *Forfeit error loses the game for
	// the bot that failed.
	Play func(ctx context.Context, g registry.Game, sg Fixture) (Outcome, int, error)
	// Finished, if not nil, receives every game PlayMatch played, with
	// its moves, to keep as a record. It is called from Parallel
	// goroutines at once, and not when Play is set.
	Finished func(g registry.Game, sg Fixture, res GameResult)
	// Resumed are games of the schedule that an earlier, interrupted run
	// played (as the arena command's -resume reads them from its
	// journal): Run plays only the others, counts these in the SPRT
	// first, and reports them all.
	Resumed []Played
	// Progress, if not nil, is called from one goroutine at a time as
	// each game finishes, with the SPRT's state after it (nil without
	// a test).
	Progress func(p Played, test *SPRTRow)
}

// Names returns the entrants' names.
func (t *Tournament) Names() []string {
	names := make([]string, len(t.Entrants))
	for i, p := range t.Entrants {
		names[i] = p.Name
	}
	return names
}

// Schedule returns the pairs and the games the tournament plays (the
// shard's, with Shards > 0).
func (t *Tournament) Schedule() ([]Pair, []Fixture) {
	pairs, games := ScheduleFormat(t.Format, len(t.Entrants), t.GamesPerPair, t.Seed)
	if t.Shards > 0 {
		games = Shard(games, t.Shard, t.Shards)
	}
	return pairs, games
}

// Validate reports whether the tournament can be run; errors wrap
// ErrTournament or elo.ErrSPRT.
func (t *Tournament) Validate() error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf(format+": %w", append(args, ErrTournament)...)
	}
	names := t.Names()
	switch {
	case len(t.Entrants) < 2:
		return bad("%d entrants: want at least two", len(t.Entrants))
	case t.GamesPerPair < 1:
		return bad("%d games per pair: want at least 1", t.GamesPerPair)
	case t.Parallel < 0 || t.OpeningPlies < 0 || t.MaxPlies < 0:
		return bad("negative Parallel, OpeningPlies or MaxPlies")
	case t.Shards < 0 || t.Shards > 0 && (t.Shard < 0 || t.Shard >= t.Shards):
		return bad("shard %d of %d: want 0 <= shard < shards", t.Shard, t.Shards)
	case t.Format != RoundRobin && t.Format != Gauntlet:
		return bad("format %d", int(t.Format))
	case t.SPRT != nil && len(t.Entrants) != 2:
		return bad("an SPRT tests two entrants, not %d", len(t.Entrants))
	}
	for i, p := range t.Entrants {
		if p.New == nil && t.Play == nil {
			return bad("entrant %q has no New", p.Name)
		}
		if slices.Contains(names[:i], p.Name) {
			return bad("two entrants are named %q", p.Name)
		}
	}
	if t.SPRT != nil {
		return t.SPRT.Validate()
	}
	return nil
}

// Run plays the tournament and returns its report. When ctx ends, it
// returns the report of the games finished (marked interrupted) with
// ctx's error; when a game fails otherwise (not a *Forfeit), that error
// and the report so far. An SPRT that decides ends the tournament early,
// without error.
func (t *Tournament) Run(ctx context.Context) (Report, error) {
	if err := t.Validate(); err != nil {
		return Report{}, err
	}
	if _, err := registry.Open(t.Game, t.Config); err != nil {
		return Report{}, err
	}
	names := t.Names()
	pairs, games := t.Schedule()
	play := t.Play
	if play == nil {
		play = t.playGame
	}
	run := func(ctx context.Context, sg Fixture) (Outcome, int, error) {
		c := t.Config
		c.Seed = sg.Seed
		g, err := registry.Open(t.Game, c)
		if err != nil {
			return 0, 0, err
		}
		return play(ctx, g, sg)
	}
	var test *sprtState
	if t.SPRT != nil {
		test = &sprtState{s: *t.SPRT, a: names[pairs[0].A], b: names[pairs[0].B], halves: map[int]Outcome{}}
	}
	if len(t.Resumed) > 0 {
		resumed := slices.Clone(t.Resumed)
		slices.SortFunc(resumed, func(a, b Played) int { return a.Index - b.Index })
		done := map[int]bool{}
		for _, p := range resumed {
			done[p.Index] = true
			if test != nil && p.Pair == 0 {
				test.add(p)
			}
		}
		games = slices.DeleteFunc(slices.Clone(games), func(g Fixture) bool { return done[g.Index] })
		if test != nil && test.row().Decision() != elo.Continue {
			games = nil // decided before the interruption
		}
	}
	report := func(p Played) bool {
		var row *SPRTRow
		if test != nil && p.Pair == 0 {
			test.add(p)
		}
		if test != nil {
			row = test.row()
		}
		if t.Progress != nil {
			t.Progress(p, row)
		}
		return row != nil && row.Decision() != elo.Continue
	}
	played, err := RunUntil(ctx, games, max(t.Parallel, 1), run, report)
	if len(t.Resumed) > 0 {
		played = append(played, t.Resumed...)
		slices.SortFunc(played, func(a, b Played) int { return a.Index - b.Index })
	}
	interrupted := err != nil && ctx.Err() != nil
	rep := NewReport(t.Game, names, t.GamesPerPair+t.GamesPerPair%2, t.Seed, t.OpeningPlies, pairs, played, interrupted)
	if t.Format == Gauntlet {
		rep.Tournament = Gauntlet.String()
	}
	if t.Shards > 0 {
		rep.Shard = fmt.Sprintf("%d/%d", t.Shard, t.Shards)
	}
	if t.SPRT != nil {
		rep.AddSPRT(*t.SPRT)
	}
	return rep, err
}

// playGame is the built-in game of Run: PlayMatch between the entrants'
// bots from sg's opening.
func (t *Tournament) playGame(ctx context.Context, g registry.Game, sg Fixture) (Outcome, int, error) {
	var bots [2]registry.Bot
	for i, who := range [2]int{sg.First, sg.Second} {
		bot, err := t.Entrants[who].New(g, BotSeed(sg.Seed, i))
		if err != nil {
			return 0, 0, fmt.Errorf("%s: %w", t.Entrants[who].Name, err)
		}
		if c, ok := bot.(interface{ Close() error }); ok {
			defer c.Close()
		}
		bots[i] = bot
	}
	start := Opening(g, sg.Seed, t.OpeningPlies)
	if len(t.Openings) > 0 {
		start = t.Openings[sg.Round%len(t.Openings)]
	}
	res, err := PlayMatch(ctx, g, bots, start, Match{MaxPlies: t.MaxPlies,
		TimeControl: t.TimeControl, TimeMargin: t.TimeMargin, Draw: t.Draw, Resign: t.Resign})
	var f *Forfeit
	if err != nil && !errors.As(err, &f) {
		return 0, 0, err
	}
	if t.Finished != nil && err == nil {
		t.Finished(g, sg, res.GameResult)
	}
	return res.Outcome, res.Plies, err
}

// BotSeed is the seed of the bot playing side i (0 first, 1 second) in
// the game of seed seed, as the arena command seeds its bots.
func BotSeed(seed uint64, side int) uint64 { return mix(seed, uint64(side)) }

// Opening returns the position after plies random plies from g's start,
// drawn from seed as the arena command draws its openings.
func Opening(g registry.Game, seed uint64, plies int) registry.Position {
	rng := rand.New(rand.NewPCG(seed, 0x6f70656e696e67)) // "opening"
	return g.Opening(g.Start(), rng, plies)
}

// GameResult is how one game went.
type GameResult struct {
	// Result is the game's result: a draw when it was cut at the
	// maximum number of plies (Over false).
	Result ply.Result
	Over   bool
	// Plies counts the bots' moves.
	Plies int
	// Line is the game from the opening position.
	Line registry.Line
	// Choices[i] is what the bot answered for Line.Moves[i].
	Choices []registry.Choice
}

// choose asks bot for a move, with at most d to think when d > 0; running
// out of d is no error when the bot has a move.
func choose(ctx context.Context, bot registry.Bot, line registry.Line, d time.Duration) (registry.Choice, error) {
	if d <= 0 {
		return bot.Choose(ctx, line, nil)
	}
	moveCtx, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	c, err := bot.Choose(moveCtx, line, nil)
	if err != nil && ranOut(ctx, moveCtx) && c.Move != (registry.Move{}) {
		err = nil
	}
	return c, err
}

// sprtState follows an SPRT game by game: the pentanomial counts of the
// first pair's finished game pairs.
type sprtState struct {
	s      elo.SPRT
	a, b   string
	ptnml  elo.Pentanomial
	wdl    elo.Tally
	halves map[int]Outcome // by couple, A's outcome in its first game to finish
}

// add counts a game of the first pair.
func (st *sprtState) add(p Played) {
	o := p.Outcome
	if p.First != 0 {
		o = -o
	}
	st.wdl.Add(int(o))
	couple := p.Index / 2
	other, ok := st.halves[couple]
	if !ok {
		st.halves[couple] = o
		return
	}
	delete(st.halves, couple)
	st.ptnml.Add(int(o), int(other))
}

func (st *sprtState) row() *SPRTRow {
	r := Report{Pairs: []PairRow{{A: st.a, B: st.b, Wins: st.wdl.Wins, Draws: st.wdl.Draws, Losses: st.wdl.Losses,
		Ptnml: st.ptnml.Counts()}}}
	r.AddSPRT(st.s)
	return r.SPRT
}
