// auto.go holds Auto: an n-tuple network over any game's diagram, trained
// from the rules alone by generations of self-play and regression, each
// generation tested against the one before in the arena.

package tune

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"slices"
	"sync"

	"github.com/plygo/ply/arena"
	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/diagram"
	"github.com/plygo/ply/elo"
	"github.com/plygo/ply/internal/splitmix"
	"github.com/plygo/ply/ntuple"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/search"
)

// ErrAuto: Auto cannot train the game as asked (a game without a
// diagram, a board without a pattern, an option out of range).
var ErrAuto = errors.New("tune: cannot train eval=auto")

// AutoOptions configure Auto. The zero value is usable.
type AutoOptions struct {
	// Generations is the number of rounds of self-play and training
	// (default 3).
	Generations int
	// Games is the number of self-play games of each generation
	// (default 200).
	Games int
	// Bot is the specification of the self-play bot, which plays with
	// the network of the generation before (eval=auto, which Auto sets):
	// alphabeta or mcts (default "alphabeta:2").
	Bot string
	// OpeningPlies random plies start every game, self-play and test
	// alike (default 4; registry.Game.Opening draws them).
	OpeningPlies int
	// Epsilon is the share of self-play moves chosen uniformly at random
	// instead of by the bot, to explore (default 0.1; negative: none).
	// The positions before a random move learn from the game's result
	// all the same, unless AfterRandom is set.
	Epsilon float64
	// AfterRandom labels only the positions that follow a game's last
	// random move (Epsilon's): from there the result is the bots' own.
	// Where one random move often decides the game, as in Push Fight,
	// where a random turn mostly leaves a piece to be pushed off at once,
	// the result says little of the positions before it, which then
	// teach noise. Off by default: in games that one random move seldom
	// decides, it would throw away most of the positions.
	AfterRandom bool
	// MaxPlies cuts a game that runs longer; a cut game teaches nothing
	// (default 1000).
	MaxPlies int
	// Length is the number of cells of the straight patterns (default
	// 4); see DiagramPatterns.
	Length int
	// Symmetry chooses the symmetries whose copies of a pattern share its
	// weights: "mirror" (default), the left-right reflection of the grid,
	// or its half turn where the reflection does not map the cells onto
	// themselves (Push Fight's board);
	// "all", every rotation and reflection of the grid that maps its
	// cells onto its cells (ntuple.DiagramSymmetries); "none". A symmetry
	// the rules break (gravity, a side's home row) makes a weaker
	// network, not a wrong one.
	Symmetry string
	// Blend mixes the search's score into each label: a position the bot
	// moved from is labelled (1-Blend)*result + Blend*score, its score
	// read as an expected result (search.Curve on the scale of
	// eval=auto), so that each generation also learns from the search of
	// the one before; 0, the default, labels with results alone.
	Blend float64
	// Holdout keeps every Holdout-th game of self-play out of training,
	// to validate each fit on (default 10); negative validates on the
	// training games, so that the fit stops only when it no longer
	// gains on them.
	Holdout int
	// Fit configures each generation's regression: its Valid is set by
	// Auto (see Holdout) and its Seed is derived from Seed. Its Rate is
	// 0.005 by default, a tenth of Fit's, as an n-tuple network's
	// positions touch many weights each, and generation g fits at
	// Rate/√g: each fit starts Adagrad afresh, whose first steps are its
	// largest, from weights already fitted.
	Fit FitOptions
	// SPRT is the test of each generation against the one before
	// (default elo0=0 elo1=20 alpha=0.05 beta=0.05, normalized), played
	// with Bot for at most SPRTGames games (default 200; negative: no
	// test).
	SPRT      *elo.SPRT
	SPRTGames int
	// Final, if set, tests the last generation against Bot with the
	// game's own evaluation in the same way, then against Bot with the
	// zero network (the evaluation of a search that sees only the ends
	// of games).
	Final bool
	// FinalBot, if not empty, is the bot of Final's tests in place of
	// Bot, such as "alphabeta:100ms", so that the network, cheap or
	// not, meets the game's own evaluation at equal time.
	FinalBot string
	// Parallel is the number of games played at once (default 1); the
	// games and the weights do not depend on it.
	Parallel int
	// Seed seeds the openings, the bots, the random setups and the fits:
	// the same seed trains the same weights.
	Seed uint64
	// Progress, if not nil, receives a line of progress after each
	// generation and the arena's report of each test.
	Progress io.Writer
}

