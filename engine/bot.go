// bot.go holds ExecBot: an external engine as a registry.Bot, kept in sync
// with the game through the protocol.

package engine

import (
	"context"
	"errors"
	"fmt"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/plygo/ply"
	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/clock"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/search"
)

// Defaults of ExecOptions.
const (
	// DefaultMargin is the time an engine may take beyond its time per
	// move before it loses the game.
	DefaultMargin = time.Second
	// DefaultTimeout bounds an engine's answers when no time per move is
	// set.
	DefaultTimeout = 10 * time.Minute
)

// probeTimeout bounds Probe's wait for the engine's first answer.
const probeTimeout = time.Minute

// ExecOptions tunes an ExecBot.
type ExecOptions struct {
	// Margin is the time the engine may take beyond the time per move of
	// Choose's context deadline; 0 means DefaultMargin.
	Margin time.Duration
	// Timeout bounds each Choose when its context has no deadline; 0
	// means DefaultTimeout.
	Timeout time.Duration
	// Seed, when SendSeed is set, is sent with the seed command to an
	// engine that knows it, so that its random bots play as the same bot
	// in process with this seed would.
	Seed     uint64
	SendSeed bool
	// Dialect is the protocol the engine speaks; the zero value finds
	// it when the engine starts.
	Dialect Dialect
}

// ExecBot is an external engine playing through the protocol, as a
// registry.Bot. It starts the engine at its first Choose and keeps it for
// the game: each Choose sends the moves played since the last one (or the
// line's start position and all its moves, when the line is another one),
// then genmove. When the context of Choose has a deadline, the engine is
// told the time left with movetime, and must answer within that time plus
// the margin, counted once the engine has started: starting it is bounded
// by the timeout only. On a running clock (ChooseOnClock, as the arena
// asks a registry.ClockBot) an engine of ply's is told the clock itself.
//
// Any failure of the engine (it cannot start, crashes, refuses a command,
// does not answer in time, answers garbage or an illegal move) ends its
// process group and makes Choose return a *Failure that says what
// happened. An ExecBot is for one game at a time; Close ends
// the engine.
type ExecBot struct {
	g     registry.Game
	argv  []string
	opts  ExecOptions
	label string // the bot's specification, in failures

	c           *Client
	pid         int // the last engine process's id, for tests
	hasPosition bool
	hasMoveTime bool
	moveTimeSet bool
	clockSet    bool // time_control was sent
	// start and moves are the line the engine holds.
	start string
	moves []registry.Move

	// What launch learnt: the dialect, the commands the engine knows,
	// and for standard GTP the colours, whether the engine skips passes
	// itself, has no board to compare, was given time_settings.
	dialect    Dialect
	knows      map[string]bool
	colours    [2]string
	skipPasses bool
	noBoard    bool
	timeSet    bool
	name       string
}

// NewBot builds the bot spec describes for g: an external engine for Kind
// exec or gtp (an *ExecBot of spec.Command with opts, its Dialect set by
// the kind: DialectAuto for exec, DialectGTP for gtp), else g's own bot
// with seed (registry.Game.NewBot). bot.Parse reads a spec
// from its text, "exec:COMMAND ARGS" and "gtp:COMMAND ARGS" included.
// Errors wrap bot.ErrSpec.
func NewBot(g registry.Game, spec bot.Spec, seed uint64, opts ExecOptions) (registry.Bot, error) {
	if !spec.IsEngine() {
		return g.NewBot(spec, seed)
	}
	if err := spec.Validate(); err != nil {
		return nil, err
	}
	if spec.Kind == "gtp" {
		opts.Dialect = DialectGTP
	}
	return NewExecBot(g, spec.Command, opts)
}

// NewExecBot returns the bot of the external engine argv for game g. It
// checks that the program exists but starts nothing. Errors wrap
// bot.ErrSpec.
func NewExecBot(g registry.Game, argv []string, opts ExecOptions) (*ExecBot, error) {
	if len(argv) == 0 {
		return nil, fmt.Errorf("exec: missing command: %w", bot.ErrSpec)
	}
	if _, err := exec.LookPath(argv[0]); err != nil {
		return nil, fmt.Errorf("exec:%s: %v: %w", strings.Join(argv, " "), err, bot.ErrSpec)
	}
	if opts.Margin <= 0 {
		opts.Margin = DefaultMargin
	}
	if opts.Timeout <= 0 {
		opts.Timeout = DefaultTimeout
	}
	prefix := "exec:"
	if opts.Dialect == DialectGTP {
		prefix = "gtp:"
	}
	return &ExecBot{g: g, argv: slices.Clone(argv), opts: opts, label: prefix + strings.Join(argv, " ")}, nil
}

