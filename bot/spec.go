// spec.go holds the bot language: Spec, the typed description of a bot,
// and Parse, the one parser of the specifications people type for it
// ("alphabeta:500ms:threads=2", "level:3", "exec:./engine -game pathway").

package bot

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/plygo/ply/internal/quote"
	"github.com/plygo/ply/search"
)

// ErrSpec reports a bot that cannot be described: a specification that
// cannot be read, a Spec or Level that is not valid, or a Spec that names
// no bot of the game (Game.NewBot in package registry). The errors that
// wrap it are an *Error, or say the bad part in one line as an Error does.
var ErrSpec = errors.New("bad bot")

// Spec describes a bot: its kind, its limits and its options. It is what a
// bot specification says, typed: Parse reads the text people type, such
// as "alphabeta:500ms:threads=2", and String writes it back, so that
// Parse(b.String()) gives b again for every valid b. A game builds the bot
// of a Spec (registry.Game.NewBot); an external engine ("exec:", "gtp:")
// is started by package engine. The zero value of a field is the bot's
// default; a nil option is an option not given.
type Spec struct {
	// Kind is the bot: random, greedy, minimax, alphabeta, mcts, level,
	// oracle, exec or gtp (an external engine, Command), or the name of
	// one of the game's own bots (registry.Game.Bots), such as
	// "classic-greedy".
	Kind string
	// Depth is the depth of minimax (1 to 6, required) and alphabeta (1
	// to 64; 0: its default).
	Depth int
	// Nodes is the playouts of mcts (1 to 1e9) or the nodes of oracle's
	// solver (1 to 2e9); 0: their default.
	Nodes uint64
	// MoveTime is the time a move of alphabeta, mcts, oracle or one of
	// the game's own bots, at most MaxTime; 0: none. It is the
	// specification's TIME, as in "alphabeta:500ms" or
	// "classic-alphabeta:2s", and excludes Depth and Nodes.
	MoveTime time.Duration
	// Level is the level of the bot "level" (1 to MaxLevel).
	Level int
	// Command is the program of an external engine (Kind exec or gtp)
	// and its arguments.
	Command []string
	// Options are the options the specification ends with, ":KEY=VALUE".
	Options Options
}

// Options are the options of a bot specification, ":KEY=VALUE" after
// its kind and limit. A zero or nil field is an option not given. The
// options of MCTS (Exploration to Solver) apply after the game's own
// (Entry.MCTS) or, for a game without them, the generic defaults.
type Options struct {
	// Seed, seed=N, gives the bot another stream of randomness (any bot
	// but an external engine).
	Seed *uint64
	// Threads, threads=N (1 to search.MaxThreads), and Hash, hash=MB (1 to
	// search.MaxTableMB), size alphabeta's and mcts's searches; a game's
	// own bot may take threads too (registry.OwnBot.NewThreads).
	Threads, Hash int
	// Eval, eval=NAME, makes alphabeta or mcts search on another of the
	// game's evaluations (Heuristics), such as "trained", or "auto", the
	// n-tuple network any game with a diagram reads from a file
	// (registry.AutoPath).
	Eval string
	// Selective, selective=on|off, makes alphabeta search selectively
	// (search.Options.Selective) or not, whatever the game's default.
	Selective *bool
	// ProbCut, probcut=on|off, makes alphabeta, or a game's own
	// alpha-beta bot that takes it, cut with the game's Multi-ProbCut
	// model (search.Options.ProbCut) or not, whatever the bot's default
	// (registry.Entry.ProbCut, registry.OwnBot.SetProbCut).
	ProbCut *bool
	// Exploration, c=X (1e-6 to 100), is mcts's exploration constant.
	Exploration *float64
	// Playout, playout=end|eval|N, is how mcts scores a leaf: "end"
	// (played out to the end), "eval" (scored by the evaluation) or a
	// number of plies from 1 to 1000 (cut after it and scored by the
	// evaluation), written in decimal without leading zeros.
	Playout string
	// Scale, scale=X (1e-6 to 1e12), is the scale of the evaluation for
	// mcts (search.MCTSOptions.EvalScale).
	Scale *float64
	// Minimax, minimax=X (0 to 1), is the weight of mcts's implicit
	// minimax backups.
	Minimax *float64
	// Bias, bias=X (0 to 1e6), is the weight of mcts's progressive bias.
	Bias *float64
	// Widen, widen=X (0 to 1e6), is mcts's progressive widening.
	Widen *float64
	// Solver, solver=on|off, turns mcts's solver of proven results on or
	// off.
	Solver *bool
	// Book, book=on|off, makes the bot play from the game's opening book
	// while the position is in it, or not, whatever the bot's default
	// (any bot but an external engine; registry.Entry.Book).
	Book *bool
}

