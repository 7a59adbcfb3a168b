// study.go holds the package's front door: a Study of a registered game,
// its schedule of seeded self-play games played on a pool of workers, and
// what each game leaves behind (a Record).

package metrics

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"math"
	"slices"
	"strings"
	"sync"

	"github.com/plygo/ply"
	"github.com/plygo/ply/arena"
	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/diagram"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/search"
)

// ErrStudy reports a study that cannot be run as described.
var ErrStudy = errors.New("bad metrics study")

// Study describes the self-play a game's metrics are computed from: which
// game, at which strengths (each a bot that plays both sides), how many
// games of each, and how they start and end. The zero values of its
// optional fields are sensible.
type Study struct {
	// Game names the game in the registry, with its configuration, its
	// rule options included (Config.Seed is replaced by each game's
	// seed, so that random setups vary from game to game, as the
	// arena's do).
	Game   string
	Config registry.Config
	// Strengths are the bots whose self-play is measured, weakest first
	// by convention, such as "random", "level:3" and "alphabeta:4"
	// (bot.Parse reads them). Each plays Games games against itself.
	Strengths []bot.Spec
	// Games is the number of games of each strength, at least 1.
	Games int
	// Seed seeds the games: the openings, the random setups and the
	// bots. With bots limited by depth or nodes (the levels are), the
	// same seed plays the same games, however many run at once.
	Seed uint64
	// OpeningPlies random plies start every game before the bots take
	// over (registry.Game.Opening). They count in a game's length, but
	// the branching factor and the evaluations are those of the bots'
	// plies only.
	OpeningPlies int
	// MaxPlies, if positive, cuts a game still going after that many
	// plies of the bots: it counts as a timeout, not as a draw.
	MaxPlies int
	// Parallel is the number of games played at once (at least 1).
	Parallel int
	// SolveNodes, if positive, has the exact solver (registry.NewSolver)
	// try the start position within that many nodes first: the report's
	// Solved. It is the start of Config, before any opening (for a
	// random setup, the board of Config.Seed).
	SolveNodes uint64
	// Shard and Shards, if Shards > 0, play only the Shard-th of Shards
	// disjoint slices of the schedule (arena.Shard); Merge merges the
	// shards' reports.
	Shard, Shards int
	// Progress, if not nil, is called from one goroutine at a time as
	// each game finishes, with the number of games finished and the
	// number to play.
	Progress func(done, total int)
}

// Record is what one game of a study leaves behind: enough to compute
// every metric of its strength, and small enough to keep in a report's
// JSON, so that the reports of shards merge by putting their records
// together.
type Record struct {
	// Index numbers the games of the study's schedule from 0.
	Index int `json:"index"`
	// Strength indexes the study's Strengths.
	Strength int `json:"strength"`
	// Seed is the game's seed (its opening, setup and bots).
	Seed uint64 `json:"seed"`
	// Outcome is +1 when the first player won, -1 when the second did,
	// 0 for a draw or a game cut at the maximum number of plies.
	Outcome int `json:"outcome"`
	// Over reports whether the rules ended the game; false when it was
	// cut at the study's MaxPlies.
	Over bool `json:"over"`
	// Opening is the number of random plies before the bots' first.
	Opening int `json:"opening"`
	// Branching[i] is the number of legal moves before the bots' i-th
	// ply (the game's Opening+i-th); its length is the bots' plies.
	Branching []int `json:"branching"`
	// Evals[i] is the first player's expected result, from 0 to 1, after
	// the bots' i-th ply, read from the score of the bot that played it
	// (search.Curve, the game's curve); -1 where the bot gave no score
	// (a random move).
	Evals []float64 `json:"evals"`
	// Repeats counts the positions after a ply that repeat an earlier
	// position of the game, the start included: the same pieces on the
	// same cells with the same player to move, as the game's diagram
	// draws them (the same position text for a game without one), so that
	// counters of turns and histories do not tell positions apart.
	Repeats int `json:"repeats"`
	// Board is the number of cells of the game's diagram, 0 for a game
	// without one; Off lists the indexes, in the diagram's Cells, of
	// those that are no playing cells (walls and borders: the playing
	// cells are its squares and special cells), and Covered those of the
	// playing cells that held a piece in some position of the game.
	Board   int   `json:"board,omitempty"`
	Off     []int `json:"off,omitempty"`
	Covered []int `json:"covered,omitempty"`
	// Contents lists, sorted, the distinct contents of the playing cells
	// in the game's positions, as the diagram draws them: "" an empty
	// cell, else its pieces' letters, texts and owners (State space
	// counts them).
	Contents []string `json:"contents,omitempty"`
	// Clear counts the bots' positions with a choice (more than one
	// legal move) whose moves the game's evaluation valued (the position
	// each leads to, registry.MoveValues), each value read through the
	// game's curve as the mover's expected result from 0 to 1. Narrowness is the mean over them of
	// the share of the moves valued at least mean + ¾(best - mean), the
	// moves near the best; MoveSD the mean of the standard deviation (of
	// the population) of the moves' values.
	Clear      int     `json:"clear,omitempty"`
	Narrowness float64 `json:"narrowness,omitempty"`
	MoveSD     float64 `json:"move_sd,omitempty"`
}

