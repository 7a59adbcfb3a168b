package gametest_test

import (
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/gametest"
)

func TestMain(m *testing.M) {
	// The broken games below fail on purpose; keep rapid from writing
	// fail files for them.
	flag.Parse()
	if err := flag.Set("test.benchtime", "200x"); err != nil {
		panic(err)
	}
	if err := flag.Set("rapid.nofailfile", "true"); err != nil {
		panic(err)
	}
	os.Exit(m.Run())
}

// nim is a subtraction game: take 1 to 3 from a pile; who takes the last
// one wins. It keeps the contract and serves as the kit's control.
type nim struct{ pile int }

type nimState struct {
	Pile int
	Turn ply.Player
}

func (g nim) Start() nimState                         { return nimState{g.pile, ply.First} }
func (nim) ToMove(s nimState) ply.Player              { return s.Turn }
func (nim) Evaluate(s nimState, _ ply.Player) float64 { return 0 }
func (nim) AppendMoves(dst []int, s nimState) []int {
	for k := 1; k <= 3 && k <= s.Pile; k++ {
		dst = append(dst, k)
	}
	return dst
}
func (nim) Apply(s nimState, m int) nimState {
	return nimState{s.Pile - m, s.Turn.Opponent()}
}
func (nim) Result(s nimState) (ply.Result, bool) {
	if s.Pile > 0 {
		return ply.Result{}, false
	}
	return ply.Result{Winner: s.Turn.Opponent()}, true
}
func (nim) Hash(s nimState) uint64 { return uint64(s.Pile)*2654435761 + uint64(s.Turn) }
func (g nim) ParseMove(s nimState, text string) (int, error) {
	k, err := strconv.Atoi(text)
	if err != nil {
		return 0, fmt.Errorf("nim: %q: %w", text, ply.ErrSyntax)
	}
	if k < 1 || k > 3 || k > s.Pile {
		return 0, fmt.Errorf("nim: %q: %w", text, ply.ErrIllegalMove)
	}
	return k, nil
}
func (nim) FormatMove(_ nimState, m int) string { return strconv.Itoa(m) }
func (nim) ParseState(text string) (nimState, error) {
	pile, side, ok := strings.Cut(text, " ")
	n, err := strconv.Atoi(pile)
	if !ok || err != nil || n < 0 || (side != "1" && side != "2") {
		return nimState{}, fmt.Errorf("nim: %q: %w", text, ply.ErrSyntax)
	}
	return nimState{n, ply.Player(side[0] - '0')}, nil
}
func (nim) FormatState(s nimState) string { return fmt.Sprintf("%d %d", s.Pile, s.Turn) }

// MarshalText and UnmarshalText give nim's states the text marshalling
// the kit round-trips.
func (s nimState) MarshalText() ([]byte, error) { return []byte(nim{}.FormatState(s)), nil }
func (s *nimState) UnmarshalText(text []byte) error {
	v, err := nim{}.ParseState(string(text))
	if err != nil {
		return err
	}
	*s = v
	return nil
}

// badStateText reads states back with one stone more.
type badStateText struct{ nim }

func (g badStateText) ParseState(text string) (nimState, error) {
	s, err := g.nim.ParseState(text)
	s.Pile++
	return s, err
}

// longPlayout reports more plies than the game can have.
type longPlayout struct{ nim }

func (g longPlayout) RandomPlayout(s nimState, rng *rand.Rand) (nimState, ply.Result, int) {
	end, r, _ := ply.RandomPlayout(g.nim, s, rng)
	return end, r, 1000
}

// fickle plays a different game each time from the same seed.
type fickle struct {
	nim
	calls *int
}

func (g fickle) RandomPlayout(s nimState, rng *rand.Rand) (nimState, ply.Result, int) {
	*g.calls++
	end, r, n := ply.RandomPlayout(g.nim, s, rng)
	return end, r, n + *g.calls%2
}

// reasoned is nim that says why it ended; silentEnd says nothing at the
// end, and earlyReason speaks before it.
type (
	reasoned    struct{ nim }
	silentEnd   struct{ nim }
	earlyReason struct{ nim }
)

func (g reasoned) EndReason(s nimState) string {
	if _, over := g.Result(s); !over {
		return ""
	}
	return s.Turn.Opponent().String() + " took the last stone"
}
func (silentEnd) EndReason(nimState) string { return "" }
func (g earlyReason) EndReason(s nimState) string {
	if s.Pile == 1 {
		return "one stone left"
	}
	return reasoned(g).EndReason(s)
}