// Help describes the bot specifications every game accepts, for usage
// messages.
const Help = `level:1 to level:10 (for people: 1 a beginner beats, 10 the strongest), random, greedy, minimax:DEPTH, alphabeta[:DEPTH|:TIME] (depth 4 when bare), mcts[:PLAYOUTS|:TIME] (10000 playouts when bare), oracle[:TIME|:NODES] (perfect play wherever the solver finishes within 10s or the limit, else alphabeta's move), or one of the game's own bots[:TIME]; TIME such as 500ms, at most 1h; then options :KEY=VALUE: seed=N (any bot: another stream of randomness), threads=N (alphabeta, mcts, and a game's own bots that say so) and hash=MB (alphabeta and mcts), eval=NAME (alphabeta and mcts: another of the game's evaluations, such as eval=trained, or eval=auto, a network trained from the rules by tune auto and read from GAME.auto in $PLY_AUTO), selective=on|off (alphabeta: late move reductions and deeper table cutoffs, for play against the clock), probcut=on|off (alphabeta and a game's own alpha-beta bots: Multi-ProbCut with the game's fitted model, where it has one), book=on|off (any bot: play the game's opening book while the position is in it), and mcts's c=X (exploration), playout=end|eval|PLIES, scale=X, minimax=X (0 to 1), bias=X, widen=X, solver=on|off, such as alphabeta:100ms:threads=2 or mcts:1s:seed=3:c=0.5; where a command runs external engines, exec:COMMAND ARGS or gtp:COMMAND ARGS`

// MaxTime is the longest time per move a bot specification may ask for:
// a Spec's MoveTime, and the time a command or protocol gives a bot.
const MaxTime = time.Hour

// The limits of the generic bots' arguments.
const (
	maxMinimaxDepth = 6
	maxAlphaDepth   = 64
	maxPlayouts     = 1_000_000_000
	maxOracleNodes  = 2_000_000_000
	maxPlayoutPlies = 1000
)

// The generic kinds of bot.
const (
	kindRandom    = "random"
	kindGreedy    = "greedy"
	kindMinimax   = "minimax"
	kindAlphaBeta = "alphabeta"
	kindMCTS      = "mcts"
	kindLevel     = "level"
	kindOracle    = "oracle"
	kindExec      = "exec"
	kindGTP       = "gtp"
)

// IsEngine reports whether b is an external engine: Kind exec or gtp.
func (b Spec) IsEngine() bool { return b.Kind == kindExec || b.Kind == kindGTP }

// IsOwn reports whether b names one of a game's own bots: its Kind is none
// of the generic bots' (random to oracle) and no engine's. A game's own
// bot may not take a generic bot's name.
func (b Spec) IsOwn() bool {
	switch b.Kind {
	case kindRandom, kindGreedy, kindMinimax, kindAlphaBeta, kindMCTS, kindLevel, kindOracle, kindExec, kindGTP:
		return false
	}
	return true
}

// Error is the error of a bot specification: one line that names the
// specification and its bad part, and points to the help rather than
// holding it. It wraps ErrSpec. Parse and Spec.Validate return one, and so
// does a game's NewBot (package registry) for what only the game can
// check: its own bots and its evaluations.
type Error struct {
	// Spec is the specification, as it was typed or as Spec.String
	// writes it.
	Spec string
	// Why says what is wrong with it, in a few words.
	Why string
}

func (e *Error) Error() string {
	return fmt.Sprintf("bot spec %.80q: %s (see -h for the bots)", e.Spec, e.Why)
}

// Unwrap returns ErrSpec.
func (e *Error) Unwrap() error { return ErrSpec }

