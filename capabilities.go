// capabilities.go holds the optional capabilities a game may offer beside
// Game, how tools discover them (As, through Unwrap chains), and evaluation
// as a value (WithEval).

package ply

import "math/rand/v2"

// Hasher is an optional capability: a Zobrist-style hash of a state, from a
// fixed seed, so that hashes are the same between runs and machines.
//
// Equal hashes promise equal futures: two states with the same hash have
// the same player to move, the same legal moves (in the same order), the
// same Result and the same Evaluate, and so do the states every sequence of
// those moves leads to. A hash must therefore cover everything the rules
// read, not only the pieces on the board: a ply counter where a turn cap can
// end the game, the history a repetition rule looks back on. Equal states
// have equal hashes. Collisions of unequal states are allowed only at the
// rate of a good 64-bit hash; gametest checks the promise along playouts.
type Hasher[S any] interface {
	Hash(s S) uint64
}

// Notation is an optional capability: the game's text notation for moves
// and states. ParseMove accepts what FormatMove writes, ParseState what
// FormatState writes. Parse errors wrap ErrSyntax (malformed text),
// ErrInvalidState (a well-formed but impossible state) or ErrIllegalMove (a
// well-formed move that is not legal in s, such as a placement on an
// occupied cell). ParseMove returns only legal moves.
type Notation[S, M any] interface {
	ParseMove(s S, text string) (M, error)
	FormatMove(s S, m M) string
	ParseState(text string) (S, error)
	FormatState(s S) string
}

// Renderer is an optional capability: a multi-line text board for
// terminals.
type Renderer[S any] interface {
	Render(s S) string
}

// PlayerNamer is an optional capability: the names the game gives its two
// sides, such as "Red" and "Blue" or "Black" and "White", for every message
// a person reads. PlayerName returns the name of First or Second, and ""
// for any other value.
type PlayerNamer interface {
	PlayerName(p Player) string
}

// Names is a pair of side names, First's then Second's, that implements
// PlayerNamer: a game answers PlayerName with Names{"Red", "Blue"}.
type Names [2]string

// PlayerName returns the name of First or Second, and "" for any other
// value.
func (n Names) PlayerName(p Player) string {
	if i := p.Index(); i >= 0 {
		return n[i]
	}
	return ""
}

// EndReasoner is an optional capability: why a finished game ended, in
// words a person reads, such as "White filled its own home (rule E2)",
// "a Black piece was pushed off the board" or "neither side can place a
// disc (Black 34 discs, White 30 discs)". The reason names the rule that
// ended the game, not only the winner (which Result gives): it is what a
// board, a terminal, an engine protocol and a record show beside the
// result. EndReason returns "" for a state that is not over. Tools find it
// with As and fall back on EndReason's generic text for a game without it.
type EndReasoner[S any] interface {
	EndReason(s S) string
}

// Setups is an optional capability: the named start states of a game, such
// as a rulebook's opening and a seeded random one. SetupNames lists the
// names Setup accepts, the default setup (the one Start returns) first.
// Setup returns the start state called name; seed seeds the random setups
// and is ignored by the others, so equal arguments give equal states. An
// unknown name is an error wrapping ErrInvalidOption. A game is started
// from a setup with its WithStart option.
type Setups[S any] interface {
	SetupNames() []string
	Setup(name string, seed uint64) (S, error)
}

// MoveCounter is an optional capability: CountMoves(s) returns
// len(AppendMoves(nil, s)) without building the list. Perft uses it to count
// the last ply in bulk.
type MoveCounter[S any] interface {
	CountMoves(s S) int
}

// Perfter is an optional capability: a game's own, faster perft. Perft(s,
// depth) returns what ply.Perft returns, which uses it where a game has it.
type Perfter[S any] interface {
	Perft(s S, depth int) uint64
}

// PlayoutRunner is an optional capability: a game's own, faster random
// playout. RandomPlayout plays uniformly random legal moves from s until the
// game is over, with all randomness from rng, and returns what
// ply.RandomPlayout returns. It may consume rng differently from the
// generic playout, and so play other games from the same seed.
type PlayoutRunner[S any] interface {
	RandomPlayout(s S, rng *rand.Rand) (end S, r Result, plies int)
}

