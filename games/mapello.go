// mapello.go registers Mapello.

package games

import (
	_ "embed"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/plygo/ply"
	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/mapello"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/search"
)

func init() {
	registry.Register(registry.Entry{
		Name:     "mapello",
		Lessons:  mapello.Lessons(),
		Notation: "A move is the cell a disc goes on, or a pass.\n  d3    place a disc on d3 (files a-h from the left, ranks 1-8 from the bottom)\n  pass  only when you have no placement\nOn the board: x Black, o White, # wall, j joker (closes a line for the mover), + bonus cell.\n-position takes the rules' string, or an Othello engine's line: 64 squares X, O, - from a1 to h8, then X or O (Edax's .obf).",
		Summary: "Mapello (Lucas, Romeral Andrés): Othello with walls, bonus cells worth 3 and jokers on the border that close lines for the mover. " +
			"Moves like \"d3\" or \"pass\"",
		Setups: []string{
			"default: the rule book's example board",
			"rulebook: the rule book's setup example",
			"plain: the Othello start",
			"random: 8 walls, 8 bonuses and 8 jokers placed from the seed (or random:SEED)",
			"random:SEED:WALLS:BONUSES:JOKERS: a random board of your own",
		},
		Options: mapelloOptions,
		// The opening book of the Othello start (docs/tuning.md, "Opening
		// books"): every bot plays from it with book=on.
		Book:       mapelloBook,
		BookMargin: mapelloBookMargin,
		// Levels calibrated in the arena toward 100 to 200 Elo between
		// adjacent levels (docs/strength.md, "Levels").
		Levels: [bot.MaxLevel]bot.Level{
			{Depth: 1, Random: 0.98}, {Depth: 1, Random: 0.75}, {Depth: 1, Random: 0.4}, {Depth: 1, Random: 0.05}, {Depth: 2, Shallow: 0.5},
			{Depth: 2}, {Depth: 3, Shallow: 0.4}, {Depth: 4, Shallow: 0.5}, {Depth: 4}, {Nodes: 2048},
		},
		// Its timed alpha-beta searches selectively: the SPRT of
		// docs/strength.md accepted it at 100 ms a move.
		Selective: true,
		// The ProbCut model of plain Othello (mapello_probcut.go), for
		// an Othello start: alphabeta:probcut=on cuts with it, and
		// alphabeta-solve by default.
		ProbCut: func(cfg registry.Config) *search.ProbCut {
			if !othelloStart(cfg) {
				return nil
			}
			return &search.ProbCut{Pairs: mapelloProbCut}
		},
		// Curve is the fit on the records of analysis/testdata/curves
		// (docs/analysis.md): log-loss 0.4140 over 1842 scores.
		Curve: search.Curve{Scale: 15.87},
		Open: func(cfg registry.Config) (registry.Game, error) {
			if err := cfg.Only("mapello", "setup"); err != nil {
				return nil, err
			}
			v, err := registry.ReadOptions("mapello", mapelloOptions, cfg.Options)
			if err != nil {
				return nil, err
			}
			cfg.Options = v.Options()
			start, err := mapelloSetup(cfg)
			if err != nil {
				return nil, optionErr("setup", err)
			}
			g, err := mapello.New(mapello.WithStart(start), mapello.WithBonusValue(v.Int("bonus")))
			if err != nil {
				return nil, optionErr("mapello", err)
			}
			bots := classicBots[mapello.State, mapello.Move](g, mapello.EvalClassic, false,
				"the classic program's easy bot: uniform over the legal moves",
				"the classic program's hard bot: one ply on the disc count")
			bots = append(bots, registry.OwnBot[mapello.State, mapello.Move]{Name: "alphabeta-solve",
				Help: "alpha-beta, and the endgame solver from 26 empty cells when it finishes in the time (win, draw or loss; the exact margin from 16), on boards without jokers or bonuses; 1s a move, or alphabeta-solve:TIME, or the clock's share (-tc); threads=N for both searches; book=on: the opening book's moves from the Othello start; probcut=off: no Multi-ProbCut (on by default from an Othello start)",
				// Without the book by default (OwnBot.Book): against
				// alpha-beta at depth 8 the book gained nothing yet, and
				// a book of depth-18 leaves lost at 100 ms a move (SPRT
				// H0; docs/strength.md, "Opening book"); book=on plays it.
				New: func(*rand.Rand) search.Searcher[mapello.State, mapello.Move] { return newSolveBot(g, 0) },
				NewWithin: func(_ *rand.Rand, mb int) search.Searcher[mapello.State, mapello.Move] {
					return newSolveBot(g, mb)
				},
				NewThreads: func(_ *rand.Rand, mb, threads int) search.Searcher[mapello.State, mapello.Move] {
					b := newSolveBot(g, mb)
					b.threads = threads
					return b
				},
				SetProbCut: func(p search.Searcher[mapello.State, mapello.Move], on bool) bool {
					b, ok := p.(*solveBot)
					if !ok || on && !othelloStart(cfg) {
						return false
					}
					b.probcut = &on
					return true
				}})
			return registry.Adapt("mapello", g, cfg, bots...)
		},
	})
}