func TestNimConforms(t *testing.T) {
	g := nim{21}
	gametest.Run(t, g, gametest.Options[nimState, int]{
		Starts:   []nimState{g.Start(), {5, ply.Second}},
		MaxPlies: 21,
		Invariant: func(s nimState) error {
			if s.Pile < 0 {
				return errors.New("negative pile")
			}
			return nil
		},
	})
}

func TestReasonedNimConforms(t *testing.T) {
	gametest.Run(t, ply.Game[nimState, int](reasoned{nim{9}}), gametest.Options[nimState, int]{})
}

func TestNimPerft(t *testing.T) {
	// Compositions of n into parts of at most 3 with exactly d parts, summed
	// over the leaves at depth d; checked by hand for small depths.
	gametest.CheckPerft(t, nim{4}, nim{4}.Start(), []uint64{3, 6, 4, 1}, 4)
}

// recorder stands in for testing.T to see whether Run fails.
type recorder struct {
	testing.TB
	failed bool
	msg    string
}

func (r *recorder) Fatalf(format string, args ...any) { r.fail(fmt.Sprintf(format, args...)) }
func (r *recorder) Fatal(args ...any)                 { r.fail(fmt.Sprint(args...)) }
func (r *recorder) Errorf(format string, args ...any) { r.fail(fmt.Sprintf(format, args...)) }
func (r *recorder) Error(args ...any)                 { r.fail(fmt.Sprint(args...)) }
func (r *recorder) FailNow()                          { r.failed = true }
func (r *recorder) Fail()                             { r.failed = true }
func (r *recorder) Failed() bool                      { return r.failed }
func (r *recorder) Logf(string, ...any)               {}
func (r *recorder) Log(...any)                        {}
func (r *recorder) fail(msg string) {
	r.failed = true
	if r.msg == "" {
		r.msg = msg
	}
}

// dupMoves generates the move 1 twice.
type dupMoves struct{ nim }

func (g dupMoves) AppendMoves(dst []int, s nimState) []int {
	dst = g.nim.AppendMoves(dst, s)
	if s.Pile > 0 {
		dst = append(dst, 1)
	}
	return dst
}

// badNotation writes moves it cannot read back.
type badNotation struct{ nim }

func (badNotation) FormatMove(_ nimState, m int) string { return "take " + strconv.Itoa(m) }

// endless never ends: moves add to the pile.
type endless struct{ nim }

func (endless) Apply(s nimState, m int) nimState { return nimState{s.Pile + m, s.Turn.Opponent()} }

// movesAfterEnd reports the end one ply early, while moves remain.
type movesAfterEnd struct{ nim }

func (movesAfterEnd) Result(s nimState) (ply.Result, bool) {
	if s.Pile > 1 {
		return ply.Result{}, false
	}
	return ply.Result{Winner: s.Turn}, true
}

// sameChild has two moves with the same result.
type sameChild struct{ nim }

func (sameChild) Apply(s nimState, m int) nimState {
	return nimState{s.Pile - min(m, 2), s.Turn.Opponent()}
}

// badHash hashes by pile parity only, so children collide.
type badHash struct{ nim }

func (badHash) Hash(s nimState) uint64 { return uint64(s.Pile % 2) }

// badCount counts one move too many.
type badCount struct{ nim }

func (g badCount) CountMoves(s nimState) int { return len(g.AppendMoves(nil, s)) + 1 }

// stopsEarly has a playout that stops before the end.
type stopsEarly struct{ nim }

func (stopsEarly) RandomPlayout(s nimState, _ *rand.Rand) (nimState, ply.Result, int) {
	return s, ply.Result{}, 0
}

// lax reads any number as a move, legal or not.
type lax struct{ nim }

func (lax) ParseMove(_ nimState, text string) (int, error) {
	k, err := strconv.Atoi(text)
	if err != nil {
		return 0, fmt.Errorf("nim: %q: %w", text, ply.ErrSyntax)
	}
	return k, nil
}

// wrongError refuses illegal moves as bad syntax.
type wrongError struct{ nim }

