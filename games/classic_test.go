package games

import (
	"context"
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/plygo/ply"
)

// misere is a pile game: take 1 or 2; whoever takes the last one loses.
type misere struct{}

type pile struct {
	n    int
	turn ply.Player
}

func (misere) Start() pile                       { return pile{2, ply.First} }
func (misere) ToMove(s pile) ply.Player          { return s.turn }
func (misere) Evaluate(pile, ply.Player) float64 { return 0 }
func (misere) AppendMoves(dst []int, s pile) []int {
	for k := 1; k <= 2 && k <= s.n; k++ {
		dst = append(dst, k)
	}
	return dst
}
func (misere) Apply(s pile, m int) pile { return pile{s.n - m, s.turn.Opponent()} }
func (misere) Result(s pile) (ply.Result, bool) {
	if s.n > 0 {
		return ply.Result{}, false
	}
	return ply.Result{Winner: s.turn}, true // the one who took the last lost
}

func TestAvoidLoss(t *testing.T) {
	bot := &avoidLoss[pile, int]{g: misere{}, rng: rand.New(rand.NewPCG(1, 1))}
	ctx := context.Background()
	for range 50 {
		if m, err := bot.Choose(ctx, pile{2, ply.First}); err != nil || m != 1 {
			t.Fatalf("from 2: took %d (%v), want 1: taking 2 loses at once", m, err)
		}
	}
	// Every move loses: it still moves.
	if m, err := bot.Choose(ctx, pile{1, ply.Second}); err != nil || m != 1 {
		t.Errorf("from 1: %d, %v", m, err)
	}
	if _, err := bot.Choose(ctx, pile{0, ply.First}); !errors.Is(err, ply.ErrGameOver) {
		t.Errorf("finished game: %v, want ErrGameOver", err)
	}
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := bot.Choose(cancelled, pile{2, ply.First}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
}