// badSpec returns the error of the specification spec, why in words.
func badSpec(spec string, format string, args ...any) error {
	return &Error{Spec: spec, Why: fmt.Sprintf(format, args...)}
}

// Parse reads a bot specification: KIND[:ARG][:KEY=VALUE]..., such
// as "alphabeta:4", "mcts:1s:seed=3:c=0.5", "level:3",
// "classic-alphabeta:500ms", or "exec:COMMAND ARGS" and "gtp:COMMAND ARGS"
// (an external engine: the rest of the text is its command line, split at
// spaces as a shell does for the simple cases: single quotes keep
// everything, double quotes keep spaces, a backslash keeps the next
// character). Help lists the kinds and options. It checks everything
// that does not depend on the game; the game's NewBot (package registry)
// checks the rest (a game's own bot, an evaluation's name). The error is an
// *Error.
func Parse(text string) (Spec, error) {
	for _, k := range []string{kindExec, kindGTP} {
		if rest, ok := strings.CutPrefix(text, k+":"); ok {
			argv, err := splitCommand(rest)
			if err == nil && len(argv) == 0 {
				err = fmt.Errorf("missing command")
			}
			if err != nil {
				return Spec{}, badSpec(text, "%v", err)
			}
			return Spec{Kind: k, Command: argv}, nil
		}
	}
	head, opts, err := parseOptions(text)
	if err != nil {
		return Spec{}, err
	}
	b := Spec{Options: opts}
	kind, arg, hasArg := strings.Cut(head, ":")
	b.Kind = kind
	if !validName(kind) {
		return Spec{}, badSpec(text, "bad bot name %s (want letters, digits, '-', '_' or '.')", quote.Show(kind, 40))
	}
	if hasArg {
		if err := b.parseArg(text, arg); err != nil {
			return Spec{}, err
		}
	}
	if err := b.check(text); err != nil {
		return Spec{}, err
	}
	return b, nil
}

// parseArg reads the argument of a specification, after its kind: a depth,
// a count, a level or a TIME, as the kind takes.
func (b *Spec) parseArg(text, arg string) error {
	badArg := func() error { return badSpec(text, "bad argument %s: %s", quote.Show(arg, 40), b.wantArg()) }
	if b.Kind == kindRandom || b.Kind == kindGreedy {
		return badSpec(text, "%s takes no argument", b.Kind)
	}
	// A bare number is a depth or a count, never a time: "0" is no
	// duration but a number out of range.
	n, err := strconv.Atoi(arg)
	if err != nil {
		if b.Kind == kindMinimax || b.Kind == kindLevel {
			return badArg()
		}
		d, err := time.ParseDuration(arg)
		if err != nil {
			return badArg()
		}
		if d <= 0 || d > MaxTime {
			return badSpec(text, "time %s: want a positive time of at most %v", quote.Show(arg, 40), MaxTime)
		}
		b.MoveTime = d
		return nil
	}
	hi := 0 // a game's own bot takes no number
	switch b.Kind {
	case kindMinimax:
		hi = maxMinimaxDepth
	case kindLevel:
		hi = MaxLevel
	case kindAlphaBeta:
		hi = maxAlphaDepth
	case kindMCTS:
		hi = maxPlayouts
	case kindOracle:
		hi = maxOracleNodes
	}
	if n < 1 || n > hi {
		return badArg()
	}
	switch b.Kind {
	case kindMinimax, kindAlphaBeta:
		b.Depth = n
	case kindLevel:
		b.Level = n
	default:
		b.Nodes = uint64(n)
	}
	return nil
}

// wantArg says what argument b's kind takes, for messages.
func (b *Spec) wantArg() string {
	switch b.Kind {
	case kindMinimax:
		return fmt.Sprintf("want a depth from 1 to %d", maxMinimaxDepth)
	case kindLevel:
		return fmt.Sprintf("want a level from 1 to %d", MaxLevel)
	case kindAlphaBeta:
		return fmt.Sprintf("want a depth from 1 to %d or a time such as 500ms", maxAlphaDepth)
	case kindMCTS:
		return fmt.Sprintf("want playouts from 1 to %d or a time such as 500ms", maxPlayouts)
	case kindOracle:
		return fmt.Sprintf("want nodes from 1 to %d or a time such as 500ms", maxOracleNodes)
	}
	return "a game's own bot takes a time such as 500ms"
}

