package cli_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/cli"
	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/registry"
)

// nim is a game of one's own, outside the library: a pile of stones, take
// one to three, and whoever takes the last stone wins. It is all a game
// author writes to get the library's commands.
type nim struct{ pile int }

type nimState struct {
	Left int
	Turn ply.Player
}

func (g nim) Start() nimState                { return nimState{g.pile, ply.First} }
func (nim) ToMove(s nimState) ply.Player     { return s.Turn }
func (nim) Apply(s nimState, m int) nimState { return nimState{s.Left - m, s.Turn.Opponent()} }
func (nim) Evaluate(s nimState, p ply.Player) float64 {
	if (s.Left%4 == 0) == (p == s.Turn) {
		return -1
	}
	return 1
}
func (nim) AppendMoves(dst []int, s nimState) []int {
	for k := 1; k <= 3 && k <= s.Left; k++ {
		dst = append(dst, k)
	}
	return dst
}
func (nim) Result(s nimState) (ply.Result, bool) {
	if s.Left > 0 {
		return ply.Result{}, false
	}
	return ply.Result{Winner: s.Turn.Opponent()}, true
}
func (nim) PlayerName(p ply.Player) string {
	return map[ply.Player]string{ply.First: "Alice", ply.Second: "Bob"}[p]
}
func (nim) FormatMove(_ nimState, m int) string { return strconv.Itoa(m) }
func (g nim) ParseMove(s nimState, text string) (int, error) {
	m, err := strconv.Atoi(text)
	if err != nil {
		return 0, fmt.Errorf("nim: move %q: %w", text, ply.ErrSyntax)
	}
	if m < 1 || m > 3 || m > s.Left {
		return 0, fmt.Errorf("nim: take %d of %d: %w", m, s.Left, ply.ErrIllegalMove)
	}
	return m, nil
}
func (nim) FormatState(s nimState) string { return fmt.Sprintf("%d %d", s.Left, s.Turn) }
func (nim) ParseState(text string) (nimState, error) {
	var s nimState
	var turn int
	if n, err := fmt.Sscanf(text, "%d %d", &s.Left, &turn); n != 2 || err != nil {
		return s, fmt.Errorf("nim: state %q: %w", text, ply.ErrSyntax)
	}
	if s.Left < 0 || s.Left > 1000 || turn < 1 || turn > 2 {
		return nimState{}, fmt.Errorf("nim: state %q: %w", text, ply.ErrInvalidState)
	}
	s.Turn = ply.Player(turn)
	return s, nil
}

func init() {
	registry.Register(registry.Entry{
		Name:    "nim",
		Summary: "Nim: take one to three stones; whoever takes the last wins. Size is the pile (default 10)",
		Open: func(cfg registry.Config) (registry.Game, error) {
			if err := cfg.Only("nim", "size"); err != nil {
				return nil, err
			}
			pile := 10
			if cfg.Size != 0 {
				pile = cfg.Size
			}
			return registry.Adapt[nimState, int]("nim", nim{pile}, cfg)
		},
		Demo: [2]string{"alphabeta:4", "random"},
	})
}

func TestOwnGameConforms(t *testing.T) {
	gametest.Run(t, ply.Game[nimState, int](nim{10}), gametest.Options[nimState, int]{MaxPlies: 10})
}

func run(t *testing.T, input string, args ...string) (int, string, string) {
	t.Helper()
	var out, errs bytes.Buffer
	code := cli.Main(context.Background(), args, strings.NewReader(input), &out, &errs)
	return code, out.String(), errs.String()
}

func TestOwnGamePlay(t *testing.T) {
	// A person takes 2 (leaving 8, a lost position for the bot), then
	// answers 4 minus whatever the bot takes.
	code, out, errs := run(t, "2\n4\nmoves\n3\n3\n3\n3\n", "play", "-game", "nim", "-p1", "human", "-p2", "minimax:4")
	if code != 0 || errs != "" {
		t.Fatalf("exit %d, stderr %q\n%s", code, errs, out)
	}
	for _, want := range []string{"nim: Alice (human) against Bob (minimax:4)", "1. Alice (human): 2", "not played: nim: take 4 of 7: illegal move", "3 moves: 1 2 3"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

func TestOwnGameArena(t *testing.T) {
	code, out, errs := run(t, "", "arena", "-game", "nim", "-size", "21", "-bots", "random,alphabeta:8", "-games", "10", "-json")
	if code != 0 || errs != "" {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	var rep struct {
		Game  string
		Pairs []struct{ Wins, Draws, Losses int }
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("%v:\n%s", err, out)
	}
	if rep.Game != "nim" || len(rep.Pairs) != 1 || rep.Pairs[0].Wins+rep.Pairs[0].Draws+rep.Pairs[0].Losses != 10 {
		t.Fatalf("report %+v", rep)
	}
	// Perfect play beats random play at Nim.
	if rep.Pairs[0].Losses < 8 {
		t.Errorf("random scored %+v against alpha-beta", rep.Pairs[0])
	}
	if code, out, _ := run(t, "", "perft", "-game", "nim", "-depth", "3"); code != 0 || !strings.Contains(out, "\n3 27 ") {
		t.Errorf("perft: exit %d\n%s", code, out)
	}
}

func TestMainUsage(t *testing.T) {
	if code, _, errs := run(t, ""); code != 2 || !strings.Contains(errs, "usage") {
		t.Errorf("no command: %d %q", code, errs)
	}
	if code, _, errs := run(t, "", "dance"); code != 2 || !strings.Contains(errs, "unknown command") {
		t.Errorf("unknown command: %d %q", code, errs)
	}
}