func (g wrongError) ParseMove(s nimState, text string) (int, error) {
	k, err := g.nim.ParseMove(s, text)
	if errors.Is(err, ply.ErrIllegalMove) {
		return 0, fmt.Errorf("nim: %q: %w", text, ply.ErrSyntax)
	}
	return k, err
}

// capped is nim drawn after 8 plies, whose hash forgets the ply counter:
// positions reached by different paths share a hash but not a future.
type capped struct{ nim }

type cappedState struct {
	Pile, Plies int
	Turn        ply.Player
}

func (g capped) Start() cappedState                     { return cappedState{g.pile, 0, ply.First} }
func (capped) ToMove(s cappedState) ply.Player          { return s.Turn }
func (capped) Evaluate(cappedState, ply.Player) float64 { return 0 }
func (g capped) AppendMoves(dst []int, s cappedState) []int {
	if _, over := g.Result(s); over {
		return dst
	}
	return g.nim.AppendMoves(dst, nimState{s.Pile, s.Turn})
}
func (capped) Apply(s cappedState, m int) cappedState {
	return cappedState{s.Pile - m, s.Plies + 1, s.Turn.Opponent()}
}
func (capped) Result(s cappedState) (ply.Result, bool) {
	switch {
	case s.Pile == 0:
		return ply.Result{Winner: s.Turn.Opponent()}, true
	case s.Plies >= 8:
		return ply.Result{}, true
	}
	return ply.Result{}, false
}
func (capped) Hash(s cappedState) uint64 { return uint64(s.Pile)*2654435761 + uint64(s.Turn) }

// badPerft counts its own perft one too high.
type badPerft struct{ nim }

func (g badPerft) Perft(s nimState, depth int) uint64 { return ply.Perft(g.nim, s, depth) + 1 }

// takesLast marks as forcing the move that takes the last stones, if any.
type takesLast struct{ nim }

func (g takesLast) AppendForcing(dst []int, s nimState) []int {
	for _, m := range g.AppendMoves(nil, s) {
		if m == s.Pile {
			dst = append(dst, m)
		}
	}
	return dst
}

// TestForcingConforms: a ForcingMover whose moves are legal, in order,
// passes.
func TestForcingConforms(t *testing.T) {
	gametest.Run(t, ply.Game[nimState, int](takesLast{nim{9}}), gametest.Options[nimState, int]{})
}

// illegalForcing marks a move that is not legal as forcing.
type illegalForcing struct{ nim }

func (illegalForcing) AppendForcing(dst []int, s nimState) []int { return append(dst, s.Pile+1) }

// backwardForcing marks every move as forcing, in reverse order.
type backwardForcing struct{ nim }

func (g backwardForcing) AppendForcing(dst []int, s nimState) []int {
	moves := g.AppendMoves(nil, s)
	slices.Reverse(moves)
	return append(dst, moves...)
}

// badIndex numbers nim's moves, but the move of three stones falls outside
// the range it declares.
type badIndex struct{ nim }

func (badIndex) MoveIndex(m int) int { return m - 1 }
func (badIndex) MoveIndexes() int    { return 2 }

// withSetups is nim with named setups: the start, a big pile and a pile
// drawn from the seed.
type withSetups struct{ nim }

func (g withSetups) SetupNames() []string { return []string{"default", "big", "random"} }
func (g withSetups) Setup(name string, seed uint64) (nimState, error) {
	switch name {
	case "default":
		return g.Start(), nil
	case "big":
		return nimState{12, ply.First}, nil
	case "random":
		return nimState{5 + int(seed%5), ply.First}, nil
	}
	return nimState{}, fmt.Errorf("nim: setup %q: %w", name, ply.ErrInvalidOption)
}

func TestSetupsConform(t *testing.T) {
	gametest.Run(t, ply.Game[nimState, int](withSetups{nim{9}}), gametest.Options[nimState, int]{})
}

// defaultLast lists "default" after another name.
type defaultLast struct{ withSetups }

func (defaultLast) SetupNames() []string { return []string{"big", "default"} }

// otherDefault's "default" is not its start.
type otherDefault struct{ withSetups }

func (g otherDefault) Setup(name string, seed uint64) (nimState, error) {
	if name == "default" {
		return nimState{g.pile + 1, ply.First}, nil
	}
	return g.withSetups.Setup(name, seed)
}

// anySetup takes any name.
type anySetup struct{ withSetups }