// Plies returns the game's length: its opening plies and the bots'.
func (r Record) Plies() int { return r.Opening + len(r.Branching) }

// Validate reports whether the study can be run; errors wrap ErrStudy.
func (s Study) Validate() error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf(format+": %w", append(args, ErrStudy)...)
	}
	switch {
	case len(s.Strengths) == 0:
		return bad("no strengths: want at least one bot")
	case s.Games < 1:
		return bad("%d games a strength: want at least 1", s.Games)
	case s.Parallel < 0 || s.OpeningPlies < 0 || s.MaxPlies < 0:
		return bad("negative Parallel, OpeningPlies or MaxPlies")
	case s.Shards < 0 || s.Shards > 0 && (s.Shard < 0 || s.Shard >= s.Shards):
		return bad("shard %d of %d: want 0 <= shard < shards", s.Shard, s.Shards)
	}
	for i, sp := range s.Strengths {
		if err := sp.Validate(); err != nil {
			return fmt.Errorf("strength %d: %w", i+1, err)
		}
		if sp.IsEngine() {
			return bad("strength %d: %s is an external engine: want a bot of the game", i+1, sp)
		}
		if slices.ContainsFunc(s.Strengths[:i], func(o bot.Spec) bool { return o.String() == sp.String() }) {
			return bad("strength %s given twice", sp)
		}
	}
	return nil
}

// Schedule returns the games the study plays (the shard's, with Shards >
// 0): every strength's first game, then every strength's second, and so
// on, so that an interrupted study or a shard has played every strength
// about equally. A Fixture's Pair is the index of its strength and its
// Seed the game's.
func (s Study) Schedule() []arena.Fixture {
	var out []arena.Fixture
	for n := range s.Games {
		for k := range s.Strengths {
			out = append(out, arena.Fixture{Index: len(out), Pair: k, Round: n, Seed: gameSeed(s.Seed, uint64(len(out)))})
		}
	}
	if s.Shards > 0 {
		out = arena.Shard(out, s.Shard, s.Shards)
	}
	return out
}

