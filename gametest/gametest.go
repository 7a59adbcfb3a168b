// gametest.go holds Run, the rapid-driven conformance check of a ply.Game.

package gametest

import (
	"encoding"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/diagram"
	"pgregory.net/rapid"
)

// Options tunes Run. The zero value checks g from g.Start().
type Options[S, M comparable] struct {
	// Starts are the states playouts start from, one drawn per playout.
	// Empty means g.Start() alone.
	Starts []S
	// MaxPlies is the rules' bound on the length of a game from any
	// start; a longer playout fails. Zero leaves it unchecked (but a
	// playout longer than a million plies still fails).
	MaxPlies int
	// Invariant, if set, is checked on every state met.
	Invariant func(s S) error
	// Step, if set, is checked on every move played.
	Step func(before S, m M, after S) error
	// SampleMoves is how many moves per state get the per-move checks
	// (notation round trip, Play); zero means 8. The move played is always
	// among them. Every move is still applied and its child checked for
	// distinctness.
	SampleMoves int
	// RequireNotation makes Run fail when g lacks ply.Notation (directly
	// or through a wrapper such as ply.WithEval's). The ply contract does
	// not ask for it, but the registry does (registry.Adapt and Register
	// refuse a game without it), and with it play, the arena, the engine,
	// records and the web board: set it for a game meant for them.
	RequireNotation bool
}

const hardPlyLimit = 1_000_000

// Run checks with rapid that g keeps the ply contract along random
// playouts. The number of playouts is rapid's (-rapid.checks, 100 by
// default, a fifth of that under -short).
func Run[S, M comparable](t testing.TB, g ply.Game[S, M], opts Options[S, M]) {
	t.Helper()
	starts := opts.Starts
	if len(starts) == 0 {
		starts = []S{g.Start()}
	}
	sample := opts.SampleMoves
	if sample <= 0 {
		sample = 8
	}
	if _, ok := ply.As[ply.Notation[S, M]](g); !ok && opts.RequireNotation {
		t.Errorf("gametest: the game has no ply.Notation (ParseMove, FormatMove, ParseState, FormatState), which the registry and every command need (Options.RequireNotation); position: %v", g.Start())
		return
	}
	if pr, ok := ply.As[ply.PlayoutRunner[S]](g); ok {
		checkPlayouts(t, g, pr, starts, opts.MaxPlies)
		if t.Failed() {
			return
		}
	}
	if pf, ok := ply.As[ply.Perfter[S]](g); ok {
		checkPerfter(t, g, pf, starts)
		if t.Failed() {
			return
		}
	}
	if su, ok := ply.As[ply.Setups[S]](g); ok {
		checkSetups(t, g, su, opts, sample)
		if t.Failed() {
			return
		}
	}
	// hashed remembers a state for each hash met in any playout of this
	// run, to look for equal hashes with different futures.
	hashed := map[uint64]S{}
	parsedAll := map[S]bool{}
	b := newBoard(g)
	rapid.Check(t, func(rt *rapid.T) {
		c := checker[S, M]{t: rt, g: g, opts: opts, sample: sample, hashed: hashed, parsedAll: parsedAll, board: b}
		c.notation, _ = ply.As[ply.Notation[S, M]](g)
		c.hasher, _ = ply.As[ply.Hasher[S]](g)
		start := rapid.IntRange(0, len(starts)-1).Draw(rt, "start")
		c.playout(starts[start])
	})
}

// checkPerfter compares a game's own perft with the generic count from
// each start, at depths 1 to 4 while the trees stay below a million
// leaves.
func checkPerfter[S, M comparable](t testing.TB, g ply.Game[S, M], pf ply.Perfter[S], starts []S) {
	t.Helper()
	plain := Plain(g)
	for i, s := range starts {
		for d := 1; d <= 4; d++ {
			want := ply.Perft(plain, s, d)
			if got := pf.Perft(s, d); got != want {
				t.Fatalf("the game's Perft from start %d, depth %d: %d, the generic count %d", i, d, got, want)
				return
			}
			if want > 1_000_000 {
				break
			}
		}
	}
}

