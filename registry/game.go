// game.go holds the type-erased handle of a registered game: the opaque
// Position and Move it works on, the small interfaces it is made of, and
// Adapt, which builds it from any ply.Game with notation.

package registry

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/plygo/ply"
	"github.com/plygo/ply/book"
	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/diagram"
	"github.com/plygo/ply/search"
)

// Position is a state of one registered game, opaque to the caller. It is a
// small comparable value that keeps everything the game's state keeps
// (Push Fight's repetition history, for one), which its text notation may
// not. The zero Position belongs to no game.
type Position struct {
	state any
}

// State returns the game's own state value, for callers that know its
// type: pos.State().(pathway.State). It is nil for the zero Position.
func (p Position) State() any { return p.state }

// Move is a legal move of one position of one registered game, read once
// (by Rules.ParseMove) or listed (by Rules.Moves, a bot's Choice): an
// opaque, small comparable value that holds the game's own move, the
// position it is played in and its canonical text, so that applying,
// drawing and recording it parse nothing again. The zero Move belongs to no
// game.
type Move struct {
	from Position
	move any
	text string
}

// String returns the move's canonical text in the game's notation, the one
// Rules.Moves lists.
func (m Move) String() string { return m.text }

// Value returns the game's own move value, for callers that know its type:
// m.Value().(pathway.Move). It is nil for the zero Move.
func (m Move) Value() any { return m.move }

// Position returns the position the move is played in.
func (m Move) Position() Position { return m.from }

// Identity says which game a handle is and how it speaks of its players.
type Identity interface {
	// Name returns the name the game is registered under.
	Name() string
	// Config returns the configuration the game was opened in, with
	// Position set only when the start differs from the configuration's
	// own start, and Options (a copy) only the rule options that differ
	// from their defaults when Open opened it: what a record of the game
	// keeps.
	Config() Config
	// Players returns the names of ply.First and ply.Second, such as
	// "Red" and "Blue".
	Players() [2]string
	// PlayerName returns the name of p: Players()[p.Index()], or "nobody"
	// for ply.NoPlayer.
	PlayerName(p ply.Player) string
	// DescribeResult says a result in words with the players' names, such
	// as "Red wins" or "Black wins 35-29" or "draw".
	DescribeResult(r ply.Result) string
	// DescribeEnd says how the game ended in p, the result and why, as
	// play, the engine and the web board show it: "Black wins: White
	// filled its own home with balls (rule E2)". It is "" while the game
	// goes on.
	DescribeEnd(p Position) string
}

// Rules plays the game in its text notation: its start, its legal moves,
// where they lead and how it ends, and its positions and moves read and
// written (a Move writes itself: Move.String).
type Rules interface {
	// Start returns the start position of this configuration.
	Start() Position
	// ToMove returns the player to move in p, ply.NoPlayer once the game
	// is over. It asks the game's Result; the handle remembers the last
	// position asked about, so that ToMove, Result and DescribeEnd of one
	// position cost one Result of the game.
	ToMove(p Position) ply.Player
	// Moves returns the legal moves in p, in generation order; none when
	// the game is over.
	Moves(p Position) []Move
	// Apply returns the position after m, in the position m was read in
	// (m.Position()). Its only error wraps ErrPosition, for a Move of
	// another game or the zero Move.
	Apply(m Move) (Position, error)
	// Result reports whether the game is over in p and how it ended.
	Result(p Position) (r ply.Result, over bool)
	// EndReason says why the game is over in p, in words that name the
	// rule, without the winner: ply.EndReason, the game's own
	// ply.EndReasoner or, for a game without one, ply.GenericEndReason.
	// It is "" while the game goes on.
	EndReason(p Position) string
	// ParseMove reads a move in p, once: the game's ParseMove, which
	// returns only legal moves. Surrounding spaces are ignored. Errors
	// wrap ply.ErrGameOver, ply.ErrSyntax or ply.ErrIllegalMove (in the
	// order the game checks them), or ErrPosition.
	ParseMove(p Position, text string) (Move, error)
	// ParsePosition reads a position in the game's notation. Errors wrap
	// ply.ErrSyntax or ply.ErrInvalidState.
	ParsePosition(text string) (Position, error)
	// FormatPosition writes a position in the game's notation.
	FormatPosition(p Position) string
}

