// game.go holds Game, its options and its ply.Game methods: the rules of Push Fight.

package pushfight

import (
	"fmt"
	"iter"
	"math/bits"
	"math/rand/v2"

	"github.com/plygo/ply"
)

// DefaultMaxTurns is the default turn cap: a game that reaches 200
// completed turns is a draw.
const DefaultMaxTurns = 200

// DefaultRepetitions is the default repetition rule: a position that
// occurs for the third time is a draw.
const DefaultRepetitions = 3

// Game is Push Fight with one configuration: the start position, the draw
// rules and the own-push-off variant. It implements ply.Game, ply.Hasher,
// ply.Notation, ply.Renderer and ply.PlayoutRunner, and is safe for
// concurrent use.
type Game struct {
	start     State
	maxTurns  int
	reps      int
	selfLoses bool
	mobility  bool // evaluate as the seed program did
}

var (
	_ ply.Game[State, Move]     = (*Game)(nil)
	_ ply.Hasher[State]         = (*Game)(nil)
	_ ply.Notation[State, Move] = (*Game)(nil)
	_ ply.Renderer[State]       = (*Game)(nil)
	_ ply.PlayoutRunner[State]  = (*Game)(nil)
)

// Option configures a Game.
type Option func(*Game)

// StartAt makes s the start state of the game, for example a named setup
// from NamedSetup or a position from ParseState.
func StartAt(s State) Option { return func(g *Game) { g.start = s } }

// MaxTurns sets the turn cap: a game is drawn once n turns are completed
// (DefaultMaxTurns by default). n <= 0 removes the cap; the turn counter
// then stops at 65535.
func MaxTurns(n int) Option { return func(g *Game) { g.maxTurns = max(n, 0) } }

// Repetitions sets the repetition rule: a position (board, anchor, side to
// move) occurring for the n-th time is a draw (DefaultRepetitions by
// default). n <= 1 removes the rule. Occurrences are counted over the last
// HistoryLen turns, so n above HistoryLen+1 never draws.
func Repetitions(n int) Option {
	return func(g *Game) {
		if n <= 1 {
			n = 0
		}
		g.reps = n
	}
}

// SelfPushOffLoses switches on the rules file's variant in which pushing
// one's own piece off the board is legal and loses at once. By default it
// is illegal.
func SelfPushOffLoses(on bool) Option { return func(g *Game) { g.selfLoses = on } }

// SeedEvaluation makes Evaluate the seed program's: the mobility
// difference (see Mobility) instead of the rules file's richer evaluation.
// It is the baseline the arena measures bots against.
func SeedEvaluation() Option { return func(g *Game) { g.mobility = true } }

// New returns Push Fight with the given options; with none, the standard
// game: the "standard" fixed setup, threefold repetition and a 200-turn cap
// drawn, own push-offs illegal.
func New(opts ...Option) *Game {
	g := &Game{start: standardStart, maxTurns: DefaultMaxTurns, reps: DefaultRepetitions}
	for _, o := range opts {
		o(g)
	}
	return g
}

// Start returns the start state of the game.
func (g *Game) Start() State { return g.start }

// MaxTurns returns the turn cap, 0 for none.
func (g *Game) MaxTurns() int { return g.maxTurns }

// ToMove returns the player to move (or to set up) in s.
func (g *Game) ToMove(s State) ply.Player { return s.ToMove() }

// AppendMoves appends the legal moves of s to dst: in the placement phase
// every setup move (12,870), in the play phase one turn per distinct
// resulting position (board and anchor), written as its canonical
// sequence. Turns come in canonical order of their sequences. It appends
// nothing when the game is over, and allocates nothing when dst has room.
func (g *Game) AppendMoves(dst []Move, s State) []Move {
	switch s.Phase() {
	case Placement:
		return appendSetups(dst, &s)
	case Finished:
		return dst
	}
	if g.drawn(&s) {
		return dst
	}
	return g.appendTurns(dst, &s, modeDistinct)
}