// checkPlayouts checks a game's own playouts: they end in a finished state
// whose Result they report, within the rules' bound, the same for the same
// seed.
func checkPlayouts[S, M comparable](t testing.TB, g ply.Game[S, M], pr ply.PlayoutRunner[S], starts []S, maxPlies int) {
	t.Helper()
	for i, start := range starts {
		for seed := range uint64(20) {
			end, r, plies := pr.RandomPlayout(start, rand.New(rand.NewPCG(seed, uint64(i))))
			want, over := g.Result(end)
			if !over || want != r {
				t.Fatalf("RandomPlayout from start %d, seed %d: ended with %v, but Result says %v, %v", i, seed, r, want, over)
				return
			}
			if plies < 0 || maxPlies > 0 && plies > maxPlies {
				t.Fatalf("RandomPlayout from start %d, seed %d: %d plies, the bound is %d", i, seed, plies, maxPlies)
				return
			}
			end2, r2, plies2 := pr.RandomPlayout(start, rand.New(rand.NewPCG(seed, uint64(i))))
			if end2 != end || r2 != r || plies2 != plies {
				t.Fatalf("RandomPlayout from start %d, seed %d: two runs differ", i, seed)
				return
			}
		}
	}
}

type checker[S, M comparable] struct {
	t        *rapid.T
	g        ply.Game[S, M]
	opts     Options[S, M]
	sample   int
	notation ply.Notation[S, M]
	hasher   ply.Hasher[S]

	start     S
	line      []M // moves played so far
	prev      []M // the moves of the previous state, candidates for illegal moves
	prevState S   // the previous state
	hashed    map[uint64]S
	parsedAll map[S]bool // states whose every move's notation was read back

	board   board[S, M]     // the game's capabilities for boards
	diagram diagram.Diagram // the Diagram of the state checkState last met
}

// fatalf fails the playout, reporting the line played and the position.
func (c *checker[S, M]) fatalf(s S, format string, args ...any) {
	var b strings.Builder
	fmt.Fprintf(&b, format, args...)
	fmt.Fprintf(&b, "\nposition: %s", c.describe(s))
	fmt.Fprintf(&b, "\nfrom start %s after %d moves: %s", c.describe(c.start), len(c.line), c.lineText())
	c.t.Fatal(b.String())
}

func (c *checker[S, M]) describe(s S) string {
	if c.notation != nil {
		return c.notation.FormatState(s)
	}
	return fmt.Sprintf("%v", s)
}

func (c *checker[S, M]) lineText() string {
	if len(c.line) == 0 {
		return "(none)"
	}
	s := c.start
	parts := make([]string, len(c.line))
	for i, m := range c.line {
		if c.notation != nil {
			parts[i] = c.notation.FormatMove(s, m)
		} else {
			parts[i] = fmt.Sprintf("%v", m)
		}
		s = c.g.Apply(s, m)
	}
	return strings.Join(parts, " ")
}

func (c *checker[S, M]) playout(s S) {
	c.start = s
	for ply := 0; ; ply++ {
		moves, over := c.checkState(s)
		if over {
			return
		}
		if c.opts.MaxPlies > 0 && ply >= c.opts.MaxPlies {
			c.fatalf(s, "game not over after %d plies, the rules' bound", ply)
		}
		if ply >= hardPlyLimit {
			c.fatalf(s, "game not over after %d plies", ply)
		}
		i := rapid.IntRange(0, len(moves)-1).Draw(c.t, "move")
		m := moves[i]
		next := c.g.Apply(s, m)
		c.checkDiagramAfter(s, m, next, c.diagram)
		if c.opts.Step != nil {
			if err := c.opts.Step(s, m, next); err != nil {
				c.fatalf(s, "step %v: %v", m, err)
			}
		}
		c.line = append(c.line, m)
		c.prev = moves
		c.prevState = s
		s = next
	}
}

