package engine_test

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/engine"
	_ "github.com/plygo/ply/games"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/search"
)

// analyze streams a line per finished depth and per best line, then
// bestmove and the empty line, through Serve; reg_genmove does not play.
func TestAnalyzeStreams(t *testing.T) {
	s, err := engine.NewServer("pathway", registry.Config{Size: 4}, bot.Spec{Kind: "alphabeta", Depth: 6}, 1)
	if err != nil {
		t.Fatal(err)
	}
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	go func() {
		s.Serve(context.Background(), inR, outW)
		outW.Close()
	}()
	out := bufio.NewReader(outR)
	send := func(line string) { io.WriteString(inW, line+"\n") }
	answer := func() []string {
		var lines []string
		for {
			l, err := out.ReadString('\n')
			if err != nil {
				t.Fatalf("read: %v after %q", err, lines)
			}
			l = strings.TrimRight(l, "\n")
			if l == "" {
				return lines
			}
			lines = append(lines, l)
		}
	}
	send("1 analyze lines 2 depth 3")
	got := answer()
	if got[0] != "=1" || !strings.HasPrefix(got[len(got)-1], "bestmove ") {
		t.Fatalf("answer %q", got)
	}
	infos := 0
	for _, l := range got[1 : len(got)-1] {
		if !strings.HasPrefix(l, "info multipv ") || !strings.Contains(l, " pv ") || !strings.Contains(l, " score ") {
			t.Errorf("line %q", l)
		}
		infos++
	}
	if infos != 6 { // 3 depths, 2 lines each
		t.Errorf("%d info lines, want 6: %q", infos, got)
	}
	// An infinite analysis runs until the next line of input.
	send("2 analyze infinite lines 3")
	l, err := out.ReadString('\n')
	if err != nil || l != "=2\n" {
		t.Fatalf("head %q %v", l, err)
	}
	time.Sleep(50 * time.Millisecond)
	send("stop")
	got = answer()
	if len(got) == 0 || !strings.HasPrefix(got[len(got)-1], "bestmove ") {
		t.Errorf("stopped analysis ends %q", got)
	}
	if got := answer(); len(got) != 1 || got[0] != "=" {
		t.Errorf("stop answered %q", got)
	}
	send("3 reg_genmove")
	if got := answer(); len(got) != 1 || !strings.HasPrefix(got[0], "=3 ") {
		t.Errorf("reg_genmove answered %q", got)
	}
	send("result")
	if got := answer(); len(got) != 1 || got[0] != "= none" {
		t.Errorf("after reg_genmove, result %q", got)
	}
	for _, bad := range []string{"analyze lines 0", "analyze depth", "analyze bogus 3", "analyze movetime 99999999999"} {
		send(bad)
		if got := answer(); len(got) != 1 || !strings.HasPrefix(got[0], "?") {
			t.Errorf("%s answered %q", bad, got)
		}
	}
	inW.Close()
}

// Handle answers analyze at once, with every line; an infinite analysis
// needs Serve.
func TestAnalyzeHandle(t *testing.T) {
	s, err := engine.NewServer("pathway", registry.Config{Size: 4}, bot.Spec{Kind: "alphabeta", Depth: 3}, 1)
	if err != nil {
		t.Fatal(err)
	}
	a, _ := s.Handle(context.Background(), "analyze lines 1")
	if !strings.HasPrefix(a, "= info multipv 1 depth 1 ") || !strings.Contains(a, "\nbestmove ") {
		t.Errorf("analyze: %q", a)
	}
	if a, _ := s.Handle(context.Background(), "analyze infinite"); !strings.HasPrefix(a, "?") {
		t.Errorf("infinite through Handle: %q", a)
	}
	if a, _ := s.Handle(context.Background(), "reg_genmove"); !strings.HasPrefix(a, "= ") || s.Line().Len() != 0 {
		t.Errorf("reg_genmove: %q, %d moves played", a, s.Line().Len())
	}
}

