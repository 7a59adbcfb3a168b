package games

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

func TestCheckBot(t *testing.T) {
	g, err := Open("pathway", Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, spec := range []string{"human", "random", "greedy", "minimax:1", "minimax:6", "alphabeta", "alphabeta:4", "alphabeta:250ms", "mcts", "mcts:500", "mcts:1s"} {
		if err := g.CheckBot(spec); err != nil {
			t.Errorf("CheckBot(%q): %v", spec, err)
		}
	}
	for _, spec := range []string{"", "Random", "random:1", "minimax", "minimax:0", "minimax:7", "alphabeta:", "alphabeta:-1s", "alphabeta:2h", "alphabeta:65", "mcts:x", "mcts:0", "mcts:-1s"} {
		if err := g.CheckBot(spec); !errors.Is(err, ErrBotSpec) {
			t.Errorf("CheckBot(%q) = %v, want ErrBotSpec", spec, err)
		}
	}
}

func TestOpen(t *testing.T) {
	if _, err := Open("nosuchgame", Options{}); !errors.Is(err, ErrUnknownGame) {
		t.Errorf("unknown game: %v", err)
	}
	if _, err := Open("pathway", Options{Setup: "x"}); !errors.Is(err, ErrOption) {
		t.Errorf("pathway -setup: %v", err)
	}
	g, err := Open("pathway", Options{Position: "..../..../..../.... r"})
	if err != nil {
		t.Fatal(err)
	}
	if g.Start() != "..../..../..../.... r" {
		t.Errorf("a 4x4 position should open the 4x4 game, got start %q", g.Start())
	}
	if !strings.Contains(Usage(), "pathway") {
		t.Errorf("Usage lacks pathway: %q", Usage())
	}
}

func TestPlayBotsToTheEnd(t *testing.T) {
	g, err := Open("pathway", Options{Size: 4})
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	r, err := g.Play(PlayConfig{Players: [2]string{"minimax:2", "alphabeta:2"}, Out: &out, Quiet: true})
	if err != nil {
		t.Fatal(err)
	}
	if r.Winner == 0 {
		t.Errorf("Pathway has no draws, got %v", r)
	}
	if !strings.Contains(out.String(), "game over: "+r.String()) {
		t.Errorf("output does not announce %v:\n%s", r, out.String())
	}
}
