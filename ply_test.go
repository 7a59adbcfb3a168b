package ply_test

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/pathway"
)

func TestPlayer(t *testing.T) {
	for _, tc := range []struct {
		p        ply.Player
		opponent ply.Player
		index    int
		name     string
	}{
		{ply.First, ply.Second, 0, "first"},
		{ply.Second, ply.First, 1, "second"},
		{ply.NoPlayer, ply.NoPlayer, -1, "none"},
		{ply.Player(7), ply.NoPlayer, -1, "Player(7)"},
	} {
		if got := tc.p.Opponent(); got != tc.opponent {
			t.Errorf("%v.Opponent() = %v", tc.p, got)
		}
		if got := tc.p.Index(); got != tc.index {
			t.Errorf("%v.Index() = %d", tc.p, got)
		}
		if got := tc.p.String(); got != tc.name {
			t.Errorf("String() = %q, want %q", got, tc.name)
		}
	}
}

func TestPlayerText(t *testing.T) {
	for _, p := range []ply.Player{ply.NoPlayer, ply.First, ply.Second} {
		data, err := json.Marshal(p)
		if err != nil {
			t.Fatal(err)
		}
		if want := `"` + p.String() + `"`; string(data) != want {
			t.Errorf("%v: JSON %s, want %s", p, data, want)
		}
		var back ply.Player
		if err := json.Unmarshal(data, &back); err != nil || back != p {
			t.Errorf("%v: read back %v, %v", p, back, err)
		}
	}
	if _, err := ply.Player(7).MarshalText(); !errors.Is(err, ply.ErrSyntax) {
		t.Errorf("Player(7): %v, want ErrSyntax", err)
	}
	var p ply.Player
	if err := p.UnmarshalText([]byte("third")); !errors.Is(err, ply.ErrSyntax) {
		t.Errorf("third: %v, want ErrSyntax", err)
	}
}

func TestResult(t *testing.T) {
	var draw ply.Result
	if draw.Winner != ply.NoPlayer || draw.For(ply.First) != 0 || draw.String() != "draw" {
		t.Errorf("the zero Result is not a draw: %v", draw)
	}
	win := ply.Result{Winner: ply.Second, Score: [2]int{20, 44}}
	if win.For(ply.Second) != 1 || win.For(ply.First) != -1 {
		t.Errorf("For: %d, %d", win.For(ply.Second), win.For(ply.First))
	}
	if got := win.String(); got != "second wins 20-44" {
		t.Errorf("String() = %q", got)
	}
}

func TestPlay(t *testing.T) {
	g := pathway.MustNew()
	s := g.Start()
	a1, _ := pathway.Place(pathway.CellAt(0, 0))
	next, err := ply.Play[pathway.State, pathway.Move](g, s, a1)
	if err != nil || next != g.Apply(s, a1) {
		t.Fatalf("Play(a1) = %v, %v", next, err)
	}
	// After Red a1, Blue may not play a2: it touches only a Red stone.
	a2, _ := pathway.Place(pathway.CellAt(0, 1))
	got, err := ply.Play[pathway.State, pathway.Move](g, next, a2)
	if !errors.Is(err, ply.ErrIllegalMove) || got != next {
		t.Errorf("Play(a2) = %v, %v; want the state unchanged and ErrIllegalMove", got, err)
	}
	// A move off the board is never legal, and never panics.
	got, err = ply.Play[pathway.State, pathway.Move](g, next, pathway.Move(255))
	if !errors.Is(err, ply.ErrIllegalMove) || got != next {
		t.Errorf("Play(off board) = %v, %v", got, err)
	}
	end, err := pathway.ParseState("bb.r/..r./.r.b/r..b r")
	if err != nil {
		t.Fatal(err)
	}
	g4, _ := pathway.New(pathway.WithSize(4))
	if _, err := ply.Play[pathway.State, pathway.Move](g4, end, a1); !errors.Is(err, ply.ErrGameOver) {
		t.Errorf("Play after the end: %v, want ErrGameOver", err)
	}
}

func TestPerftAndDivide(t *testing.T) {
	g := pathway.MustNew()
	if n := ply.Perft[pathway.State, pathway.Move](g, g.Start(), 0); n != 1 {
		t.Errorf("Perft(0) = %d, want 1", n)
	}
	div := ply.PerftDivide[pathway.State, pathway.Move](g, g.Start(), 2)
	var sum uint64
	for _, e := range div {
		sum += e.Nodes
	}
	if len(div) != 36 || sum != 1140 {
		t.Errorf("divide: %d moves, %d nodes; want 36, 1140", len(div), sum)
	}
	if ply.PerftDivide[pathway.State, pathway.Move](g, g.Start(), 0) != nil {
		t.Errorf("divide at depth 0 should be empty")
	}
}

func TestRandomPlayoutIsSeeded(t *testing.T) {
	g := pathway.MustNew()
	play := func(seed uint64) (pathway.State, ply.Result, int) {
		return ply.RandomPlayout[pathway.State, pathway.Move](g, g.Start(), rand.New(rand.NewPCG(seed, 0)))
	}
	s1, r1, n1 := play(5)
	s2, r2, n2 := play(5)
	if s1 != s2 || r1 != r2 || n1 != n2 {
		t.Errorf("the same seed played different games")
	}
	if _, over := g.Result(s1); !over || r1.Winner != s1.ToMove() {
		t.Errorf("playout did not end properly: %v", r1)
	}
}

// bare hides every capability of the game it holds: a game of one's own
// without an EndReasoner.
type bare struct {
	ply.Game[pathway.State, pathway.Move]
}

func TestEndReason(t *testing.T) {
	g4 := pathway.MustNew(pathway.WithSize(4))
	end, err := pathway.ParseState("bb.r/..r./.r.b/r..b r")
	if err != nil {
		t.Fatal(err)
	}
	const want = "Red, to move, has no legal placement, and the player who cannot place wins"
	for name, g := range map[string]ply.Game[pathway.State, pathway.Move]{
		"game": g4, "WithEval": ply.WithEval[pathway.State, pathway.Move](g4, func(pathway.State, ply.Player) float64 { return 0 }),
	} {
		if got := ply.EndReason(g, end); got != want {
			t.Errorf("%s: EndReason = %q, want %q", name, got, want)
		}
		if got := ply.EndReason(g, g.Start()); got != "" {
			t.Errorf("%s: EndReason of the start = %q, want none", name, got)
		}
	}
	// A game without the capability still has a reason at its end.
	if got := ply.EndReason[pathway.State, pathway.Move](bare{g4}, end); got != ply.GenericEndReason {
		t.Errorf("without EndReasoner: %q, want %q", got, ply.GenericEndReason)
	}
	if got := ply.EndReason[pathway.State, pathway.Move](bare{g4}, g4.Start()); got != "" {
		t.Errorf("without EndReasoner, the start: %q, want none", got)
	}
}
