// play.go holds the play command: a game in the terminal between people
// and bots, with the commands a person types at the prompt.

package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/plygo/ply"
	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/diagram"
	"github.com/plygo/ply/engine"
	"github.com/plygo/ply/record"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/search"
)

// errQuit reports that a person ended the game (quit, or end of input).
var errQuit = errors.New("quit")

// Play is the play command: people and bots take turns at one game in the
// terminal. With no flags it plays the first game's demonstration between
// two bots. A person types moves in the game's notation, or one of the
// commands that "help" lists.
//
// Games are kept as records (package record): -record FILE writes the game
// to FILE after every move, -load FILE continues a recorded game from its
// last position, and -replay FILE steps through one; -index chooses the
// record of a file that holds several.
func Play(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs, gf := newFlagSet("play", "Plays a game in the terminal: people (-p1 human) or bots on either side.",
		stderr, "seed for random bots and random setups", true, true)
	var (
		p1       = fs.String("p1", "", "the first player: human, or a bot: "+bot.Help+" (default: the game's demo bot)")
		p2       = fs.String("p2", "", "the second player, as -p1")
		quiet    = fs.Bool("quiet", false, "show only the moves, not the board after each")
		maxPlies = fs.Int("max-plies", 0, "stop after this many plies (0: play to the end)")
		recPath  = fs.String("record", "", "write the game to this file as a record, rewritten after every move")
		load     = fs.String("load", "", "continue the game recorded in this file from its last position")
		replay   = fs.String("replay", "", "step through the game recorded in this file")
		index    = fs.Int("index", 1, "which record of the -load or -replay file, from 1")
		analyzeK = fs.Int("analyze", 0, "show the K best lines of the position before each of a person's moves (0: none; \"analyze\" at the prompt shows them at any time)")
	)
	if code, ok := parse(fs, args); !ok {
		if code == 0 { // -h: the notation of the game asked for, or of each
			gameSet := false
			fs.Visit(func(f *flag.Flag) { gameSet = gameSet || f.Name == "game" })
			names := registry.Names()
			if gameSet {
				names = []string{*gf.game}
			}
			for _, n := range names {
				if _, ok := registry.Lookup(n); ok {
					fmt.Fprintf(stderr, "\n%s\n%s", n, notationText(n))
				}
			}
		}
		return code
	}
	bad := func(format string, args ...any) int {
		fmt.Fprintf(stderr, "play: "+format+"\n", args...)
		return 2
	}
	if *maxPlies < 0 {
		return bad("-max-plies must not be negative")
	}
	if *analyzeK < 0 || *analyzeK > 16 {
		return bad("-analyze %d: want 0 to 16 lines", *analyzeK)
	}
	from, which := *load, "-load"
	if *replay != "" {
		from, which = *replay, "-replay"
		if *load != "" || *recPath != "" {
			return bad("-replay: not with -load or -record")
		}
	}
	var (
		g    registry.Game
		line registry.Line
		rec  *record.Record
		err  error
	)
	if from != "" {
		if rec, err = loadRecord(from, *index); err != nil {
			return bad("%s: %v", which, err)
		}
		// The game and its configuration come from the record; flags
		// that name them must agree with it.
		rc := rec.Config()
		var differ []string
		fs.Visit(func(f *flag.Flag) {
			switch f.Name {
			case "game":
				if *gf.game != rec.Game {
					differ = append(differ, fmt.Sprintf("-game %s (the record is a game of %s)", *gf.game, rec.Game))
				}
			case "size":
				if *gf.size != rc.Size {
					differ = append(differ, fmt.Sprintf("-size %d (the record's is %d)", *gf.size, rc.Size))
				}
			case "setup":
				if *gf.setup != rc.Setup {
					differ = append(differ, fmt.Sprintf("-setup %q (the record's is %q)", *gf.setup, rc.Setup))
				}
			case "position":
				if *gf.position != rc.Position {
					differ = append(differ, "-position (the record has its own start)")
				}
			case "opt":
				e, _ := registry.Lookup(rec.Game)
				if v, err := registry.ReadOptions(rec.Game, e.Options, gf.options.o); err != nil || v.Options().String() != rc.Options.String() {
					differ = append(differ, fmt.Sprintf("-opt %s (the record's options are %q)", gf.options, rc.Options))
				}
			}
		})
		if len(differ) > 0 {
			return bad("%s: the game comes from the record: %s", which, strings.Join(differ, "; "))
		}
		if g, line, err = rec.Replay(); err != nil {
			return bad("%s: %s: %v", which, from, err)
		}
		if *replay != "" {
			r := &replayer{g: g, rec: rec, line: line, in: newLineReader(stdin), out: stdout, color: colorOutput(stdout)}
			r.run()
			return 0
		}
		if _, over := g.Result(line.Position()); over {
			if *quiet {
				fmt.Fprintf(stdout, "%s: %d moves, game over: %s\n", from, line.Len(), g.DescribeEnd(line.Position()))
				return 0
			}
			board := registry.TextBoard(g, line, colorOutput(stdout))
			fmt.Fprintf(stdout, "%s: %d moves\n%s%s", from, line.Len(), board, gameOver(g, line.Position(), board))
			return 0
		}
	} else {
		if g, err = registry.Open(*gf.game, gf.config()); err != nil {
			return bad("%v", err)
		}
		line = registry.NewLine(g.Start())
	}
	e, _ := registry.Lookup(g.Name())
	specs := [2]string{*p1, *p2}
	var bots [2]registry.Bot
	for i := range specs {
		if specs[i] == "" && rec != nil {
			// Continue with the record's players, if they still play.
			if who := [2]string{rec.First, rec.Second}[i]; who == Human {
				specs[i] = who
			} else if spec, err := bot.Parse(who); err == nil && !spec.IsEngine() {
				if _, err := g.NewBot(spec, 0); err == nil {
					specs[i] = who
				}
			}
		}
		if specs[i] == "" {
			specs[i] = e.Demo[i]
		}
		if specs[i] == Human {
			continue
		}
		spec, err := bot.Parse(specs[i])
		if err != nil {
			return bad("-p%d: %v", i+1, err)
		}
		// An external engine (exec:, gtp:) is started at its first move
		// and ended with the game.
		bot, err := engine.NewBot(g, spec, botSeed(*gf.seed, i), engine.ExecOptions{})
		if err != nil {
			return bad("-p%d: %v", i+1, err)
		}
		if c, ok := bot.(io.Closer); ok {
			defer c.Close()
		}
		bots[i] = bot
	}
	s := &session{
		ctx: ctx, g: g, specs: specs, bots: bots, seed: *gf.seed,
		in: newLineReader(stdin), out: stdout, quiet: *quiet, maxPlies: *maxPlies,
		color: colorOutput(stdout),
		line:  line, recPath: *recPath, date: time.Now().Format(record.DateFormat),
		analyze: *analyzeK,
	}
	if rec != nil {
		s.date, s.tags = rec.Date, rec.Tags
		for _, m := range rec.Moves {
			s.comments = append(s.comments, m.Comment)
		}
		fmt.Fprintf(stdout, "%s: continuing after move %d\n", from, line.Len())
	}
	if err := s.autosave(); err != nil {
		fmt.Fprintf(stderr, "play: %v\n", err)
		return 1
	}
	err = s.run()
	switch {
	case errors.Is(err, errQuit):
		fmt.Fprintln(stdout, "bye")
	case err != nil:
		fmt.Fprintf(stderr, "play: %v\n", err)
		return 1
	}
	return 0
}