func (g anySetup) Setup(name string, seed uint64) (nimState, error) {
	if s, err := g.withSetups.Setup(name, seed); err == nil {
		return s, nil
	}
	return g.Start(), nil
}

// badSetup's "big" setup has nobody to move.
type badSetup struct{ withSetups }

func (g badSetup) Setup(name string, seed uint64) (nimState, error) {
	if name == "big" {
		return nimState{12, ply.NoPlayer}, nil
	}
	return g.withSetups.Setup(name, seed)
}

func TestRunCatchesBrokenGames(t *testing.T) {
	for _, tc := range []struct {
		name string
		run  func(tb testing.TB)
		want string
	}{
		{"no notation", func(tb testing.TB) {
			gametest.Run(tb, ply.Game[nimState, int](noNotation{nim{9}}), gametest.Options[nimState, int]{RequireNotation: true})
		}, "no ply.Notation"},
		{"duplicate moves", func(tb testing.TB) {
			gametest.Run(tb, ply.Game[nimState, int](dupMoves{nim{9}}), gametest.Options[nimState, int]{})
		}, "generated twice"},
		{"notation", func(tb testing.TB) {
			gametest.Run(tb, ply.Game[nimState, int](badNotation{nim{9}}), gametest.Options[nimState, int]{})
		}, "ParseMove"},
		{"endless", func(tb testing.TB) {
			gametest.Run(tb, ply.Game[nimState, int](endless{nim{9}}), gametest.Options[nimState, int]{MaxPlies: 50})
		}, "rules' bound"},
		{"moves after end", func(tb testing.TB) {
			gametest.Run(tb, ply.Game[nimState, int](movesAfterEnd{nim{9}}), gametest.Options[nimState, int]{})
		}, "game over"},
		{"same child", func(tb testing.TB) {
			gametest.Run(tb, ply.Game[nimState, int](sameChild{nim{9}}), gametest.Options[nimState, int]{})
		}, "same state"},
		{"hash collision", func(tb testing.TB) {
			gametest.Run(tb, ply.Game[nimState, int](badHash{nim{9}}), gametest.Options[nimState, int]{})
		}, "same hash"},
		{"move count", func(tb testing.TB) {
			gametest.Run(tb, ply.Game[nimState, int](badCount{nim{9}}), gametest.Options[nimState, int]{})
		}, "CountMoves"},
		{"playout", func(tb testing.TB) {
			gametest.Run(tb, ply.Game[nimState, int](stopsEarly{nim{9}}), gametest.Options[nimState, int]{})
		}, "RandomPlayout"},
		{"parse accepts an illegal move", func(tb testing.TB) {
			gametest.Run(tb, ply.Game[nimState, int](lax{nim{9}}), gametest.Options[nimState, int]{})
		}, "not legal here"},
		{"parse error", func(tb testing.TB) {
			gametest.Run(tb, ply.Game[nimState, int](wrongError{nim{9}}), gametest.Options[nimState, int]{})
		}, "ErrIllegalMove"},
		{"hash future", func(tb testing.TB) {
			gametest.Run(tb, ply.Game[cappedState, int](capped{nim{21}}), gametest.Options[cappedState, int]{})
		}, "different futures"},
		{"perfter", func(tb testing.TB) {
			gametest.Run(tb, ply.Game[nimState, int](badPerft{nim{9}}), gametest.Options[nimState, int]{})
		}, "Perft"},
		{"state notation", func(tb testing.TB) {
			gametest.Run(tb, ply.Game[nimState, int](badStateText{nim{9}}), gametest.Options[nimState, int]{})
		}, "ParseState(FormatState(s)) differs"},
		{"playout bound", func(tb testing.TB) {
			gametest.Run(tb, ply.Game[nimState, int](longPlayout{nim{9}}), gametest.Options[nimState, int]{MaxPlies: 9})
		}, "the bound is 9"},
		{"playout repeat", func(tb testing.TB) {
			gametest.Run(tb, ply.Game[nimState, int](fickle{nim{9}, new(int)}), gametest.Options[nimState, int]{})
		}, "two runs differ"},
		{"illegal forcing move", func(tb testing.TB) {
			gametest.Run(tb, ply.Game[nimState, int](illegalForcing{nim{9}}), gametest.Options[nimState, int]{})
		}, "not a legal move"},
		{"forcing order", func(tb testing.TB) {
			gametest.Run(tb, ply.Game[nimState, int](backwardForcing{nim{9}}), gametest.Options[nimState, int]{})
		}, "out of generation order"},
		{"move index", func(tb testing.TB) {
			gametest.Run(tb, ply.Game[nimState, int](badIndex{nim{9}}), gametest.Options[nimState, int]{})
		}, "= 2, outside [0, 2)"},
		{"setups: default first", func(tb testing.TB) {
			gametest.Run(tb, ply.Game[nimState, int](defaultLast{withSetups{nim{9}}}), gametest.Options[nimState, int]{})
		}, "\"default\" first"},
		{"setups: default is the start", func(tb testing.TB) {
			gametest.Run(tb, ply.Game[nimState, int](otherDefault{withSetups{nim{9}}}), gametest.Options[nimState, int]{})
		}, "Start"},
		{"setups: unknown name", func(tb testing.TB) {
			gametest.Run(tb, ply.Game[nimState, int](anySetup{withSetups{nim{9}}}), gametest.Options[nimState, int]{})
		}, "ErrInvalidOption"},
		{"bad setup state", func(tb testing.TB) {
			gametest.Run(tb, ply.Game[nimState, int](badSetup{withSetups{nim{9}}}), gametest.Options[nimState, int]{})
		}, "position: 12 0"},
		{"end without a reason", func(tb testing.TB) {
			gametest.Run(tb, ply.Game[nimState, int](silentEnd{nim{9}}), gametest.Options[nimState, int]{})
		}, "EndReason says nothing"},
		{"a reason before the end", func(tb testing.TB) {
			gametest.Run(tb, ply.Game[nimState, int](earlyReason{nim{9}}), gametest.Options[nimState, int]{})
		}, "not over but EndReason says"},
		{"invariant", func(tb testing.TB) {
			gametest.Run(tb, ply.Game[nimState, int](nim{9}), gametest.Options[nimState, int]{
				Invariant: func(s nimState) error {
					if s.Pile < 3 {
						return errors.New("pile below 3")
					}
					return nil
				},
			})
		}, "pile below 3"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := &recorder{TB: t}
			tc.run(r)
			if !r.failed {
				t.Fatalf("Run passed a broken game")
			}
			if !strings.Contains(r.msg, tc.want) {
				t.Errorf("failure message %q does not mention %q", r.msg, tc.want)
			}
			if !strings.HasPrefix(tc.name, "playout") && !strings.HasPrefix(tc.name, "setups:") && tc.name != "perfter" && !strings.Contains(r.msg, "position:") {
				t.Errorf("failure message %q does not show the position", r.msg)
			}
		})
	}
}

