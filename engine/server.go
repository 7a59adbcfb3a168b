// server.go holds the engine side of the protocol: a Server that plays one
// registered game with one bot and answers commands.

package engine

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"runtime/debug"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/plygo/ply"
	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/registry"
)

// ProtocolVersion is the GTP version the protocol is framed as.
const ProtocolVersion = 2

// Server answers the commands of the protocol for one game and one bot.
// Its methods are for one goroutine at a time.
type Server struct {
	g registry.Game
	// base is the game as the server was made, that clear_board goes
	// back to.
	base registry.Game
	spec bot.Spec
	seed uint64
	bot  registry.Bot
	line registry.Line

	// timing is the clock state of movetime, time_settings and
	// time_left (clock.go).
	timing timing

	// Name and Version are what the name and version commands answer.
	Name, Version string
	// MoveOverhead is kept from every move's budget, movetime included,
	// for the answer to travel and for a loaded machine (as Stockfish's
	// Move Overhead): a search of 10ms overshoots by 9 to 18ms (p95) with
	// two CPU hogs on two cores. At most MaxMoveOverhead; the
	// move_overhead command sets it too.
	MoveOverhead time.Duration

	stream *stream // the analysis streaming under Serve, if any
}

// MaxMoveOverhead bounds Server.MoveOverhead.
const MaxMoveOverhead = time.Minute

// NewServer returns a server for the named game in configuration cfg, with
// the bot spec describes (bot.Parse reads it from its text,
// bot.Help lists them) seeded with seed. Errors wrap
// registry.ErrUnknownGame, ply.ErrInvalidOption, bot.ErrSpec or
// the game's position errors, or ply.ErrInvalidOption for a bot that
// cannot search (see newBot), such as "alphabeta:hash=65536" on a machine
// with less memory than that.
func NewServer(game string, cfg registry.Config, spec bot.Spec, seed uint64) (*Server, error) {
	g, err := registry.Open(game, cfg)
	if err != nil {
		return nil, err
	}
	bot, err := newBot(g, spec, seed)
	if err != nil {
		return nil, err
	}
	return &Server{
		g: g, base: g, spec: spec, seed: seed, bot: bot,
		line: registry.NewLine(g.Start()),
		Name: "ply", Version: version() + " " + game + " " + spec.String(),
	}, nil
}