// parseOptions splits the options ":KEY=VALUE" off the end of a
// specification and reads them, each at most once.
func parseOptions(text string) (head string, o Options, err error) {
	head = text
	seen := map[string]bool{}
	for {
		i := strings.LastIndexByte(head, ':')
		if i < 0 || !strings.Contains(head[i+1:], "=") {
			return head, o, nil
		}
		k, v, _ := strings.Cut(head[i+1:], "=")
		if seen[k] {
			return "", o, badSpec(text, "option %s given twice", quote.Show(k, 20))
		}
		seen[k] = true
		if k == "time" {
			kind, _, _ := strings.Cut(head, ":")
			return "", o, badSpec(text, "the option time= is gone: write the time after the bot's name, as %s", quote.Show(kind+":"+v, 60))
		}
		if why := o.set(k, v); why != "" {
			return "", o, badSpec(text, "option %s: %s", quote.Show(k+"="+v, 60), why)
		}
		head = head[:i]
	}
}

// optionNames lists the options, for messages.
const optionNames = "seed, threads, hash, eval, selective, probcut, book, or mcts's c, playout, scale, minimax, bias, widen, solver"

// set reads the option k=v into o; it returns why it cannot, or "".
func (o *Options) set(k, v string) string {
	real := func(p **float64, lo, hi float64) string {
		x, err := strconv.ParseFloat(v, 64)
		if err != nil || math.IsNaN(x) || x < lo || x > hi {
			return fmt.Sprintf("want a number from %g to %g", lo, hi)
		}
		*p = &x
		return ""
	}
	onOff := func(p **bool) string {
		if v != "on" && v != "off" {
			return "want on or off"
		}
		on := v == "on"
		*p = &on
		return ""
	}
	whole := func(p *int, hi int) string {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > hi {
			return fmt.Sprintf("want a whole number from 1 to %d", hi)
		}
		*p = n
		return ""
	}
	switch k {
	case "seed":
		n, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			return "want a whole number from 0 to 2^64-1"
		}
		o.Seed = &n
	case "threads":
		return whole(&o.Threads, search.MaxThreads)
	case "hash":
		return whole(&o.Hash, search.MaxTableMB)
	case "eval":
		if !validName(v) {
			return "want the name of one of the game's evaluations"
		}
		o.Eval = v
	case "selective":
		return onOff(&o.Selective)
	case "probcut":
		return onOff(&o.ProbCut)
	case "solver":
		return onOff(&o.Solver)
	case "book":
		return onOff(&o.Book)
	case "c":
		return real(&o.Exploration, 1e-6, 100)
	case "scale":
		return real(&o.Scale, 1e-6, 1e12)
	case "minimax":
		return real(&o.Minimax, 0, 1)
	case "bias":
		return real(&o.Bias, 0, 1e6)
	case "widen":
		return real(&o.Widen, 0, 1e6)
	case "playout":
		if v == "end" || v == "eval" {
			o.Playout = v
			return ""
		}
		var n int
		if whole(&n, maxPlayoutPlies) != "" {
			return fmt.Sprintf("want end, eval or a number of plies from 1 to %d", maxPlayoutPlies)
		}
		o.Playout = strconv.Itoa(n)
	default:
		return "unknown (want " + optionNames + ")"
	}
	return ""
}

// validName reports whether s can be a bot's kind or an evaluation's name:
// letters, digits, '-', '_' and '.', not empty.
func validName(s string) bool {
	if s == "" || len(s) > 64 {
		return false
	}
	for _, c := range []byte(s) {
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-' || c == '_' || c == '.') {
			return false
		}
	}
	return true
}

// Validate reports whether b is a valid description: one that String
// writes and Parse reads back the same, and that a game's NewBot (package
// registry; engine.NewBot for an engine) builds unless the game lacks its
// own bot or evaluation. The error is an *Error.
func (b Spec) Validate() error { return b.check(b.String()) }

