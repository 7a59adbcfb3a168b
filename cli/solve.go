// solve.go holds the solve command: exact values and best moves of
// positions read from the arguments or standard input.

package cli

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/plygo/ply"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/search"
)

// Solve is the solve command. It solves positions exactly and prints,
// after a header line starting with '#', one line per position:
//
//	OUTCOME MARGIN MOVE NODES SECONDS [PUBLISHED CHECK]
//
// OUTCOME is win, draw or loss for the player to move, or unknown when
// -nodes or -time ran out first (MARGIN and MOVE are then "-"); MARGIN is
// the final score of the player to move minus the opponent's under perfect
// play, in games that keep score (0 in the others); MOVE is a best move.
// With -moves, a line "  MOVE OUTCOME MARGIN" follows for every legal
// move: the value of that move for the same player. With -pn the outcome is
// found by proof-number search and the margin is not searched (0).
//
// The positions are the command's arguments, or else the lines of stdin
// (blank lines and lines starting with '#' are skipped), in the game's
// notation; "start" is the game's start position (of -setup, -size,
// -seed). Mapello's notation includes the one-line boards of the Othello
// test suites (mapello.ParseOthello), published scores and all.
//
// A game that scores its end by several rules (registry.ScoringRules, such
// as Mapello's own, where empty cells count for nobody, and Othello's,
// where they go to the winner) is solved by the rule -rule names; without
// it, each position by the rule of the answer published beside it
// (registry.ParsePublished: the Othello test suites' boards by Othello's),
// and the others by the game's own. A line "# rule NAME: WORDS" after the
// header, and again wherever the rule changes, says which.
//
// Where the line of a position publishes its answer, under the rule it is
// solved by, the line gets two more fields: PUBLISHED, the published
// margin and the moves it names, such as "+32:g8" or "+14:a1,h3", and
// CHECK, "ok" when the margin (with -pn the outcome) is the published one
// and the move one of those named, else "differs". A last line
// "# published answers: N checked, D differ" counts them.
//
// The exit status is 0 when every position was solved (or ran out of its
// limit) and no answer differs; 1 when output or input failed; 2 for bad
// flags or a position that cannot be read or is over; 3 when every
// position was read but an answer differs from the published one.
func Solve(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs, gf := newFlagSet("solve", "Solves positions exactly: the outcome, the margin in scored games, a best move.",
		stderr, "seed for random setups", false, false)
	nodes := fs.Uint64("nodes", 0, "give up on a position (unknown) after this many nodes; 0 means no limit")
	limit := fs.Duration("time", 0, "give up on a position (unknown) after this long; 0 means no limit")
	moves := fs.Bool("moves", false, "also print the value of every legal move")
	pn := fs.Bool("pn", false, "find the outcome by proof-number search (df-pn), leaving the margin unsearched: for games without scores")
	tableMB := fs.Int("table", 0, fmt.Sprintf("transposition table size in MiB (0: %d)", search.DefaultTableMB))
	rule := fs.String("rule", "", "score the end by this rule of the game's (mapello: mapello or othello); default: each position's published rule (othello for the Othello test suites' boards), else the game's own")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	bad := func(format string, args ...any) int {
		fmt.Fprintf(stderr, "solve: "+format+"\n", args...)
		return 2
	}
	if *limit < 0 {
		return bad("-time %v: want 0 or more", *limit)
	}
	if *tableMB < 0 || *tableMB > search.MaxTableMB {
		return bad("-table %d: want 0 to %d", *tableMB, search.MaxTableMB)
	}
	g, err := gf.open()
	if err != nil {
		return bad("%v", err)
	}
	rules := newRuleSolvers(g, search.SolveOptions{TableMB: *tableMB, ProofNumber: *pn})
	if _, err := rules.solver(*rule); err != nil {
		return bad("-rule %s: %v", *rule, err)
	}
	lim := search.Limits{Nodes: *nodes, MoveTime: *limit}
	lines := fs.Args()
	if len(lines) == 0 {
		sc := bufio.NewScanner(stdin)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			if l := strings.TrimSpace(sc.Text()); l != "" && !strings.HasPrefix(l, "#") {
				lines = append(lines, l)
			}
		}
		if err := sc.Err(); err != nil {
			fmt.Fprintf(stderr, "solve: reading positions: %v\n", err)
			return 1
		}
	}
	if _, err := fmt.Fprintln(stdout, "# outcome margin move nodes seconds [published check]"); err != nil {
		fmt.Fprintf(stderr, "solve: %v\n", err)
		return 1
	}
	code, checked, differ := 0, 0, 0
	shown := "" // the rule last said in the output
	for _, line := range lines {
		p, pub, err := readPublished(g, line)
		if err != nil {
			fmt.Fprintf(stderr, "solve: %q: %v\n", line, err)
			code = 2
			continue
		}
		if r, over := g.Result(p); over {
			fmt.Fprintf(stderr, "solve: %q: the game is over (%s)\n", line, g.DescribeResult(r))
			code = 2
			continue
		}
		lineRule := rules.name(*rule)
		if *rule == "" {
			lineRule = rules.name(pub.Rule)
		}
		sv, err := rules.solver(lineRule)
		if err != nil {
			fmt.Fprintf(stderr, "solve: %q: rule %s: %v\n", line, lineRule, err)
			code = 2
			continue
		}
		if text := rules.describe(lineRule); text != "" && lineRule != shown {
			shown = lineRule
			if _, err := fmt.Fprintf(stdout, "# rule %s\n", text); err != nil {
				fmt.Fprintf(stderr, "solve: %v\n", err)
				return 1
			}
		}
		sol, err := sv.Solve(ctx, p, lim)
		if err != nil {
			fmt.Fprintf(stderr, "solve: %v\n", err)
			return 1
		}
		out := solutionLine(sol)
		if pub.Scored && sol.Outcome != search.Unknown && rules.name(pub.Rule) == lineRule {
			check := "ok"
			if !agrees(sol, pub, *pn) {
				check = "differs"
				differ++
			}
			checked++
			out += " " + publishedText(pub) + " " + check
		}
		if _, err := fmt.Fprintln(stdout, out); err != nil {
			fmt.Fprintf(stderr, "solve: %v\n", err)
			return 1
		}
		if !*moves {
			continue
		}
		me := g.ToMove(p)
		for _, m := range g.Moves(p) {
			o, margin, err := moveValue(ctx, g, sv, m, me, lim)
			if err != nil {
				fmt.Fprintf(stderr, "solve: %v\n", err)
				return 1
			}
			text := "-"
			if o != search.Unknown {
				text = fmt.Sprintf("%+d", margin)
			}
			if _, err := fmt.Fprintf(stdout, "  %s %s %s\n", m, o, text); err != nil {
				fmt.Fprintf(stderr, "solve: %v\n", err)
				return 1
			}
		}
	}
	if checked > 0 {
		if _, err := fmt.Fprintf(stdout, "# published answers: %d checked, %d differ\n", checked, differ); err != nil {
			fmt.Fprintf(stderr, "solve: %v\n", err)
			return 1
		}
	}
	if code == 0 && differ > 0 {
		code = 3
	}
	return code
}

