// gtp.go holds what ExecBot needs to play a standard GTP 2 engine, one
// that is not ply's: the dialects, colours, passes in either convention,
// resignation, the engine's board compared with ply's, and final_score.

package engine

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/plygo/ply"
	"github.com/plygo/ply/registry"
)

// Dialect is how an ExecBot speaks to its engine.
type Dialect int

// The dialects.
const (
	// DialectAuto finds the dialect when the engine starts: ply's when the
	// engine names itself "ply" or knows ply's "position" command, else
	// standard GTP. It is what "exec:" specs use.
	DialectAuto Dialect = iota
	// DialectPly is ply's own: "play MOVE", "genmove", "position",
	// "movetime" and "seed" (see docs/engine.md).
	DialectPly
	// DialectGTP is standard GTP 2: "boardsize", "clear_board", "komi",
	// "play COLOUR MOVE", "genmove COLOUR", "time_settings", "time_left",
	// "final_score". It is what "gtp:" specs use.
	DialectGTP
)

// String returns "auto", "ply" or "gtp".
func (d Dialect) String() string {
	switch d {
	case DialectPly:
		return "ply"
	case DialectGTP:
		return "gtp"
	}
	return "auto"
}

// ErrMismatch: an engine's game differs from ply's: it refused a move that
// is legal in ply's game, its board differs from ply's, it passed or
// scored where ply's rules say otherwise. The engine loses the game, as
// for any rules infraction.
var ErrMismatch = errors.New("the engine's game differs from ply's")

// ErrResigned: the engine resigned (answered genmove with "resign"). It
// loses the game.
var ErrResigned = errors.New("the engine resigned")

// colourWords returns the colours standard GTP gives the players: the
// game's own names in lower case when they are black and white (in either
// order), else black for ply.First and white for ply.Second, as in GTP,
// where black moves first.
func colourWords(g registry.Identity) [2]string {
	n := g.Players()
	a, b := strings.ToLower(n[0]), strings.ToLower(n[1])
	if a == "white" && b == "black" {
		return [2]string{a, b}
	}
	return [2]string{"black", "white"}
}

// isPass reports whether a move's text is a pass.
func isPass(text string) bool { return strings.EqualFold(strings.TrimSpace(text), "pass") }

// launchGTP learns what a standard GTP engine knows and sets it up for a
// new game: boardsize (when ply's board has a size it can tell), komi 0 (ply's
// games have none).
func (b *ExecBot) launchGTP(wait context.Context) error {
	b.colours = colourWords(b.g)
	if b.knows["boardsize"] {
		if n := boardSize(b.g.Render(b.g.Start())); n > 0 {
			if _, err := b.c.Do(wait, "boardsize "+strconv.Itoa(n)); err != nil {
				return fmt.Errorf("%w: the engine cannot play on ply's %dx%d board: %w", ErrMismatch, n, n, err)
			}
		}
	}
	if b.knows["komi"] {
		if _, err := b.c.Do(wait, "komi 0"); err != nil {
			return err
		}
	}
	return nil
}

// syncGTP brings a standard GTP engine to line: clear_board and every move
// when line does not continue the engine's own, then the moves since, each
// with its mover's colour. A pass is sent as "play COLOUR pass"; an engine
// that refuses it is taken to skip the side that cannot move by itself,
// and gets no passes again. A legal move of ply's that the engine refuses
// is a mismatch. The engine's board, when it shows one that can be read,
// must then be ply's.
func (b *ExecBot) syncGTP(wait context.Context, line registry.Line) error {
	start := b.g.FormatPosition(line.Start)
	if b.start != start || len(b.moves) > len(line.Moves) || !slices.Equal(b.moves, line.Moves[:len(b.moves)]) {
		if _, err := b.c.Do(wait, "clear_board"); err != nil {
			return err
		}
		b.start, b.moves = start, nil
		// A line that starts later than the game (after an arena
		// opening) is reached by moves from the game's start.
		pos := b.g.Start()
		if b.g.FormatPosition(pos) != start {
			path, ok := pathTo(b.g, pos, start, maxPathPlies, maxPathNodes)
			if !ok {
				return fmt.Errorf("%w: the engine knows only its own start, and no line of at most %d moves from the game's start reaches this one: %.80s", ErrMismatch, maxPathPlies, start)
			}
			for _, m := range path {
				if err := b.playGTP(wait, pos, m); err != nil {
					return err
				}
				pos, _ = b.g.Apply(m)
			}
		}
		if err := b.checkBoard(wait, line.Start, "at the start"); err != nil {
			return err
		}
	}
	pos := line.Start
	for _, m := range line.Moves[:len(b.moves)] {
		next, err := b.g.Apply(m)
		if err != nil {
			return err
		}
		pos = next
	}
	for _, m := range line.Moves[len(b.moves):] {
		if err := b.playGTP(wait, pos, m); err != nil {
			return err
		}
		next, err := b.g.Apply(m)
		if err != nil {
			return err
		}
		b.moves = append(b.moves, m)
		pos = next
	}
	if len(line.Moves) > 0 {
		return b.checkBoard(wait, pos, fmt.Sprintf("after move %d, %s", len(line.Moves), line.Moves[len(line.Moves)-1]))
	}
	return nil
}