// checkState runs every per-state check and returns the legal moves.
func (c *checker[S, M]) checkState(s S) ([]M, bool) {
	g := c.g
	if c.opts.Invariant != nil {
		if err := c.opts.Invariant(s); err != nil {
			c.fatalf(s, "invariant: %v", err)
		}
	}
	c.checkStateText(s)
	c.checkHashFuture(s)

	res, over := g.Result(s)
	c.checkEndReason(s, over)
	moves := g.AppendMoves(nil, s)
	again := g.AppendMoves(make([]M, 0, 1), s)
	if !slices.Equal(moves, again) {
		c.fatalf(s, "AppendMoves differs between calls: %d then %d moves", len(moves), len(again))
	}
	// Appending must keep what dst already held.
	if len(moves) > 0 {
		pre := []M{moves[len(moves)-1]}
		withPrefix := g.AppendMoves(pre, s)
		if len(withPrefix) != len(moves)+1 || withPrefix[0] != moves[len(moves)-1] || !slices.Equal(withPrefix[1:], moves) {
			c.fatalf(s, "AppendMoves does not append to dst")
		}
	}
	if mc, ok := ply.As[ply.MoveCounter[S]](g); ok {
		if n := mc.CountMoves(s); n != len(moves) {
			c.fatalf(s, "CountMoves = %d, but AppendMoves generates %d moves", n, len(moves))
		}
	}
	seen := make(map[M]int, len(moves))
	for i, m := range moves {
		if j, dup := seen[m]; dup {
			c.fatalf(s, "move %s generated twice (at %d and %d)", c.moveText(s, m), j, i)
		}
		seen[m] = i
	}
	d, hasDiagram := c.checkDiagram(s, over)
	c.diagram = d
	if over {
		c.checkNoClicks(s)
		if len(moves) != 0 {
			c.fatalf(s, "game over (%v) but %d moves generated", res, len(moves))
		}
		switch res.Winner {
		case ply.NoPlayer, ply.First, ply.Second:
		default:
			c.fatalf(s, "result has winner %v", res.Winner)
		}
		if len(c.prev) > 0 {
			if _, err := ply.Play(g, s, c.prev[0]); !errors.Is(err, ply.ErrGameOver) {
				c.fatalf(s, "Play after the end returned %v, want ErrGameOver", err)
			}
		}
		return nil, true
	}
	if len(moves) == 0 {
		c.fatalf(s, "game not over but no moves generated")
	}
	if p := g.ToMove(s); p != ply.First && p != ply.Second {
		c.fatalf(s, "ToMove = %v", p)
	}
	c.checkForcing(s, moves, seen)
	c.checkMoveIndex(s, moves)
	c.checkChildren(s, moves)
	c.checkParseAll(s, moves)
	c.checkSample(s, moves)
	c.checkIllegal(s, seen)
	c.checkClicks(s, seen, d, hasDiagram)
	return moves, false
}

// checkEndReason checks the game's ply.EndReasoner, where it has one: a
// finished state has a reason, an unfinished one none, and the same on
// every call.
func (c *checker[S, M]) checkEndReason(s S, over bool) {
	er, ok := ply.As[ply.EndReasoner[S]](c.g)
	if !ok {
		return
	}
	why := er.EndReason(s)
	switch {
	case over && strings.TrimSpace(why) == "":
		res, _ := c.g.Result(s)
		c.fatalf(s, "the game is over (%v) but EndReason says nothing", res)
	case !over && why != "":
		c.fatalf(s, "the game is not over but EndReason says %q", why)
	case why != er.EndReason(s):
		c.fatalf(s, "EndReason differs between calls: %q then %q", why, er.EndReason(s))
	}
}

// checkStateText checks the state's notation and text marshalling.
func (c *checker[S, M]) checkStateText(s S) {
	if c.notation != nil {
		text := c.notation.FormatState(s)
		back, err := c.notation.ParseState(text)
		if err != nil {
			c.fatalf(s, "ParseState(%q): %v", text, err)
		}
		if back != s {
			c.fatalf(s, "ParseState(FormatState(s)) differs from s: %q", text)
		}
		if again := c.notation.FormatState(back); again != text {
			c.fatalf(s, "FormatState not stable: %q then %q", text, again)
		}
		if c.hasher != nil && c.hasher.Hash(back) != c.hasher.Hash(s) {
			c.fatalf(s, "a state parsed from its text hashes differently")
		}
	}
	if tm, ok := any(s).(encoding.TextMarshaler); ok {
		text, err := tm.MarshalText()
		if err != nil {
			c.fatalf(s, "MarshalText: %v", err)
		}
		var back S
		tu, ok := any(&back).(encoding.TextUnmarshaler)
		if !ok {
			c.fatalf(s, "state implements TextMarshaler but not TextUnmarshaler")
		}
		if err := tu.UnmarshalText(text); err != nil {
			c.fatalf(s, "UnmarshalText(%q): %v", text, err)
		}
		if back != s {
			c.fatalf(s, "UnmarshalText(MarshalText(s)) differs from s: %q", text)
		}
	}
}

// checkChildren applies every move and checks the children are distinct and
// the parent untouched.
func (c *checker[S, M]) checkChildren(s S, moves []M) {
	before := s
	var beforeText string
	if c.notation != nil {
		beforeText = c.notation.FormatState(s)
	}
	children := make(map[S]M, len(moves))
	hashes := make(map[uint64]M, len(moves))
	for _, m := range moves {
		child := c.g.Apply(s, m)
		if s != before {
			c.fatalf(before, "Apply(%s) changed its argument", c.moveText(before, m))
		}
		if other, dup := children[child]; dup {
			c.fatalf(s, "moves %s and %s lead to the same state", c.moveText(s, other), c.moveText(s, m))
		}
		children[child] = m
		if c.hasher != nil {
			h := c.hasher.Hash(child)
			if other, dup := hashes[h]; dup {
				c.fatalf(s, "children after %s and %s have the same hash %#x", c.moveText(s, other), c.moveText(s, m), h)
			}
			hashes[h] = m
		}
	}
	if c.notation != nil {
		if after := c.notation.FormatState(s); after != beforeText {
			c.fatalf(s, "applying moves changed the parent state's text from %q to %q", beforeText, after)
		}
	}
}