// ruleSolvers holds the solvers of one game, one per scoring rule, made
// when first asked for.
type ruleSolvers struct {
	g       registry.Game
	opts    search.SolveOptions
	rules   []string // registry.ScoringRules
	solvers map[string]registry.Solver
}

func newRuleSolvers(g registry.Game, opts search.SolveOptions) *ruleSolvers {
	return &ruleSolvers{g: g, opts: opts, rules: registry.ScoringRules(g), solvers: map[string]registry.Solver{}}
}

// name returns the name of rule: rule itself, or for "" the game's own
// ("" for a game of one rule).
func (r *ruleSolvers) name(rule string) string {
	if rule == "" && len(r.rules) > 0 {
		return registry.RuleName(r.rules[0])
	}
	return rule
}

// describe returns the rule's name and words, as ScoringRules lists them;
// "" for a game of one rule.
func (r *ruleSolvers) describe(rule string) string {
	for _, text := range r.rules {
		if registry.RuleName(text) == rule {
			return text
		}
	}
	return ""
}

// solver returns the solver of rule ("": the game's own).
func (r *ruleSolvers) solver(rule string) (registry.Solver, error) {
	rule = r.name(rule)
	if sv, ok := r.solvers[rule]; ok {
		return sv, nil
	}
	opts := r.opts
	opts.Rule = rule
	sv, err := registry.NewSolver(r.g, opts)
	if err != nil {
		return nil, err
	}
	r.solvers[rule] = sv
	return sv, nil
}

