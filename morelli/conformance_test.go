package morelli_test

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/plygo/ply"
	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/morelli"
	"pgregory.net/rapid"
)

// maxPlies is the rules' bound on a game from a setup.
const maxPlies = 176

// red reports whether c is on the outer band.
func red(c morelli.Cell) bool { return c.Band() == 6 }

// cells returns every cell of the board in index order.
func cells() []morelli.Cell {
	out := make([]morelli.Cell, morelli.NumCells)
	for i := range out {
		out[i] = morelli.Cell(i)
	}
	return out
}

// invariants holds what every state reached from a setup satisfies ("What
// always holds" in docs/rules/morelli.md).
func invariants(s morelli.State) error {
	if n := s.Count(morelli.Black) + s.Count(morelli.White); n != 48 {
		return fmt.Errorf("%d pieces, want 48", n)
	}
	for _, c := range cells() {
		p := s.At(c)
		if c == morelli.Throne && (p == morelli.BlackPiece || p == morelli.WhitePiece) {
			return errors.New("a piece on the Throne")
		}
		if c != morelli.Throne && (p == morelli.BlackKing || p == morelli.WhiteKing) {
			return fmt.Errorf("a King on %v", c)
		}
		if red(c) && p != morelli.Empty {
			f := c.Frame()
			if s.At(f[0]) == s.At(f[1]) && s.At(f[1]) == s.At(f[2]) && s.At(f[2]) == s.At(f[3]) {
				return fmt.Errorf("a complete red frame through %v", c)
			}
		}
	}
	return nil
}

// step checks one move against the rules, independently of the engine:
// the band sum falls, red pieces keep their colour, and every other change
// is a capture next to the landing cell or a King won by a frame.
func step(before morelli.State, m morelli.Move, after morelli.State) error {
	if after.BandSum() >= before.BandSum() {
		return fmt.Errorf("band sum %d then %d", before.BandSum(), after.BandSum())
	}
	me := before.ToMove()
	mine := morelli.BlackPiece
	if me == morelli.White {
		mine = morelli.WhitePiece
	}
	if before.At(m.From) != mine || after.At(m.From) != morelli.Empty || before.At(m.To) != morelli.Empty || after.At(m.To) != mine {
		return errors.New("the move did not take the mover's piece from From to To")
	}
	if m.To.Band() >= m.From.Band() || m.To == morelli.Throne {
		return errors.New("the move does not end closer to the Throne")
	}
	changed := []morelli.Cell{m.To}
	for _, c := range cells() {
		if c == m.From || c == m.To || c == morelli.Throne || before.At(c) == after.At(c) {
			continue
		}
		if red(c) {
			return fmt.Errorf("red piece on %v changed colour", c)
		}
		dx, dy := c.X()-m.To.X(), c.Y()-m.To.Y()
		if max(dx, -dx, dy, -dy) != 1 || after.At(c) != mine {
			return fmt.Errorf("%v changed and is no capture of the move", c)
		}
		changed = append(changed, c)
	}
	if before.King() != after.King() {
		if after.King() != me {
			return errors.New("the King changed to the side that did not move")
		}
		framed := false
		for _, c := range changed {
			f := c.Frame()
			framed = framed || after.At(f[0]) == mine && after.At(f[1]) == mine && after.At(f[2]) == mine && after.At(f[3]) == mine
		}
		if !framed {
			return errors.New("the King changed without a frame")
		}
	}
	return nil
}

func conformanceStarts() []morelli.State {
	starts := []morelli.State{mustSetup("default", 0)}
	for _, seed := range []uint64{0, 1, 2, 42, 1234567} {
		starts = append(starts, randomSetup(seed))
	}
	return starts
}

func TestConformance(t *testing.T) {
	t.Parallel()
	gametest.Run(t, morelli.MustNew(), gametest.Options[morelli.State, morelli.Move]{
		Starts:    conformanceStarts(),
		MaxPlies:  maxPlies,
		Invariant: invariants,
		Step:      step,
	})
}

// The classic program's evaluation plays the same games of the kit.
func TestConformanceEvalSeed(t *testing.T) {
	t.Parallel()
	gametest.Run(t, ply.WithEval[morelli.State, morelli.Move](morelli.MustNew(morelli.WithStart(randomSetup(7))), morelli.EvalClassic),
		gametest.Options[morelli.State, morelli.Move]{MaxPlies: maxPlies, Invariant: invariants, Step: step})
}