func TestPlainHidesCapabilities(t *testing.T) {
	var g ply.Game[nimState, int] = stopsEarly{nim{9}}
	if _, ok := g.(ply.PlayoutRunner[nimState]); !ok {
		t.Fatal("stopsEarly should be a PlayoutRunner")
	}
	p := gametest.Plain(g)
	if _, ok := p.(ply.PlayoutRunner[nimState]); ok {
		t.Error("Plain kept the PlayoutRunner")
	}
	if _, ok := p.(ply.Hasher[nimState]); ok {
		t.Error("Plain kept the Hasher")
	}
	if _, r, _ := ply.RandomPlayout(p, g.Start(), rand.New(rand.NewPCG(1, 1))); r.Winner == ply.NoPlayer {
		t.Error("the generic playout through Plain did not play to the end")
	}
}

// The benchmarks of the kit run, briefly, on the control game.
func TestBenchmarksRun(t *testing.T) {
	g := nim{21}
	states := gametest.SampleStates[nimState, int](g, g.Start(), 8, 1)
	if len(states) == 0 {
		t.Fatal("no sample states")
	}
	for name, bench := range map[string]func(*testing.B){
		"perft":    func(b *testing.B) { gametest.BenchPerft[nimState, int](b, g, g.Start(), 4) },
		"playouts": func(b *testing.B) { gametest.BenchPlayouts[nimState, int](b, g, g.Start()) },
		"moves":    func(b *testing.B) { gametest.BenchMoves[nimState, int](b, g, states) },
		"apply":    func(b *testing.B) { gametest.BenchApply[nimState, int](b, g, states) },
		"states": func(b *testing.B) {
			gametest.BenchStates(b, states, "evals/s", func(s nimState) { g.Evaluate(s, ply.First) })
		},
	} {
		r := testing.Benchmark(bench)
		if r.N == 0 {
			t.Errorf("%s: the benchmark did not run", name)
		}
	}
}