// newBot makes the bot spec names for g with seed, and has an alpha-beta
// or MCTS bot make ready what its searches need, so that one that cannot
// search says so when it is made rather than at its first move: a table
// larger than the process can allocate (ply.ErrInvalidOption). The bot is
// asked to choose on a context already ended: its search checks its
// options and allocates its table, as an engine's does on "setoption Hash",
// and stops before it draws anything from its random stream, so the bot
// plays as one made without the check.
func newBot(g registry.Game, spec bot.Spec, seed uint64) (registry.Bot, error) {
	bot, err := g.NewBot(spec, seed)
	if err != nil {
		return nil, err
	}
	if spec.Kind != "alphabeta" && spec.Kind != "mcts" {
		return bot, nil
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := bot.Choose(ctx, registry.NewLine(g.Start()), nil); err != nil &&
		!errors.Is(err, context.Canceled) && !errors.Is(err, ply.ErrGameOver) {
		return nil, fmt.Errorf("the bot %s cannot search: %w", spec, err)
	}
	return bot, nil
}

// version returns the module's version, or "devel".
func version() string {
	if bi, ok := debug.ReadBuildInfo(); ok {
		if v := bi.Main.Version; v != "" && v != "(devel)" {
			return v
		}
	}
	return "devel"
}

// Game returns the game the server plays, in its current configuration.
func (s *Server) Game() registry.Game { return s.g }

// Line returns the game so far.
func (s *Server) Line() registry.Line { return s.line }

// commands are the commands the server knows, with their handlers.
var commands map[string]func(s *Server, ctx context.Context, args string) (string, error)

func init() {
	commands = map[string]func(s *Server, ctx context.Context, args string) (string, error){
		"protocol_version": noArgs(func(*Server) string { return strconv.Itoa(ProtocolVersion) }),
		"name":             noArgs(func(s *Server) string { return s.Name }),
		"version":          noArgs(func(s *Server) string { return s.Version }),
		"known_command":    (*Server).knownCommand,
		"list_commands":    noArgs(func(*Server) string { return strings.Join(CommandNames(), "\n") }),
		"quit":             noArgs(func(*Server) string { return "" }),
		"clear_board":      (*Server).clearBoard,
		"position":         (*Server).position,
		"showposition":     noArgs(func(s *Server) string { return s.g.FormatPosition(s.line.Position()) }),
		"play":             (*Server).play,
		"genmove":          (*Server).genmove,
		"undo":             (*Server).undo,
		"showboard":        noArgs(func(s *Server) string { return "\n" + registry.TextBoard(s.g, s.line, false) }),
		"legal_moves":      noArgs((*Server).legalMoves),
		"result":           noArgs((*Server).result),
		"time_settings":    (*Server).timeSettings,
		"time_left":        (*Server).timeLeft,
		"time_control":     (*Server).timeControl,
		"movetime":         (*Server).setMoveTime,
		"seed":             (*Server).setSeed,
		// Standard GTP's, in gtpserver.go.
		"reg_genmove":       (*Server).regGenmove,
		"final_score":       (*Server).finalScoreCmd,
		"boardsize":         (*Server).boardsize,
		"komi":              (*Server).komi,
		"kgs-time_settings": (*Server).kgsTimeSettings,
		"move_overhead":     (*Server).setMoveOverhead,
	}
}

// CommandNames returns the names of the commands a Server knows, sorted.
func CommandNames() []string {
	out := make([]string, 0, len(commands))
	for n := range commands {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

func noArgs(f func(*Server) string) func(*Server, context.Context, string) (string, error) {
	return func(s *Server, _ context.Context, args string) (string, error) {
		if args != "" {
			return "", fmt.Errorf("takes no arguments, got %.40q: %w", args, ErrCommand)
		}
		return f(s), nil
	}
}

// Serve reads commands from r, one a line, and writes their answers to w
// until quit, the end of r, or ctx ending. Bad input of any kind is
// answered with a failure and the server goes on; Serve returns nil after
// quit or at the end of r, and an error only when reading or writing
// fails or ctx ends.
//
// Input is read while a command runs: when r ends with no command
// waiting (the controller has gone), the command running stops as if its
// time were up (genmove answers the best move found so far) and Serve
// returns. Reading stops at a quit line, so a script that ends with quit
// is answered in full.
func (s *Server) Serve(ctx context.Context, r io.Reader, w io.Writer) error {
	out := bufio.NewWriter(w)
	cmdCtx, stop := context.WithCancelCause(ctx)
	defer stop(nil)
	lines := make(chan inputLine)
	done := make(chan struct{})
	defer close(done)
	go readInput(bufio.NewReaderSize(r, 64<<10), lines, done, stop)
	defer s.endStream("")
	for {
		if err := ctx.Err(); err != nil {
			return err
		}
		var in inputLine
		select {
		case l, ok := <-lines:
			if !ok {
				return nil
			}
			in = l
		case <-ctx.Done():
			return ctx.Err()
		}
		if in.err != nil && in.raw == "" && !in.tooLong {
			if errors.Is(in.err, io.EOF) {
				return nil
			}
			return in.err
		}
		// The next line ends a streaming analysis (see streaming.go).
		if werr := s.endStream(in.raw); werr != nil {
			return werr
		}
		if !in.tooLong && s.startStream(cmdCtx, in.raw, out) {
			continue
		}
		var answer string
		quit := false
		if in.tooLong {
			answer = formatAnswer(false, Command{}, fmt.Sprintf("line longer than %d bytes", MaxLine))
		} else {
			answer, quit = s.Handle(cmdCtx, in.raw)
		}
		if answer != "" {
			if _, err := out.WriteString(answer); err != nil {
				return err
			}
			if err := out.Flush(); err != nil {
				return err
			}
		}
		if quit {
			return nil
		}
		if in.err != nil {
			if errors.Is(in.err, io.EOF) {
				return nil
			}
			return in.err
		}
	}
}

// errEndOfInput stops the running command when the input ends.
var errEndOfInput = errors.New("end of input")

// inputLine is one line Serve reads, or how reading ended.
type inputLine struct {
	raw     string
	tooLong bool
	err     error
}

// readInput sends Serve the lines of in until it ends, Serve is done or a
// quit line is read. When in ends (or fails) it calls stop first, which
// stops the command running: none is waiting.
func readInput(in *bufio.Reader, lines chan<- inputLine, done <-chan struct{}, stop context.CancelCauseFunc) {
	defer close(lines)
	for {
		raw, tooLong, err := readLine(in)
		if err != nil {
			stop(errEndOfInput)
		}
		select {
		case lines <- inputLine{raw, tooLong, err}:
		case <-done:
			return
		}
		if err != nil {
			return
		}
		if c, perr := ParseCommand(Clean(raw)); perr == nil && c.Name == "quit" {
			return
		}
	}
}

// readLine reads one line of at most MaxLine bytes; a longer line is read
// to its end and dropped, with tooLong set.
func readLine(in *bufio.Reader) (line string, tooLong bool, err error) {
	var b []byte
	for {
		chunk, err := in.ReadSlice('\n')
		if len(b)+len(chunk) > MaxLine {
			tooLong = true
		} else {
			b = append(b, chunk...)
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if tooLong {
			return "", true, err
		}
		return string(b), false, err
	}
}

// Handle answers one raw input line: it returns the framed answer ("" for
// an empty or comment line, which GTP leaves unanswered) and whether the
// command was quit.
func (s *Server) Handle(ctx context.Context, raw string) (answer string, quit bool) {
	line := Clean(raw)
	if line == "" {
		return "", false
	}
	c, err := ParseCommand(line)
	if err != nil {
		return formatAnswer(false, c, prefix(err.Error())), false
	}
	h, ok := commands[c.Name]
	if !ok {
		return formatAnswer(false, c, prefix("unknown command "+strconv.Quote(c.Name))), false
	}
	text, err := h(s, ctx, c.Args)
	if err != nil {
		return formatAnswer(false, c, prefix(err.Error())), false
	}
	return formatAnswer(true, c, text), c.Name == "quit"
}

// maxMessage is the longest failure message sent or kept, in bytes: an
// error that quotes a huge input quotes a prefix of it.
const maxMessage = 300

// prefix returns msg cut to maxMessage bytes (whole UTF-8 characters),
// saying how long it was.
func prefix(msg string) string {
	if len(msg) <= maxMessage {
		return msg
	}
	cut := maxMessage
	for cut > 0 && !utf8.RuneStart(msg[cut]) {
		cut--
	}
	return fmt.Sprintf("%s... (%d bytes in all)", msg[:cut], len(msg))
}

func (s *Server) knownCommand(_ context.Context, args string) (string, error) {
	if args == "" || strings.Contains(args, " ") {
		return "", fmt.Errorf("want one command name: %w", ErrCommand)
	}
	_, ok := commands[args]
	return strconv.FormatBool(ok), nil
}

// clearBoard goes back to the start the server was made with, or to the
// start of the named setup.
func (s *Server) clearBoard(_ context.Context, args string) (string, error) {
	if args == "" && s.g != s.base {
		if err := s.setGame(s.base); err != nil {
			return "", err
		}
	}
	if args != "" {
		cfg := s.base.Config()
		cfg.Setup, cfg.Position = args, ""
		g, err := registry.Open(s.base.Name(), cfg)
		if err != nil {
			return "", err
		}
		if err := s.setGame(g); err != nil {
			return "", err
		}
	}
	s.line = registry.NewLine(s.g.Start())
	return "", nil
}

// setGame switches to another configuration of the game, with a new bot.
func (s *Server) setGame(g registry.Game) error {
	bot, err := newBot(g, s.spec, s.seed)
	if err != nil {
		return err
	}
	s.g, s.bot = g, bot
	return nil
}

// position sets up a position in the game's notation. A position the
// current configuration cannot hold (another board size) opens the game
// again from it.
func (s *Server) position(_ context.Context, args string) (string, error) {
	if args == "" {
		return "", fmt.Errorf("want a position in the game's notation: %w", ErrCommand)
	}
	p, err := s.g.ParsePosition(args)
	if err != nil {
		cfg := s.g.Config()
		cfg.Position, cfg.Size = args, 0
		g, oerr := registry.Open(s.g.Name(), cfg)
		if oerr != nil {
			return "", err
		}
		if err := s.setGame(g); err != nil {
			return "", err
		}
		p = g.Start()
	}
	s.line = registry.NewLine(p)
	return "", nil
}

// colour reads a player given as the game's player name, its initial when
// the two initials differ, or first/second, case-insensitive.
func (s *Server) colour(word string) (ply.Player, bool) {
	names := s.g.Players()
	w := strings.ToLower(word)
	for i, p := range []ply.Player{ply.First, ply.Second} {
		n := strings.ToLower(names[i])
		if w == n || i == 0 && w == "first" || i == 1 && w == "second" {
			return p, true
		}
	}
	a, b := strings.ToLower(names[0]), strings.ToLower(names[1])
	if len(w) == 1 && a != "" && b != "" && a[0] != b[0] {
		switch w[0] {
		case a[0]:
			return ply.First, true
		case b[0]:
			return ply.Second, true
		}
	}
	// GTP's colours, for a game whose players have other names: black
	// moves first.
	if c := colourWords(s.g); c[0] == "black" && a != "black" && a != "white" && b != "black" && b != "white" {
		switch w {
		case "black":
			return ply.First, true
		case "white":
			return ply.Second, true
		}
	}
	return ply.NoPlayer, false
}

// checkColour checks that a colour given with a command is the player to
// move.
func (s *Server) checkColour(word string) error {
	p, ok := s.colour(word)
	if !ok {
		return fmt.Errorf("unknown player %.40q (want %s or %s): %w", word, s.g.Players()[0], s.g.Players()[1], ErrCommand)
	}
	pos := s.line.Position()
	if _, over := s.g.Result(pos); over {
		return fmt.Errorf("the game is over: %w", ply.ErrGameOver)
	}
	if to := s.g.ToMove(pos); p != to {
		return fmt.Errorf("%s is not to move: %s is: %w", s.g.PlayerName(p), s.g.PlayerName(to), ErrCommand)
	}
	return nil
}

// play plays a move for the player to move: the whole rest of the line is
// the move. GTP's "play COLOUR MOVE" is taken too, the colour being the
// player to move.
func (s *Server) play(_ context.Context, args string) (string, error) {
	if args == "" {
		return "", fmt.Errorf("want a move: %w", ErrCommand)
	}
	move := args
	if first, rest, ok := strings.Cut(args, " "); ok {
		if _, isColour := s.colour(first); isColour {
			if err := s.checkColour(first); err != nil {
				return "", err
			}
			move = strings.TrimSpace(rest)
		}
	}
	next, err := s.line.Play(s.g, move)
	if err != nil {
		return "", err
	}
	s.line = next
	return "", nil
}

// genmove has the bot choose a move for the player to move, plays it and
// answers it. An optional colour must be the player to move.
func (s *Server) genmove(ctx context.Context, args string) (string, error) {
	move, err := s.chooseFor(ctx, args)
	if err != nil {
		return "", err
	}
	// The bot's move was read when it chose it: it is played as it is.
	next, perr := s.line.PlayMove(s.g, move)
	if perr != nil {
		return "", perr
	}
	s.line = next
	return move.String(), nil
}

// chooseFor checks the optional colour of genmove and reg_genmove (it must
// be the player to move) and that the game goes on, and has the bot choose.
func (s *Server) chooseFor(ctx context.Context, colour string) (registry.Move, error) {
	if colour != "" {
		if err := s.checkColour(colour); err != nil {
			return registry.Move{}, err
		}
	}
	if r, over := s.g.Result(s.line.Position()); over {
		return registry.Move{}, fmt.Errorf("the game is over, %s: %w", s.g.DescribeResult(r), ply.ErrGameOver)
	}
	return s.choose(ctx)
}

// choose has the bot choose the move of the player to move, on its clock
// (moveClock): a bot that manages its time (registry.ClockBot, as every
// bot of the registry) is given the clock itself, and paces itself on a
// running one as it does in the arena, stopped only past moveLimit; any
// other bot is stopped at the clock's budget. A bot stopped by its time
// (or by the end of the input) answers the best move it found so far; a
// bot that fails otherwise (it cannot search: a table too big, a bad
// option) or gives no move is an error, and no move is played that the
// bot did not choose.
func (s *Server) choose(ctx context.Context) (registry.Move, error) {
	p := s.g.ToMove(s.line.Position())
	clk, timed := s.moveClock(p)
	cb, onClock := s.bot.(registry.ClockBot)
	moveCtx := ctx
	if timed {
		d := clk.Budget()
		if onClock {
			d = s.moveLimit(p, clk)
		}
		var cancel context.CancelFunc
		moveCtx, cancel = context.WithTimeout(ctx, d)
		defer cancel()
	}
	var (
		c   registry.Choice
		err error
	)
	if timed && onClock {
		c, err = cb.ChooseOnClock(moveCtx, s.line, clk, nil)
	} else {
		c, err = s.bot.Choose(moveCtx, s.line, nil)
	}
	if err != nil {
		if ctx.Err() != nil && !errors.Is(context.Cause(ctx), errEndOfInput) {
			return registry.Move{}, err
		}
		// A search may stop at its deadline a moment before moveCtx
		// says so: the error tells.
		timeUp := errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled) ||
			errors.Is(err, errEndOfInput)
		if !timeUp {
			return registry.Move{}, fmt.Errorf("the bot %s cannot move: %w", s.spec, err)
		}
	}
	if c.Move == (registry.Move{}) {
		if err == nil {
			err = ErrCommand
		}
		return registry.Move{}, fmt.Errorf("the bot %s chose no move: %w", s.spec, err)
	}
	return c.Move, nil
}

// legalMoves lists the legal moves, one a line.
func (s *Server) legalMoves() string {
	return strings.Join(registry.Texts(s.g.Moves(s.line.Position())), "\n")
}

// undo takes back the last move, or the last N moves.
func (s *Server) undo(_ context.Context, args string) (string, error) {
	n := 1
	if args != "" {
		v, err := strconv.Atoi(args)
		if err != nil || v < 1 {
			return "", fmt.Errorf("undo %.20q: want a positive number of moves: %w", args, ErrCommand)
		}
		n = v
	}
	if n > s.line.Len() {
		return "", fmt.Errorf("cannot undo %d moves: %d played since the start: %w", n, s.line.Len(), ErrCommand)
	}
	s.line = s.line.Undo(n)
	return "", nil
}

// result says how the game ended and why, or "none" while it goes on.
func (s *Server) result() string {
	if _, over := s.g.Result(s.line.Position()); !over {
		return "none"
	}
	return s.g.DescribeEnd(s.line.Position())
}

// setSeed is seed N: the bot is made again with the seed N, as a new game
// with a bot of the same seed in process would have it.
func (s *Server) setSeed(_ context.Context, args string) (string, error) {
	n, err := strconv.ParseUint(args, 10, 64)
	if err != nil {
		return "", fmt.Errorf("seed %.30q: want a whole number from 0 to 2^64-1: %w", args, ErrCommand)
	}
	bot, err := newBot(s.g, s.spec, n)
	if err != nil {
		return "", err
	}
	s.seed, s.bot = n, bot
	return "", nil
}
