package engine

import (
	"context"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/registry"
)

// The standard GTP commands a controller sends to a board-game engine.
func TestServeStandardGTP(t *testing.T) {
	s, err := NewServer("mapello", registry.Config{Setup: "plain"}, bot.Spec{Kind: "greedy"}, 1)
	if err != nil {
		t.Fatal(err)
	}
	do, _ := pipeSession(t, s)
	expect := func(line string, ok bool, text string) string {
		t.Helper()
		a := do(line)
		if a.OK != ok || !strings.Contains(a.Text, text) {
			t.Errorf("%q: answered %v %q, want %v with %q", line, a.OK, a.Text, ok, text)
		}
		return a.Text
	}
	for _, c := range []string{"reg_genmove", "final_score", "boardsize", "komi", "kgs-time_settings", "showboard"} {
		expect("known_command "+c, true, "true")
	}
	expect("boardsize 8", true, "")
	expect("boardsize 10", false, "unacceptable size: mapello is played on one board size, 8")
	expect("boardsize x", false, "want a whole number")
	expect("komi 6.5", true, "")
	expect("komi lots", false, "want a number")
	expect("kgs-time_settings byoyomi 10 1 3", true, "")
	expect("kgs-time_settings canadian 60 30 10", true, "")
	expect("kgs-time_settings absolute 60", true, "")
	expect("kgs-time_settings none", true, "")
	expect("kgs-time_settings sudden 5", false, "want none")
	expect("final_score", false, "the game is not over")
	expect("clear_board", true, "")
	expect("play B F5", true, "")
	// reg_genmove answers without playing: the same again, and showboard
	// has White still to move.
	m := expect("reg_genmove white", true, "")
	if m2 := expect("reg_genmove W", true, ""); m2 != m {
		t.Errorf("reg_genmove answered %q then %q", m, m2)
	}
	expect("reg_genmove black", false, "Black is not to move")
	expect("showboard", true, "White to move")
	expect("genmove white", true, m)
	// A finished game: 8 moves to a wipe-out (Black wins 13-0).
	expect("position ##########/#........#/#........#/#........#/#...xxx..#/#...xxo..#/#........#/#........#/#........#/########## o 0 0 0", true, "")
	expect("final_score", false, "not over")
	expect("position ##########/#........#/#........#/#........#/#...xxx..#/#...xxx..#/#........#/#........#/#........#/########## o 0 0 0", true, "")
	expect("final_score", true, "B+6")

	// Pathway has sizes: boardsize opens it again; its players are Red
	// and Blue, and GTP's black and white are taken for them.
	p, _ := NewServer("pathway", registry.Config{}, bot.Spec{Kind: "greedy"}, 1)
	do, _ = pipeSession(t, p)
	expect("boardsize 7", true, "")
	expect("showposition", true, "")
	if p.Game().Config().Size != 7 {
		t.Errorf("boardsize 7: size %d", p.Game().Config().Size)
	}
	expect("boardsize 99", false, "sizes 2 to 16")
	expect("play black a1", true, "")
	expect("play white d4", true, "")
	expect("play white e5", false, "Blue is not to move")
	expect("genmove black", true, "")
	expect("clear_board", true, "")
	if p.Game().Config().Size != 7 {
		t.Errorf("clear_board after boardsize 7: size %d", p.Game().Config().Size)
	}
}

// At the end of its input, with no command waiting, a genmove on a long
// clock stops at once and answers; a script ending in quit is answered in
// full.
func TestServeStopsAtEndOfInput(t *testing.T) {
	s := newServer(t, "mapello", "mcts:10m")
	var out strings.Builder
	start := time.Now()
	err := s.Serve(context.Background(), strings.NewReader("time_settings 3600 0 0\n1 genmove\n"), &out)
	if el := time.Since(start); err != nil || el > 5*time.Second {
		t.Errorf("Serve: %v after %v", err, el)
	}
	if a := strings.Split(out.String(), "\n\n"); len(a) < 2 || !strings.HasPrefix(a[1], "=1 ") {
		t.Errorf("answers %q, want a move for genmove", out.String())
	}
	// A last line without its newline is the same.
	out.Reset()
	start = time.Now()
	s = newServer(t, "mapello", "mcts:10m")
	if err := s.Serve(context.Background(), strings.NewReader("2 genmove"), &out); err != nil || time.Since(start) > 5*time.Second || !strings.HasPrefix(out.String(), "=2 ") {
		t.Errorf("genmove without newline: %v, %q after %v", err, out.String(), time.Since(start))
	}
	// quit ends the reading: the genmove before it runs to its time.
	out.Reset()
	s = newServer(t, "pathway", "mcts:300ms")
	start = time.Now()
	if err := s.Serve(context.Background(), strings.NewReader("genmove\nquit\n"), &out); err != nil || time.Since(start) < 250*time.Millisecond {
		t.Errorf("genmove then quit: %v after %v (want the whole 300ms)", err, time.Since(start))
	}
}

// Failures quote at most a prefix of a huge input.
func TestServeQuotesPrefix(t *testing.T) {
	s := newServer(t, "mapello", "greedy")
	for _, line := range []string{"play " + strings.Repeat("é", 400_000), strings.Repeat("x", 900_000), "1 position " + strings.Repeat("#", 900_000)} {
		a, _ := s.Handle(context.Background(), line)
		if !strings.HasPrefix(a, "?") || len(a) > maxMessage+100 || !utf8.ValidString(a) {
			t.Errorf("answer of %d bytes to a line of %d: %.80q", len(a), len(line), a)
		}
	}
}
