// game.go holds Game, its options and its ply.Game methods, end checks E1–E4 included.

package mitsudomoe

import (
	"fmt"

	"github.com/plygo/ply"
)

// DefaultMaxPlies is the turn cap of the standard game: a game still
// running after this many turns in total is a draw (end check E4).
const DefaultMaxPlies = 200

// Game is the two-player Mitsudomoe of the rules with its
// configuration. It implements ply.Game[State, Move] together with
// ply.Hasher, ply.Notation and ply.Renderer. A Game is immutable and safe
// for concurrent use.
type Game struct {
	maxPlies int
	eval     EvalFunc
}

// Option configures a Game.
type Option func(*Game)

// MaxPlies sets the turn cap of end check E4: the game is a draw once n
// turns have been played in total. Zero (or less) means no cap; the rules
// then allow endless games. The default is DefaultMaxPlies.
func MaxPlies(n int) Option {
	return func(g *Game) { g.maxPlies = max(n, 0) }
}

// Evaluator sets the evaluation Game.Evaluate uses. The default is
// RaceEval; SeedEval is the seed program's. A nil f keeps the default.
func Evaluator(f EvalFunc) Option {
	return func(g *Game) {
		if f != nil {
			g.eval = f
		}
	}
}

// New returns the standard game (MaxPlies 200, RaceEval) changed by opts.
func New(opts ...Option) *Game {
	g := &Game{maxPlies: DefaultMaxPlies, eval: RaceEval}
	for _, o := range opts {
		o(g)
	}
	return g
}

// Compile-time checks of the capabilities *Game offers.
var (
	_ ply.Game[State, Move]     = (*Game)(nil)
	_ ply.Hasher[State]         = (*Game)(nil)
	_ ply.Notation[State, Move] = (*Game)(nil)
	_ ply.Renderer[State]       = (*Game)(nil)
)

// MaxPlies returns the turn cap of g, 0 for none.
func (g *Game) MaxPlies() int { return g.maxPlies }

// String describes the configuration, for example "mitsudomoe (max 200 plies)".
func (g *Game) String() string {
	if g.maxPlies == 0 {
		return "mitsudomoe (no ply cap)"
	}
	return fmt.Sprintf("mitsudomoe (max %d plies)", g.maxPlies)
}

// Start returns the start position: each side's three balls on rings in
// its home corner, five rings in supply, White to move.
func (g *Game) Start() State { return startState }

// ToMove returns the player to move in s: First is White, Second is Black.
func (g *Game) ToMove(s State) ply.Player { return s.ToMove() }

// AppendMoves appends every legal turn in s to dst and returns the
// extended slice; it appends nothing when the game is over. Each distinct
// outcome is generated once; the order is fixed: ring sources (placement
// first, then exposed rings in cell order), ring destinations in cell order,
// then ball steps and relocations.
func (g *Game) AppendMoves(dst []Move, s State) []Move {
	if g.decided(&s) {
		return dst
	}
	return appendTurns(dst, &s)
}

// Apply returns the state after m, which must be a move AppendMoves
// generated for s. It never changes s.
func (g *Game) Apply(s State, m Move) State {
	p := s.side
	v := m.v
	if src := Cell(v & 31); src == placeCode {
		s.supply[p]--
	} else {
		s.pop(src)
	}
	s.push(Cell(v>>ringToShift&31), p)
	from, to := Cell(v>>fromShift&31), Cell(v>>toShift&31)
	s.balls[p] ^= 1<<from | 1<<to
	if fill := m.filled(); fill != 0 {
		q := p ^ 1
		s.balls[q] = s.balls[q]&^m.vacated() | fill
	}
	s.side ^= 1
	s.plies++
	return s
}

// Result reports whether the game is over in s and how it ended, with the
// end checks of the rules in order, for the player P who has just moved
// and the player Q to move: E1 all of P's balls on P's goal, P wins; E2 all
// three cells of P's home hold balls, P loses; E3 Q has no legal turn, Q
// loses; E4 the turn cap is reached, a draw. E1 and E2 judge a completed
// turn, so they apply only once a turn has been played: at ply 0 (the
// start, where both homes are full, or a position read from text with ply
// count 0) only E3 and E4 can end the game.
func (g *Game) Result(s State) (ply.Result, bool) {
	q := s.side
	p := q ^ 1
	switch {
	case s.plies > 0 && s.balls[p]&goal[p] == goal[p]:
		return ply.Result{Winner: player(p)}, true
	case s.plies > 0 && (s.balls[0]|s.balls[1])&home[p] == home[p]:
		return ply.Result{Winner: player(q)}, true
	case !hasTurn(&s):
		return ply.Result{Winner: player(p)}, true
	case g.capped(&s):
		return ply.Result{}, true
	}
	return ply.Result{}, false
}

// decided reports whether end check E1, E2 or E4 ends the game in s; E3
// (no legal turn) needs no check before generating moves.
func (g *Game) decided(s *State) bool {
	p := s.side ^ 1
	return s.plies > 0 && (s.balls[p]&goal[p] == goal[p] ||
		(s.balls[0]|s.balls[1])&home[p] == home[p]) ||
		g.capped(s)
}

// capped reports whether the turn cap is reached. A state with more turns
// than the cap (possible only from text) counts as capped too.
func (g *Game) capped(s *State) bool {
	return g.maxPlies > 0 && uint64(s.plies) >= uint64(g.maxPlies)
}

// Evaluate returns the heuristic value of the unfinished state s for p with
// the game's evaluation (RaceEval unless set with Evaluator): higher is
// better for p, and values lie within ±15,000.
func (g *Game) Evaluate(s State, p ply.Player) float64 {
	if _, ok := colour(p); !ok {
		return 0
	}
	return g.eval(s, p)
}