// refMoves is a plain reading of the movement rule ("A turn" in the rules):
// walk each queen line from each piece of the side to move.
func refMoves(s morelli.State) []string {
	out := []string{}
	me := morelli.BlackPiece
	if s.ToMove() == morelli.White {
		me = morelli.WhitePiece
	}
	for _, f := range cells() {
		if s.At(f) != me {
			continue
		}
		for _, d := range [][2]int{{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}} {
			for x, y := f.X()+d[0], f.Y()+d[1]; x >= 0 && x < 13 && y >= 0 && y < 13; x, y = x+d[0], y+d[1] {
				t := morelli.CellAt(x, y)
				if s.At(t) != morelli.Empty {
					break
				}
				if t != morelli.Throne && t.Band() < f.Band() {
					out = append(out, morelli.Move{From: f, To: t}.String())
				}
			}
		}
	}
	slices.Sort(out)
	return out
}

// board is a position as a plain array, for building states in tests.
type board struct {
	cells [morelli.NumCells]morelli.Piece
	turn  ply.Player
}

func toBoard(s morelli.State) board {
	var b board
	for _, c := range cells() {
		b.cells[c] = s.At(c)
	}
	b.turn = s.ToMove()
	return b
}

func (b board) state(t tb) morelli.State {
	t.Helper()
	var sb strings.Builder
	for y := 12; y >= 0; y-- {
		run := 0
		for x := range 13 {
			p := b.cells[morelli.CellAt(x, y)]
			if p == morelli.Empty {
				run++
				continue
			}
			if run > 0 {
				sb.WriteString(strconv.Itoa(run))
				run = 0
			}
			sb.WriteString(p.String())
		}
		if run > 0 {
			sb.WriteString(strconv.Itoa(run))
		}
		if y > 0 {
			sb.WriteByte('/')
		}
	}
	if b.turn == morelli.Black {
		sb.WriteString(" x")
	} else {
		sb.WriteString(" o")
	}
	return mustState(t, sb.String())
}

// refApply is a plain reading of the capture and frame rules ("A turn" in
// the rules).
func refApply(t tb, s morelli.State, m morelli.Move) morelli.State {
	b := toBoard(s)
	me, them, king := morelli.BlackPiece, morelli.WhitePiece, morelli.BlackKing
	if s.ToMove() == morelli.White {
		me, them, king = them, me, morelli.WhiteKing
	}
	b.cells[m.From] = morelli.Empty
	b.cells[m.To] = me
	changed := []morelli.Cell{m.To}
	for _, d := range [][2]int{{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}} {
		ax, ay := m.To.X()+d[0], m.To.Y()+d[1]
		bx, by := ax+d[0], ay+d[1]
		if bx < 0 || bx >= 13 || by < 0 || by >= 13 {
			continue
		}
		a, p := morelli.CellAt(ax, ay), morelli.CellAt(bx, by)
		if s.At(a) == them && b.cells[p] == me {
			changed = append(changed, a)
		}
	}
	for _, c := range changed {
		b.cells[c] = me
	}
	for _, c := range changed {
		f := c.Frame()
		if b.cells[f[0]] == me && b.cells[f[1]] == me && b.cells[f[2]] == me && b.cells[f[3]] == me {
			b.cells[morelli.Throne] = king
		}
	}
	b.turn = s.ToMove().Opponent()
	return b.state(t)
}

// drawState draws an arbitrary position: any pieces anywhere but the
// Throne (at most 48), any King, either side to move.
func drawState(t *rapid.T) morelli.State {
	var b board
	density := rapid.IntRange(0, 100).Draw(t, "density")
	n := 0
	for _, c := range cells() {
		if c == morelli.Throne || n == 48 {
			continue
		}
		if rapid.IntRange(0, 99).Draw(t, "occupied") < density {
			b.cells[c] = morelli.Piece(rapid.IntRange(1, 2).Draw(t, "colour"))
			n++
		}
	}
	b.cells[morelli.Throne] = rapid.SampledFrom([]morelli.Piece{morelli.Empty, morelli.BlackKing, morelli.WhiteKing}).Draw(t, "king")
	b.turn = ply.Player(rapid.IntRange(1, 2).Draw(t, "turn"))
	return b.state(t)
}