// Boards shows positions to people: as text, as diagrams to draw, and the
// clicks that enter a move on a drawn board.
type Boards interface {
	// Render returns a text board of p: the game's own where it has a
	// ply.Renderer, else the position's notation and a newline.
	Render(p Position) string
	// Diagram describes p for drawing (see diagram.Diagrammer); ok is false
	// for a game without a diagram.Diagrammer.
	Diagram(p Position) (d diagram.Diagram, ok bool)
	// DiagramAfter describes next, the position m leads to (Apply(m), as
	// Line.Positions keeps it), with m marked; it plays and checks
	// nothing again (see diagram.Diagrammer). Errors wrap ErrNoDiagram
	// for a game without a diagram.Diagrammer, or ErrPosition for a move
	// or position of another game.
	DiagramAfter(m Move, next Position) (diagram.Diagram, error)
	// Clicks returns, for each legal move of p, every way to click it
	// (see diagram.MoveClicker), in the game's order. It returns false if
	// the game has no diagram.MoveClicker (or p is not one of its
	// positions); then a board offers the moves of Rules.Moves as they
	// are written.
	Clicks(p Position) ([]ClickMove, bool)
	// ClickGroups returns the groups of the click paths of p whose clicks
	// a person may make in any order (see diagram.ClickGrouper), or none
	// for a game without a diagram.ClickGrouper.
	ClickGroups(p Position) []diagram.ClickGroup
	// DiagramClicks returns the board description of p in the middle of
	// a turn: after clicks, a proper prefix of a path Clicks returns, the
	// clicks of each of ClickGroups in any order (see
	// diagram.ClickPreviewer and diagram.ClicksBegin). It returns false if
	// the game has no diagram.ClickPreviewer or clicks is no such prefix.
	DiagramClicks(p Position, clicks []string) (diagram.Diagram, bool)
}

// Game is a registered game bound to one configuration and start position,
// with every operation in the game's own text notation, so that commands,
// records, the web board and the engine protocol work on any game without
// knowing its types. It is made of the small interfaces above, so that a
// function can ask for the part it uses, and of what needs the game's own
// types: its bots, move counts, playouts and openings. A Game is safe for
// concurrent use.
//
// Methods given a Position or Move of another game (or the zero value)
// return an error wrapping ErrPosition where they return errors, and
// otherwise treat it as a finished game with no moves.
type Game interface {
	Identity
	Rules
	Boards
	// Bots describes the game's own bots, beside the generic ones that
	// bot.Help lists.
	Bots() []BotInfo
	// NewBot builds the bot spec describes (bot.Parse reads one from its
	// text, bot.Help lists them); seed seeds its randomness. An external
	// engine (bot.Spec.IsEngine) is no bot of the game: package engine
	// starts it. Errors wrap bot.ErrSpec.
	NewBot(spec bot.Spec, seed uint64) (Bot, error)
	// Perft counts the move sequences of depth plies from p, as ply.Perft.
	Perft(p Position, depth int) uint64
	// Playout plays uniformly random moves from p to the end of the game,
	// as ply.RandomPlayout, and returns the final position, its result
	// and the number of plies.
	Playout(p Position, rng *rand.Rand) (end Position, r ply.Result, plies int)
	// Opening plays plies random moves from p, each drawn among the moves
	// that neither lose at once nor hand the opponent a winning reply, so
	// that the opening does not decide the game; an opening that still
	// ends the game is drawn again. It is how the arena varies its games.
	Opening(p Position, rng *rand.Rand, plies int) Position
	// Unwrap returns the ply.Game behind the handle, for callers that know
	// its types.
	Unwrap() any
}