// A limited analysis runs to its limit even when the next command is
// already waiting, so that a script of commands gets every answer in order.
func TestAnalyzeThenQuit(t *testing.T) {
	s, err := engine.NewServer("pathway", registry.Config{Size: 4}, bot.Spec{Kind: "alphabeta", Depth: 6}, 1)
	if err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	if err := s.Serve(context.Background(), strings.NewReader("1 analyze lines 2 depth 3\n2 quit\n"), &out); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	if strings.Count(got, "info multipv") != 6 || !strings.Contains(got, "bestmove ") || !strings.HasSuffix(got, "\n\n=2\n\n") {
		t.Errorf("answers %q", got)
	}
}

// lz-analyze streams Leela Zero's shape, all lines of a depth on one line,
// until the next line of input.
func TestLzAnalyze(t *testing.T) {
	s, err := engine.NewServer("pathway", registry.Config{Size: 4}, bot.Spec{Kind: "alphabeta", Depth: 6}, 1)
	if err != nil {
		t.Fatal(err)
	}
	inR, inW := io.Pipe()
	var out strings.Builder
	done := make(chan error)
	go func() { done <- s.Serve(context.Background(), inR, &out) }()
	io.WriteString(inW, "lz-analyze red 10\n")
	time.Sleep(300 * time.Millisecond)
	io.WriteString(inW, "stop\nquit\n")
	inW.Close()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(out.String(), "\n")
	if lines[0] != "=" || !strings.HasPrefix(lines[1], "info move ") || !strings.Contains(lines[1], " winrate ") || strings.Count(lines[1], "info move") != 3 {
		t.Errorf("lz-analyze answered %q", out.String())
	}
	if a, _ := s.Handle(context.Background(), "lz-analyze"); !strings.HasPrefix(a, "?") {
		t.Errorf("lz-analyze through Handle: %q", a)
	}
}

// lz-analyze's winrate is the expected result of each line on the game's
// curve (registry.CurveOf, read as registry.BestLine.Expected reads it):
// the one the analysis and the web board use. Its first line, of depth 1,
// is the bot's analysis at depth 1.
func TestLzAnalyzeWinrate(t *testing.T) {
	for _, game := range []string{"mapello", "morelli", "pathway"} {
		s, err := engine.NewServer(game, registry.Config{}, bot.Spec{Kind: "alphabeta", Depth: 3}, 1)
		if err != nil {
			t.Fatal(err)
		}
		inR, inW := io.Pipe()
		outR, outW := io.Pipe()
		done := make(chan error, 1)
		go func() {
			done <- s.Serve(context.Background(), inR, outW)
			outW.Close()
		}()
		out := bufio.NewReader(outR)
		io.WriteString(inW, "lz-analyze 10\n")
		var first string
		for first == "" || first == "=\n" {
			if first, err = out.ReadString('\n'); err != nil {
				t.Fatal(err)
			}
		}
		go io.Copy(io.Discard, out)
		io.WriteString(inW, "stop\nquit\n")
		inW.Close()
		if err := <-done; err != nil {
			t.Fatal(err)
		}

		g, err := registry.Open(game, registry.Config{})
		if err != nil {
			t.Fatal(err)
		}
		bot, err := g.NewBot(bot.Spec{Kind: "alphabeta", Depth: 3}, 1)
		if err != nil {
			t.Fatal(err)
		}
		r, err := bot.(registry.Analyst).Analyze(context.Background(), registry.NewLine(g.Start()), search.Limits{Depth: 1, MultiPV: 3}, nil)
		if err != nil {
			t.Fatal(err)
		}
		var want []string
		for i, l := range r.Lines {
			want = append(want, fmt.Sprintf("info move %s visits 1 winrate %d order %d pv %s", l.Move, int(math.Round(l.Expected(registry.CurveOf(g))*10000)), i, l.Move))
		}
		if got := strings.TrimSuffix(first, "\n"); got != strings.Join(want, " ") {
			t.Errorf("%s: lz-analyze's first line\n%s\nwant\n%s", game, got, strings.Join(want, " "))
		}
	}
}