// checkSample runs the per-move checks on a few moves drawn by rapid.
func (c *checker[S, M]) checkSample(s S, moves []M) {
	n := min(c.sample, len(moves))
	for range n {
		m := moves[rapid.IntRange(0, len(moves)-1).Draw(c.t, "sample")]
		next, err := ply.Play(c.g, s, m)
		if err != nil {
			c.fatalf(s, "Play(%s) of a generated move: %v", c.moveText(s, m), err)
		}
		if next != c.g.Apply(s, m) {
			c.fatalf(s, "Play(%s) and Apply disagree", c.moveText(s, m))
		}
		if c.notation == nil {
			continue
		}
		text := c.notation.FormatMove(s, m)
		back, err := c.notation.ParseMove(s, text)
		if err != nil {
			c.fatalf(s, "ParseMove(%q) of a generated move: %v", text, err)
		}
		if back != m {
			c.fatalf(s, "ParseMove(%q) = %v, want %v", text, back, m)
		}
	}
}

// checkIllegal plays moves that are not legal in s: the zero move and the
// previous state's moves.
func (c *checker[S, M]) checkIllegal(s S, legal map[M]int) {
	var zero M
	candidates := append([]M{zero}, c.prev...)
	tried := 0
	for _, m := range candidates {
		if _, ok := legal[m]; ok {
			continue
		}
		got, err := ply.Play(c.g, s, m)
		if !errors.Is(err, ply.ErrIllegalMove) {
			c.fatalf(s, "Play of the illegal move %v returned %v, want ErrIllegalMove", m, err)
		}
		if got != s {
			c.fatalf(s, "Play of an illegal move returned a changed state")
		}
		if m != zero {
			c.checkParseIllegal(s, m)
		}
		if tried++; tried >= 4 {
			break
		}
	}
}

// maxParseAll bounds the moves of one state whose notation checkParseAll
// reads back, except at the start states, where all are, once per Run;
// beyond it, moves are taken at an even stride.
const maxParseAll = 24

// checkParseAll checks that ParseMove reads back what FormatMove writes:
// for every legal move of each start state (once per Run), and of the
// other states for every move or, when they have more than maxParseAll,
// for that many spread over the list.
func (c *checker[S, M]) checkParseAll(s S, moves []M) {
	if c.notation == nil {
		return
	}
	all := len(c.line) == 0 && !c.parsedAll[s]
	if all && c.parsedAll != nil {
		c.parsedAll[s] = true
	}
	limit := maxParseAll
	if all {
		// Every move of a start, or 8 times the usual sample under
		// -short.
		limit = len(moves)
		if testing.Short() {
			limit = 8 * maxParseAll
		}
	}
	step := 1
	if len(moves) > limit {
		step = (len(moves) + limit - 1) / limit
	}
	for i := 0; i < len(moves); i += step {
		m := moves[i]
		text := c.notation.FormatMove(s, m)
		back, err := c.notation.ParseMove(s, text)
		if err != nil {
			c.fatalf(s, "ParseMove(%q) of a legal move: %v", text, err)
		}
		if back != m {
			c.fatalf(s, "ParseMove(%q) = %v, want %v", text, back, m)
		}
	}
}

// checkParseIllegal checks that the notation of m, a move of the previous
// state that is not legal in s, is refused by ParseMove in s with an error
// wrapping ply.ErrIllegalMove, or read as some legal move of s.
func (c *checker[S, M]) checkParseIllegal(s S, m M) {
	if c.notation == nil || len(c.line) == 0 {
		return
	}
	text := c.notation.FormatMove(c.prevState, m)
	got, err := c.notation.ParseMove(s, text)
	if err == nil {
		if _, err := ply.Play(c.g, s, got); err != nil {
			c.fatalf(s, "ParseMove(%q) accepted a move that is not legal here: %v", text, err)
		}
		return
	}
	if !errors.Is(err, ply.ErrIllegalMove) {
		c.fatalf(s, "ParseMove(%q), a well-formed move that is not legal here: %v, want an error wrapping ErrIllegalMove", text, err)
	}
}