// playGTP sends the move m of pos with its mover's colour. A pass is sent
// as "play COLOUR pass"; an engine that refuses it is taken to skip the
// side that cannot move by itself, and gets no passes again. A refused
// move, legal in ply's game, is a mismatch.
func (b *ExecBot) playGTP(wait context.Context, pos registry.Position, m registry.Move) error {
	colour := b.colours[b.g.ToMove(pos).Index()]
	switch {
	case isPass(m.String()) && b.skipPasses:
	case isPass(m.String()):
		if _, err := b.c.Do(wait, "play "+colour+" pass"); err != nil {
			if !errors.Is(err, ErrRefused) {
				return err
			}
			b.skipPasses = true
		}
	default:
		if _, err := b.c.Do(wait, "play "+colour+" "+m.String()); err != nil {
			if errors.Is(err, ErrRefused) {
				return fmt.Errorf("%w: %w (a legal move for ply)", ErrMismatch, err)
			}
			return err
		}
	}
	return nil
}

// Bounds of pathTo's search.
const (
	maxPathPlies = 6
	maxPathNodes = 200_000
)

// pathTo returns moves that lead from pos to the position written target,
// found by iterative deepening to at most plies moves and nodes positions
// visited; ok is false when none is found within them.
func pathTo(g registry.Rules, pos registry.Position, target string, plies, nodes int) (path []registry.Move, ok bool) {
	var dfs func(p registry.Position, depth int) bool
	dfs = func(p registry.Position, depth int) bool {
		nodes--
		if nodes < 0 {
			return false
		}
		if depth == 0 {
			return g.FormatPosition(p) == target
		}
		for _, m := range g.Moves(p) {
			next, err := g.Apply(m)
			if err != nil {
				return false
			}
			path = append(path, m)
			if dfs(next, depth-1) {
				return true
			}
			path = path[:len(path)-1]
		}
		return false
	}
	for d := 0; d <= plies && nodes > 0; d++ {
		if dfs(pos, d) {
			return path, true
		}
	}
	return nil, false
}

// checkBoard compares the engine's showboard with ply's board of pos, where
// both can be read as grids of discs (see readGrid); when is said in the
// error.
func (b *ExecBot) checkBoard(wait context.Context, pos registry.Position, when string) error {
	if !b.knows["showboard"] || b.noBoard {
		return nil
	}
	theirs, err := b.c.Do(wait, "showboard")
	if err != nil {
		if errors.Is(err, ErrRefused) {
			b.noBoard = true
			return nil
		}
		return err
	}
	own := pieceLetters(b.g)
	ours := readGridAs(b.g.Render(pos), own)
	eng := readGridAs(theirs, own)
	diffs, common := compareGrids(ours, eng)
	if common == 0 {
		// Nothing to compare: a board drawn otherwise.
		b.noBoard = true
		return nil
	}
	if len(diffs) > 0 {
		if len(diffs) > 4 {
			diffs = append(diffs[:4], fmt.Sprintf("and %d more", len(diffs)-4))
		}
		return fmt.Errorf("%w: the engine's board differs from ply's %s: %s", ErrMismatch, when, strings.Join(diffs, ", "))
	}
	return nil
}