// check is Validate, spec naming b in the error.
func (b Spec) check(spec string) error {
	bad := func(format string, args ...any) error { return badSpec(spec, format, args...) }
	if !validName(b.Kind) {
		return bad("bad bot name %.40q", b.Kind)
	}
	if b.IsEngine() {
		if len(b.Command) == 0 {
			return bad("missing command")
		}
		if b.Depth != 0 || b.Nodes != 0 || b.MoveTime != 0 || b.Level != 0 || b.Options != (Options{}) {
			return bad("an external engine takes its command alone, no limit or option")
		}
		return nil
	}
	if b.Command != nil {
		return bad("only exec and gtp take a command")
	}
	k := b.Kind
	switch {
	case b.Depth < 0 || b.MoveTime < 0 || b.Level < 0:
		return bad("negative limit")
	case b.MoveTime > MaxTime:
		return bad("time %v: want at most %v", b.MoveTime, MaxTime)
	case b.MoveTime > 0 && (b.Depth != 0 || b.Nodes != 0):
		return bad("a time excludes a depth and a node count")
	case b.Depth != 0 && k != kindMinimax && k != kindAlphaBeta:
		return bad("only minimax and alphabeta take a depth")
	case k == kindMinimax && (b.Depth < 1 || b.Depth > maxMinimaxDepth):
		return bad("minimax: want a depth from 1 to %d", maxMinimaxDepth)
	case k == kindAlphaBeta && b.Depth > maxAlphaDepth:
		return bad("alphabeta: want a depth from 1 to %d", maxAlphaDepth)
	case b.Nodes != 0 && k != kindMCTS && k != kindOracle:
		return bad("only mcts and oracle take a count")
	case k == kindMCTS && b.Nodes > maxPlayouts, k == kindOracle && b.Nodes > maxOracleNodes:
		return bad("%s: %s", k, b.wantArg())
	case b.MoveTime != 0 && (k == kindRandom || k == kindGreedy || k == kindMinimax || k == kindLevel):
		return bad("%s takes no time", k)
	case b.Level != 0 && k != kindLevel:
		return bad("only level takes a level")
	case k == kindLevel && (b.Level < 1 || b.Level > MaxLevel):
		return bad("level: want a level from 1 to %d", MaxLevel)
	}
	o := b.Options
	searches := k == kindAlphaBeta || k == kindMCTS
	switch {
	case (o.Hash != 0 || o.Eval != "") && !searches:
		return bad("only alphabeta and mcts take the options hash and eval")
	case o.Threads != 0 && !searches && !b.IsOwn():
		return bad("only alphabeta, mcts and a game's own bots take the option threads")
	case o.Threads < 0 || o.Threads > search.MaxThreads:
		return bad("option threads=%d: want 1 to %d", o.Threads, search.MaxThreads)
	case o.Hash < 0 || o.Hash > search.MaxTableMB:
		return bad("option hash=%d: want 1 to %d", o.Hash, search.MaxTableMB)
	case o.Eval != "" && !validName(o.Eval):
		return bad("option eval=%.40q: want the name of one of the game's evaluations", o.Eval)
	case o.Selective != nil && k != kindAlphaBeta:
		return bad("only alphabeta takes the option selective")
	case o.ProbCut != nil && k != kindAlphaBeta && !b.IsOwn():
		return bad("only alphabeta and a game's own bots take the option probcut")
	case o.mctsSet() && k != kindMCTS:
		return bad("only mcts takes the options c, playout, scale, minimax, bias, widen and solver")
	}
	// The options of mcts, through the parser that reads them.
	var again Options
	for _, kv := range o.pairs() {
		if why := again.set(kv[0], kv[1]); why != "" {
			return bad("option %s: %s", quote.Show(kv[0]+"="+kv[1], 60), why)
		}
	}
	if again.Playout != o.Playout {
		return bad("option playout=%s: want end, eval or a number of plies from 1 to %d", quote.Show(o.Playout, 20), maxPlayoutPlies)
	}
	return nil
}

// mctsSet reports whether o sets an option of mcts alone.
func (o Options) mctsSet() bool {
	return o.Exploration != nil || o.Playout != "" || o.Scale != nil || o.Minimax != nil || o.Bias != nil || o.Widen != nil || o.Solver != nil
}