// Successors yields each legal move of s with the state it leads to, in
// the order of AppendMoves. It is a convenience form: it lists the moves
// first, so it allocates their slice.
func (g *Game) Successors(s State) iter.Seq2[Move, State] {
	return func(yield func(Move, State) bool) {
		for _, m := range g.AppendMoves(nil, s) {
			if !yield(m, g.Apply(s, m)) {
				return
			}
		}
	}
}

// appendTurns runs the generator in a deduplicating or raw mode.
func (g *Game) appendTurns(dst []Move, s *State, mode genMode) []Move {
	var tab boardTable
	t := turnGen{tab: &tab}
	t.init(s, g.selfLoses, mode)
	return t.run(dst)
}

// AppendSequences appends every legal turn sequence of s to dst, before
// deduplication: turns that reach the same position once per sequence (the
// "turns" counts of the rules file). Apply accepts these moves, but Play and
// ParseMove only know the canonical one of each result. It appends nothing
// outside the play phase or when the game is over.
func (g *Game) AppendSequences(dst []Move, s State) []Move {
	if s.Phase() != Play || g.drawn(&s) {
		return dst
	}
	var t turnGen
	t.init(&s, g.selfLoses, modeRaw)
	return t.run(dst)
}

// AppendWinningTurns appends the turns of s that push an enemy piece off
// the board, one per distinct result, as AppendMoves would list them.
func (g *Game) AppendWinningTurns(dst []Move, s State) []Move {
	if s.Phase() != Play || g.drawn(&s) {
		return dst
	}
	return g.appendTurns(dst, &s, modeWins)
}

// hasTurn reports whether the side to move in a play-phase state has a
// complete legal turn.
func (g *Game) hasTurn(s *State) bool {
	var t turnGen
	t.init(s, g.selfLoses, modeAny)
	t.run(nil)
	return t.done
}

// drawn reports whether a play-phase state is drawn by repetition or the
// turn cap, not looking at whether the side to move has a turn.
func (g *Game) drawn(s *State) bool {
	if g.reps > 0 && 1+s.repetitions() >= g.reps {
		return true
	}
	return g.maxTurns > 0 && int(s.turns) >= g.maxTurns
}

// Apply returns the state after m. m must be a move AppendMoves generates
// for s (or, for turns, a sequence from AppendSequences or RandomTurn);
// anything else gives an unspecified state, without panicking.
func (g *Game) Apply(s State, m Move) State {
	if m.IsSetup() {
		side, sq, rd := m.setupMasks()
		s.sq[side] |= sq
		s.rd[side] |= rd
		s.side ^= 1
		return s
	}
	k := s.key()
	n, f1, t1, f2, t2, p, d := m.turn()
	me := s.side
	if n >= 1 {
		s.sq[me], s.rd[me] = slide(s.sq[me], s.rd[me], 1<<f1, 1<<t1)
	}
	if n >= 2 {
		s.sq[me], s.rd[me] = slide(s.sq[me], s.rd[me], 1<<f2, 1<<t2)
	}
	line, beyond := pushLine(s.occ(), p, d)
	moved := line | 1<<p
	keep := moved
	if beyond == 0 {
		keep &^= last[d][p]
	}
	for c := range 2 {
		s.sq[c] = s.sq[c]&^moved | shift(s.sq[c]&keep, d)
		s.rd[c] = s.rd[c]&^moved | shift(s.rd[c]&keep, d)
	}
	if f := first[d][p]; f != 0 {
		s.anchor = uint8(bits.TrailingZeros32(f)) + 1
	}
	s.side ^= 1
	if s.turns < 0xFFFF {
		s.turns++
	}
	copy(s.hist[1:], s.hist[:HistoryLen-1])
	s.hist[0] = k
	return s
}