// mapelloBook is the opening book of the Othello start (setup plain), in
// package book's file format; examples/tune book built it (the command is
// in its header and in docs/tuning.md).
//
//go:embed mapello.book
var mapelloBook string

// mapelloBookMargin is how far below the best book move, in the
// evaluation's units (about a disc), the moves lie among which the bots
// draw theirs, so that games from the book vary.
const mapelloBookMargin = 1.0

// mapelloOptions are Mapello's rule options: its constructor's
// WithBonusValue.
var mapelloOptions = []registry.Option{
	{Name: "bonus", Kind: registry.IntOption, Default: strconv.Itoa(mapello.DefaultBonusValue), Max: mapello.MaxBonusValue,
		Help: "the points a bonus cell is worth (the rule book's 3; 5 the classic program's intent, 0 its code)"},
}

// othelloStart reports whether the start of cfg, its setup or its
// Position, is a plain Othello position (mapello.State.IsOthello), the
// positions the ProbCut model was fitted on.
func othelloStart(cfg registry.Config) bool {
	if cfg.Position != "" {
		s, err := mapello.MustNew().ParseState(cfg.Position)
		return err == nil && s.IsOthello()
	}
	s, err := mapelloSetup(cfg)
	return err == nil && s.IsOthello()
}

// mapelloSetup returns the start state cfg names: a name of SetupNames
// (seeded by cfg.Seed), "random:SEED", or "random:SEED:WALLS:BONUSES:JOKERS"
// for RandomSetup's other counts.
func mapelloSetup(cfg registry.Config) (mapello.State, error) {
	g := mapello.MustNew()
	name := cfg.Setup
	if name == "" {
		name = "default"
	}
	rest, ok := strings.CutPrefix(name, "random:")
	if !ok {
		return g.Setup(name, cfg.Seed)
	}
	parts := strings.Split(rest, ":")
	if len(parts) != 1 && len(parts) != 4 {
		return mapello.State{}, fmt.Errorf("mapello: setup %q: want random:SEED or random:SEED:WALLS:BONUSES:JOKERS: %w", name, ply.ErrInvalidOption)
	}
	seed, err := strconv.ParseUint(parts[0], 10, 64)
	if err != nil {
		return mapello.State{}, fmt.Errorf("mapello: setup %q: bad seed: %w", name, ply.ErrInvalidOption)
	}
	counts := [3]int{8, 8, 8}
	for i, p := range parts[1:] {
		if counts[i], err = strconv.Atoi(p); err != nil {
			return mapello.State{}, fmt.Errorf("mapello: setup %q: bad count %q: %w", name, p, ply.ErrInvalidOption)
		}
	}
	return mapello.RandomSetup(seed, counts[0], counts[1], counts[2])
}