// The fuzz bodies pass the control game on good and bad input, and catch a
// parser that breaks its promises.
func TestFuzzBodies(t *testing.T) {
	g := nim{9}
	s := gametest.PlayTo[nimState, int](g, g.Start(), 3, 2)
	if s.Pile >= 9 || s.Pile < 3 {
		t.Fatalf("PlayTo: pile %d after 2 plies", s.Pile)
	}
	for _, text := range []string{"3 1", "x", "", "4 2", "-1 1"} {
		gametest.CheckUnmarshalText(t, s, text)
	}
	for i, text := range []string{"1", "2", "3", "9", "take", ""} {
		gametest.CheckParseMove[nimState, int](t, g, s, text, i)
	}
	r := &recorder{TB: t}
	gametest.CheckParseMove[nimState, int](r, ply.Game[nimState, int](lax{g}), s, "9", 0)
	if !r.failed || !strings.Contains(r.msg, "not a legal move") {
		t.Errorf("a parser accepting an illegal move passed: %q", r.msg)
	}
	r = &recorder{TB: t}
	gametest.CheckParseMove[nimState, int](r, ply.Game[nimState, int](badNotation{g}), s, "1", 0)
	if !r.failed {
		t.Error("a notation that does not read back passed")
	}
	if gametest.ParseError(errors.New("other")) || !gametest.ParseError(fmt.Errorf("x: %w", ply.ErrSyntax)) {
		t.Error("ParseError")
	}
}

// wasteful allocates a fresh list on every AppendMoves, and keeps it.
type wasteful struct{ nim }

// kept is where wasteful keeps its lists, so that they live on the heap.
var kept []int

func (g wasteful) AppendMoves(dst []int, s nimState) []int {
	kept = g.nim.AppendMoves(make([]int, 0, 4), s)
	return append(dst, kept...)
}

func TestCheckAllocs(t *testing.T) {
	gametest.CheckAllocs[nimState, int](t, nim{21})
	r := &recorder{TB: t}
	gametest.CheckAllocs[nimState, int](r, ply.Game[nimState, int](wasteful{nim{21}}))
	if !r.failed || !strings.Contains(r.msg, "AppendMoves") {
		t.Errorf("an allocating AppendMoves passed: %q", r.msg)
	}
}

var nimSeeds = []gametest.FuzzSeed{{Seed: 1, Plies: 0, Text: "1"}, {Seed: 2, Plies: 3, Text: "4"}, {Seed: 3, Plies: 9, Text: "x"}}

func nimPlay(seed uint64, plies uint8) nimState {
	return gametest.PlayTo[nimState, int](nim{21}, nim{21}.Start(), seed, int(plies)%12)
}

// The kit's own fuzz targets, on the control game.
func FuzzNimParseMove(f *testing.F) {
	gametest.FuzzParseMove[nimState, int](f, nim{21}, nimSeeds, nimPlay)
}

func FuzzNimUnmarshalText(f *testing.F) {
	gametest.FuzzUnmarshalText[nimState](f, nimSeeds, nimPlay)
}

// noNotation is nim with the ply contract's methods alone.
type noNotation struct{ g nim }

func (n noNotation) Start() nimState                           { return n.g.Start() }
func (n noNotation) ToMove(s nimState) ply.Player              { return n.g.ToMove(s) }
func (n noNotation) Evaluate(s nimState, p ply.Player) float64 { return n.g.Evaluate(s, p) }
func (n noNotation) AppendMoves(dst []int, s nimState) []int   { return n.g.AppendMoves(dst, s) }
func (n noNotation) Apply(s nimState, m int) nimState          { return n.g.Apply(s, m) }
func (n noNotation) Result(s nimState) (ply.Result, bool)      { return n.g.Result(s) }

// TestRequireNotationOptIn: without the option a game without notation
// passes, as the contract asks nothing more.
func TestRequireNotationOptIn(t *testing.T) {
	gametest.Run(t, ply.Game[nimState, int](noNotation{nim{9}}), gametest.Options[nimState, int]{})
	gametest.Run(t, ply.Game[nimState, int](nim{9}), gametest.Options[nimState, int]{RequireNotation: true})
}