// Result reports whether the game is over in s, checking in the rules
// file's order: a piece pushed off (its owner loses), no legal turn for the
// side to move (it loses), the repetition rule, then the turn cap (draws).
// The placement phase never ends the game.
func (g *Game) Result(s State) (ply.Result, bool) {
	switch s.Phase() {
	case Placement:
		return ply.Result{}, false
	case Finished:
		w, _ := s.Pieces()
		if w == 5 {
			return ply.Result{Winner: ply.First}, true
		}
		return ply.Result{Winner: ply.Second}, true
	}
	if !g.hasTurn(&s) {
		return ply.Result{Winner: s.ToMove().Opponent()}, true
	}
	if g.drawn(&s) {
		return ply.Result{}, true
	}
	return ply.Result{}, false
}

// NamedSetup returns the start state of a named setup: "standard" (the
// default, maksverver's web app position), "classic", "mirror" (the
// rules file's other fixed setups, White to move, no anchor), or
// "placement" (the empty board, White to place first). Other names return
// an error wrapping ply.ErrSyntax.
func NamedSetup(name string) (State, error) {
	for _, ns := range namedSetups {
		if ns.name == name {
			return mustParse(ns.fen), nil
		}
	}
	return State{}, fmt.Errorf("pushfight: setup %q: want standard, classic, mirror or placement: %w", name, ply.ErrSyntax)
}

// SetupNames returns the names NamedSetup knows, the default first.
func SetupNames() []string {
	out := make([]string, len(namedSetups))
	for i, ns := range namedSetups {
		out[i] = ns.name
	}
	return out
}

var namedSetups = []struct{ name, fen string }{
	{"standard", "1WB2/3wBb2/2wWb3/2WB1 w - 0"},
	{"classic", "1WB2/3wbB2/2Wwb3/2WB1 w - 0"},
	{"mirror", "1wb2/3WB3/2wWBb2/2WB1 w - 0"},
	{"placement", "5/8/8/5 w - 0"},
}

var standardStart = mustParse(namedSetups[0].fen)

func mustParse(text string) State {
	s, err := ParseState(text)
	if err != nil {
		panic(err) // only for the package's own constants
	}
	return s
}

// appendSetups appends the 12,870 setup moves of the player to set up:
// three squares, then two rounds, on empty cells of its half, ordered by
// the squares' cells, then the rounds' cells.
func appendSetups(dst []Move, s *State) []Move {
	side := int(s.side)
	// free has bit i set when the i-th cell of the half is empty (all of
	// them in any valid state).
	free := 0
	occ := s.occ()
	for i, b := range halves[side] {
		if occ>>b&1 == 0 {
			free |= 1 << i
		}
	}
	head := setupFlag | Move(side)<<30
	for i := 0; i < halfBits; i++ {
		for j := i + 1; j < halfBits; j++ {
			for k := j + 1; k < halfBits; k++ {
				sq := 1<<i | 1<<j | 1<<k
				if sq&^free != 0 {
					continue
				}
				rest := free &^ sq
				for l := 0; l < halfBits; l++ {
					for m := l + 1; m < halfBits; m++ {
						rd := 1<<l | 1<<m
						if rd&^rest == 0 {
							dst = append(dst, head|Move(sq)|Move(rd)<<halfBits)
						}
					}
				}
			}
		}
	}
	return dst
}

// randomSetup draws a setup move uniformly.
func randomSetup(s *State, rng *rand.Rand) Move {
	side := int(s.side)
	free := validMask &^ s.occ()
	var cells [halfBits]uint8
	n := 0
	for _, b := range halves[side] {
		if free>>b&1 != 0 {
			cells[n] = b
			n++
		}
	}
	// A partial Fisher-Yates shuffle picks five distinct cells.
	for i := 0; i < 5 && i < n; i++ {
		j := i + rng.IntN(n-i)
		cells[i], cells[j] = cells[j], cells[i]
	}
	sq := uint32(1)<<cells[0] | 1<<cells[1] | 1<<cells[2]
	rd := uint32(1)<<cells[3] | 1<<cells[4]
	return setupMove(side, sq, rd)
}