// pairs returns the options o sets as KEY and VALUE, in the order String
// writes them.
func (o Options) pairs() [][2]string {
	var out [][2]string
	add := func(k, v string) { out = append(out, [2]string{k, v}) }
	real := func(k string, p *float64) {
		if p != nil {
			add(k, strconv.FormatFloat(*p, 'g', -1, 64))
		}
	}
	onOff := func(k string, p *bool) {
		if p != nil {
			add(k, map[bool]string{true: "on", false: "off"}[*p])
		}
	}
	if o.Seed != nil {
		add("seed", strconv.FormatUint(*o.Seed, 10))
	}
	if o.Threads != 0 {
		add("threads", strconv.Itoa(o.Threads))
	}
	if o.Hash != 0 {
		add("hash", strconv.Itoa(o.Hash))
	}
	if o.Eval != "" {
		add("eval", o.Eval)
	}
	onOff("selective", o.Selective)
	onOff("probcut", o.ProbCut)
	real("c", o.Exploration)
	if o.Playout != "" {
		add("playout", o.Playout)
	}
	real("scale", o.Scale)
	real("minimax", o.Minimax)
	real("bias", o.Bias)
	real("widen", o.Widen)
	onOff("solver", o.Solver)
	onOff("book", o.Book)
	return out
}

// String returns the specification of b, as Parse reads it: its
// kind, its limit and its options in a fixed order, such as
// "mcts:1s:seed=3:c=0.5", or "exec:" and the command, its words quoted
// where they need it.
func (b Spec) String() string {
	var s strings.Builder
	s.WriteString(b.Kind)
	if b.IsEngine() {
		s.WriteByte(':')
		for i, w := range b.Command {
			if i > 0 {
				s.WriteByte(' ')
			}
			s.WriteString(quoteWord(w))
		}
		return s.String()
	}
	switch {
	case b.Depth != 0:
		s.WriteString(":" + strconv.Itoa(b.Depth))
	case b.Nodes != 0:
		s.WriteString(":" + strconv.FormatUint(b.Nodes, 10))
	case b.Level != 0:
		s.WriteString(":" + strconv.Itoa(b.Level))
	case b.MoveTime != 0:
		s.WriteString(":" + b.MoveTime.String())
	}
	for _, kv := range b.Options.pairs() {
		s.WriteString(":" + kv[0] + "=" + kv[1])
	}
	return s.String()
}

// splitCommand splits a command line into words at spaces, as a shell
// does for the simple cases: single quotes keep everything literally,
// double quotes keep spaces, a backslash outside single quotes keeps the
// next character.
func splitCommand(s string) ([]string, error) {
	var (
		out    []string
		cur    strings.Builder
		inWord bool
		quote  byte
	)
	for i := 0; i < len(s); i++ {
		ch := s[i]
		switch {
		case quote == '\'':
			if ch == '\'' {
				quote = 0
			} else {
				cur.WriteByte(ch)
			}
		case ch == '\\':
			if i+1 == len(s) {
				return nil, fmt.Errorf("a backslash ends the command")
			}
			i++
			cur.WriteByte(s[i])
			inWord = true
		case quote == '"':
			if ch == '"' {
				quote = 0
			} else {
				cur.WriteByte(ch)
			}
		case ch == '\'' || ch == '"':
			quote, inWord = ch, true
		case ch == ' ' || ch == '\t' || ch == '\n':
			if inWord {
				out = append(out, cur.String())
				cur.Reset()
				inWord = false
			}
		default:
			cur.WriteByte(ch)
			inWord = true
		}
	}
	if quote != 0 {
		return nil, fmt.Errorf("unclosed %c quote", quote)
	}
	if inWord {
		out = append(out, cur.String())
	}
	return out, nil
}

// quoteWord writes a word of a command so that splitCommand reads it back:
// as it is when it holds nothing special, else in single quotes.
func quoteWord(w string) string {
	if w != "" && !strings.ContainsAny(w, " \t\n'\"\\") {
		return w
	}
	return "'" + strings.ReplaceAll(w, "'", `'\''`) + "'"
}