// colorOutput reports whether w is a terminal that takes ANSI colours
// (NO_COLOR unset).
func colorOutput(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && diagram.ColorTerminal(f)
}

// botSeed derives the seed of player i's bot from the command's seed.
func botSeed(seed uint64, i int) uint64 {
	z := seed + uint64(i+1)*0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// session is one game of the play command.
type session struct {
	ctx      context.Context
	g        registry.Game
	specs    [2]string
	bots     [2]registry.Bot
	seed     uint64
	in       *lineReader
	out      io.Writer
	color    bool // the board in ANSI colours
	quiet    bool
	maxPlies int
	line     registry.Line
	// comments[i] is the comment on line.Moves[i] in the record: what
	// the bot that played it found.
	comments []string
	// recPath is the file of -record, "" for none; date and tags go
	// into the record.
	recPath string
	date    string
	tags    []record.Tag
	// analyze is -analyze: the best lines shown before a person moves.
	analyze int
	// pending holds the lines of a long listing not shown yet (more).
	pending []string
}

// who names player p for messages: "Red (human)".
func (s *session) who(p ply.Player) string {
	return fmt.Sprintf("%s (%s)", s.g.PlayerName(p), s.specs[p.Index()])
}

func (s *session) run() error {
	fmt.Fprintf(s.out, "%s: %s against %s\n", s.g.Name(), s.who(ply.First), s.who(ply.Second))
	s.show()
	for {
		pos := s.line.Position()
		if _, over := s.g.Result(pos); over {
			board := registry.TextBoard(s.g, s.line, s.color)
			if s.quiet {
				fmt.Fprint(s.out, board)
			}
			fmt.Fprint(s.out, gameOver(s.g, pos, board))
			return nil
		}
		if s.maxPlies > 0 && s.line.Len() >= s.maxPlies {
			fmt.Fprintf(s.out, "stopped after %d plies\n", s.maxPlies)
			return nil
		}
		p := s.g.ToMove(pos)
		var move registry.Move
		var comment string
		if bot := s.bots[p.Index()]; bot != nil {
			c, err := bot.Choose(s.ctx, s.line, nil)
			if f := (*engine.Failure)(nil); errors.As(err, &f) && s.ctx.Err() == nil {
				// The engine loses, as in the arena.
				return fmt.Errorf("%s loses by forfeit: %w", s.who(p), err)
			}
			if err != nil {
				return fmt.Errorf("%s: %w", s.who(p), err)
			}
			move, comment = c.Move, record.Comment(c)
		} else {
			var err error
			move, err = s.ask(p)
			if err != nil {
				return err
			}
			if move == (registry.Move{}) {
				continue // the line changed (undo): look again
			}
		}
		next, err := s.line.PlayMove(s.g, move)
		if err != nil {
			return fmt.Errorf("%s played %q: %w", s.who(p), move, err)
		}
		s.line = next
		s.comments = append(s.comments[:s.line.Len()-1], comment)
		if err := s.autosave(); err != nil {
			return err
		}
		fmt.Fprintf(s.out, "%d. %s: %s\n", s.line.Len(), s.who(p), s.line.Moves[s.line.Len()-1])
		if !s.quiet {
			s.show()
		}
	}
}

// show writes the board, the one registry.TextBoard draws for -replay and
// the engine's showboard too: the game's diagram as a text board, with
// the last move marked, a legend and coordinates, in colour on a terminal
// that takes it; the game's own text board for a game without diagrams.
func (s *session) show() {
	fmt.Fprint(s.out, registry.TextBoard(s.g, s.line, s.color))
}

// gameOver is the line that says how the game over at pos ended, or ""
// where board, the board shown last, says it already (a game with a
// diagram).
func gameOver(g registry.Game, pos registry.Position, board string) string {
	if strings.Contains(board, g.EndReason(pos)) {
		return ""
	}
	return fmt.Sprintf("game over: %s\n", g.DescribeEnd(pos))
}

// helpText is the list of the prompt's commands.
const helpText = `commands:
  MOVE      play a move in the game's notation (see below)
  moves     list the legal moves (grouped when there are many)
  moves X   list the moves that start with X, or end with X
  more      the next page of a long listing
  board     show the board again
  position  show the position in the game's notation
  hint      ask a bot for a move, with its score
  analyze   show the best lines of the position, with their scores
  undo      take back moves until it is your turn again
  save FILE write the game so far to FILE as a record
  help      this text
  quit      end the game`

// ask reads a person's move until one is legal, and handles the prompt's
// commands. It returns the zero Move when the line changed (undo) and the game should
// be looked at again.
func (s *session) ask(p ply.Player) (registry.Move, error) {
	pos := s.line.Position()
	if s.analyze > 0 {
		s.showLines(p, s.analyze)
	}
	for {
		fmt.Fprintf(s.out, "move %d, %s to play: you (help for commands)> ", s.line.Len()+1, s.g.PlayerName(p))
		if !s.in.Scan() {
			fmt.Fprintln(s.out)
			if err := s.in.Err(); err != nil {
				return registry.Move{}, err
			}
			return registry.Move{}, errQuit
		}
		if n := s.in.TooLong(); n > 0 {
			fmt.Fprintf(s.out, "not read: a line of %d bytes, more than %d\n", n, maxLine)
			continue
		}
		text := strings.TrimSpace(s.in.Text())
		switch text {
		case "":
			continue
		case "quit", "exit":
			return registry.Move{}, errQuit
		case "help", "?":
			fmt.Fprintln(s.out, helpText)
			s.notationHelp(pos)
			continue
		case "board":
			s.show()
			continue
		case "position":
			fmt.Fprintln(s.out, s.g.FormatPosition(pos))
			continue
		case "moves":
			s.listMoves(pos, "")
			continue
		case "more":
			s.more()
			continue
		case "hint":
			s.hint(p)
			continue
		case "analyze":
			s.showLines(p, max(s.analyze, analyzeLines))
			continue
		case "undo":
			if s.undo(p) {
				if err := s.autosave(); err != nil {
					return registry.Move{}, err
				}
				return registry.Move{}, nil
			}
			continue
		}
		if prefix, ok := strings.CutPrefix(text, "moves "); ok {
			s.listMoves(pos, strings.TrimSpace(prefix))
			continue
		}
		if path, ok := strings.CutPrefix(text, "save "); ok {
			path = strings.TrimSpace(path)
			if err := s.save(path); err != nil {
				fmt.Fprintf(s.out, "not saved: %v\n", err)
			} else {
				fmt.Fprintf(s.out, "saved %d moves to %s\n", s.line.Len(), path)
			}
			continue
		}
		move, err := s.g.ParseMove(pos, text)
		if err != nil {
			fmt.Fprintf(s.out, "not played: %v\n", err)
			continue
		}
		return move, nil
	}
}

// notationHelp explains the notation of the game being played, symbol by
// symbol, with a legal move of the position as an example.
func (s *session) notationHelp(pos registry.Position) {
	fmt.Fprint(s.out, notationText(s.g.Name()))
	if moves := s.g.Moves(pos); len(moves) > 0 {
		fmt.Fprintf(s.out, "for example, a legal move here: %s\n", moves[len(moves)/2])
	}
}

// notationText is the help on a game's notation: its summary, then its
// entry's Notation.
func notationText(name string) string {
	e, _ := registry.Lookup(name)
	var b strings.Builder
	fmt.Fprintf(&b, "the game: %s\n", e.Summary)
	if e.Notation != "" {
		fmt.Fprintf(&b, "notation:\n")
		for _, l := range strings.Split(e.Notation, "\n") {
			fmt.Fprintf(&b, "  %s\n", l)
		}
	}
	return b.String()
}

// hint asks a bot for a move in the current position and shows it.
func (s *session) hint(p ply.Player) {
	bot, err := s.g.NewBot(analysisBot, s.seed)
	if err != nil {
		fmt.Fprintf(s.out, "no hint: %v\n", err)
		return
	}
	c, err := bot.Choose(s.ctx, s.line, nil)
	if err != nil && c.Move == (registry.Move{}) {
		fmt.Fprintf(s.out, "no hint: %v\n", err)
		return
	}
	fmt.Fprintf(s.out, "hint for %s: %s (score %s, depth %d)\n", s.g.PlayerName(p), c.Move, search.ScoreText(c.Score), c.Depth)
}

// undo takes back moves until it is p's turn again with at least one of
// p's moves taken back. It reports whether it took any back.
func (s *session) undo(p ply.Player) bool {
	l := s.line
	for l.Len() > 0 {
		l = l.Undo(1)
		if s.g.ToMove(l.Position()) == p {
			s.line = l
			s.comments = s.comments[:l.Len()]
			fmt.Fprintf(s.out, "took back to move %d: %s to play again\n", l.Len()+1, s.g.PlayerName(p))
			s.show()
			return true
		}
	}
	fmt.Fprintln(s.out, "nothing to undo")
	return false
}