// AutoGeneration is what one generation of Auto did.
type AutoGeneration struct {
	// Generation numbers it from 1.
	Generation int
	// Games and Positions count its self-play games and their positions
	// (Positions those of every generation so far, on which it trained).
	Games, Positions int
	// Fit is the regression's result, its Before and After measured on
	// the held-out games.
	Fit Metrics
	// Before is the previous generation's network on the same held-out
	// games.
	Before Metrics
	// Test is the arena's report of its test against the generation
	// before, nil if none was played.
	Test *arena.Report
}

// AutoResult is what Auto trained.
type AutoResult struct {
	// Net is the last generation's network, for registry.MarshalAuto.
	Net *ntuple.Network
	// Generations are the generations, in order.
	Generations []AutoGeneration
	// Final is the report of the last generation against the game's own
	// evaluation, and FinalZero against the zero network, nil without
	// AutoOptions.Final.
	Final, FinalZero *arena.Report
}

// Auto trains the evaluation eval=auto of a registered game from its rules
// alone: an n-tuple network over the cells of its diagram
// (DiagramPatterns' patterns, boards read with ntuple.OwnerCode). Each
// generation plays o.Games games of self-play with o.Bot on the network
// of the generation before (zero weights at first), from random
// openings, labels every position with the game's result for its player
// to move, and fits the network to the positions of all the generations
// so far by Fit, from the previous weights, holding out every tenth game
// to validate on. It then tests the new generation against the one before
// by an SPRT in the arena. Randomness comes from o.Seed alone. It stops
// with ctx's error, returning the generations finished (Net the last of
// them, nil if none), when ctx ends.
// Errors wrap registry.ErrUnknownGame, bot.ErrSpec, ErrAuto or the
// arena's.
func Auto(ctx context.Context, game string, cfg registry.Config, o AutoOptions) (AutoResult, error) {
	o.defaults()
	if !(o.Blend >= 0 && o.Blend <= 1) {
		return AutoResult{}, fmt.Errorf("%w: blend %v: want 0 to 1", ErrAuto, o.Blend)
	}
	spec, err := bot.Parse(o.Bot)
	if err != nil {
		return AutoResult{}, err
	}
	final := spec
	if o.FinalBot != "" {
		if final, err = bot.Parse(o.FinalBot); err != nil {
			return AutoResult{}, err
		}
	}
	g, err := registry.Open(game, cfg)
	if err != nil {
		return AutoResult{}, err
	}
	net, err := AutoNetwork(g, o.Length, o.Symmetry)
	if err != nil {
		return AutoResult{}, err
	}
	// Check the bots once before playing.
	if _, err := registry.NewAutoBot(g, spec, net, 0); err != nil {
		return AutoResult{}, err
	}
	if _, err := registry.NewAutoBot(g, final, net, 0); err != nil {
		return AutoResult{}, err
	}
	var (
		res          AutoResult
		train, valid []Row
		w            = make([]float64, len(net.Weights))
	)
	for gen := 1; gen <= o.Generations; gen++ {
		rows, err := o.selfPlay(ctx, game, cfg, spec, net, gen)
		if err != nil {
			return res, err
		}
		positions := 0
		for i, r := range rows {
			positions += len(r)
			if o.Holdout > 0 && i%o.Holdout == o.Holdout-1 {
				valid = append(valid, r...)
			} else {
				train = append(train, r...)
			}
		}
		fo := o.Fit
		fo.Rate /= math.Sqrt(float64(gen))
		fo.Valid, fo.Seed = valid, splitmix.Mix(o.Seed^uint64(gen)<<40)
		if len(valid) == 0 {
			fo.Valid = train
		}
		for i, x := range net.Weights {
			w[i] = float64(x)
		}
		fit, err := Fit(ctx, train, len(w), w, fo)
		if err != nil {
			return res, err
		}
		prev := net
		if net, err = AutoNetwork(g, o.Length, o.Symmetry); err != nil {
			return res, err
		}
		net.SetWeights(fit.Weights)
		ag := AutoGeneration{Generation: gen, Games: len(rows), Positions: len(train) + len(valid), Before: fit.Before, Fit: fit.After}
		if o.Progress != nil {
			fmt.Fprintf(o.Progress, "generation %d: %d games, %d positions; validation: %v, was %v\n", gen, len(rows), positions, fit.After, fit.Before)
		}
		if o.SPRTGames > 0 {
			rep, err := o.test(ctx, game, cfg, spec, gen,
				autoEntrant(fmt.Sprintf("auto-%d", gen), spec, net),
				autoEntrant(fmt.Sprintf("auto-%d", gen-1), spec, prev))
			if err != nil {
				return res, err
			}
			ag.Test = &rep
		}
		res.Generations = append(res.Generations, ag)
		res.Net = net
	}
	if o.Final && o.SPRTGames > 0 {
		own := final
		own.Options.Eval = ""
		last := autoEntrant(fmt.Sprintf("auto-%d", o.Generations), final, net)
		rep, err := o.test(ctx, game, cfg, final, o.Generations+1, last, arena.Bot(own))
		if err != nil {
			return res, err
		}
		res.Final = &rep
		zero, err := AutoNetwork(g, o.Length, o.Symmetry)
		if err != nil {
			return res, err
		}
		zrep, err := o.test(ctx, game, cfg, final, o.Generations+2, last, autoEntrant("auto-0", final, zero))
		if err != nil {
			return res, err
		}
		res.FinalZero = &zrep
	}
	return res, nil
}

