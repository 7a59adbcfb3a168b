package ply_test

import (
	"errors"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/mapello"
)

// twice wraps a game a second time, to check that As follows a chain.
type twice struct {
	ply.Game[mapello.State, mapello.Move]
}

func (w twice) Unwrap() ply.Game[mapello.State, mapello.Move] { return w.Game }

func TestAsFollowsUnwrap(t *testing.T) {
	g := mapello.MustNew()
	wrapped := ply.WithEval[mapello.State, mapello.Move](g, mapello.EvalClassic)
	chain := ply.Game[mapello.State, mapello.Move](twice{wrapped})
	for name, w := range map[string]ply.Game[mapello.State, mapello.Move]{"WithEval": wrapped, "chain": chain} {
		if _, ok := w.(ply.Hasher[mapello.State]); ok {
			t.Errorf("%s: the wrapper itself claims to hash", name)
		}
		h, ok := ply.As[ply.Hasher[mapello.State]](w)
		if !ok || h.Hash(g.Start()) != g.Hash(g.Start()) {
			t.Errorf("%s: As did not find the hash", name)
		}
		if _, ok := ply.As[ply.Notation[mapello.State, mapello.Move]](w); !ok {
			t.Errorf("%s: As did not find the notation", name)
		}
		if _, ok := ply.As[ply.PlayoutPolicy[mapello.State, mapello.Move]](w); ok {
			t.Errorf("%s: As found a capability the game lacks", name)
		}
		s := g.Apply(g.Start(), ply.Moves(g, g.Start())[0])
		if w.Evaluate(s, ply.First) != mapello.EvalClassic(s, ply.First) {
			t.Errorf("%s: Evaluate is not the given evaluation", name)
		}
		if ply.Perft(w, g.Start(), 3) != ply.Perft[mapello.State, mapello.Move](g, g.Start(), 3) {
			t.Errorf("%s: perft through the wrapper differs", name)
		}
	}
	if _, ok := ply.As[ply.Hasher[mapello.State]](ply.Game[mapello.State, mapello.Move](nil)); ok {
		t.Error("As found a capability in a nil game")
	}
}

func TestNamesAndMust(t *testing.T) {
	n := ply.Names{"Red", "Blue"}
	if n.PlayerName(ply.First) != "Red" || n.PlayerName(ply.Second) != "Blue" || n.PlayerName(ply.NoPlayer) != "" {
		t.Errorf("names %q %q %q", n.PlayerName(ply.First), n.PlayerName(ply.Second), n.PlayerName(ply.NoPlayer))
	}
	if ply.Must(3, nil) != 3 {
		t.Error("Must changed its value")
	}
	defer func() {
		if r := recover(); r == nil || !errors.Is(r.(error), ply.ErrInvalidOption) {
			t.Errorf("Must did not panic with the error: %v", r)
		}
	}()
	ply.Must(mapello.New(mapello.WithBonusValue(-1)))
}