// gameSeed derives a game's seed from the study's seed and the game's
// index (SplitMix64's finaliser).
func gameSeed(seed, n uint64) uint64 {
	z := seed + (n+1)*0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// Run plays the study's games and returns its report. When ctx ends, it
// returns the report of the games finished (marked interrupted) with
// ctx's error; when a game fails otherwise, that error and the report so
// far.
func (s Study) Run(ctx context.Context) (Report, error) {
	if err := s.Validate(); err != nil {
		return Report{}, err
	}
	g, err := registry.Open(s.Game, s.Config)
	if err != nil {
		return Report{}, err
	}
	for _, sp := range s.Strengths {
		if _, err := g.NewBot(sp, 0); err != nil {
			return Report{}, err
		}
	}
	var solved *Solved
	if s.SolveNodes > 0 {
		if solved, err = solve(ctx, g, s.SolveNodes); err != nil {
			rep := s.newReport()
			rep.Interrupted = ctx.Err() != nil
			rep.summarise()
			return rep, err
		}
	}
	games := s.Schedule()
	records := make([]*Record, s.Games*len(s.Strengths))
	var mu sync.Mutex
	done := 0
	play := func(ctx context.Context, f arena.Fixture) (arena.Outcome, int, error) {
		c := s.Config
		c.Seed = f.Seed
		g, err := registry.Open(s.Game, c)
		if err != nil {
			return 0, 0, err
		}
		r, err := s.play(ctx, g, f)
		if err != nil {
			return 0, 0, err
		}
		records[f.Index] = &r
		return arena.Outcome(r.Outcome), r.Plies(), nil
	}
	report := func(arena.Played) {
		mu.Lock()
		defer mu.Unlock()
		done++
		if s.Progress != nil {
			s.Progress(done, len(games))
		}
	}
	played, err := arena.Run(ctx, games, max(s.Parallel, 1), play, report)
	rep := s.newReport()
	rep.Solved = solved
	for _, p := range played {
		rep.Records = append(rep.Records, *records[p.Index])
	}
	rep.Interrupted = err != nil && ctx.Err() != nil
	rep.summarise()
	return rep, err
}

// Solved is the exact value of a study's start position, as far as the
// solver reached within its budget.
type Solved struct {
	// Value is "first player (NAME) wins" or "second player (NAME)
	// wins", NAME the player's name, "draw", or "unknown" when the budget
	// ran out first.
	Value string `json:"value"`
	// Margin is the final score difference of perfect play, for the
	// winner, in games that keep score; 0 otherwise.
	Margin int `json:"margin,omitempty"`
	// Nodes is the number of states the solver created, and Budget its
	// limit.
	Nodes  uint64 `json:"nodes"`
	Budget uint64 `json:"budget"`
}

// solve solves g's start within nodes, on tables of its own (the game's
// own solver's too, where it has one), so that its nodes do not depend on
// what was solved before it in the process.
func solve(ctx context.Context, g registry.Game, nodes uint64) (*Solved, error) {
	sv, err := registry.NewSolver(g, search.SolveOptions{ExactTableMB: search.DefaultTableMB})
	if err != nil {
		return nil, err
	}
	start := g.Start()
	sol, err := sv.Solve(ctx, start, search.Limits{Nodes: nodes})
	if err != nil && ctx.Err() != nil {
		return nil, err
	}
	out := &Solved{Value: "unknown", Nodes: sol.Nodes, Budget: nodes}
	mover := g.ToMove(start)
	winner := ply.NoPlayer
	switch sol.Outcome {
	case search.Win:
		winner = mover
	case search.Loss:
		winner = mover.Opponent()
	case search.Draw:
		out.Value = "draw"
		return out, nil
	default:
		return out, nil
	}
	if winner == ply.First {
		out.Value = "first player (" + g.PlayerName(winner) + ") wins"
	} else {
		out.Value = "second player (" + g.PlayerName(winner) + ") wins"
	}
	out.Margin = sol.Margin
	if out.Margin < 0 {
		out.Margin = -out.Margin
	}
	return out, nil
}

// newReport returns the report of the study with no games yet.
func (s Study) newReport() Report {
	rep := Report{
		Game: s.Game, Setup: s.Config.Setup, Size: s.Config.Size, Options: s.Config.Options.String(),
		Games: s.Games, Seed: s.Seed, OpeningPlies: s.OpeningPlies, MaxPlies: s.MaxPlies,
	}
	for _, sp := range s.Strengths {
		rep.Strengths = append(rep.Strengths, sp.String())
	}
	if s.Shards > 0 {
		rep.Shard = fmt.Sprintf("%d/%d", s.Shard, s.Shards)
	}
	return rep
}

// play plays the game f schedules, its strength's bot on both sides, and
// records it.
func (s Study) play(ctx context.Context, g registry.Game, f arena.Fixture) (Record, error) {
	var bots [2]registry.Bot
	for i := range bots {
		b, err := g.NewBot(s.Strengths[f.Pair], arena.BotSeed(f.Seed, i))
		if err != nil {
			return Record{}, err
		}
		bots[i] = b
	}
	start := g.Start()
	if s.OpeningPlies > 0 {
		start = arena.Opening(g, f.Seed, s.OpeningPlies)
	}
	res, err := arena.PlayMatch(ctx, g, bots, start, arena.Match{MaxPlies: s.MaxPlies})
	if err != nil {
		return Record{}, err
	}
	r := Record{Index: f.Index, Strength: f.Pair, Seed: f.Seed, Over: res.Over, Opening: s.OpeningPlies}
	if res.Over {
		r.Outcome = res.Result.For(ply.First)
	}
	curve := registry.CurveOf(g)
	measure(g, res.GameResult, curve, &r)
	if err := clarity(ctx, g, res.Line, curve, &r); err != nil {
		return Record{}, err
	}
	return r, nil
}

// clarity fills r's Clear, Narrowness and MoveSD: at each of the bots'
// positions of line with more than one legal move, every move valued by
// the game's evaluation (registry.MoveValues), read through curve as the
// mover's expected result. It stops with ctx's error when ctx ends.
func clarity(ctx context.Context, g registry.Game, line registry.Line, curve search.Curve, r *Record) error {
	var values []float64
	var narrow, sd float64
	before := line.Start
	for i, n := range r.Branching {
		if i > 0 && i <= len(line.Positions) {
			before = line.Positions[i-1]
		}
		if n < 2 {
			continue
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		values = registry.MoveValues(g, before, values[:0])
		if len(values) < 2 {
			continue
		}
		for k, v := range values {
			values[k] = curve.Expected(v)
		}
		nw, s := moveClarity(values)
		narrow += nw
		sd += s
		r.Clear++
	}
	if r.Clear > 0 {
		r.Narrowness = round4(narrow / float64(r.Clear))
		r.MoveSD = round4(sd / float64(r.Clear))
	}
	return nil
}

// moveClarity returns, of the values of a position's moves, the share of
// them at least mean + ¾(best - mean), and their standard deviation (of
// the population).
func moveClarity(values []float64) (narrowness, sd float64) {
	if len(values) == 0 {
		return 0, 0
	}
	var mean, best float64
	best = math.Inf(-1)
	for _, v := range values {
		mean += v
		best = max(best, v)
	}
	mean /= float64(len(values))
	threshold := mean + 0.75*(best-mean)
	near := 0
	for _, v := range values {
		if v >= threshold-1e-12 {
			near++
		}
		sd += (v - mean) * (v - mean)
	}
	return float64(near) / float64(len(values)), math.Sqrt(sd / float64(len(values)))
}

// measure fills r's Branching, Evals, Repeats, Cells, Covered and
// Contents from the game played.
func measure(g registry.Game, res arena.GameResult, curve search.Curve, r *Record) {
	line := res.Line
	n := line.Len()
	r.Branching = make([]int, n)
	r.Evals = make([]float64, n)
	cov := coverage{}
	seen := map[string]bool{cov.add(g, line.Start): true}
	before := line.Start
	for i := range n {
		r.Branching[i] = int(g.Perft(before, 1))
		r.Evals[i] = -1
		if i < len(res.Choices) && res.Choices[i].Scored {
			e := curve.Expected(res.Choices[i].Score)
			if g.ToMove(before) == ply.Second {
				e = 1 - e
			}
			r.Evals[i] = round4(e)
		}
		after := line.Positions[i]
		key := cov.add(g, after)
		if seen[key] {
			r.Repeats++
		}
		seen[key] = true
		before = after
	}
	r.Board, r.Off, r.Covered = len(cov.playing), cov.off(), cov.list()
	if cov.contents != nil {
		r.Contents = slices.Sorted(maps.Keys(cov.contents))
	}
}

// round4 rounds x to 4 decimals, enough for an expected result and short
// in JSON.
func round4(x float64) float64 { return math.Round(x*1e4) / 1e4 }

// coverage collects the playing cells of a game's diagrams that held a
// piece.
type coverage struct {
	occupied []bool
	playing  []bool
	contents map[string]bool
}

// add counts the pieces of p's diagram, and returns p's key for
// repetitions: the diagram's player to move and its cells' pieces, or
// p's text for a game without a diagram.
func (c *coverage) add(g registry.Game, p registry.Position) string {
	d, ok := g.Diagram(p)
	if !ok {
		return g.FormatPosition(p)
	}
	if c.occupied == nil {
		c.occupied = make([]bool, len(d.Cells))
		c.playing = make([]bool, len(d.Cells))
		c.contents = map[string]bool{}
		for i, cell := range d.Cells {
			if cell.Kind == diagram.CellSquare || cell.Kind == diagram.CellSpecial || cell.Kind == "" {
				c.playing[i] = true
			}
		}
	}
	var key strings.Builder
	key.WriteString(d.ToMove.String())
	for i, cell := range d.Cells {
		if i < len(c.occupied) && c.playing[i] && len(cell.Pieces) > 0 {
			c.occupied[i] = true
		}
		key.WriteByte('/')
		at := key.Len()
		for _, pc := range cell.Pieces {
			key.WriteString(pc.Letter)
			key.WriteString(pc.Text)
			key.WriteByte(byte('0' + pc.Owner))
		}
		if i < len(c.playing) && c.playing[i] {
			if content := key.String()[at:]; !c.contents[content] {
				c.contents[content] = true
			}
		}
	}
	return key.String()
}

// off returns the indexes of the cells that are no playing cells.
func (c *coverage) off() []int {
	var out []int
	for i, p := range c.playing {
		if !p {
			out = append(out, i)
		}
	}
	return out
}

// list returns the indexes of the cells that held a piece.
func (c *coverage) list() []int {
	var out []int
	for i, o := range c.occupied {
		if o {
			out = append(out, i)
		}
	}
	return out
}