func (o *AutoOptions) defaults() {
	if o.Generations <= 0 {
		o.Generations = 3
	}
	if o.Games <= 0 {
		o.Games = 200
	}
	if o.Bot == "" {
		o.Bot = "alphabeta:2"
	}
	if o.OpeningPlies == 0 {
		o.OpeningPlies = 4
	}
	if o.MaxPlies <= 0 {
		o.MaxPlies = 1000
	}
	if o.Fit.Rate <= 0 {
		o.Fit.Rate = 0.005
	}
	if o.Epsilon == 0 {
		o.Epsilon = 0.1
	}
	if o.Holdout == 0 {
		o.Holdout = 10
	}
	if o.SPRT == nil {
		o.SPRT = &elo.SPRT{Elo0: 0, Elo1: 20, Alpha: 0.05, Beta: 0.05, Model: elo.Normalized}
	}
	if o.SPRTGames == 0 {
		o.SPRTGames = 200
	}
	o.Parallel = max(o.Parallel, 1)
}

// AutoNetwork returns the zero network of eval=auto for g: 4 values a
// cell (ntuple.OwnerCode's), the cells of the diagram of g's start, the
// patterns DiagramPatterns chooses with lines of length cells (0: 4),
// shared under the symmetries symmetry names ("mirror", "all" or "none";
// "": "mirror", see AutoOptions.Symmetry). Errors wrap ErrAuto.
func AutoNetwork(g registry.Game, length int, symmetry string) (*ntuple.Network, error) {
	d, ok := g.Diagram(g.Start())
	if !ok {
		return nil, fmt.Errorf("%w: %s: %w", ErrAuto, g.Name(), registry.ErrNoDiagram)
	}
	if length <= 0 {
		length = 4
	}
	if length > 8 {
		return nil, fmt.Errorf("%w: lines of %d cells: want 8 at most", ErrAuto, length)
	}
	var syms [][]int
	switch symmetry {
	case "", "mirror":
		// The left-right reflection, else the half turn (Push Fight's
		// board has no mirror line, but turns onto itself).
		if p := gridMap(d, func(x, y int) (int, int) { return d.Width - 1 - x, y }); p != nil {
			syms = [][]int{p}
		} else if p := gridMap(d, func(x, y int) (int, int) { return d.Width - 1 - x, d.Height - 1 - y }); p != nil {
			syms = [][]int{p}
		}
	case "all":
		syms = ntuple.DiagramSymmetries(d)
	case "none":
	default:
		return nil, fmt.Errorf("%w: symmetry %.20q: want mirror, all or none", ErrAuto, symmetry)
	}
	patterns := DiagramPatterns(d, syms, length)
	if len(patterns) == 0 {
		return nil, fmt.Errorf("%w: %s: no pattern fits its board", ErrAuto, g.Name())
	}
	net, err := ntuple.New(int(ntuple.CodeOther)+1, len(d.Cells), patterns, syms)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrAuto, err)
	}
	return net, nil
}

