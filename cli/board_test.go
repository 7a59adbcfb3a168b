package cli_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/cli/clitest"
	"github.com/plygo/ply/diagram"
	"github.com/plygo/ply/internal/nim"
	"github.com/plygo/ply/internal/svgtest"
	"github.com/plygo/ply/registry"
)

// nimBoard is Nim with a picture, as its author adds diagram.Diagrammer
// to a game of their own: the stones in a row, those the last move took
// marked.
type nimBoard struct{ nim.Game }

var _ diagram.Diagrammer[nim.State, int] = nimBoard{}

// Diagram draws the pile as a row of cells, a stone on each of the first
// s.Left.
func (g nimBoard) Diagram(s nim.State) diagram.Diagram {
	d := diagram.Diagram{Game: "nimboard", Width: max(g.Pile, s.Left, 1), Height: 1,
		Players: [2]string{"Alice", "Bob"}, ToMove: s.Turn,
		Status: fmt.Sprintf("%s to move", g.PlayerName(s.Turn)),
		Notes:  []string{fmt.Sprintf("Stones left: %d", s.Left)}}
	if r, over := g.Result(s); over {
		d.ToMove, d.Status = ply.NoPlayer, g.PlayerName(r.Winner)+" wins"
	}
	for i := range d.Width {
		c := diagram.Cell{Name: strconv.Itoa(i + 1), X: i, Kind: diagram.CellSquare}
		if i < s.Left {
			c.Pieces = []diagram.Piece{{Kind: diagram.PieceStone, Letter: "o"}}
		}
		d.Cells = append(d.Cells, c)
	}
	return d
}

// DiagramAfter marks the cells of the stones m took.
func (g nimBoard) DiagramAfter(prev, next nim.State, m int) diagram.Diagram {
	d := g.Diagram(next)
	d.LastMove = strconv.Itoa(m)
	for i := next.Left; i < prev.Left && i < len(d.Cells); i++ {
		d.Cells[i].Marks = []diagram.Mark{diagram.MarkFrom}
	}
	return d
}

func init() {
	registry.Register(registry.Entry{
		Name:    "nimboard",
		Summary: "Nim with a picture: take one to three stones; whoever takes the last wins. Size is the pile (default 10)",
		Sizes:   registry.Sizes{Min: 1, Max: 100, Default: 10},
		Open: func(cfg registry.Config) (registry.Game, error) {
			if err := cfg.Only("nimboard", "size"); err != nil {
				return nil, err
			}
			g := nimBoard{nim.Game{Pile: 10}}
			if cfg.Size != 0 {
				g.Pile = cfg.Size
			}
			return registry.Adapt[nim.State, int]("nimboard", g, cfg)
		},
	})
}

// TestBoardOwnGame: the board command draws a game of one's own through
// cli.Main: a picture and a text board for a game with a diagram, its
// Render for one without, which has no picture.
func TestBoardOwnGame(t *testing.T) {
	code, out, errs := clitest.Run(t, "", "board", "-game", "nimboard", "-moves", "3 2")
	if code != 0 || errs != "" {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	if err := svgtest.WellFormed([]byte(out)); err != nil || !strings.Contains(out, "Stones left: 5") {
		t.Errorf("%v:\n%.300s", err, out)
	}
	file := filepath.Join(t.TempDir(), "nim.svg")
	if code, out, errs := clitest.Run(t, "", "board", "-game", "nimboard", "-size", "7", "-o", file); code != 0 || out != "" || errs != "" {
		t.Fatalf("-o: exit %d, stdout %q, stderr %q", code, out, errs)
	}
	if data, err := os.ReadFile(file); err != nil || svgtest.WellFormed(data) != nil || !strings.Contains(string(data), "Stones left: 7") {
		t.Errorf("-o wrote %v:\n%.300s", err, data)
	}
	code, out, errs = clitest.Run(t, "", "board", "-game", "nimboard", "-position", "4 2", "-moves", "1;3", "-text")
	if code != 0 || errs != "" {
		t.Fatalf("-text: exit %d, stderr %q", code, errs)
	}
	for _, want := range []string{"Game over: Alice wins", "Last move: 3", "Stones left: 0"} {
		if !strings.Contains(out, want) {
			t.Errorf("-text lacks %q:\n%s", want, out)
		}
	}
	// nim has no diagram.Diagrammer: its text form, and no picture.
	if code, out, errs := clitest.Run(t, "", "board", "-game", "nim", "-size", "5", "-moves", "1", "-text"); code != 0 || out != "4 2\n" || errs != "" {
		t.Errorf("nim -text: exit %d, stdout %q, stderr %q", code, out, errs)
	}
	if code, out, errs := clitest.Run(t, "", "board", "-game", "nim"); code != 2 || out != "" || !strings.Contains(errs, "diagram.Diagrammer") {
		t.Errorf("nim: exit %d, stdout %q, stderr %q", code, out, errs)
	}
}

// TestBoardFlags: bad flags and input stop the board command with status
// 2 and one line on stderr, a file it cannot write with status 1; none
// panics.
func TestBoardFlags(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{nil, "-game is required"},
		{[]string{"-game", "chess"}, "want one of"},
		{[]string{"-wizard"}, "flag provided but not defined"},
		{[]string{"-game", "nimboard", "stray"}, "unexpected argument"},
		{[]string{"-game", "nimboard", "-size", "1000"}, "want 1 to 100"},
		{[]string{"-game", "nimboard", "-setup", "random"}, "no named setups"},
		{[]string{"-game", "nimboard", "-position", "seven"}, "syntax"},
		{[]string{"-game", "nimboard", "-moves", "4"}, `move 1 "4"`},
		{[]string{"-game", "nimboard", "-moves", "1;;x", "-text"}, `move 2 "x"`},
		{[]string{"-game", "nim", "-o", "nim.svg"}, "diagram"},
		{[]string{"-game", "nimboard", "-text", "-size", "many"}, "invalid value"},
	} {
		code, out, errs := clitest.Run(t, "", append([]string{"board"}, tc.args...)...)
		if code != 2 || out != "" || !strings.Contains(errs, tc.want) {
			t.Errorf("board %q: exit %d, stdout %q, stderr %q, want status 2 and %q", tc.args, code, out, errs, tc.want)
		}
	}
	if code, _, errs := clitest.Run(t, "", "board", "-h"); code != 0 || !strings.Contains(errs, "usage: board") || !strings.Contains(errs, "nimboard") {
		t.Errorf("-h: exit %d, stderr %q", code, errs)
	}
	bad := filepath.Join(t.TempDir(), "no", "such", "dir", "p.svg")
	if code, _, errs := clitest.Run(t, "", "board", "-game", "nimboard", "-o", bad); code != 1 || !strings.HasPrefix(errs, "board: ") {
		t.Errorf("-o %s: exit %d, stderr %q", bad, code, errs)
	}
}