// OwnBot is one of a game's own bots, such as a classic program's
// baseline, offered under its Name beside the generic bots.
type OwnBot[S, M comparable] struct {
	// Name is the bot's kind in a specification (bot.Spec.Kind), such as
	// "classic-greedy": letters, digits, '-', '_' and '.', and no generic
	// bot's. Its specification may add a TIME ("classic-greedy:500ms",
	// which replaces Limits by that time a move) and the option seed.
	Name string
	// Help says in a few words what it does.
	Help string
	// New builds the bot; rng is its seeded generator.
	New func(rng *rand.Rand) search.Searcher[S, M]
	// NewWithin, if set, builds the bot as New does, with all it keeps
	// between moves (its tables) within mb mebibytes, or of its own
	// sizes for 0: the bot's ResourceBot.SetMemoryMB then bounds it. A
	// bot without it is bounded only by its own sizes.
	NewWithin func(rng *rand.Rand, mb int) search.Searcher[S, M]
	// NewThreads, if set, builds the bot as NewWithin does, its searches
	// on threads threads (0 for its default): the bot then takes the
	// option threads=N, which ResourceBot.LimitThreads bounds. A bot
	// without it refuses the option.
	NewThreads func(rng *rand.Rand, mb, threads int) search.Searcher[S, M]
	// Limits bounds each of its searches; the zero Limits is the
	// player's default budget.
	Limits search.Limits
	// SetProbCut, if set, makes the bot take the option probcut=on|off:
	// it turns the bot's Multi-ProbCut (search.Options.ProbCut, with the
	// game's model) on or off in a searcher New, NewWithin or NewThreads
	// made, and reports false where it cannot cut (the game has no
	// ProbCut model for its start), which makes probcut=on an error
	// wrapping ply.ErrInvalidOption. A bot without it refuses the option.
	SetProbCut func(p search.Searcher[S, M], on bool) bool
	// Book makes the bot play from the game's opening book (Entry.Book)
	// by default, while the position is in it; its specification's
	// book=off turns it off. The generic bots play from it only with
	// book=on.
	Book bool
}

// Adapt builds the handle of g bound to the start position cfg.Position
// (in g's notation) or, when that is empty, g.Start(). g must offer
// ply.Notation (directly or through ply.WithEval's wrapper); its
// ply.PlayerNamer, ply.Renderer and ply.EndReasoner are used where it has
// them. bots are
// the game's own bots, offered beside the generic ones. name is the name
// the game is registered under, and cfg the configuration g was built in.
func Adapt[S, M comparable](name string, g ply.Game[S, M], cfg Config, bots ...OwnBot[S, M]) (Game, error) {
	n, ok := ply.As[ply.Notation[S, M]](g)
	if !ok {
		return nil, fmt.Errorf("registry: game %s has no ply.Notation (ParseMove, FormatMove, ParseState, FormatState), which play, the arena, the engine, records and the web board need to read and write its moves and positions; gametest.Options.RequireNotation checks for it: %w", name, ErrNoNotation)
	}
	cfg.Options = maps.Clone(cfg.Options)
	a := &adapter[S, M]{name: name, g: g, n: n, own: bots, cfg: cfg}
	a.render, _ = ply.As[ply.Renderer[S]](g)
	a.reasoner, _ = ply.As[ply.EndReasoner[S]](g)
	a.diagrammer, _ = ply.As[diagram.Diagrammer[S, M]](g)
	a.clicker, _ = ply.As[diagram.MoveClicker[S, M]](g)
	a.previewer, _ = ply.As[diagram.ClickPreviewer[S]](g)
	a.grouper, _ = ply.As[diagram.ClickGrouper[S]](g)
	a.players = [2]string{"first", "second"}
	if pn, ok := ply.As[ply.PlayerNamer](g); ok {
		for i, p := range [2]ply.Player{ply.First, ply.Second} {
			if s := pn.PlayerName(p); s != "" {
				a.players[i] = s
			}
		}
	}
	a.start = g.Start()
	a.cfg.Position = ""
	if cfg.Position != "" {
		s, err := n.ParseState(cfg.Position)
		if err != nil {
			return nil, fmt.Errorf("position: %w", err)
		}
		if s != a.start {
			a.cfg.Position = n.FormatState(s)
		}
		a.start = s
	}
	for _, b := range bots {
		if b.New == nil {
			return nil, fmt.Errorf("registry: game %s: bot %q has no constructor", name, b.Name)
		}
		if s := (bot.Spec{Kind: b.Name}); !s.IsOwn() || s.Validate() != nil {
			return nil, fmt.Errorf("registry: game %s: bot %q: want a name of letters, digits, '-', '_' and '.' that no generic bot has", name, b.Name)
		}
	}
	return a, nil
}