// futureWalks and futureDepth set how far checkHashFuture compares the
// futures of two states with the same hash.
const (
	futureWalks = 4
	futureDepth = 8
)

// checkHashFuture looks for a state met before with the same hash and,
// when one differs from s, checks that both have the same future, as the
// Hasher contract promises: along a few seeded random walks, the same
// player to move, the same legal moves, the same result and evaluation.
func (c *checker[S, M]) checkHashFuture(s S) {
	if c.hasher == nil || c.hashed == nil {
		return
	}
	h := c.hasher.Hash(s)
	other, seen := c.hashed[h]
	if !seen {
		c.hashed[h] = s
		return
	}
	if other == s {
		return
	}
	if why := c.futureDiffers(s, other); why != "" {
		c.fatalf(s, "equal hashes %#x, different futures: %s (the other state: %s)", h, why, c.describe(other))
	}
}

// futureDiffers returns how the futures of a and b differ along seeded
// random walks, or "" if they agree.
func (c *checker[S, M]) futureDiffers(a, b S) string {
	g := c.g
	var ma, mb []M
	for walk := range futureWalks {
		rng := rand.New(rand.NewPCG(uint64(walk), 0x66757475)) // "futu"
		x, y := a, b
		for depth := 0; depth <= futureDepth; depth++ {
			rx, ox := g.Result(x)
			ry, oy := g.Result(y)
			if ox != oy || rx != ry {
				return fmt.Sprintf("after %d plies, results %v (over %t) and %v (over %t)", depth, rx, ox, ry, oy)
			}
			if ox {
				break
			}
			if g.ToMove(x) != g.ToMove(y) {
				return fmt.Sprintf("after %d plies, %v and %v to move", depth, g.ToMove(x), g.ToMove(y))
			}
			for _, p := range []ply.Player{ply.First, ply.Second} {
				if ex, ey := g.Evaluate(x, p), g.Evaluate(y, p); ex != ey {
					return fmt.Sprintf("after %d plies, evaluations %v and %v", depth, ex, ey)
				}
			}
			ma = g.AppendMoves(ma[:0], x)
			mb = g.AppendMoves(mb[:0], y)
			if !slices.Equal(ma, mb) {
				return fmt.Sprintf("after %d plies, %d and %d legal moves", depth, len(ma), len(mb))
			}
			m := ma[rng.IntN(len(ma))]
			x, y = g.Apply(x, m), g.Apply(y, m)
		}
	}
	return ""
}

func (c *checker[S, M]) moveText(s S, m M) string {
	if c.notation != nil {
		return fmt.Sprintf("%q", c.notation.FormatMove(s, m))
	}
	return fmt.Sprintf("%v", m)
}

// checkForcing checks a ply.ForcingMover's moves in the unfinished state s:
// legal moves (of moves, whose indexes are seen), each once, in generation
// order, the same on every call, appended to dst.
func (c *checker[S, M]) checkForcing(s S, moves []M, seen map[M]int) {
	fm, ok := ply.As[ply.ForcingMover[S, M]](c.g)
	if !ok {
		return
	}
	forcing := fm.AppendForcing(nil, s)
	last := -1
	for _, m := range forcing {
		i, legal := seen[m]
		switch {
		case !legal:
			c.fatalf(s, "forcing move %v is not a legal move", m)
		case i <= last:
			c.fatalf(s, "forcing move %s repeated or out of generation order", c.moveText(s, m))
		}
		last = i
	}
	pre := []M{moves[0]}
	if again := fm.AppendForcing(pre, s); len(again) != len(forcing)+1 || again[0] != moves[0] || !slices.Equal(again[1:], forcing) {
		c.fatalf(s, "AppendForcing differs between calls or does not append to dst")
	}
}

// maxMoveIndexes is the most move indexes a ply.MoveIndexer may declare.
const maxMoveIndexes = 1 << 20

// checkMoveIndex checks a ply.MoveIndexer: every legal move's index lies in
// [0, MoveIndexes()), and MoveIndexes is at most about a million.
func (c *checker[S, M]) checkMoveIndex(s S, moves []M) {
	mi, ok := ply.As[ply.MoveIndexer[M]](c.g)
	if !ok {
		return
	}
	n := mi.MoveIndexes()
	if n < 1 || n > maxMoveIndexes {
		c.fatalf(s, "MoveIndexes = %d, want 1 to %d", n, maxMoveIndexes)
	}
	for _, m := range moves {
		if i := mi.MoveIndex(m); i < 0 || i >= n {
			c.fatalf(s, "MoveIndex of move %s = %d, outside [0, %d)", c.moveText(s, m), i, n)
		}
	}
}
