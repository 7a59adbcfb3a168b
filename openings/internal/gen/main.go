// Command gen writes the opening suites of package openings, one file per
// game, by the procedure its package documentation describes:
//
//	go generate ./openings
//	go run ./openings/internal/gen -out openings -game pathway
//
// For each game, from a fixed seed: draw candidates of lo to hi random
// plies from the standard start (registry.Game.Opening: no ply loses at
// once or hands the opponent a winning reply, and no candidate is proven
// won or lost by a short search), drop repeated positions, score each with
// a fixed-depth alpha-beta search (its score for the side to move), and
// keep the keep candidates nearest to even, in the order drawn. A search
// to a fixed depth gives the same score on every machine, so the files are
// the same on every run.
package main

import (
	"context"
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/plygo/ply/bot"
	_ "github.com/plygo/ply/games"
	"github.com/plygo/ply/registry"
)

// recipe is how one game's suite is made.
type recipe struct {
	lo, hi     int // random plies
	depth      int // alpha-beta depth of the scoring search
	candidates int // positions drawn
	keep       int // positions kept
}

// recipes are the five games' recipes: depths chosen so that a scoring
// search takes a fraction of a second.
var recipes = map[string]recipe{
	"mapello":    {lo: 4, hi: 8, depth: 5, candidates: 300, keep: 120},
	"mitsudomoe": {lo: 4, hi: 8, depth: 4, candidates: 300, keep: 120},
	"morelli":    {lo: 4, hi: 8, depth: 3, candidates: 300, keep: 120},
	"pathway":    {lo: 4, hi: 8, depth: 6, candidates: 300, keep: 120},
	"pushfight":  {lo: 2, hi: 6, depth: 3, candidates: 300, keep: 120},
}

// seed is the seed of every suite.
const seed = 2026

func main() {
	out := flag.String("out", ".", "directory of the suites")
	only := flag.String("game", "", "write only this game's suite")
	flag.Parse()
	names := registry.Names()
	for _, name := range names {
		r, ok := recipes[name]
		if !ok || *only != "" && name != *only {
			continue
		}
		text, err := suite(name, r)
		if err == nil {
			err = os.WriteFile(filepath.Join(*out, name+".txt"), []byte(text), 0o644)
		}
		if err != nil {
			fmt.Fprintf(os.Stderr, "gen: %s: %v\n", name, err)
			os.Exit(1)
		}
	}
}

// candidate is a drawn opening and its score.
type candidate struct {
	pos   string
	plies int
	score float64
	order int
}

// suite returns the text of one game's suite.
func suite(name string, r recipe) (string, error) {
	g, err := registry.Open(name, registry.Config{})
	if err != nil {
		return "", err
	}
	rng := rand.New(rand.NewPCG(seed, 0x6f70656e696e6773)) // "openings"
	seen := map[string]bool{}
	var cs []candidate
	for tries := 0; len(cs) < r.candidates && tries < 20*r.candidates; tries++ {
		k := r.lo + rng.IntN(r.hi-r.lo+1)
		p := g.Opening(g.Start(), rng, k)
		text := g.FormatPosition(p)
		if p == g.Start() || seen[text] {
			continue // no safe opening drawn, or a repeat
		}
		seen[text] = true
		bot, err := g.NewBot(bot.Spec{Kind: "alphabeta", Depth: r.depth}, 0)
		if err != nil {
			return "", err
		}
		c, err := bot.Choose(context.Background(), registry.NewLine(p), nil)
		if err != nil {
			return "", err
		}
		cs = append(cs, candidate{pos: text, plies: k, score: c.Score, order: len(cs)})
	}
	if len(cs) < r.keep {
		return "", fmt.Errorf("only %d distinct candidates", len(cs))
	}
	slices.SortStableFunc(cs, func(a, b candidate) int {
		if d := math.Abs(a.score) - math.Abs(b.score); d != 0 {
			if d < 0 {
				return -1
			}
			return 1
		}
		return a.order - b.order
	})
	worst := math.Abs(cs[r.keep-1].score)
	cs = cs[:r.keep]
	slices.SortFunc(cs, func(a, b candidate) int { return a.order - b.order })
	var b strings.Builder
	fmt.Fprintf(&b, "# %s: %d balanced openings from the standard start, made by go generate ./openings\n", name, r.keep)
	fmt.Fprintf(&b, "# (openings/internal/gen): seed %d, %d distinct candidates of %d to %d safe random plies,\n", seed, r.candidates, r.lo, r.hi)
	fmt.Fprintf(&b, "# scored by alphabeta:%d for the side to move; the %d nearest to even kept (|score| <= %s).\n",
		r.depth, r.keep, fmtScore(worst))
	for _, c := range cs {
		fmt.Fprintf(&b, "%s # score %s depth %d plies %d\n", c.pos, fmtScore(c.score), r.depth, c.plies)
	}
	return b.String(), nil
}

func fmtScore(s float64) string {
	if s == 0 {
		s = 0 // not "-0"
	}
	return strconv.FormatFloat(s, 'g', 4, 64)
}