type adapter[S, M comparable] struct {
	name   string
	cfg    Config
	g      ply.Game[S, M]
	n      ply.Notation[S, M]
	render ply.Renderer[S]
	// reasoner is nil for a game without a ply.EndReasoner.
	reasoner ply.EndReasoner[S]
	players  [2]string
	// diagrammer, clicker, previewer and grouper are nil for a game
	// without them.
	diagrammer diagram.Diagrammer[S, M]
	clicker    diagram.MoveClicker[S, M]
	previewer  diagram.ClickPreviewer[S]
	grouper    diagram.ClickGrouper[S]
	start      S
	own        []OwnBot[S, M]
	// last is the status of the last position ToMove, Result or
	// DescribeEnd was asked about (see result).
	last atomic.Pointer[status[S]]
	// mcts holds the game's own options for "mcts" (Entry.MCTS), nil
	// for the generic defaults.
	mcts *search.MCTSOptions
	// selective is Entry.Selective: "alphabeta:TIME" searches selectively.
	selective bool
	// probcut is the model of Entry.ProbCut for the game's configuration,
	// with which "alphabeta:probcut=on" cuts; nil for none.
	probcut *search.ProbCut
	// bookText and bookMargin are Entry.Book and Entry.BookMargin; book
	// is the book read from bookText (openingBook), nil for none.
	bookText   string
	bookMargin float64
	bookOnce   sync.Once
	book       *book.Book[S, M]
}

func (a *adapter[S, M]) setSelective(on bool) { a.selective = on }

func (a *adapter[S, M]) setProbCut(pc *search.ProbCut) { a.probcut = pc }

// status is whether the game is over in s and how it ended.
type status[S comparable] struct {
	s    S
	r    ply.Result
	over bool
}

// result returns the game's Result of s, remembered for the last state
// asked about: a caller that asks ToMove, then Result, then DescribeEnd of
// one position (the web board's view, a record, the engine's answers)
// costs one Result of the game, which for some games searches for a
// legal move.
func (a *adapter[S, M]) result(s S) (ply.Result, bool) {
	if st := a.last.Load(); st != nil && st.s == s {
		return st.r, st.over
	}
	r, over := a.g.Result(s)
	a.last.Store(&status[S]{s, r, over})
	return r, over
}

// state returns the state of p, if p is a position of this game.
func (a *adapter[S, M]) state(p Position) (S, bool) {
	s, ok := p.state.(S)
	return s, ok
}

// unpack returns the state and move of m, if m is a move of this game.
func (a *adapter[S, M]) unpack(m Move) (S, M, bool) {
	s, ok := a.state(m.from)
	mv, mok := m.move.(M)
	return s, mv, ok && mok
}

// move returns the handle of m, a legal move in s.
func (a *adapter[S, M]) move(s S, m M) Move {
	return Move{from: Position{s}, move: m, text: a.n.FormatMove(s, m)}
}

func (a *adapter[S, M]) badPosition() error {
	return fmt.Errorf("%s: %w", a.name, ErrPosition)
}

func (a *adapter[S, M]) Name() string { return a.name }
func (a *adapter[S, M]) Config() Config {
	c := a.cfg
	c.Options = maps.Clone(c.Options)
	return c
}
func (a *adapter[S, M]) Players() [2]string { return a.players }
func (a *adapter[S, M]) Start() Position    { return Position{a.start} }
func (a *adapter[S, M]) Unwrap() any        { return a.g }

