// streaming.go holds the analysis commands: analyze, which streams the best
// lines of the position depth by depth until stop or a limit, and stop.
// (reg_genmove, which chooses without playing, is in gtpserver.go.)

package engine

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/plygo/ply"
	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/search"
)

// DefaultAnalysisLines is the number of lines analyze reports when it is
// not given "lines K".
const DefaultAnalysisLines = 3

func init() {
	commands["analyze"] = (*Server).analyze
	commands["stop"] = noArgs(func(*Server) string { return "" })
	commands["lz-analyze"] = func(*Server, context.Context, string) (string, error) {
		return "", fmt.Errorf("lz-analyze streams, under Serve only: %w", ErrCommand)
	}
}

// stream is an analysis running under Serve.
type stream struct {
	infinite bool
	cancel   context.CancelFunc
	done     chan struct{}
	err      error // of writing, once done is closed
}

// analysisLimits reads the arguments of analyze: "lines K", "depth D",
// "nodes N", "movetime MS", "infinite", in any order.
func analysisLimits(args string) (search.Limits, error) {
	lim := search.Limits{MultiPV: DefaultAnalysisLines}
	f := strings.Fields(args)
	for i := 0; i < len(f); i++ {
		if f[i] == "infinite" {
			lim.Infinite = true
			continue
		}
		if i+1 == len(f) {
			return lim, fmt.Errorf("analyze: %.20q wants a number: %w", f[i], ErrCommand)
		}
		n, err := strconv.ParseUint(f[i+1], 10, 63)
		bad := func(most uint64) error {
			return fmt.Errorf("analyze %s %.20q: want a whole number from 1 to %d: %w", f[i], f[i+1], most, ErrCommand)
		}
		switch f[i] {
		case "lines":
			if err != nil || n < 1 || n > search.MaxMultiPV {
				return lim, bad(search.MaxMultiPV)
			}
			lim.MultiPV = int(n)
		case "depth":
			if err != nil || n < 1 || n > search.MaxDepth {
				return lim, bad(search.MaxDepth)
			}
			lim.Depth = int(n)
		case "nodes":
			if err != nil || n < 1 {
				return lim, bad(1 << 62)
			}
			lim.Nodes = n
		case "movetime":
			if err != nil || n < 1 || n > uint64(bot.MaxTime.Milliseconds()) {
				return lim, bad(uint64(bot.MaxTime.Milliseconds()))
			}
			lim.MoveTime = time.Duration(n) * time.Millisecond
		default:
			return lim, fmt.Errorf("analyze: unknown argument %.20q (want lines, depth, nodes, movetime or infinite): %w", f[i], ErrCommand)
		}
		i++
	}
	return lim, nil
}

// analyst returns the bot as an Analyst and the position to analyse, or
// why not.
func (s *Server) analyst() (registry.Analyst, error) {
	a, ok := s.bot.(registry.Analyst)
	if !ok {
		return nil, fmt.Errorf("the bot %s gives no best lines: %w", s.spec, ErrCommand)
	}
	if r, over := s.g.Result(s.line.Position()); over {
		return nil, fmt.Errorf("the game is over, %s: %w", s.g.DescribeResult(r), ply.ErrGameOver)
	}
	return a, nil
}

// analyze is the analyze command answered at once (by Handle, not Serve):
// the search runs to its limit and the answer holds every info line.
func (s *Server) analyze(ctx context.Context, args string) (string, error) {
	lim, err := analysisLimits(args)
	if err != nil {
		return "", err
	}
	if lim.Infinite {
		return "", fmt.Errorf("analyze infinite streams, under Serve only: %w", ErrCommand)
	}
	a, err := s.analyst()
	if err != nil {
		return "", err
	}
	var b strings.Builder
	if err := s.runAnalysis(ctx, a, lim, false, func(line string) error {
		b.WriteString(line)
		b.WriteByte('\n')
		return nil
	}); err != nil {
		return "", err
	}
	return b.String(), nil
}

// runAnalysis analyses the position within lim and passes each line of
// output to emit: the info lines of each finished depth, then "bestmove
// MOVE". It returns emit's error, or the search's if it found nothing.
func (s *Server) runAnalysis(ctx context.Context, a registry.Analyst, lim search.Limits, lz bool, emit func(string) error) error {
	start := time.Now()
	var werr error
	reported := 0
	curve := registry.CurveOf(s.g)
	send := func(r registry.BestLines) {
		if lz {
			if werr == nil {
				werr = emit(lzLine(r, curve))
			}
		} else {
			for i, l := range r.Lines {
				if werr == nil {
					werr = emit(infoLine(i+1, l, r.Nodes, time.Since(start)))
				}
			}
		}
		reported = r.Depth
	}
	r, err := a.Analyze(ctx, s.line, lim, send)
	if werr != nil {
		return werr
	}
	if len(r.Lines) == 0 {
		if err == nil {
			err = errors.New("no move")
		}
		return err
	}
	if r.Depth != reported || r.Lines[0].Visits > 0 {
		send(r)
	}
	if werr == nil && !lz {
		werr = emit("bestmove " + r.Lines[0].Move.String())
	}
	return werr
}