// gridMap returns the map f of the grid's coordinates as a permutation of
// d's cells, nil if it does not map them onto themselves.
func gridMap(d diagram.Diagram, f func(x, y int) (int, int)) []int {
	type xy struct{ x, y int }
	at := make(map[xy]int, len(d.Cells))
	for i, c := range d.Cells {
		at[xy{c.X, c.Y}] = i
	}
	p := make([]int, len(d.Cells))
	for i, c := range d.Cells {
		x, y := f(c.X, c.Y)
		j, ok := at[xy{x, y}]
		if !ok {
			return nil
		}
		p[i] = j
	}
	return p
}

// DiagramPatterns returns the patterns of an n-tuple network of d's grid:
// the straight lines of length cells along its rows, columns and both
// diagonals, and its 2x2 squares, each made only of cells of d; of the
// patterns that syms (permutations of d's cells) map onto each other, the
// first alone, in the order of d.Cells.
func DiagramPatterns(d diagram.Diagram, syms [][]int, length int) [][]int {
	type xy struct{ x, y int }
	at := map[xy]int{}
	for i, c := range d.Cells {
		at[xy{c.X, c.Y}] = i
	}
	var shapes [][]xy
	for _, dir := range []xy{{1, 0}, {0, 1}, {1, 1}, {1, -1}} {
		sh := make([]xy, length)
		for i := range sh {
			sh[i] = xy{i * dir.x, i * dir.y}
		}
		shapes = append(shapes, sh)
	}
	shapes = append(shapes, []xy{{0, 0}, {1, 0}, {0, 1}, {1, 1}})
	seen := map[string]bool{}
	var out [][]int
	for _, c := range d.Cells {
	shape:
		for _, sh := range shapes {
			p := make([]int, len(sh))
			for i, o := range sh {
				j, ok := at[xy{c.X + o.x, c.Y + o.y}]
				if !ok {
					continue shape
				}
				p[i] = j
			}
			key := canonical(p, syms)
			if !seen[key] {
				seen[key] = true
				out = append(out, p)
			}
		}
	}
	return out
}

// canonical returns the least of the sorted cell lists of p's images
// under syms (and p's own), as text: the key of p's class.
func canonical(p []int, syms [][]int) string {
	q := slices.Clone(p)
	slices.Sort(q)
	key := fmt.Sprint(q)
	for _, s := range syms {
		for i, j := range p {
			q[i] = s[j]
		}
		slices.Sort(q)
		if k := fmt.Sprint(q); k < key {
			key = k
		}
	}
	return key
}

// autoEntrant is an entrant of the arena playing spec with net.
func autoEntrant(name string, spec bot.Spec, net *ntuple.Network) arena.Entrant {
	return arena.Entrant{Name: name, New: func(g registry.Game, seed uint64) (registry.Bot, error) {
		return registry.NewAutoBot(g, spec, net, seed)
	}}
}

// test plays the SPRT of a against b.
func (o *AutoOptions) test(ctx context.Context, game string, cfg registry.Config, spec bot.Spec, gen int, a, b arena.Entrant) (arena.Report, error) {
	t := arena.Tournament{
		Game: game, Config: cfg,
		Entrants:     []arena.Entrant{a, b},
		GamesPerPair: o.SPRTGames,
		Seed:         splitmix.Mix(o.Seed ^ uint64(gen)<<40 ^ 0x7370727400000000), // "sprt"
		OpeningPlies: o.OpeningPlies,
		MaxPlies:     o.MaxPlies,
		Parallel:     o.Parallel,
		SPRT:         o.SPRT,
	}
	rep, err := t.Run(ctx)
	if err != nil {
		return rep, err
	}
	if o.Progress != nil {
		if err := rep.WriteTable(o.Progress); err != nil {
			return rep, err
		}
	}
	return rep, nil
}

