package gametest_test

import (
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
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

func TestRunCatchesBrokenGames(t *testing.T) {
	for _, tc := range []struct {
		name string
		run  func(tb testing.TB)
		want string
	}{
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
			if tc.name != "playout" && !strings.Contains(r.msg, "position:") {
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
