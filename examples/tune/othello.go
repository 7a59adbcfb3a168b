// othello.go holds the commands of plain Othello's pattern evaluation
// trained on disc margins: exact (positions of seeded self-play solved
// exactly, the held-out test), endgames (self-play games finished by the
// exact solver, the training data) and error (an evaluation measured
// against the exact positions).

package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/plygo/ply"
	"github.com/plygo/ply/mapello"
	"github.com/plygo/ply/tune"
)

// A margin file holds one position a line: the final disc margin for the
// player to move, a space, and the position as an Othello line
// (mapello.FormatOthello). Lines that are empty or start with "#" are
// comments.

// marginSample is one line of a margin file.
type marginSample struct {
	Margin int
	State  mapello.State
}

func writeMargin(w *bufio.Writer, margin int, s mapello.State) error {
	text, err := mapello.FormatOthello(s)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(w, "%d %s\n", margin, text)
	return err
}

// readMargins reads a margin file.
func readMargins(name string) ([]marginSample, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	var out []marginSample
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || line[0] == '#' {
			continue
		}
		a, b, ok := strings.Cut(line, " ")
		m, err := strconv.Atoi(a)
		if !ok || err != nil || m < -64 || m > 64 {
			return nil, fmt.Errorf("%s:%d: want MARGIN POSITION, MARGIN from -64 to 64", name, n)
		}
		s, err := mapello.ParseOthello(b)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %w", name, n, err)
		}
		out = append(out, marginSample{m, s})
	}
	return out, sc.Err()
}

// selfPlayer plays seeded self-play moves on plain Othello boards: a
// fixed-depth alpha-beta on an evaluation, or a random move.
type selfPlayer struct {
	g     *mapello.Game
	eval  func(mapello.State, ply.Player) float64
	moves [64][]mapello.Move // a move list per ply of the search
}

// plainLab returns what the Othello commands play and solve with: the
// game, its plain start, a self-player on the embedded evaluation and an
// exact solver by Mapello's rule.
func plainLab() (*mapello.Game, mapello.State, *selfPlayer, *mapello.Endgame, error) {
	g := mapello.MustNew()
	start, err := g.Setup("plain", 0)
	if err != nil {
		return nil, start, nil, nil, err
	}
	return g, start, &selfPlayer{g: g, eval: mapello.EvalPatterns}, mapello.NewEndgame(mapello.MapelloRule, 64), nil
}

const winValue = 1e6

// negamax returns the value of s for its player to move, searched depth
// plies by alpha-beta.
func (sp *selfPlayer) negamax(s mapello.State, depth int, alpha, beta float64) float64 {
	ms := sp.g.AppendMoves(sp.moves[depth][:0], s)
	sp.moves[depth] = ms
	if len(ms) == 0 {
		d := s.Discs(s.ToMove()) - s.Discs(s.ToMove().Opponent())
		return winValue * float64(d)
	}
	if depth == 0 {
		return sp.eval(s, s.ToMove())
	}
	best := math.Inf(-1)
	for _, m := range ms {
		v := -sp.negamax(sp.g.Apply(s, m), depth-1, -beta, -alpha)
		if v > best {
			best = v
			alpha = max(alpha, v)
			if alpha >= beta {
				break
			}
		}
	}
	return best
}

// best returns the best move of s at depth (1 or more), the first of the
// best in generation order.
func (sp *selfPlayer) best(s mapello.State, depth int) mapello.Move {
	ms := sp.g.AppendMoves(nil, s)
	best, bv := ms[0], math.Inf(-1)
	for _, m := range ms {
		v := -sp.negamax(sp.g.Apply(s, m), depth-1, math.Inf(-1), -bv)
		if v > bv {
			best, bv = m, v
		}
	}
	return best
}

// play plays a self-play game from s: random moves for the first opening
// plies and a share explore of the later ones, else the best move at
// depth, until stop says so or the game ends. It returns the positions
// played through, s and the last one included.
func (sp *selfPlayer) play(s mapello.State, opening int, explore float64, depth int, rng *rand.Rand, stop func(mapello.State) bool) []mapello.State {
	out := []mapello.State{s}
	for ply := 0; !stop(s); ply++ {
		ms := sp.g.AppendMoves(nil, s)
		if len(ms) == 0 {
			break
		}
		var m mapello.Move
		if ply < opening || rng.Float64() < explore {
			m = ms[rng.IntN(len(ms))]
		} else {
			m = sp.best(s, depth)
		}
		s = sp.g.Apply(s, m)
		out = append(out, s)
	}
	return out
}

