package registry_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/internal/nim"
	"github.com/plygo/ply/registry"
)

// bare is Nim without ply.Notation: the game of one's own of an author who
// has not written its notation yet.
type bare struct{ g nim.Game }

func (b bare) Start() nim.State                           { return b.g.Start() }
func (b bare) ToMove(s nim.State) ply.Player              { return b.g.ToMove(s) }
func (b bare) AppendMoves(dst []int, s nim.State) []int   { return b.g.AppendMoves(dst, s) }
func (b bare) Apply(s nim.State, m int) nim.State         { return b.g.Apply(s, m) }
func (b bare) Result(s nim.State) (ply.Result, bool)      { return b.g.Result(s) }
func (b bare) Evaluate(s nim.State, p ply.Player) float64 { return b.g.Evaluate(s, p) }

// TestNoNotation: a game without ply.Notation is refused with a clear
// error by Adapt, and by Register when it is registered, not at the first
// command that opens it.
func TestNoNotation(t *testing.T) {
	open := func(registry.Config) (registry.Game, error) {
		return registry.Adapt[nim.State, int]("bare", bare{nim.Game{Pile: 5}}, registry.Config{})
	}
	_, err := open(registry.Config{})
	if !errors.Is(err, registry.ErrNoNotation) || !strings.Contains(err.Error(), "ParseMove, FormatMove, ParseState, FormatState") {
		t.Fatalf("Adapt: %v, want ErrNoNotation naming the methods", err)
	}
	defer func() {
		r := recover()
		if msg := fmt.Sprint(r); !strings.Contains(msg, "game bare has no ply.Notation") {
			t.Errorf("Register panicked with %q, want the missing ply.Notation", msg)
		}
		if _, ok := registry.Lookup("bare"); ok {
			t.Error("the game was registered")
		}
	}()
	registry.Register(registry.Entry{Name: "bare", Summary: "Nim without notation", Open: open})
}