func (a *adapter[S, M]) PlayerName(p ply.Player) string {
	if i := p.Index(); i >= 0 {
		return a.players[i]
	}
	return "nobody"
}

func (a *adapter[S, M]) ParsePosition(text string) (Position, error) {
	s, err := a.n.ParseState(text)
	if err != nil {
		return Position{}, err
	}
	return Position{s}, nil
}

func (a *adapter[S, M]) FormatPosition(p Position) string {
	s, ok := a.state(p)
	if !ok {
		return ""
	}
	return a.n.FormatState(s)
}

func (a *adapter[S, M]) ToMove(p Position) ply.Player {
	s, ok := a.state(p)
	if !ok {
		return ply.NoPlayer
	}
	if _, over := a.result(s); over {
		return ply.NoPlayer
	}
	return a.g.ToMove(s)
}

func (a *adapter[S, M]) Moves(p Position) []Move {
	s, ok := a.state(p)
	if !ok {
		return nil
	}
	moves := a.g.AppendMoves(nil, s)
	out := make([]Move, len(moves))
	for i, m := range moves {
		out[i] = a.move(s, m)
	}
	return out
}

// ParseMove trusts the game's ParseMove, which returns only legal moves
// (ply.Notation, checked by package gametest): no second check.
func (a *adapter[S, M]) ParseMove(p Position, text string) (Move, error) {
	s, ok := a.state(p)
	if !ok {
		return Move{}, a.badPosition()
	}
	m, err := a.n.ParseMove(s, strings.TrimSpace(text))
	if err != nil {
		return Move{}, err
	}
	return a.move(s, m), nil
}

func (a *adapter[S, M]) Apply(m Move) (Position, error) {
	s, mv, ok := a.unpack(m)
	if !ok {
		return Position{}, a.badPosition()
	}
	return Position{a.g.Apply(s, mv)}, nil
}

func (a *adapter[S, M]) Result(p Position) (ply.Result, bool) {
	s, ok := a.state(p)
	if !ok {
		return ply.Result{}, true
	}
	return a.result(s)
}

func (a *adapter[S, M]) DescribeResult(r ply.Result) string {
	s := "draw"
	if r.Winner != ply.NoPlayer {
		s = a.PlayerName(r.Winner) + " wins"
	}
	if r.Score != [2]int{} {
		s += fmt.Sprintf(" %d-%d", r.Score[0], r.Score[1])
	}
	return s
}

// EndReason is ply.EndReason, with the game's Result remembered.
func (a *adapter[S, M]) EndReason(p Position) string {
	s, ok := a.state(p)
	if !ok {
		return ""
	}
	if _, over := a.result(s); !over {
		return ""
	}
	if a.reasoner != nil {
		if why := a.reasoner.EndReason(s); why != "" {
			return why
		}
	}
	return ply.GenericEndReason
}

func (a *adapter[S, M]) DescribeEnd(p Position) string {
	r, over := a.Result(p)
	why := a.EndReason(p)
	if !over || why == "" {
		return ""
	}
	return a.DescribeResult(r) + ": " + why
}

func (a *adapter[S, M]) Render(p Position) string {
	s, ok := a.state(p)
	if !ok {
		return ""
	}
	if a.render != nil {
		return a.render.Render(s)
	}
	return a.n.FormatState(s) + "\n"
}

func (a *adapter[S, M]) Perft(p Position, depth int) uint64 {
	s, ok := a.state(p)
	if !ok {
		return 0
	}
	return ply.Perft(a.g, s, depth)
}

func (a *adapter[S, M]) Playout(p Position, rng *rand.Rand) (Position, ply.Result, int) {
	s, ok := a.state(p)
	if !ok {
		return p, ply.Result{}, 0
	}
	end, r, n := ply.RandomPlayout(a.g, s, rng)
	return Position{end}, r, n
}

func (a *adapter[S, M]) Opening(p Position, rng *rand.Rand, plies int) Position {
	s, ok := a.state(p)
	if !ok {
		return p
	}
	return Position{opening(a.g, s, rng, plies)}
}
