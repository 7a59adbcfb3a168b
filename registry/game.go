// game.go holds the type-erased handle of a registered game, the opaque
// Position it works on, and Adapt, which builds the handle from any
// ply.Game with notation.

package registry

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/plygo/ply"
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

// Game is a registered game bound to one configuration and start position,
// with every operation in the game's own text notation, so that commands,
// records, the web board and the engine protocol work on any game without
// knowing its types. A Game is safe for concurrent use.
//
// Methods given a Position of another game (or the zero Position) return
// an error wrapping ErrPosition where they return errors, and otherwise
// treat it as a finished game with no moves.
type Game interface {
	// Name returns the name the game is registered under.
	Name() string
	// Players returns the names of ply.First and ply.Second, such as
	// "Red" and "Blue".
	Players() [2]string
	// PlayerName returns the name of p: Players()[p.Index()], or "nobody"
	// for ply.NoPlayer.
	PlayerName(p ply.Player) string
	// Start returns the start position of this configuration.
	Start() Position
	// ParsePosition reads a position in the game's notation. Errors wrap
	// ply.ErrSyntax or ply.ErrInvalidState.
	ParsePosition(text string) (Position, error)
	// FormatPosition writes a position in the game's notation.
	FormatPosition(p Position) string
	// ToMove returns the player to move in p.
	ToMove(p Position) ply.Player
	// Moves returns the legal moves in p in the game's notation, in
	// generation order; none when the game is over.
	Moves(p Position) []string
	// NormalizeMove parses move in p and returns its canonical text, the
	// one Moves lists. Errors wrap ply.ErrSyntax, ply.ErrIllegalMove or
	// ply.ErrGameOver.
	NormalizeMove(p Position, move string) (string, error)
	// Play returns the position after move, checked as ply.Play checks
	// it; p is unchanged. Errors wrap ply.ErrSyntax, ply.ErrIllegalMove or
	// ply.ErrGameOver.
	Play(p Position, move string) (Position, error)
	// Result reports whether the game is over in p and how it ended.
	Result(p Position) (r ply.Result, over bool)
	// DescribeResult says a result in words with the players' names, such
	// as "Red wins" or "Black wins 35-29" or "draw".
	DescribeResult(r ply.Result) string
	// Render returns a text board of p: the game's own where it has a
	// ply.Renderer, else the position's notation and a newline.
	Render(p Position) string
	// Diagram describes p for drawing (see diagram.Diagrammer and package
	// diagram); ok is false for a game without a diagram.Diagrammer.
	Diagram(p Position) (d diagram.Diagram, ok bool)
	// DiagramAfter describes the position after move in prev, with the
	// move marked. Errors wrap ErrNoDiagram for a game without a
	// diagram.Diagrammer, or what Play's would.
	DiagramAfter(prev Position, move string) (diagram.Diagram, error)
	// Bots describes the game's own bots, beside the generic ones that
	// BotHelp lists.
	Bots() []BotInfo
	// NewBot builds the bot a specification names (see BotHelp); seed
	// seeds its randomness. Errors wrap ErrBotSpec.
	NewBot(spec string, seed uint64) (Bot, error)
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
	// Name is the bot's specification, such as "classic-greedy".
	Name string
	// Help says in a few words what it does.
	Help string
	// New builds the bot; rng is its seeded generator.
	New func(rng *rand.Rand) search.Strategy[S, M]
}

// Adapt builds the handle of g bound to the start position cfg.Position
// (in g's notation) or, when that is empty, g.Start(). g must offer
// ply.Notation (directly or through ply.WithEval's wrapper); its
// ply.PlayerNamer and ply.Renderer are used where it has them. bots are
// the game's own bots, offered beside the generic ones. name is the name
// the game is registered under.
func Adapt[S, M comparable](name string, g ply.Game[S, M], cfg Config, bots ...OwnBot[S, M]) (Game, error) {
	n, ok := ply.As[ply.Notation[S, M]](g)
	if !ok {
		return nil, fmt.Errorf("registry: game %s has no ply.Notation", name)
	}
	a := &adapter[S, M]{name: name, g: g, n: n, own: bots}
	a.render, _ = ply.As[ply.Renderer[S]](g)
	a.diagrammer, _ = ply.As[diagram.Diagrammer[S, M]](g)
	a.players = [2]string{"first", "second"}
	if pn, ok := ply.As[ply.PlayerNamer](g); ok {
		for i, p := range [2]ply.Player{ply.First, ply.Second} {
			if s := pn.PlayerName(p); s != "" {
				a.players[i] = s
			}
		}
	}
	a.start = g.Start()
	if cfg.Position != "" {
		s, err := n.ParseState(cfg.Position)
		if err != nil {
			return nil, fmt.Errorf("position: %w", err)
		}
		a.start = s
	}
	for _, b := range bots {
		if b.Name == "" || b.New == nil {
			return nil, fmt.Errorf("registry: game %s: a bot without a name or constructor", name)
		}
	}
	return a, nil
}