// MoveOrderer is an optional capability that helps alpha-beta search the
// best moves first: a rough priority of move m in state s, higher first. A
// game returns a high value for wins and captures, 0 for ordinary moves and
// a negative value for moves that are usually bad. It affects only the order
// of the search (so its speed), never its result. It must be cheap.
type MoveOrderer[S, M any] interface {
	MovePriority(s S, m M) int
}

// ForcingMover is an optional capability that lets alpha-beta look past its
// horizon along forcing lines (quiescence search): AppendForcing appends to
// dst the forcing moves of the unfinished state s, the moves whose effect a
// static evaluation misjudges, such as captures, immediate wins, threats or
// answers to a threat. They must be legal moves of s, as AppendMoves
// generates them, in a fixed order. Few moves should be forcing, or the
// extension costs more than it shows; none at all is fine.
type ForcingMover[S, M any] interface {
	AppendForcing(dst []M, s S) []M
}

// PlayoutPolicy is an optional capability that guides Monte Carlo playouts:
// the index, in moves (the legal moves of s in generation order), of the
// move to play. It draws any randomness from rng, so that playouts repeat.
// An index out of range is replaced by a uniform choice.
type PlayoutPolicy[S, M any] interface {
	PlayoutMove(s S, moves []M, rng *rand.Rand) int
}

// MoveIndexer is an optional capability that numbers a game's moves:
// MoveIndex(m) lies in [0, MoveIndexes()) and is the same for equal moves.
// Searches key their per-move tables (the history heuristic) by it instead
// of hashing each move, which is faster. Distinct moves may share an index,
// at a cost in the tables' precision only; a small MoveIndexes (at most a
// million) keeps the tables small.
type MoveIndexer[M any] interface {
	MoveIndex(m M) int
	MoveIndexes() int
}

// EvalScaler is an optional capability that gives the scale of the game's
// Evaluate: about the value at which a side's advantage makes its win
// likely (tanh(1) ≈ 0.76). Monte Carlo searches whose playouts are cut off
// before the end convert Evaluate into an expected outcome as
// tanh(Evaluate/EvalScale) (see search.MCTSOptions). Found with As, the
// scale survives WithEval: an evaluation given there should be of the same
// scale, or come with its own to the search's options.
type EvalScaler interface {
	EvalScale() float64
}

// Wrapper is implemented by a Game that wraps another, such as the one
// WithEval returns. As follows Unwrap to find the capabilities of the
// wrapped game.
type Wrapper[S, M comparable] interface {
	Unwrap() Game[S, M]
}

// As reports whether g, or a game it wraps (following Unwrap), implements
// the capability C, and returns the first that does. Tools discover every
// optional capability with As rather than a bare type assertion, so that a
// wrapped game keeps its notation, its hash and the rest:
//
//	if h, ok := ply.As[ply.Hasher[S]](g); ok { ... }
func As[C any, S, M comparable](g Game[S, M]) (C, bool) {
	for g != nil {
		if c, ok := g.(C); ok {
			return c, true
		}
		w, ok := g.(Wrapper[S, M])
		if !ok {
			break
		}
		g = w.Unwrap()
	}
	var zero C
	return zero, false
}

// EvalFunc is an evaluation as a value: a heuristic value of the unfinished
// state s for p, higher is better for p, as Game.Evaluate returns.
type EvalFunc[S any] func(s S, p Player) float64

// WithEval returns g with its Evaluate replaced by eval; everything else is
// g's. The result is a Wrapper, so As still finds g's capabilities (its
// notation, hash, renderer, ...), and a search that uses it keeps its
// transposition table. It is the way to give a bot another evaluation:
//
//	bot := search.AlphaBeta(ply.WithEval(g, mapello.EvalClassic), opts)
//
// Every search calls the wrapper's Evaluate: alpha-beta at its horizon, and
// MCTS at its playout cut-offs, scaled by the game's EvalScaler.
//
// A Hasher found through the wrapper keeps its promise, because the
// evaluation is the same for every state of one wrapped game.
func WithEval[S, M comparable](g Game[S, M], eval EvalFunc[S]) Game[S, M] {
	return evaluated[S, M]{g, eval}
}

// evaluated is the Game WithEval returns.
type evaluated[S, M comparable] struct {
	Game[S, M]
	eval EvalFunc[S]
}

func (e evaluated[S, M]) Evaluate(s S, p Player) float64 { return e.eval(s, p) }
func (e evaluated[S, M]) Unwrap() Game[S, M]             { return e.Game }