// Probe starts the engine argv, checks that it answers protocol_version
// with 2 within a minute, and asks it to quit. Errors are *Failure.
func Probe(ctx context.Context, argv []string) error {
	c, err := Start(argv)
	if err != nil {
		return err
	}
	defer c.Close()
	ctx, cancel := context.WithTimeout(ctx, probeTimeout)
	defer cancel()
	v, err := c.Do(ctx, "protocol_version")
	if err != nil {
		return err
	}
	if v != strconv.Itoa(ProtocolVersion) {
		return &Failure{Engine: c.name, Reason: fmt.Sprintf("protocol version %.20q, want %d", v, ProtocolVersion)}
	}
	return nil
}

// Close ends the engine, if it runs.
func (b *ExecBot) Close() error {
	if b.c != nil {
		b.c.Close()
		b.c = nil
	}
	return nil
}

// Choose has the engine choose the move of line's last position.
func (b *ExecBot) Choose(ctx context.Context, line registry.Line, _ func(registry.Choice)) (registry.Choice, error) {
	return b.play(ctx, line, nil)
}

// ChooseOnClock has the engine choose the move of line's last position on
// the clock c (see registry.ClockBot). An engine in ply's dialect that
// knows time_control and time_left is told the clock (tellClock) and
// spends it itself: ply's engine paces itself on a running clock as the
// same bot does in process. Any other engine, and a time per move
// (c.PerMove), gets the clock's budget (search.Clock.Budget) as its time
// per move, as Choose does with a context deadline. The engine must answer
// within ctx's deadline plus the margin.
func (b *ExecBot) ChooseOnClock(ctx context.Context, line registry.Line, c search.Clock, _ func(registry.Choice)) (registry.Choice, error) {
	if !c.Running() {
		if !c.IsZero() {
			var cancel context.CancelFunc
			ctx, cancel = context.WithTimeout(ctx, c.Budget())
			defer cancel()
		}
		return b.play(ctx, line, nil)
	}
	return b.play(ctx, line, &c)
}

// play is Choose, on the running clock clk if not nil.
func (b *ExecBot) play(ctx context.Context, line registry.Line, clk *search.Clock) (registry.Choice, error) {
	pos := line.Position()
	if _, over := b.g.Result(pos); over {
		return registry.Choice{}, fmt.Errorf("%s: %w", b.g.Name(), ply.ErrGameOver)
	}
	if err := ctx.Err(); err != nil {
		return registry.Choice{}, err
	}
	var budget time.Duration
	dl, timed := ctx.Deadline()
	if timed {
		budget = max(time.Until(dl), time.Millisecond)
	}
	c, err := b.choose(ctx, line, budget, timed, clk)
	if err != nil {
		b.kill()
		if ctx.Err() != nil && !errors.Is(ctx.Err(), context.DeadlineExceeded) {
			// The caller stopped the game: not the engine's fault.
			return registry.Choice{}, ctx.Err()
		}
		return registry.Choice{}, b.failure(err)
	}
	return c, nil
}

// failure makes err a *Failure of this bot's engine.
func (b *ExecBot) failure(err error) *Failure {
	f := &Failure{Reason: err.Error(), cause: err}
	if errors.As(err, &f) {
		f = &Failure{Reason: f.Reason, cause: f.cause}
	}
	f.Engine = b.label
	return f
}

// Dialect returns the dialect the engine speaks: the one ExecOptions
// chose, or the one found when it started (DialectAuto before).
func (b *ExecBot) Dialect() Dialect { return b.dialect }

// waitContext returns the context that bounds the engine's answers from
// now: the time per move budget plus the margin when timed, else the
// timeout. It ends early if ctx is cancelled for another reason than its
// deadline.
func (b *ExecBot) waitContext(ctx context.Context, budget time.Duration, timed bool) (context.Context, context.CancelFunc) {
	base := context.WithoutCancel(ctx)
	var (
		wait   context.Context
		cancel context.CancelFunc
	)
	if timed {
		wait, cancel = context.WithTimeoutCause(base, budget+b.opts.Margin,
			fmt.Errorf("within the time per move and a margin of %v: %w", b.opts.Margin, context.DeadlineExceeded))
	} else {
		wait, cancel = context.WithTimeoutCause(base, b.opts.Timeout,
			fmt.Errorf("within %v: %w", b.opts.Timeout, context.DeadlineExceeded))
	}
	stop := context.AfterFunc(ctx, func() {
		if !errors.Is(ctx.Err(), context.DeadlineExceeded) {
			cancel()
		}
	})
	return wait, func() { stop(); cancel() }
}