type adapter[S, M comparable] struct {
	name    string
	g       ply.Game[S, M]
	n       ply.Notation[S, M]
	render  ply.Renderer[S]
	players [2]string
	// diagrammer is nil for a game without diagrams.
	diagrammer diagram.Diagrammer[S, M]
	start      S
	own        []OwnBot[S, M]
}

// state returns the state of p, if p is a position of this game.
func (a *adapter[S, M]) state(p Position) (S, bool) {
	s, ok := p.state.(S)
	return s, ok
}

func (a *adapter[S, M]) badPosition() error {
	return fmt.Errorf("%s: %w", a.name, ErrPosition)
}

func (a *adapter[S, M]) Name() string       { return a.name }
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
	if _, over := a.g.Result(s); over {
		return ply.NoPlayer
	}
	return a.g.ToMove(s)
}

func (a *adapter[S, M]) Moves(p Position) []string {
	s, ok := a.state(p)
	if !ok {
		return nil
	}
	moves := a.g.AppendMoves(nil, s)
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = a.n.FormatMove(s, m)
	}
	return out
}

// parse reads a move and checks it as ply.Play does.
func (a *adapter[S, M]) parse(s S, text string) (M, error) {
	var zero M
	if _, over := a.g.Result(s); over {
		return zero, fmt.Errorf("%s: move %q: %w", a.name, text, ply.ErrGameOver)
	}
	m, err := a.n.ParseMove(s, strings.TrimSpace(text))
	if err != nil {
		return zero, err
	}
	if _, err := ply.Play(a.g, s, m); err != nil {
		return zero, fmt.Errorf("%s: move %q: %w", a.name, text, err)
	}
	return m, nil
}

func (a *adapter[S, M]) NormalizeMove(p Position, move string) (string, error) {
	s, ok := a.state(p)
	if !ok {
		return "", a.badPosition()
	}
	m, err := a.parse(s, move)
	if err != nil {
		return "", err
	}
	return a.n.FormatMove(s, m), nil
}

func (a *adapter[S, M]) Play(p Position, move string) (Position, error) {
	s, ok := a.state(p)
	if !ok {
		return p, a.badPosition()
	}
	m, err := a.parse(s, move)
	if err != nil {
		return p, err
	}
	return Position{a.g.Apply(s, m)}, nil
}

func (a *adapter[S, M]) Result(p Position) (ply.Result, bool) {
	s, ok := a.state(p)
	if !ok {
		return ply.Result{}, true
	}
	return a.g.Result(s)
}

func (a *adapter[S, M]) DescribeResult(r ply.Result) string {
	return describe(a, r)
}

// describe says r with the players' names of g.
func describe(g Game, r ply.Result) string {
	s := "draw"
	if r.Winner != ply.NoPlayer {
		s = g.PlayerName(r.Winner) + " wins"
	}
	if r.Score != [2]int{} {
		s += fmt.Sprintf(" %d-%d", r.Score[0], r.Score[1])
	}
	return s
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

func (a *adapter[S, M]) Diagram(p Position) (diagram.Diagram, bool) {
	s, ok := a.state(p)
	if !ok || a.diagrammer == nil {
		return diagram.Diagram{}, false
	}
	return a.diagrammer.Diagram(s), true
}

func (a *adapter[S, M]) DiagramAfter(prev Position, move string) (diagram.Diagram, error) {
	s, ok := a.state(prev)
	if !ok {
		return diagram.Diagram{}, a.badPosition()
	}
	if a.diagrammer == nil {
		return diagram.Diagram{}, fmt.Errorf("%s: %w", a.name, ErrNoDiagram)
	}
	m, err := a.parse(s, move)
	if err != nil {
		return diagram.Diagram{}, err
	}
	return a.diagrammer.DiagramAfter(s, m)
}
