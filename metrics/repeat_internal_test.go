package metrics

import (
	"context"
	"fmt"
	"strconv"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/diagram"
	"github.com/plygo/ply/registry"
)

// loop is a game of a piece that goes round a ring of four cells, one or
// two cells a ply, for eight plies, then a draw. Its position text counts
// the plies, so that no two positions of a game have the same text; its
// diagram shows only the piece and the player to move.
type loop struct{}

type loopState struct{ at, plies int }

func (loop) Start() loopState { return loopState{} }
func (loop) ToMove(s loopState) ply.Player {
	return ply.Player(1 + s.plies%2)
}
func (loop) AppendMoves(dst []int, s loopState) []int {
	if s.plies >= 8 {
		return dst
	}
	return append(dst, 1, 2)
}
func (loop) Apply(s loopState, m int) loopState     { return loopState{(s.at + m) % 4, s.plies + 1} }
func (loop) Result(s loopState) (ply.Result, bool)  { return ply.Result{}, s.plies >= 8 }
func (loop) Evaluate(loopState, ply.Player) float64 { return 0 }
func (loop) FormatMove(_ loopState, m int) string   { return strconv.Itoa(m) }
func (loop) ParseMove(s loopState, text string) (int, error) {
	m, err := strconv.Atoi(text)
	if err != nil || m < 1 || m > 2 || s.plies >= 8 {
		return 0, fmt.Errorf("loop: %q: %w", text, ply.ErrIllegalMove)
	}
	return m, nil
}
func (loop) FormatState(s loopState) string { return fmt.Sprintf("%d %d", s.at, s.plies) }
func (loop) ParseState(text string) (loopState, error) {
	var s loopState
	if n, _ := fmt.Sscanf(text, "%d %d", &s.at, &s.plies); n != 2 {
		return s, fmt.Errorf("loop: %q: %w", text, ply.ErrSyntax)
	}
	return s, nil
}

// loopDiagrams is loop with a diagram.
type loopDiagrams struct{ loop }

func (g loopDiagrams) Diagram(s loopState) diagram.Diagram {
	d := diagram.Diagram{Game: "loop", Width: 4, Height: 1, ToMove: g.ToMove(s)}
	if s.plies >= 8 {
		d.ToMove = ply.NoPlayer
	}
	for i := range 4 {
		c := diagram.Cell{Name: strconv.Itoa(i), X: i, Kind: diagram.CellSquare}
		if i == s.at {
			c.Pieces = []diagram.Piece{{Kind: diagram.PieceStone, Letter: "x"}}
		}
		d.Cells = append(d.Cells, c)
	}
	return d
}
func (g loopDiagrams) DiagramAfter(_, next loopState, _ int) diagram.Diagram { return g.Diagram(next) }

func init() {
	registry.Register(registry.Entry{Name: "loop", Summary: "a piece round a ring", Open: func(cfg registry.Config) (registry.Game, error) {
		return registry.Adapt[loopState, int]("loop", loop{}, cfg)
	}})
	registry.Register(registry.Entry{Name: "loop-diagram", Summary: "a piece round a ring, drawn", Open: func(cfg registry.Config) (registry.Game, error) {
		return registry.Adapt[loopState, int]("loop-diagram", loopDiagrams{}, cfg)
	}})
}

// A bot that always plays 1 (minimax sees every move even and keeps the
// first) goes round the ring twice: the positions after plies 4 to 7 are
// those after plies 0 to 3, the same player to move, though their texts
// differ; the last, with nobody to move, is new. Without a diagram the
// texts decide, and nothing repeats. The ring's four cells are all
// covered.
func TestRepeats(t *testing.T) {
	for game, want := range map[string]int{"loop-diagram": 4, "loop": 0} {
		s := Study{Game: game, Strengths: []bot.Spec{{Kind: "minimax", Depth: 1}}, Games: 1}
		rep, err := s.Run(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		r := rep.Records[0]
		if r.Repeats != want || len(r.Branching) != 8 || r.Branching[0] != 2 {
			t.Errorf("%s: %+v, want %d repeats", game, r, want)
		}
		if c, ok := r.Coverage(); game == "loop-diagram" && (!ok || c != 1 || r.Cells() != 4) {
			t.Errorf("%s: coverage %v, %v of %d cells", game, c, ok, r.Cells())
		}
		if got := rep.Summaries[0].Repetition; !near(got, float64(want)/8) {
			t.Errorf("%s: repetition %v, want %v", game, got, float64(want)/8)
		}
	}
}

func near(a, b float64) bool { return a-b < 1e-9 && b-a < 1e-9 }
