// state_test.go holds the accessor and option tests.

package mapello_test

import (
	"errors"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/mapello"
)

func TestStateAccessors(t *testing.T) {
	s := mustLoose(t, positionA)
	for _, tc := range []struct {
		name      string
		got, want int
	}{
		{"black discs", s.Discs(ply.First), 1},
		{"white discs", s.Discs(ply.Second), 5},
		{"nobody's discs", s.Discs(ply.NoPlayer), 0},
		{"black points", mustSetup("default").Points(ply.First), 0},
		{"nobody's points", s.Points(ply.NoPlayer), 0},
		{"empties", s.Empties(), 64 - 6 - 1},
		{"default empties", mustSetup("default").Empties(), 64 - 4 - 8},
		{"passes", s.Passes(), 0},
	} {
		if tc.got != tc.want {
			t.Errorf("%s = %d, want %d", tc.name, tc.got, tc.want)
		}
	}
	if got := s.At(mapello.CellAt(-1, 3)); got != mapello.Wall {
		t.Errorf("off-grid cell reads %v", got)
	}
	if mapello.Placements(s, ply.NoPlayer) != nil {
		t.Error("Placements for nobody")
	}
	if got := moveNames(mapello.Placements(s, ply.Second)); len(got) != 0 {
		t.Errorf("White's placements in position A: %v", got)
	}
}

func TestBonusValueOption(t *testing.T) {
	if g := mapello.MustNew(mapello.WithBonusValue(5)); g.BonusValue() != 5 {
		t.Errorf("BonusValue = %d", g.BonusValue())
	}
	if g := mapello.MustNew(); g.BonusValue() != mapello.DefaultBonusValue {
		t.Errorf("default BonusValue = %d", g.BonusValue())
	}
	for _, n := range []int{-1, mapello.MaxBonusValue + 1} {
		if g, err := mapello.New(mapello.WithBonusValue(n)); !errors.Is(err, ply.ErrInvalidOption) || g != nil {
			t.Errorf("WithBonusValue(%d): %v, %v; want ErrInvalidOption", n, g, err)
		}
	}
	// With bonus value 5, c1 in position A is worth 5.
	g := mapello.MustNew(mapello.WithBonusValue(5))
	if s := play(t, g, mustLoose(t, positionA), "c1"); s.Points(ply.First) != 5 {
		t.Errorf("c1 took %d points, want 5", s.Points(ply.First))
	}
}

func TestRandomSetupJokersNone(t *testing.T) {
	s, err := mapello.RandomSetupJokers(5, 8, 8, nil)
	r, _ := mapello.RandomSetup(5, 8, 8, 0)
	if err != nil || s != r {
		t.Errorf("RandomSetupJokers(5, 8, 8, nil) = %v, %v; want %v", s, err, r)
	}
}

// TestPieceOwner checks that a disc is its player's and no other piece is
// anyone's.
func TestPieceOwner(t *testing.T) {
	for _, tc := range []struct {
		p    mapello.Piece
		want ply.Player
	}{{mapello.Black, ply.First}, {mapello.White, ply.Second}, {mapello.Empty, ply.NoPlayer}, {mapello.Bonus, ply.NoPlayer}, {mapello.Wall, ply.NoPlayer}, {mapello.Joker, ply.NoPlayer}} {
		if got := tc.p.Owner(); got != tc.want {
			t.Errorf("%v.Owner() = %v, want %v", tc.p, got, tc.want)
		}
	}
}
