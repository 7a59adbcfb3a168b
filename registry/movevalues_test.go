package registry_test

import (
	"slices"
	"testing"

	"github.com/plygo/ply/internal/nim"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/search"
)

// TestMoveValues values Nim's moves from a pile of 3: taking one or two
// leaves the opponent a pile it wins from (Nim's evaluation: -1), taking
// three wins at once. A finished position, or one of another game, has
// none.
func TestMoveValues(t *testing.T) {
	g, err := registry.Adapt[nim.State, int]("nim", nim.Game{Pile: 3}, registry.Config{})
	if err != nil {
		t.Fatal(err)
	}
	got := registry.MoveValues(g, g.Start(), []float64{7})
	if want := []float64{7, -1, -1, search.WinScore}; !slices.Equal(got, want) {
		t.Errorf("MoveValues = %v, want %v", got, want)
	}
	end, err := registry.NewLine(g.Start()).Play(g, "3")
	if err != nil {
		t.Fatal(err)
	}
	if got := registry.MoveValues(g, end.Position(), nil); len(got) != 0 {
		t.Errorf("MoveValues of a finished game = %v", got)
	}
	other, _ := registry.Adapt[nim.State, int]("nim", nim.Game{Pile: 5}, registry.Config{})
	if got := registry.MoveValues(g, registry.Position{}, nil); len(got) != 0 {
		t.Errorf("MoveValues of the zero position = %v", got)
	}
	if got := registry.MoveValues(other, other.Start(), nil); len(got) != 3 {
		t.Errorf("MoveValues from a pile of 5: %v, want 3 values", got)
	}
}