func parseRange(name, text string) (lo, hi int, err error) {
	a, b, ok := strings.Cut(text, "-")
	if !ok {
		b = a
	}
	lo, err1 := strconv.Atoi(a)
	hi, err2 := strconv.Atoi(b)
	if err1 != nil || err2 != nil || lo < 0 || hi < lo || hi > 60 {
		return 0, 0, fmt.Errorf("%s %q: want MIN-MAX from 0 to 60: %w", name, text, errUsage)
	}
	return lo, hi, nil
}

func createOut(name string) (*os.File, *bufio.Writer, error) {
	f, err := os.Create(name)
	if err != nil {
		return nil, nil, err
	}
	return f, bufio.NewWriter(f), nil
}

func closeOut(f *os.File, w *bufio.Writer, err error) error {
	if ferr := w.Flush(); err == nil {
		err = ferr
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// cmdExact writes the held-out test of plain Othello's evaluation:
// positions of seeded self-play with a number of empty cells drawn from
// -empties, one a game, each solved exactly.
func cmdExact(ctx context.Context, fs *flag.FlagSet, args []string, stdout io.Writer) error {
	n := fs.Int("positions", 2000, "positions to solve, one a game")
	emptiesText := fs.String("empties", "20-24", "empty cells of the positions, `MIN-MAX`")
	opening := fs.Int("opening", 10, "most random plies at a game's start")
	explore := fs.Float64("explore", 0.1, "share of the later moves played at random")
	depth := fs.Int("depth", 2, "depth of the self-play's alpha-beta on the evaluation")
	seed := fs.Uint64("seed", 4013, "seed of the games")
	out := fs.String("o", "", "write the positions to this margin `file`")
	if err := parse(fs, args); err != nil {
		return err
	}
	lo, hi, err := parseRange("-empties", *emptiesText)
	if err != nil {
		return err
	}
	if *out == "" || *n < 1 || *depth < 1 {
		return fmt.Errorf("want -o, -positions and -depth 1 or more: %w", errUsage)
	}
	g, start, sp, eg, err := plainLab()
	if err != nil {
		return err
	}
	f, w, err := createOut(*out)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "# tune exact -positions %d -empties %s -opening %d -explore %g -depth %d -seed %d\n", *n, *emptiesText, *opening, *explore, *depth, *seed)
	t0 := time.Now()
	done := 0
	for i := 0; done < *n && err == nil; i++ {
		rng := rand.New(rand.NewPCG(*seed, uint64(i)))
		target := lo + rng.IntN(hi-lo+1)
		line := sp.play(start, rng.IntN(*opening+1), *explore, *depth, rng, func(s mapello.State) bool { return s.Empties() <= target })
		s := line[len(line)-1]
		if s.Empties() != target {
			continue // the game ended first
		}
		if _, over := g.Result(s); over {
			continue
		}
		var r mapello.EndgameResult
		if r, err = eg.Solve(ctx, s, 0); err == nil {
			err = writeMargin(w, r.Margin, s)
			done++
		}
	}
	err = closeOut(f, w, err)
	fmt.Fprintf(stdout, "%d positions solved, %v\n", done, time.Since(t0).Round(time.Second))
	return err
}

// cmdEndgames writes the training data of plain Othello's evaluation:
// seeded self-play games from the plain start (random opening plies, a
// share of random moves, then alpha-beta at a depth drawn from -depth on
// the current evaluation), finished by the exact solver from a number of
// empty cells drawn from -solve; every position of a game labelled with
// its final disc margin for the player to move (exact from the solver's
// first position on). Every -every-th game goes to -valid instead.
func cmdEndgames(ctx context.Context, fs *flag.FlagSet, args []string, stdout io.Writer) error {
	games := fs.Int("games", 1000, "games to play")
	solveText := fs.String("solve", "18-20", "empty cells from which the solver plays, `MIN-MAX`")
	depthText := fs.String("depth", "2-4", "depth of the midgame alpha-beta, `MIN-MAX`")
	opening := fs.Int("opening", 12, "most random plies at a game's start")
	explore := fs.Float64("explore", 0.05, "share of the later midgame moves played at random")
	seed := fs.Uint64("seed", 1, "seed of the games")
	out := fs.String("o", "", "write the training positions to this margin `file`")
	valid := fs.String("valid", "", "write the positions of every -every-th game to this margin `file`")
	every := fs.Int("every", 20, "with -valid, one game in this many goes to it")
	first := fs.Int("first", 0, "number of the first game (games are seeded by -seed and their number)")
	if err := parse(fs, args); err != nil {
		return err
	}
	slo, shi, err := parseRange("-solve", *solveText)
	if err != nil {
		return err
	}
	dlo, dhi, err := parseRange("-depth", *depthText)
	if err != nil {
		return err
	}
	if *out == "" || *games < 1 || dlo < 1 || *every < 2 {
		return fmt.Errorf("want -o, -games 1 or more, a -depth of 1 or more and -every 2 or more: %w", errUsage)
	}
	g, start, sp, eg, err := plainLab()
	if err != nil {
		return err
	}
	f, w, err := createOut(*out)
	if err != nil {
		return err
	}
	vw := w
	var vf *os.File
	if *valid != "" {
		if vf, vw, err = createOut(*valid); err != nil {
			return closeOut(f, w, err)
		}
	}
	header := fmt.Sprintf("# tune endgames -games %d -first %d -solve %s -depth %s -opening %d -explore %g -seed %d -every %d\n",
		*games, *first, *solveText, *depthText, *opening, *explore, *seed, *every)
	w.WriteString(header)
	if vf != nil {
		vw.WriteString(header)
	}
	t0 := time.Now()
	positions := 0
	for i := *first; i < *first+*games && err == nil; i++ {
		if err = ctx.Err(); err != nil {
			break
		}
		rng := rand.New(rand.NewPCG(*seed, uint64(i)))
		solveAt := slo + rng.IntN(shi-slo+1)
		depth := dlo + rng.IntN(dhi-dlo+1)
		line := sp.play(start, rng.IntN(*opening+1), *explore, depth, rng, func(s mapello.State) bool { return s.Empties() <= solveAt })
		s := line[len(line)-1]
		// The solver plays the rest.
		for {
			if _, over := g.Result(s); over {
				break
			}
			var r mapello.EndgameResult
			if r, err = eg.Solve(ctx, s, 0); err != nil {
				break
			}
			s = g.Apply(s, r.Move)
			line = append(line, s)
		}
		if err != nil {
			break
		}
		final := s.Discs(ply.First) - s.Discs(ply.Second)
		to := w
		if *valid != "" && i%*every == 0 {
			to = vw
		}
		for _, p := range line[:len(line)-1] {
			m := final
			if p.ToMove() != ply.First {
				m = -m
			}
			if err = writeMargin(to, m, p); err != nil {
				break
			}
			positions++
		}
		if (i-*first+1)%1000 == 0 {
			fmt.Fprintf(stdout, "%d games, %d positions, %v\n", i-*first+1, positions, time.Since(t0).Round(time.Second))
		}
	}
	if vf != nil {
		err = closeOut(vf, vw, err)
	}
	err = closeOut(f, w, err)
	fmt.Fprintf(stdout, "%d games, %d positions, %v\n", *games, positions, time.Since(t0).Round(time.Second))
	return err
}

// cmdError measures plain Othello's pattern evaluation (the embedded
// weights, or -weights) against the exact margins of a margin file.
func cmdError(ctx context.Context, fs *flag.FlagSet, args []string, stdout io.Writer) error {
	exact := fs.String("exact", "", "the margin `file` of exactly solved positions (tune exact)")
	weights := fs.String("weights", "", "the weights `file` to measure (default: the embedded ones)")
	if err := parse(fs, args); err != nil {
		return err
	}
	if *exact == "" {
		return fmt.Errorf("-exact is required: %w", errUsage)
	}
	ms, err := readMargins(*exact)
	if err != nil {
		return err
	}
	eval := mapello.EvalPatterns
	if *weights != "" {
		b, err := os.ReadFile(*weights)
		if err != nil {
			return err
		}
		var pw mapello.PatternWeights
		if err := pw.UnmarshalBinary(b); err != nil {
			return err
		}
		if eval, err = pw.Eval(); err != nil {
			return err
		}
	}
	e, err := exactError(ms, eval)
	if err != nil {
		return err
	}
	fmt.Fprintln(stdout, e)
	return nil
}

// exactError measures eval against the margins of ms.
func exactError(ms []marginSample, eval func(mapello.State, ply.Player) float64) (tune.ExactError, error) {
	values := make([]float64, len(ms))
	scores := make([]float64, len(ms))
	for i, m := range ms {
		values[i] = eval(m.State, m.State.ToMove())
		scores[i] = float64(m.Margin)
	}
	return tune.MeasureExact(values, scores)
}

// cmdFitMargins fits plain Othello's pattern evaluation, at -stages
// stages of the game, to the final disc margins of margin files by least
// squares (tune.SquaredLoss), the margins scaled to the logits of the
// embedded evaluation (its least-squares line against -exact, or
// -scale), and measures it against the exact margins of -exact before
// and after; it writes othello.weights to -out.
func cmdFitMargins(ctx context.Context, fs *flag.FlagSet, args []string, stdout io.Writer) error {
	exact := fs.String("exact", "", "the margin `file` of exactly solved positions to measure on (tune exact)")
	validList := fs.String("valid", "", "comma-separated margin `files` of held-out games to stop the fit on (tune endgames -valid)")
	stages := fs.Int("stages", 4, "stages of the game the pattern weights are given at, 2 to 61")
	scale := fs.Float64("scale", 0, "logits per disc of margin (0: from the embedded evaluation's line on -exact)")
	out := fs.String("out", "", "write othello.weights into this `directory`")
	maxRows := fs.Int("max", 0, "use at most this many training positions, the first ones (0: all)")
	o := tune.FitOptions{Loss: tune.SquaredLoss}
	fs.IntVar(&o.Epochs, "epochs", 10, "most passes over the training positions")
	fs.Float64Var(&o.Rate, "rate", 0.02, "Adagrad's learning rate")
	fs.Float64Var(&o.L2, "l2", 1e-3, "L2 regularisation")
	fs.Uint64Var(&o.Seed, "seed", 1, "seed of the order")
	if err := parse(fs, args); err != nil {
		return err
	}
	if *exact == "" || *validList == "" || fs.NArg() == 0 || *stages < 2 || *stages > mapello.MaxPatternStages {
		return fmt.Errorf("want -exact, -valid, margin files to train on and -stages from 2 to %d: %w", mapello.MaxPatternStages, errUsage)
	}
	ex, err := readMargins(*exact)
	if err != nil {
		return err
	}
	before, err := exactError(ex, mapello.EvalPatterns)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "exact before: %v\n", before)
	if *scale <= 0 {
		// The embedded evaluation's points per disc are 1/A, its logits
		// per disc 1/(A*10).
		*scale = 1 / (before.A * mapelloScale)
	}
	fmt.Fprintf(stdout, "labels: margin * %.5f\n", *scale)
	nf := mapello.NumFeatures
	n := nf + *stages*mapello.PatternStageWeights()
	var fb []float64
	toRows := func(names []string, limit int) ([]tune.Row, error) {
		var rows []tune.Row
		for _, name := range names {
			ms, err := readMargins(name)
			if err != nil {
				return nil, err
			}
			for _, m := range ms {
				if limit > 0 && len(rows) >= limit {
					break
				}
				fb = mapello.Features(fb[:0], m.State)
				r := tune.Row{Label: float64(m.Margin) * *scale,
					Index: make([]int32, 0, nf+92), Value: make([]float32, 0, nf+92)}
				for i, x := range fb {
					if x != 0 {
						r.Index = append(r.Index, int32(i))
						r.Value = append(r.Value, float32(x))
					}
				}
				at := len(r.Index)
				r.Index, r.Value = mapello.AppendPatternFeaturesAt(r.Index, r.Value, m.State, *stages)
				for i := at; i < len(r.Index); i++ {
					r.Index[i] += int32(nf)
				}
				rows = append(rows, r)
			}
		}
		return rows, nil
	}
	t0 := time.Now()
	rows, err := toRows(fs.Args(), *maxRows)
	if err != nil {
		return err
	}
	if o.Valid, err = toRows(strings.Split(*validList, ","), 0); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%d training positions, %d held out, read in %v\n", len(rows), len(o.Valid), time.Since(t0).Round(time.Second))
	init := make([]float64, n)
	for i, w := range mapello.TrainedWeights() {
		init[i] = w
	}
	o.Progress = func(epoch int, train, valid tune.Metrics) {
		fmt.Fprintf(stdout, "epoch %d: train %v, held out %v, %v\n", epoch, train, valid, time.Since(t0).Round(time.Second))
	}
	res, err := tune.Fit(ctx, rows, n, init, o)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "held out before: %v\nheld out after:  %v (epoch %d)\n", res.Before, res.After, res.Epoch)
	pw := mapello.PatternWeights{Patterns: make([]float32, n-nf)}
	for i := range pw.Features {
		pw.Features[i] = float32(res.Weights[i])
	}
	for i := range pw.Patterns {
		pw.Patterns[i] = float32(res.Weights[nf+i])
	}
	// Measured as written: the int16 weights read back.
	b, err := pw.MarshalBinary()
	if err != nil {
		return err
	}
	if err := pw.UnmarshalBinary(b); err != nil {
		return err
	}
	eval, err := pw.Eval()
	if err != nil {
		return err
	}
	after, err := exactError(ex, eval)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "exact after:  %v\n", after)
	if *out == "" {
		return nil
	}
	name := filepath.Join(*out, "othello.weights")
	if err := os.WriteFile(name, b, 0o644); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "wrote %s (%d bytes)\n", name, len(b))
	return nil
}