func (b *ExecBot) kill() {
	if b.c != nil {
		b.c.Kill()
		b.c = nil
	}
}

// choose starts the engine if needed, brings it to line and asks for its
// move, with budget to think when timed, on the running clock clk if not
// nil. Starting the engine is not counted in the budget: it is bounded by
// the timeout.
func (b *ExecBot) choose(ctx context.Context, line registry.Line, budget time.Duration, timed bool, clk *search.Clock) (registry.Choice, error) {
	if b.c == nil {
		wait, cancel := b.waitContext(ctx, 0, false)
		err := b.launch(wait)
		cancel()
		if err != nil {
			return registry.Choice{}, err
		}
	}
	told := clk != nil && b.dialect == DialectPly && b.knows["time_control"] && b.knows["time_left"]
	if clk != nil && !told {
		// An engine that cannot be told the clock: its budget as the
		// time per move.
		budget, timed = clk.Budget(), true
	}
	wait, cancel := b.waitContext(ctx, budget, timed)
	defer cancel()
	if b.dialect == DialectGTP {
		if err := b.syncGTP(wait, line); err != nil {
			return registry.Choice{}, err
		}
		move, elapsed, err := b.genmoveGTP(wait, line, budget, timed)
		if err != nil {
			return registry.Choice{}, err
		}
		b.moves = append(b.moves, move)
		return registry.Choice{Move: move, Elapsed: elapsed}, nil
	}
	if err := b.sync(wait, line); err != nil {
		return registry.Choice{}, err
	}
	if told {
		if err := b.tellClock(wait, line, *clk); err != nil {
			return registry.Choice{}, err
		}
	} else {
		if b.clockSet {
			if _, err := b.c.Do(wait, "time_control none"); err != nil {
				return registry.Choice{}, err
			}
			b.clockSet = false
		}
		if err := b.setMoveTime(wait, budget, timed); err != nil {
			return registry.Choice{}, err
		}
	}
	t0 := time.Now()
	ans, err := b.c.Do(wait, "genmove")
	elapsed := time.Since(t0)
	if err != nil {
		return registry.Choice{}, err
	}
	pos := line.Position()
	move, err := b.g.ParseMove(pos, ans)
	if err != nil {
		return registry.Choice{}, fmt.Errorf("genmove answered %.80q: %w", ans, err)
	}
	// The engine played its move: its line is one move longer.
	b.moves = append(b.moves, move)
	return registry.Choice{Move: move, Elapsed: elapsed}, nil
}

// setMoveTime tells an engine in ply's dialect that knows movetime its
// time per move, budget when timed, else none.
func (b *ExecBot) setMoveTime(wait context.Context, budget time.Duration, timed bool) error {
	if !b.hasMoveTime {
		return nil
	}
	if timed {
		ms := max(budget.Milliseconds(), 1)
		if _, err := b.c.Do(wait, "movetime "+strconv.FormatInt(ms, 10)); err != nil {
			return err
		}
		b.moveTimeSet = true
	} else if b.moveTimeSet {
		if _, err := b.c.Do(wait, "movetime 0"); err != nil {
			return err
		}
		b.moveTimeSet = false
	}
	return nil
}

// tellClock tells an engine in ply's dialect the running clock c of the
// player to move in line: time_control once per process, a control of
// c's form (its increment, its byo-yomi; the engine's own clock is never
// run down, as time_left sets it before each move), then time_left with
// the time left, to the millisecond, and the moves to go. A movetime set
// before is taken back, since it would override the clock.
func (b *ExecBot) tellClock(wait context.Context, line registry.Line, c search.Clock) error {
	if b.moveTimeSet {
		if _, err := b.c.Do(wait, "movetime 0"); err != nil {
			return err
		}
		b.moveTimeSet = false
	}
	if !b.clockSet {
		if _, err := b.c.Do(wait, "time_control "+controlOf(c).String()); err != nil {
			return err
		}
		b.clockSet = true
	}
	colour := [2]string{"first", "second"}[b.g.ToMove(line.Position()).Index()&1]
	left := strconv.FormatFloat(max(c.Remaining, 0).Round(time.Millisecond).Seconds(), 'f', -1, 64)
	togo := strconv.Itoa(min(max(c.MovesToGo, 0), 1_000_000))
	_, err := b.c.Do(wait, "time_left "+colour+" "+left+" "+togo)
	return err
}