// lzLine formats the lines of a depth as Leela Zero's lz-analyze does, all
// on one line: "info move M visits V winrate W order K pv M1 M2 ..." for
// each, W the expected result for the player to move in ten-thousandths
// (registry.BestLine.Expected on the game's curve, registry.CurveOf, as the
// analysis reads it), V MCTS's visits or alpha-beta's depth.
func lzLine(r registry.BestLines, curve search.Curve) string {
	var b strings.Builder
	for i, l := range r.Lines {
		if i > 0 {
			b.WriteByte(' ')
		}
		visits := l.Visits
		if visits == 0 {
			visits = uint64(l.Depth)
		}
		fmt.Fprintf(&b, "info move %s visits %d winrate %d order %d pv %s", l.Move, visits,
			int(math.Round(l.Expected(curve)*10000)), i, strings.Join(l.PV, " "))
	}
	return b.String()
}

// infoLine formats one line of an analysis: "info multipv K depth D score
// S nodes N time MS pv M1; M2; ...", with "score mate P" for a proven result
// (search.ScoreText's "win in P": the player to move wins in P plies; "mate
// -P", a loss in P; "mate 0" and "mate -0", a win and a loss the solver
// proved at no known distance) and "visits V" for MCTS.
func infoLine(k int, l registry.BestLine, nodes uint64, elapsed time.Duration) string {
	var b strings.Builder
	fmt.Fprintf(&b, "info multipv %d depth %d score ", k, l.Depth)
	if plies, proven := search.WinDistance(l.Score); proven {
		sign := ""
		if l.Score < 0 {
			sign = "-"
		}
		fmt.Fprintf(&b, "mate %s%d", sign, plies)
	} else {
		b.WriteString(strconv.FormatFloat(l.Score, 'g', 6, 64))
	}
	if l.Visits > 0 {
		fmt.Fprintf(&b, " visits %d", l.Visits)
	}
	fmt.Fprintf(&b, " nodes %d time %d pv %s", nodes, elapsed.Milliseconds(), strings.Join(l.PV, "; "))
	return b.String()
}

// startStream starts the analyze command of raw, if it is one, streaming
// under Serve: it writes "=[id]" at once, then each info line as the search
// finds it, then "bestmove MOVE" and the empty line that ends the answer,
// when a limit is reached or stop arrives (any line, after an infinite
// analysis; see endStream). It reports whether raw was an analyze command (answered with
// a failure if its arguments are wrong).
func (s *Server) startStream(ctx context.Context, raw string, out *bufio.Writer) bool {
	line := Clean(raw)
	c, err := ParseCommand(line)
	if line == "" || err != nil || c.Name != "analyze" && c.Name != "lz-analyze" {
		return false
	}
	lz := c.Name == "lz-analyze"
	var lim search.Limits
	if lz {
		lim, err = lzLimits(s, c.Args)
	} else {
		lim, err = analysisLimits(c.Args)
	}
	var a registry.Analyst
	if err == nil {
		a, err = s.analyst()
	}
	if err != nil {
		out.WriteString(formatAnswer(false, c, err.Error()))
		out.Flush()
		return true
	}
	head := "="
	if c.HasID {
		head += strconv.Itoa(c.ID)
	}
	sctx, cancel := context.WithCancel(ctx)
	st := &stream{infinite: lim.Infinite, cancel: cancel, done: make(chan struct{})}
	s.stream = st
	out.WriteString(head + "\n")
	out.Flush()
	go func() {
		defer close(st.done)
		emit := func(line string) error {
			out.WriteString(line)
			out.WriteByte('\n')
			return out.Flush()
		}
		err := s.runAnalysis(sctx, a, lim, lz, emit)
		if err != nil && sctx.Err() == nil {
			// A failure after "=" is said on a line of its own.
			emit("error " + strings.ReplaceAll(err.Error(), "\n", " "))
		}
		out.WriteString("\n")
		st.err = out.Flush()
	}()
	return true
}

// endStream ends the streaming analysis, if any, as the next line of
// input raw asks ("" at the end of the input): stop, or any line after an
// infinite analysis, stops it at once; any other line waits for it to reach
// its limit, so that answers keep their order. It waits for the analysis to
// write the end of its answer and returns the error of writing it.
func (s *Server) endStream(raw string) error {
	st := s.stream
	if st == nil {
		return nil
	}
	c, err := ParseCommand(Clean(raw))
	if st.infinite || err == nil && c.Name == "stop" {
		st.cancel()
	}
	<-st.done
	st.cancel()
	s.stream = nil
	return st.err
}

// lzLimits reads the arguments of lz-analyze: "[COLOUR] [INTERVAL]", the
// colour that of the player to move, the interval (centiseconds between
// reports in Leela Zero) accepted and ignored: the lines come at each
// finished depth. The analysis runs until the next line of input, with
// DefaultAnalysisLines lines.
func lzLimits(s *Server, args string) (search.Limits, error) {
	lim := search.Limits{MultiPV: DefaultAnalysisLines, Infinite: true}
	f := strings.Fields(args)
	if len(f) > 0 {
		if _, isColour := s.colour(f[0]); isColour {
			if err := s.checkColour(f[0]); err != nil {
				return lim, err
			}
			f = f[1:]
		}
	}
	if len(f) > 1 {
		return lim, fmt.Errorf("lz-analyze: want [COLOUR] [INTERVAL]: %w", ErrCommand)
	}
	if len(f) == 1 {
		if n, err := strconv.Atoi(f[0]); err != nil || n < 0 {
			return lim, fmt.Errorf("lz-analyze: interval %.20q: want centiseconds: %w", f[0], ErrCommand)
		}
	}
	return lim, nil
}
