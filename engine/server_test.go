package engine

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/plygo/ply"
	"github.com/plygo/ply/bot"
	_ "github.com/plygo/ply/games"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/search"
)

func newServer(t testing.TB, game, spec string) *Server {
	t.Helper()
	s, err := NewServer(game, registry.Config{}, ply.Must(bot.Parse(spec)), 1)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// pipeSession runs a server over io.Pipe and returns a function that sends
// a line and reads the answer.
func pipeSession(t *testing.T, s *Server) (do func(line string) answer, done <-chan error) {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	errc := make(chan error, 1)
	go func() {
		err := s.Serve(context.Background(), inR, outW)
		outW.Close()
		errc <- err
	}()
	t.Cleanup(func() { inW.Close(); outR.Close() })
	out := bufio.NewReader(outR)
	return func(line string) answer {
		t.Helper()
		if _, err := io.WriteString(inW, line+"\n"); err != nil {
			t.Fatalf("send %q: %v", line, err)
		}
		a, err := readAnswer(out)
		if err != nil {
			t.Fatalf("answer to %q: %v", line, err)
		}
		return a
	}, errc
}

func TestServeSession(t *testing.T) {
	s := newServer(t, "pathway", "alphabeta:2")
	do, done := pipeSession(t, s)
	expect := func(line string, ok bool, text string) {
		t.Helper()
		a := do(line)
		if a.OK != ok || text != "*" && a.Text != text {
			t.Errorf("%q: answered %v %q, want %v %q", line, a.OK, a.Text, ok, text)
		}
	}
	expect("protocol_version", true, "2")
	expect("name", true, "ply")
	expect("known_command play", true, "true")
	expect("known_command fly", true, "false")
	expect("play a1", true, "")
	expect("play a1", false, "*")
	expect("play Red b1", false, "*") // Blue is to move
	expect("play blue c3", true, "")
	expect("play b e6", false, "*") // Red is to move
	expect("play r e6", true, "")
	if a := do("7 genmove"); !a.OK || !a.HasID || a.ID != 7 || a.Text == "" {
		t.Errorf("genmove: %+v", a)
	}
	if got := s.Line().Len(); got != 4 {
		t.Errorf("after genmove %d moves, want 4", got)
	}
	expect("undo", true, "")
	expect("undo 3", true, "")
	expect("undo", false, "*")
	expect("showposition", true, "....../....../....../....../....../...... r")
	expect("position ..r./..../..../.... b", true, "")
	expect("showposition", true, "..r./..../..../.... b")
	expect("position nonsense", false, "*")
	expect("clear_board", true, "")
	expect("showposition", true, "....../....../....../....../....../...... r")
	expect("clear_board wizard", false, "*")
	expect("result", true, "none")
	expect("undo x", false, "*")
	expect("movetime -5", false, "*")
	expect("movetime 50", true, "")
	expect("time_settings 10 0", false, "*")
	expect("time_left purple 10 0", false, "*")
	expect("seed 18446744073709551615", true, "")
	expect("seed -1", false, "*")
	expect("frobnicate", false, "unknown command \"frobnicate\"")
	expect("pl@y", false, "*")
	expect("name extra", false, "*")
	if a := do("list_commands"); !strings.Contains(a.Text, "\ngenmove\n") {
		t.Errorf("list_commands: %q", a.Text)
	}
	if a := do("showboard"); !a.OK || !strings.Contains(a.Text, "Red to move") {
		t.Errorf("showboard: %+v", a)
	}
	expect("quit", true, "")
	if err := <-done; err != nil {
		t.Errorf("Serve after quit: %v", err)
	}
}

// A move is the rest of the line, spaces included.
func TestMovesWithSpaces(t *testing.T) {
	for _, game := range []string{"pushfight", "mitsudomoe"} {
		s := newServer(t, game, "greedy")
		for range 8 {
			pos := s.Line().Position()
			var move string
			for _, m := range s.Game().Moves(pos) {
				if strings.Contains(m.String(), " ") {
					move = m.String()
					break
				}
			}
			if move == "" {
				t.Fatalf("%s: no move with a space in %s", game, s.Game().FormatPosition(pos))
			}
			if a, _ := s.Handle(context.Background(), "play "+move); a != "=\n\n" {
				t.Fatalf("%s: play %q answered %q", game, move, a)
			}
			name := s.Game().PlayerName(s.Game().ToMove(s.Line().Position()))
			if a, _ := s.Handle(context.Background(), "genmove "+strings.ToUpper(name)); !strings.HasPrefix(a, "= ") {
				t.Fatalf("%s: genmove %s answered %q", game, name, a)
			}
			if _, over := s.Game().Result(s.Line().Position()); over {
				break
			}
		}
	}
}

func TestGenmoveTimeLimit(t *testing.T) {
	s := newServer(t, "morelli", "alphabeta")
	for _, cmd := range []string{"movetime 30", "movetime 0\ntime_settings 0 0.9 3", "time_settings 3 0 0"} {
		for _, l := range strings.Split(cmd, "\n") {
			if a, _ := s.Handle(context.Background(), l); a != "=\n\n" {
				t.Fatalf("%q: %q", l, a)
			}
		}
		start := time.Now()
		a, _ := s.Handle(context.Background(), "genmove")
		if el := time.Since(start); !strings.HasPrefix(a, "= ") || el > 2*time.Second {
			t.Errorf("after %q: genmove answered %q in %v", cmd, a, el)
		}
	}
}

// TestBudget: the clock commands give search's time manager
// (search.Clock.Budget, whose tests hold the formula's cases) what the
// controller says, the move overhead kept.
func TestBudget(t *testing.T) {
	s := newServer(t, "pathway", "greedy")
	h := func(l string) {
		if a, _ := s.Handle(context.Background(), l); a != "=\n\n" {
			t.Fatalf("%q: %q", l, a)
		}
	}
	const ms = time.Millisecond
	want := func(p ply.Player, d time.Duration, what string) {
		t.Helper()
		if got := s.budget(p); got != d {
			t.Errorf("%s: budget %v, want %v", what, got, d)
		}
	}
	want(ply.First, 0, "no clock")
	h("time_settings 300 0 0")
	want(ply.First, 10*time.Second, "300s main")
	h("time_left red 20 4")
	want(ply.First, 5*time.Second, "20s for 4 moves")
	want(ply.Second, 10*time.Second, "Blue")
	h("movetime 250")
	want(ply.Second, 250*ms, "movetime")
	// The move overhead comes off every budget, down to 5ms.
	h("move_overhead 100")
	want(ply.Second, 150*ms, "movetime 250, overhead 100")
	h("movetime 0")
	want(ply.First, 4900*ms, "20s for 4 moves, overhead 100")
	h("movetime 50")
	want(ply.Second, search.MinBudget, "movetime 50, overhead 100")
	if a, _ := s.Handle(context.Background(), "move_overhead 99999999"); !strings.HasPrefix(a, "?") {
		t.Errorf("move_overhead out of range: %q", a)
	}
	h("move_overhead 0")
	h("movetime 0")
	h("time_settings 0 10 0")
	want(ply.First, 0, "GTP's no-limit settings")
	// Byo-yomi: a thirtieth of the main time and three quarters of a
	// period's share per move; in a period, its moves share it.
	h("time_settings 60 10 1")
	want(ply.First, 9500*ms, "60s main, 10s periods")
	h("time_left red 8 1")
	want(ply.First, 6*time.Second, "8s left in a period")
	h("kgs-time_settings canadian 60 50 25")
	want(ply.First, 3500*ms, "60s main, 25 moves in 50s")
	h("time_left blue 20 5")
	want(ply.Second, 4*time.Second, "20s for 5 moves")
	// time_left alone is a clock for its side only.
	h("kgs-time_settings none")
	h("time_left blue 30 0")
	want(ply.Second, time.Second, "30s main, no time_settings")
	want(ply.First, 0, "a side time_left did not give")
}

// A position of another board size opens the game again at that size.
func TestPositionOtherSize(t *testing.T) {
	s := newServer(t, "pathway", "greedy")
	if a, _ := s.Handle(context.Background(), "position ..../..../..../.... r"); a != "=\n\n" {
		t.Fatal(a)
	}
	if a, _ := s.Handle(context.Background(), "play d4"); a != "=\n\n" {
		t.Fatal(a)
	}
	if a, _ := s.Handle(context.Background(), "play e5"); !strings.HasPrefix(a, "? ") {
		t.Fatalf("e5 on a 4x4 board: %q", a)
	}
}

func TestGameOver(t *testing.T) {
	s := newServer(t, "pathway", "greedy")
	if a, _ := s.Handle(context.Background(), "position ../.. r"); a != "=\n\n" {
		t.Fatal(a)
	}
	for len(s.Game().Moves(s.Line().Position())) > 0 {
		if a, _ := s.Handle(context.Background(), "genmove"); !strings.HasPrefix(a, "= ") {
			t.Fatal(a)
		}
	}
	if a, _ := s.Handle(context.Background(), "genmove"); !strings.HasPrefix(a, "? the game is over") {
		t.Errorf("genmove after the end: %q", a)
	}
	// The result says who won and why, as the game says it.
	why := s.Game().EndReason(s.Line().Position())
	if a, _ := s.Handle(context.Background(), "result"); why == "" || !strings.HasPrefix(a, "= ") || !strings.Contains(a, why) {
		t.Errorf("result: %q, want the reason %q", a, why)
	}
}

func TestServeLongLine(t *testing.T) {
	s := newServer(t, "pathway", "greedy")
	in := strings.Repeat("x", MaxLine+10) + "\nname\n"
	var out strings.Builder
	if err := s.Serve(context.Background(), strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(out.String(), "? line longer than") || !strings.HasSuffix(out.String(), "= ply\n\n") {
		t.Errorf("output %q", out.String())
	}
}

// Whatever the input, every command line gets one well-formed answer and
// the server goes on.
func FuzzServer(f *testing.F) {
	for _, s := range []string{"play a1\ngenmove\nundo", "1 position ..../..../..../.... r\nlegal_moves", "time_left red 1 1\ntime_settings 1 1 1", "play red\nplay blue a1", "clear_board\nundo 99\nshowboard", "known_command\nmovetime 99999999999"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, input string) {
		s := newServer(t, "pathway", "greedy")
		s.Handle(context.Background(), "movetime 20")
		s.Handle(context.Background(), "position .../.../... r")
		for _, raw := range strings.Split(input, "\n") {
			if strings.HasPrefix(strings.TrimSpace(Clean(raw)), "movetime") || strings.Contains(raw, "time_") {
				continue // keep each genmove short
			}
			a, _ := s.Handle(context.Background(), raw)
			if Clean(raw) == "" {
				if a != "" {
					t.Fatalf("%q: answered %q", raw, a)
				}
				continue
			}
			if !strings.HasSuffix(a, "\n\n") || strings.Count(a, "\n\n") != 1 || a[0] != '=' && a[0] != '?' {
				t.Fatalf("%q: answered %q", raw, a)
			}
			if _, err := parseAnswerHead(a[:strings.IndexByte(a, '\n')]); err != nil {
				t.Fatalf("%q: answered %q: %v", raw, a, err)
			}
		}
	})
}

func TestNewServerErrors(t *testing.T) {
	if _, err := NewServer("checkers", registry.Config{}, bot.Spec{Kind: "greedy"}, 1); !errors.Is(err, registry.ErrUnknownGame) {
		t.Errorf("unknown game: %v", err)
	}
	if _, err := NewServer("pathway", registry.Config{}, bot.Spec{Kind: "wizard"}, 1); !errors.Is(err, bot.ErrSpec) {
		t.Errorf("unknown bot: %v", err)
	}
}

// failingBot is a bot that cannot search: it gives err and move.
type failingBot struct {
	move registry.Move
	err  error
}

func (b failingBot) Choose(context.Context, registry.Line, func(registry.Choice)) (registry.Choice, error) {
	return registry.Choice{Move: b.move}, b.err
}

// A bot that fails (a table too big, a bad option), or gives no move, is
// answered with "?" and the reason, and no move is played: the server used
// to drop the bot's error and play the first legal move.
func TestServeBotCannotSearch(t *testing.T) {
	g, _ := registry.Open("pathway", registry.Config{})
	b2, _ := g.ParseMove(g.Start(), "b2")
	for _, bot := range []failingBot{
		{err: fmt.Errorf("search: Options.TableMB = 65536: more than the 512 MiB this process can allocate: %w", ply.ErrInvalidOption)},
		{move: b2, err: fmt.Errorf("search: Options.Threads = 999: %w", ply.ErrInvalidOption)},
		{},
	} {
		s := newServer(t, "pathway", "alphabeta:2")
		s.bot = bot
		do, _ := pipeSession(t, s)
		if a := do("movetime 2000"); !a.OK {
			t.Fatalf("movetime: %q", a.Text)
		}
		for _, cmd := range []string{"genmove", "reg_genmove"} {
			a := do(cmd)
			want := "the bot alphabeta:2 cannot move: " + fmt.Sprint(bot.err)
			if bot.err == nil {
				want = "the bot alphabeta:2 chose no move"
			}
			if a.OK || !strings.HasPrefix(a.Text, want) {
				t.Errorf("%s with a bot failing with %v: answered %v %q, want ? %q", cmd, bot.err, a.OK, a.Text, want)
			}
		}
		if s.line.Len() != 0 {
			t.Errorf("a move was played: %q", s.line.Texts())
		}
	}
}