// controlOf returns a time control of the form of the running clock c, as
// time_control takes it (clock.Parse): its increment and moves to go, or
// its byo-yomi, with c's time left as its time (to the millisecond, within
// the bounds of clock.Parse).
func controlOf(c search.Clock) clock.Control {
	ms := func(d, lo, hi time.Duration) time.Duration { return min(max(d.Round(time.Millisecond), lo), hi) }
	if c.Periods > 0 && c.Period > 0 {
		ctl := clock.Control{
			Base:    ms(c.Remaining, 0, clock.MaxControlTime),
			Periods: min(c.Periods, clock.MaxPeriods),
			Period:  ms(c.Period, clock.MinPeriod, clock.MaxPeriod),
		}
		if c.PeriodMoves > 1 {
			ctl.PeriodMoves = min(c.PeriodMoves, clock.MaxControlMoves)
		}
		return ctl
	}
	return clock.Control{
		Moves:     min(max(c.MovesToGo, 0), clock.MaxControlMoves),
		Base:      ms(c.Remaining, time.Millisecond, clock.MaxControlTime),
		Increment: ms(c.Increment, 0, clock.MaxControlTime),
	}
}

// launch starts the engine and learns which of the optional commands it
// knows.
func (b *ExecBot) launch(wait context.Context) error {
	c, err := Start(b.argv)
	if err != nil {
		return err
	}
	b.c, b.pid = c, c.Pid()
	v, err := c.Do(wait, "protocol_version")
	if err != nil {
		return err
	}
	if v != strconv.Itoa(ProtocolVersion) {
		return fmt.Errorf("protocol version %.20q, want %d", v, ProtocolVersion)
	}
	b.start, b.moves, b.moveTimeSet, b.clockSet = "", nil, false, false
	b.skipPasses, b.noBoard, b.timeSet = false, false, false
	if err := b.learn(wait); err != nil {
		return err
	}
	b.dialect = b.opts.Dialect
	if b.dialect == DialectAuto {
		b.dialect = DialectGTP
		if b.knows["position"] || b.name == "ply" {
			b.dialect = DialectPly
		}
	}
	if b.dialect == DialectGTP {
		return b.launchGTP(wait)
	}
	b.hasPosition, b.hasMoveTime = b.knows["position"], b.knows["movetime"]
	if b.opts.SendSeed && b.knows["seed"] {
		if _, err := c.Do(wait, "seed "+strconv.FormatUint(b.opts.Seed, 10)); err != nil {
			return err
		}
	}
	return nil
}

// optional are the commands whose knowledge changes how an engine is
// played.
var optional = []string{"position", "movetime", "time_control", "seed", "boardsize", "komi", "time_settings", "time_left", "showboard", "final_score"}

// learn asks the engine its name and which optional commands it knows:
// from list_commands, or known_command for each where that answers
// nothing.
func (b *ExecBot) learn(wait context.Context) error {
	b.knows = map[string]bool{}
	b.name = ""
	if n, err := b.c.Do(wait, "name"); err == nil {
		b.name = strings.TrimSpace(n)
	} else if !errors.Is(err, ErrRefused) {
		return err
	}
	list, err := b.c.Do(wait, "list_commands")
	if err != nil && !errors.Is(err, ErrRefused) {
		return err
	}
	if err == nil && strings.TrimSpace(list) != "" {
		for l := range strings.SplitSeq(list, "\n") {
			b.knows[strings.TrimSpace(l)] = true
		}
		return nil
	}
	for _, name := range optional {
		ok, err := b.known(wait, name)
		if err != nil {
			return err
		}
		b.knows[name] = ok
	}
	return nil
}

func (b *ExecBot) known(wait context.Context, name string) (bool, error) {
	v, err := b.c.Do(wait, "known_command "+name)
	if err != nil {
		return false, err
	}
	switch v {
	case "true":
		return true, nil
	case "false":
		return false, nil
	}
	return false, fmt.Errorf("known_command %s answered %.40q: %w", name, v, ErrAnswer)
}

// sync brings the engine to line: the moves played since its own line when
// that is the beginning of this one, else line's start and all its moves.
func (b *ExecBot) sync(wait context.Context, line registry.Line) error {
	start := b.g.FormatPosition(line.Start)
	if b.start != start || len(b.moves) > len(line.Moves) || !slices.Equal(b.moves, line.Moves[:len(b.moves)]) {
		cmd := "position " + start
		if !b.hasPosition {
			// An engine without position only knows its own start.
			cmd = "clear_board"
		}
		if _, err := b.c.Do(wait, cmd); err != nil {
			return err
		}
		b.start, b.moves = start, nil
	}
	for _, m := range line.Moves[len(b.moves):] {
		if _, err := b.c.Do(wait, "play "+m.String()); err != nil {
			return err
		}
		b.moves = append(b.moves, m)
	}
	return nil
}