// The engine agrees with the plain reading of the rules on arbitrary
// positions and along games from setups.
func TestReferenceModel(t *testing.T) {
	g := morelli.MustNew()
	check := func(t *rapid.T, s morelli.State) []morelli.Move {
		moves := g.AppendMoves(nil, s)
		if diff := cmp.Diff(refMoves(s), moveNames(moves)); diff != "" {
			t.Fatalf("moves in %v (-ref +engine):\n%s", s, diff)
		}
		for range min(4, len(moves)) {
			m := rapid.SampledFrom(moves).Draw(t, "move")
			if got, want := g.Apply(s, m), refApply(t, s, m); got != want {
				t.Fatalf("%v in %v: engine %v, reference %v", m, s, got, want)
			}
		}
		return moves
	}
	t.Run("arbitrary", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) { check(t, drawState(t)) })
	})
	t.Run("games", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			s := randomSetup(rapid.Uint64().Draw(t, "seed"))
			for {
				moves := check(t, s)
				if len(moves) == 0 {
					return
				}
				s = g.Apply(s, rapid.SampledFrom(moves).Draw(t, "played"))
			}
		})
	})
}

// Setups are colour-antisymmetric, 24 pieces a side ("What always holds").
func TestSetupsAntisymmetric(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := randomSetup(rapid.Uint64().Draw(t, "seed"))
		if s.Count(morelli.Black) != 24 || s.Count(morelli.White) != 24 || s.King() != ply.NoPlayer || s.ToMove() != morelli.Black {
			t.Fatalf("setup %v", s)
		}
		for _, c := range cells() {
			p, q := s.At(c), s.At(c.Opposite())
			if red(c) != (p != morelli.Empty) || (red(c) && p == q) {
				t.Fatalf("setup %v: %v holds %v and its opposite %v", s, c, p, q)
			}
		}
	})
}

// Game.RandomPlayout plays legal games to their end, the same way each time
// for the same seed.
func TestRandomPlayout(t *testing.T) {
	g := morelli.MustNew()
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		start := randomSetup(seed)
		end, r, plies := g.RandomPlayout(start, rand.New(rand.NewPCG(seed, 1)))
		if res, over := g.Result(end); !over || res != r {
			t.Fatalf("end %v: Result %v, %v; playout said %v", end, res, over, r)
		}
		if plies < 1 || plies > maxPlies || start.BandSum()-end.BandSum() < plies {
			t.Fatalf("%d plies, band sum %d to %d", plies, start.BandSum(), end.BandSum())
		}
		if err := invariants(end); err != nil {
			t.Fatal(err)
		}
		again, _, _ := g.RandomPlayout(start, rand.New(rand.NewPCG(seed, 1)))
		if again != end {
			t.Fatalf("same seed, different games")
		}
	})
}

// Every evaluation is antisymmetric and bounded.
func TestEvaluate(t *testing.T) {
	games := []ply.Game[morelli.State, morelli.Move]{morelli.MustNew(), ply.WithEval[morelli.State, morelli.Move](morelli.MustNew(), morelli.EvalClassic)}
	rapid.Check(t, func(t *rapid.T) {
		s := drawState(t)
		for _, g := range games {
			b, w := g.Evaluate(s, morelli.Black), g.Evaluate(s, morelli.White)
			if b != -w || math.Abs(b) > 1000 || math.IsNaN(b) {
				t.Fatalf("Evaluate(%v) = %v for Black, %v for White", s, b, w)
			}
		}
	})
}

// The Throne dominates EvalReserve: the same position is worth more with
// one's own King.
func TestEvaluateThrone(t *testing.T) {
	g := morelli.MustNew()
	mine := mustState(t, "13/13/13/13/6x6/6o6/4xoXox4/6o6/6x6/13/13/13/x12 x")
	theirs := mustState(t, "13/13/13/13/6x6/6o6/4xoOox4/6o6/6x6/13/13/13/x12 x")
	if g.Evaluate(mine, morelli.Black) <= g.Evaluate(theirs, morelli.Black) {
		t.Errorf("Black's King is worth no more than White's to Black")
	}
	if g.Evaluate(mine, morelli.Black) <= 0 || g.Evaluate(theirs, morelli.Black) >= 0 {
		t.Errorf("values %v and %v", g.Evaluate(mine, morelli.Black), g.Evaluate(theirs, morelli.Black))
	}
}

// MovePriority puts Throne-taking moves first, then captures.
func TestMovePriority(t *testing.T) {
	g := morelli.MustNew()
	s := mustState(t, "13/13/6x6/2x1xo7/3ooo7/x4oxx5/3o2O6/5x1x5/13/13/13/13/13 x")
	for _, m := range g.AppendMoves(nil, s) {
		after := g.Apply(s, m)
		captures := after.Count(morelli.Black) - s.Count(morelli.Black)
		want := 10 * captures
		if after.King() != s.King() {
			want += 1000
		}
		if got := g.MovePriority(s, m); got != want {
			t.Errorf("MovePriority(%v) = %d, want %d", m, got, want)
		}
	}
	if got := g.MovePriority(s, morelli.Move{From: 200, To: 3}); got != 0 {
		t.Errorf("MovePriority of an invalid move = %d", got)
	}
}

