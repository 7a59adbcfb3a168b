package connectfour_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/plygo/ply/examples/connectfour/connectfour"
)

// TestLessons checks each worked example against the rules and against
// RULES.md: its position reads, its move is legal there, and the
// example's heading, position, move and board stand in the document; the
// board drawn there is the position's.
func TestLessons(t *testing.T) {
	text, err := os.ReadFile(filepath.Join("..", "RULES.md"))
	if err != nil {
		t.Fatal(err)
	}
	doc := string(text)
	g := connectfour.Game{}
	for _, l := range connectfour.Lessons() {
		s, err := connectfour.ParseState(l.Position)
		if err != nil {
			t.Errorf("%s: %v", l.Title, err)
			continue
		}
		if _, err := connectfour.ParseMove(s, l.Move); err != nil {
			t.Errorf("%s: move %s: %v", l.Title, l.Move, err)
		}
		_, section, ok := strings.Cut(doc, "\n### "+l.Title+"\n")
		if !ok {
			t.Errorf("RULES.md has no heading %q", l.Title)
			continue
		}
		section, _, _ = strings.Cut(section, "\n#")
		for _, want := range []string{"Position `" + l.Position + "`", "plays `" + l.Move + "`", board(s)} {
			if !strings.Contains(section, want) {
				t.Errorf("%s: RULES.md lacks %q", l.Title, want)
			}
		}
		if who := g.PlayerName(s.ToMove()); !strings.Contains(section, who+" to move") {
			t.Errorf("%s: RULES.md does not say %s is to move", l.Title, who)
		}
	}
}

// board draws s as RULES.md does.
func board(s connectfour.State) string {
	var b strings.Builder
	for y := connectfour.Rows - 1; y >= 0; y-- {
		for x := range connectfour.Columns {
			if x > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(s.At(connectfour.CellAt(x, y)).String())
		}
		b.WriteByte('\n')
	}
	return b.String() + "1 2 3 4 5 6 7\n"
}

// TestLessonMoves: the examples' moves do what their texts say: the first
// lands on d2, the second and fourth win, the third is the only move that
// does not lose at once.
func TestLessonMoves(t *testing.T) {
	g := connectfour.Game{}
	ls := connectfour.Lessons()
	after := func(i int) (connectfour.State, connectfour.State) {
		s, _ := connectfour.ParseState(ls[i].Position)
		m, _ := connectfour.ParseMove(s, ls[i].Move)
		return s, g.Apply(s, m)
	}
	if _, a := after(0); a.At(connectfour.CellAt(3, 1)) != connectfour.YellowStone {
		t.Errorf("example 1: d2 holds %v", a.At(connectfour.CellAt(3, 1)))
	}
	for _, i := range []int{1, 3} {
		if s, a := after(i); g.EndReason(a) == "" {
			t.Errorf("%s: the move does not end the game", ls[i].Title)
		} else if r, _ := g.Result(a); r.Winner != s.ToMove() {
			t.Errorf("%s: %v", ls[i].Title, r)
		}
	}
	s, _ := after(2)
	for _, m := range g.AppendMoves(nil, s) {
		// Red wins at once after any Yellow move but column 4.
		next := g.Apply(s, m)
		redWins := g.EndReason(g.Apply(next, 3)) != ""
		if redWins != (m != 3) {
			t.Errorf("example 3: Yellow %v, then Red 4 wins: %v", m, redWins)
		}
	}
}