// readPublished reads a position of g with its published answer: "start"
// (which publishes nothing), or the game's notation.
func readPublished(g registry.Game, line string) (registry.Position, registry.Published, error) {
	if line == "start" {
		return g.Start(), registry.Published{}, nil
	}
	return registry.ParsePublished(g, line)
}

// agrees reports whether sol is the published answer pub: its margin (with
// pn, which leaves the margin unsearched, the outcome it implies), and a
// move among those pub names, if it names any.
func agrees(sol registry.Solution, pub registry.Published, pn bool) bool {
	if pn {
		want := search.Draw
		switch {
		case pub.Margin > 0:
			want = search.Win
		case pub.Margin < 0:
			want = search.Loss
		}
		return sol.Outcome == want
	}
	if sol.Margin != pub.Margin {
		return false
	}
	if len(pub.Best) == 0 {
		return true
	}
	return slices.ContainsFunc(pub.Best, func(m registry.Move) bool { return m.String() == sol.Move.String() })
}

// publishedText writes the published answer as the PUBLISHED field: the
// margin, then a colon and the moves it names, if any ("+14:a1,h3").
func publishedText(pub registry.Published) string {
	text := fmt.Sprintf("%+d", pub.Margin)
	for i, m := range pub.Best {
		sep := ","
		if i == 0 {
			sep = ":"
		}
		text += sep + m.String()
	}
	return text
}

// solutionLine is the output line of a solution.
func solutionLine(sol registry.Solution) string {
	sec := fmt.Sprintf("%.3f", sol.Elapsed.Seconds())
	if sol.Outcome == search.Unknown {
		return fmt.Sprintf("unknown - - %d %s", sol.Nodes, sec)
	}
	return fmt.Sprintf("%s %+d %s %d %s", sol.Outcome, sol.Margin, sol.Move, sol.Nodes, sec)
}

// moveValue returns the outcome and margin of move m for me, the player to
// move before it.
func moveValue(ctx context.Context, g registry.Rules, sv registry.Solver, m registry.Move, me ply.Player, lim search.Limits) (search.Outcome, int, error) {
	next, err := g.Apply(m)
	if err != nil {
		return search.Unknown, 0, err
	}
	if r, over := sv.Result(next); over {
		i := me.Index()
		margin := r.Score[i] - r.Score[1-i]
		switch r.For(me) {
		case 1:
			return search.Win, margin, nil
		case -1:
			return search.Loss, margin, nil
		}
		return search.Draw, margin, nil
	}
	sol, err := sv.Solve(ctx, next, lim)
	if err != nil || sol.Outcome == search.Unknown || g.ToMove(next) == me {
		return sol.Outcome, sol.Margin, err
	}
	switch sol.Outcome {
	case search.Win:
		return search.Loss, -sol.Margin, nil
	case search.Loss:
		return search.Win, -sol.Margin, nil
	}
	return search.Draw, -sol.Margin, nil
}