// genmoveGTP asks a standard GTP engine for the move of the player to move
// in line, told the time left when timed and the engine knows time_left,
// and reads the answer: a move in ply's notation in any case, "pass" or
// "PASS", or "resign".
func (b *ExecBot) genmoveGTP(wait context.Context, line registry.Line, budget time.Duration, timed bool) (registry.Move, time.Duration, error) {
	pos := line.Position()
	colour := b.colours[b.g.ToMove(pos).Index()]
	if timed && b.knows["time_left"] {
		// GTP's times are whole seconds: the budget rounded down, at
		// least 1. An engine that refuses the clock plays without.
		secs := strconv.FormatInt(max(int64(budget/time.Second), 1), 10)
		if !b.timeSet && b.knows["time_settings"] {
			// No main time, byo-yomi of one move: time_left says
			// how long each move has.
			if _, err := b.c.Do(wait, "time_settings 0 "+secs+" 1"); err != nil {
				if !errors.Is(err, ErrRefused) {
					return registry.Move{}, 0, err
				}
				b.knows["time_left"] = false
			}
			b.timeSet = true
		}
		if b.knows["time_left"] {
			if _, err := b.c.Do(wait, "time_left "+colour+" "+secs+" 1"); err != nil {
				if !errors.Is(err, ErrRefused) {
					return registry.Move{}, 0, err
				}
				b.knows["time_left"] = false
			}
		}
	}
	t0 := time.Now()
	ans, err := b.c.Do(wait, "genmove "+colour)
	elapsed := time.Since(t0)
	if err != nil {
		return registry.Move{}, elapsed, err
	}
	ans = strings.TrimSpace(ans)
	if strings.EqualFold(ans, "resign") {
		return registry.Move{}, elapsed, ErrResigned
	}
	if isPass(ans) {
		for _, m := range b.g.Moves(pos) {
			if isPass(m.String()) {
				return m, elapsed, nil
			}
		}
		return registry.Move{}, elapsed, fmt.Errorf("%w: the engine passed where ply's rules allow no pass (%s has %d moves)", ErrMismatch, b.g.PlayerName(b.g.ToMove(pos)), len(b.g.Moves(pos)))
	}
	m, err := b.g.ParseMove(pos, ans)
	if err != nil {
		if m2, err2 := b.g.ParseMove(pos, strings.ToLower(ans)); err2 == nil {
			return m2, elapsed, nil
		}
		return registry.Move{}, elapsed, fmt.Errorf("genmove answered %.80q: %w", ans, err)
	}
	return m, elapsed, nil
}

// Finish tells the engine the end of a finished game: the moves played
// since its last one, then its board and, if it knows final_score, its
// score are checked against ply's. An engine whose game differs fails
// with ErrMismatch (a *Failure). It does nothing for an engine not
// started, one in ply's dialect, or a game not over.
func (b *ExecBot) Finish(ctx context.Context, line registry.Line) error {
	if b.c == nil || b.dialect != DialectGTP {
		return nil
	}
	r, over := b.g.Result(line.Position())
	if !over {
		return nil
	}
	wait, cancel := b.waitContext(ctx, 0, false)
	defer cancel()
	err := b.syncGTP(wait, line)
	if err == nil && b.knows["final_score"] {
		err = b.checkScore(wait, r)
	}
	if err != nil {
		b.kill()
		return b.failure(err)
	}
	return nil
}

// checkScore compares the engine's final_score with ply's result: the
// winner must be the same. The margins may differ: Othello programs give
// the empty squares to the winner, ply counts discs.
func (b *ExecBot) checkScore(wait context.Context, r ply.Result) error {
	s, err := b.c.Do(wait, "final_score")
	if err != nil {
		if errors.Is(err, ErrRefused) {
			return nil
		}
		return err
	}
	winner, ok := readScore(s, b.colours)
	if !ok {
		return fmt.Errorf("final_score answered %.40q: %w", s, ErrAnswer)
	}
	if winner != r.Winner {
		return fmt.Errorf("%w: the engine scores %.40q, ply: %s", ErrMismatch, s, b.g.DescribeResult(r))
	}
	return nil
}

// readScore reads a GTP score, "B+12", "W+3.5", "0" or "Draw", and returns
// its winner (ply.NoPlayer for a draw).
func readScore(s string, colours [2]string) (ply.Player, bool) {
	s = strings.TrimSpace(s)
	if s == "0" || strings.EqualFold(s, "draw") || strings.EqualFold(s, "jigo") {
		return ply.NoPlayer, true
	}
	side, margin, ok := strings.Cut(s, "+")
	if !ok || side == "" {
		return ply.NoPlayer, false
	}
	if v, err := strconv.ParseFloat(margin, 64); err == nil && v == 0 {
		return ply.NoPlayer, true
	} else if err != nil && margin != "" && !strings.EqualFold(margin, "R") && !strings.EqualFold(margin, "resign") && !strings.EqualFold(margin, "T") {
		return ply.NoPlayer, false
	}
	side = strings.ToLower(side)
	for i, c := range colours {
		if side == c || side == c[:1] {
			return []ply.Player{ply.First, ply.Second}[i], true
		}
	}
	return ply.NoPlayer, false
}