// selfPlay plays generation gen's games with net on both sides and returns
// the rows of each finished game's positions.
func (o *AutoOptions) selfPlay(ctx context.Context, game string, cfg registry.Config, spec bot.Spec, net *ntuple.Network, gen int) ([][]Row, error) {
	rows := make([][]Row, o.Games)
	errs := make([]error, o.Games)
	next := make(chan int)
	var wg sync.WaitGroup
	for range o.Parallel {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var board []uint8
			for i := range next {
				rows[i], board, errs[i] = o.playOne(ctx, game, cfg, spec, net, splitmix.Mix(o.Seed^uint64(gen)<<40^uint64(i)), board)
			}
		}()
	}
feed:
	for i := range o.Games {
		select {
		case next <- i:
		case <-ctx.Done():
			break feed
		}
	}
	close(next)
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return slices.DeleteFunc(rows, func(r []Row) bool { return r == nil }), nil
}

// playOne plays one game of self-play from the opening of seed and returns
// the rows of its positions, nil for a game cut at MaxPlies.
func (o *AutoOptions) playOne(ctx context.Context, game string, cfg registry.Config, spec bot.Spec, net *ntuple.Network, seed uint64, board []uint8) ([]Row, []uint8, error) {
	cfg.Seed = seed
	g, err := registry.Open(game, cfg)
	if err != nil {
		return nil, board, err
	}
	var bots [2]registry.Bot
	for side := range bots {
		if bots[side], err = registry.NewAutoBot(g, spec, net, arena.BotSeed(seed, side)); err != nil {
			return nil, board, err
		}
	}
	rng := rand.New(rand.NewPCG(seed, 0x6175746f)) // "auto"
	line := registry.NewLine(arena.Opening(g, seed, o.OpeningPlies))
	var scores []float64
	lastRandom := -1 // the ply of the last random move
	for ply := 0; ; ply++ {
		if _, over := g.Result(line.Position()); over {
			break
		}
		if ply == o.MaxPlies {
			return nil, board, nil
		}
		var m registry.Move
		score := math.NaN()
		if rng.Float64() < o.Epsilon {
			moves := g.Moves(line.Position())
			m = moves[rng.IntN(len(moves))]
			lastRandom = ply
		} else {
			c, err := bots[ply%2].Choose(ctx, line, nil)
			if err != nil {
				return nil, board, err
			}
			m = c.Move
			if c.Scored {
				score = c.Score
			}
		}
		scores = append(scores, score)
		if line, err = line.PlayMove(g, m); err != nil {
			return nil, board, err
		}
	}
	result, _ := g.Result(line.Position())
	// eval=auto's scores read as expected results (registry's autoEval).
	var curve search.Curve
	if sc, ok := registry.EvalScale(g); ok && sc > 0 && sc < 1e12 {
		curve.Scale = sc
	}
	out := make([]Row, 0, line.Len())
	pos := line.Start
	for i := range line.Moves {
		if o.AfterRandom && i <= lastRandom {
			pos = line.Positions[i]
			continue
		}
		me := g.ToMove(pos)
		d, ok := g.Diagram(pos)
		if !ok || len(d.Cells) != net.Cells() {
			return nil, board, fmt.Errorf("%w: %s: a diagram of %d cells for a network of %d", ErrAuto, game, len(d.Cells), net.Cells())
		}
		board = ntuple.DiagramBoard(board[:0], d, ntuple.OwnerCode(me))
		label := resultFor(result, me)
		if o.Blend > 0 && !math.IsNaN(scores[i]) {
			label = (1-o.Blend)*label + o.Blend*curve.Expected(scores[i])
		}
		out = append(out, Row{Index: net.AppendIndexes(nil, board), Label: label})
		pos = line.Positions[i]
	}
	return out, board, nil
}