func TestHash(t *testing.T) {
	g := morelli.MustNew()
	if got, want := g.Hash(mustSetup("default", 0)), g.Hash(mustState(t, defaultText)); got != want {
		t.Errorf("hash of equal states differs")
	}
	if g.Hash(morelli.State{}) == g.Hash(mustState(t, "13/13/13/13/13/13/13/13/13/13/13/13/13 o")) {
		t.Errorf("side to move not hashed")
	}
	if g.Hash(mustState(t, "13/13/13/13/13/13/6X6/13/13/13/13/13/13 x")) == g.Hash(mustState(t, "13/13/13/13/13/13/6O6/13/13/13/13/13/13 x")) {
		t.Errorf("King not hashed")
	}
}

// The keys come from a fixed seed, so hashes are the same on every run and
// machine: transposition tables and opening books may store them.
func TestHashStable(t *testing.T) {
	if got, want := morelli.MustNew().Hash(mustSetup("default", 0)), uint64(0xdd818286d85b3ca5); got != want {
		t.Errorf("hash of the default setup = %#x, want %#x", got, want)
	}
}

func FuzzParseState(f *testing.F) {
	for _, s := range []string{
		defaultText,
		"13/13/13/13/13/13/x5O6/13/13/13/13/13/12o x",
		"13/13/6x6/2x1xo7/3ooo7/x4oxx5/3o2O6/5x1x5/13/13/13/13/13 x",
		"13/13/13/13/13/13/5oXo5/13/13/13/13/13/x12 o",
		"13/13/13/13/13/13/6x6/13/13/13/13/13/13 x", "13/13 x", "", " x", "13/13/13/13/13/13/13/13/13/13/13/13/013 x",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		s, err := morelli.ParseState(text)
		if err != nil {
			if !errors.Is(err, ply.ErrSyntax) && !errors.Is(err, ply.ErrInvalidState) {
				t.Fatalf("ParseState(%q): error %v wraps no sentinel", text, err)
			}
			return
		}
		// Only canonical text is accepted, so it comes back unchanged.
		if s.String() != text {
			t.Fatalf("ParseState(%q) = %q", text, s)
		}
		var u morelli.State
		if err := u.UnmarshalText([]byte(text)); err != nil || u != s {
			t.Fatalf("UnmarshalText(%q) = %v, %v", text, u, err)
		}
	})
}

func FuzzParseMove(f *testing.F) {
	for _, m := range []string{"a7-h7", "A7H7", " a1-b2 ", "m13-l12", "a10-d7", "a0-b1", "n1-a1", "a14-a1", "a01-a1", "", "-", "a1-", "g7-g7"} {
		f.Add(defaultText, m)
		f.Add("13/13/13/13/13/13/x5O6/13/13/13/13/13/12o x", m)
	}
	g := morelli.MustNew()
	f.Fuzz(func(t *testing.T, state, text string) {
		s, err := morelli.ParseState(state)
		if err != nil {
			return
		}
		m, err := morelli.ParseMove(s, text)
		if err != nil {
			if !errors.Is(err, ply.ErrSyntax) && !errors.Is(err, ply.ErrIllegalMove) && !errors.Is(err, ply.ErrGameOver) {
				t.Fatalf("ParseMove(%q): error %v wraps no sentinel", text, err)
			}
			return
		}
		if !slices.Contains(g.AppendMoves(nil, s), m) {
			t.Fatalf("ParseMove(%q) = %v, not a legal move in %v", text, m, s)
		}
		if back, err := morelli.ParseMove(s, m.String()); err != nil || back != m {
			t.Fatalf("ParseMove(%q) = %v does not round-trip: %v, %v", text, m, back, err)
		}
	})
}

func FuzzParseCell(f *testing.F) {
	for _, c := range []string{"a1", "m13", "G7", "a0", "n1", "a14", "a01", "", "1a", "a1 "} {
		f.Add(c)
	}
	f.Fuzz(func(t *testing.T, text string) {
		c, err := morelli.ParseCell(text)
		if err != nil {
			if !errors.Is(err, ply.ErrSyntax) {
				t.Fatalf("ParseCell(%q): error %v wraps no sentinel", text, err)
			}
			return
		}
		if !c.Valid() || !strings.EqualFold(c.String(), text) {
			t.Fatalf("ParseCell(%q) = %v", text, c)
		}
	})
}
