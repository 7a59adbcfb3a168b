package gametest_test

import (
	"iter"
	"strings"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/diagram"
	"github.com/plygo/ply/gametest"
)

// ttt is tic-tac-toe with what the boards need: a diagram.Diagrammer and
// a diagram.MoveClicker, one click on the cell of a move. It keeps their
// promises and serves as the control of the board checks. A move is the
// index of its cell, a1 to c3 row by row from the bottom.
type ttt struct{}

type tttState struct {
	Cells [9]ply.Player
	Turn  ply.Player
}

var tttLines = [8][3]int{{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}}

func (ttt) Start() tttState                       { return tttState{Turn: ply.First} }
func (ttt) ToMove(s tttState) ply.Player          { return s.Turn }
func (ttt) Evaluate(tttState, ply.Player) float64 { return 0 }
func (ttt) Apply(s tttState, m int) tttState {
	s.Cells[m], s.Turn = s.Turn, s.Turn.Opponent()
	return s
}
func (g ttt) AppendMoves(dst []int, s tttState) []int {
	if _, over := g.Result(s); over {
		return dst
	}
	for i, p := range s.Cells {
		if p == ply.NoPlayer {
			dst = append(dst, i)
		}
	}
	return dst
}
func (ttt) Result(s tttState) (ply.Result, bool) {
	for _, l := range tttLines {
		if p := s.Cells[l[0]]; p != ply.NoPlayer && p == s.Cells[l[1]] && p == s.Cells[l[2]] {
			return ply.Result{Winner: p}, true
		}
	}
	for _, p := range s.Cells {
		if p == ply.NoPlayer {
			return ply.Result{}, false
		}
	}
	return ply.Result{}, true
}

// tttCell names the cell of move m.
func tttCell(m int) string { return string(rune('a'+m%3)) + string(rune('1'+m/3)) }

func (g ttt) Diagram(s tttState) diagram.Diagram {
	d := diagram.Diagram{Game: "ttt", Width: 3, Height: 3, Players: [2]string{"X", "O"}, ToMove: s.Turn, Status: s.Turn.String() + " to move"}
	if _, over := g.Result(s); over {
		d.ToMove, d.Status = ply.NoPlayer, "game over"
	}
	for i, p := range s.Cells {
		c := diagram.Cell{Name: tttCell(i), X: i % 3, Y: 2 - i/3, Kind: diagram.CellSquare}
		if p != ply.NoPlayer {
			c.Pieces = []diagram.Piece{{Owner: p, Kind: diagram.PieceStone, Letter: strings.ToLower(p.String()[:1])}}
		}
		d.Cells = append(d.Cells, c)
	}
	return d
}

func (g ttt) DiagramAfter(prev, next tttState, m int) diagram.Diagram {
	d := g.Diagram(next)
	d.Mark(tttCell(m), diagram.MarkTo)
	d.LastMove = tttCell(m)
	return d
}

// paths yields each legal move of s with the path path(m) gives it.
func (g ttt) paths(s tttState, path func(m int) []string) iter.Seq2[int, []string] {
	return func(yield func(int, []string) bool) {
		for _, m := range g.AppendMoves(nil, s) {
			if !yield(m, path(m)) {
				return
			}
		}
	}
}

func (g ttt) ClickPaths(s tttState) iter.Seq2[int, []string] {
	return g.paths(s, func(m int) []string { return []string{tttCell(m)} })
}

// confirmed is tic-tac-toe whose moves take two clicks on their cell, the
// second to confirm, with a preview of the board between them.
type confirmed struct{ ttt }

func (g confirmed) ClickPaths(s tttState) iter.Seq2[int, []string] {
	return g.paths(s, func(m int) []string { return []string{tttCell(m), tttCell(m)} })
}

func (g confirmed) DiagramClicks(s tttState, clicks []string) (diagram.Diagram, bool) {
	for m, path := range g.ClickPaths(s) {
		if len(clicks) == 1 && clicks[0] == path[0] {
			d := g.Diagram(s)
			d.Mark(tttCell(m), diagram.MarkHighlight)
			return d, true
		}
	}
	return diagram.Diagram{}, false
}

// anyOrder is tic-tac-toe whose move is clicked as its cell and the pass
// token, in either order (a diagram.ClickGrouper of one group of two),
// with a preview after either click.
type anyOrder struct{ ttt }

// anyOrderGroups are anyOrder's click groups.
var anyOrderGroups = []diagram.ClickGroup{{Len: 2, Each: "click the cell or pass"}}

func (g anyOrder) ClickPaths(s tttState) iter.Seq2[int, []string] {
	return g.paths(s, func(m int) []string { return []string{tttCell(m), diagram.ClickPass} })
}

func (anyOrder) ClickGroups(tttState) []diagram.ClickGroup { return anyOrderGroups }

func (g anyOrder) DiagramClicks(s tttState, clicks []string) (diagram.Diagram, bool) {
	if len(clicks) != 1 {
		return diagram.Diagram{}, false
	}
	for _, m := range g.AppendMoves(nil, s) {
		if clicks[0] == tttCell(m) || clicks[0] == diagram.ClickPass {
			return g.Diagram(s), true
		}
	}
	return diagram.Diagram{}, false
}

// owned reads its cells' owners fast (diagram.Owners).
type owned struct{ ttt }

func (owned) CellOwners(s tttState, dst []diagram.Owner) int {
	if len(dst) < len(s.Cells) {
		return 0
	}
	for i, p := range s.Cells {
		dst[i] = diagram.PlayerOwner(p)
		if p == ply.NoPlayer {
			dst[i] = diagram.OwnerEmpty
		}
	}
	return len(s.Cells)
}

// The broken boards, each breaking one promise.
type (
	// ownersSwapped gives each cell the other player's owner.
	ownersSwapped struct{ ttt }
	// ownersShort writes into a buffer too short.
	ownersShort struct{ owned }
	// samePath gives every move the same path.
	samePath struct{ ttt }
	// skipsMove gives the last legal move no path.
	skipsMove struct{ ttt }
	// absentCell clicks c3's move on c4, a cell the diagram lacks.
	absentCell struct{ ttt }
	// prefixPath enters a1 with a click on a1, and every other move with
	// a click on a1 and one on its cell: clicking a1 plays a1 at once.
	prefixPath struct{ ttt }
	// staleAfter draws the board before the move, with the move marked.
	staleAfter struct{ ttt }
	// unmarkedAfter draws the board after the move, with nothing marked.
	unmarkedAfter struct{ ttt }
	// moverAtEnd says the last mover is to move when the game is over.
	moverAtEnd struct{ ttt }
	// emptyArrival also marks as "to" the cell after the move's, empty
	// or not.
	emptyArrival struct{ ttt }
	// noPreview takes two clicks a move but previews nothing between them.
	noPreview struct{ confirmed }
	// oneOrderPreview previews the clicks of a group in the order its
	// paths give them only, as Push Fight's setup did.
	oneOrderPreview struct{ anyOrder }
	// sameGroup clicks each move as its cell and its pair's (a1 and b1,
	// c1 and a2, ...) in either order: a1 then b1 enters a1, and b1 then
	// a1 enters b1.
	sameGroup struct{ anyOrder }
	// longGroups has a group of three clicks on paths of two.
	longGroups struct{ anyOrder }
	// twiceInGroup clicks each move's cell twice in a group of two.
	twiceInGroup struct{ anyOrder }
)

func (ownersSwapped) CellOwners(s tttState, dst []diagram.Owner) int {
	if len(dst) < len(s.Cells) {
		return 0
	}
	for i, p := range s.Cells {
		dst[i] = diagram.Owner(p.Opponent())
	}
	return len(s.Cells)
}

func (g ownersShort) CellOwners(s tttState, dst []diagram.Owner) int {
	if len(dst) < len(s.Cells) {
		dst[0] = diagram.OwnerOther
		return 0
	}
	return g.owned.CellOwners(s, dst)
}

func (g oneOrderPreview) DiagramClicks(s tttState, clicks []string) (diagram.Diagram, bool) {
	if len(clicks) == 1 && clicks[0] == diagram.ClickPass {
		return diagram.Diagram{}, false
	}
	return g.anyOrder.DiagramClicks(s, clicks)
}

func (g sameGroup) ClickPaths(s tttState) iter.Seq2[int, []string] {
	return g.paths(s, func(m int) []string { return []string{tttCell(m), tttCell(min(m^1, 7))} })
}

func (longGroups) ClickGroups(tttState) []diagram.ClickGroup {
	return []diagram.ClickGroup{{Len: 3, Each: "click"}}
}

func (g twiceInGroup) ClickPaths(s tttState) iter.Seq2[int, []string] {
	return g.paths(s, func(m int) []string { return []string{tttCell(m), tttCell(m)} })
}

func (g samePath) ClickPaths(s tttState) iter.Seq2[int, []string] {
	return g.paths(s, func(int) []string { return []string{"b2"} })
}

func (g skipsMove) ClickPaths(s tttState) iter.Seq2[int, []string] {
	moves := g.AppendMoves(nil, s)
	return g.paths(s, func(m int) []string {
		if m == moves[len(moves)-1] {
			return nil
		}
		return []string{tttCell(m)}
	})
}

func (g absentCell) ClickPaths(s tttState) iter.Seq2[int, []string] {
	return g.paths(s, func(m int) []string {
		if m == 8 {
			return []string{"c4"}
		}
		return []string{tttCell(m)}
	})
}

func (g prefixPath) ClickPaths(s tttState) iter.Seq2[int, []string] {
	return g.paths(s, func(m int) []string {
		if m == 0 {
			return []string{"a1"}
		}
		return []string{"a1", tttCell(m)}
	})
}

func (g staleAfter) DiagramAfter(prev, next tttState, m int) diagram.Diagram {
	return g.ttt.DiagramAfter(prev, prev, m)
}

func (g unmarkedAfter) DiagramAfter(prev, next tttState, m int) diagram.Diagram {
	d := g.Diagram(next)
	d.LastMove = tttCell(m)
	return d
}

func (g moverAtEnd) Diagram(s tttState) diagram.Diagram {
	d := g.ttt.Diagram(s)
	d.ToMove = s.Turn
	return d
}

func (g moverAtEnd) DiagramAfter(prev, next tttState, m int) diagram.Diagram {
	d := g.Diagram(next)
	d.Mark(tttCell(m), diagram.MarkTo)
	d.LastMove = tttCell(m)
	return d
}

func (g emptyArrival) DiagramAfter(prev, next tttState, m int) diagram.Diagram {
	d := g.ttt.DiagramAfter(prev, next, m)
	d.Mark(tttCell((m+1)%9), diagram.MarkTo)
	return d
}

func (noPreview) DiagramClicks(tttState, []string) (diagram.Diagram, bool) {
	return diagram.Diagram{}, false
}

// paths of skipsMove leaves out the moves whose path is nil.
func (g skipsMove) paths(s tttState, path func(m int) []string) iter.Seq2[int, []string] {
	return func(yield func(int, []string) bool) {
		for m, p := range g.ttt.paths(s, path) {
			if p != nil && !yield(m, p) {
				return
			}
		}
	}
}

// TestBoardConforms: boards that keep the promises of diagram.Diagrammer,
// MoveClicker, ClickGrouper and ClickPreviewer pass, also behind a
// wrapper.
func TestBoardConforms(t *testing.T) {
	gametest.Run(t, ply.Game[tttState, int](ttt{}), gametest.Options[tttState, int]{MaxPlies: 9})
	gametest.Run(t, ply.Game[tttState, int](confirmed{}), gametest.Options[tttState, int]{MaxPlies: 9})
	gametest.Run(t, ply.Game[tttState, int](anyOrder{}), gametest.Options[tttState, int]{MaxPlies: 9})
	gametest.Run(t, ply.Game[tttState, int](owned{}), gametest.Options[tttState, int]{MaxPlies: 9})
	gametest.Run(t, ply.WithEval(ply.Game[tttState, int](confirmed{}), func(tttState, ply.Player) float64 { return 1 }), gametest.Options[tttState, int]{MaxPlies: 9})
}

// TestRunCatchesBrokenBoards: a board whose clicks, diagrams or previews
// break their promises fails the kit, with the position in the message.
func TestRunCatchesBrokenBoards(t *testing.T) {
	for _, tc := range []struct {
		name string
		g    ply.Game[tttState, int]
		want string
	}{
		{"every move the same path", samePath{}, "is yielded twice"},
		{"a move without a path", skipsMove{}, "has no click path"},
		{"a click on no cell", absentCell{}, `click "c4" is no cell of the Diagram`},
		{"a path the prefix of another", prefixPath{}, "is a proper prefix of path"},
		{"DiagramAfter draws the board before the move", staleAfter{}, "does not draw next"},
		{"DiagramAfter marks nothing", unmarkedAfter{}, "does not mark cell"},
		{"Diagram has a mover at the end", moverAtEnd{}, "to move, the game none"},
		{"DiagramAfter marks an empty cell as arrived on", emptyArrival{}, "but it is empty after the move"},
		{"no preview between the clicks", noPreview{}, "previews nothing"},
		{"a preview of a group in one order only", oneOrderPreview{}, `DiagramClicks(["pass"])`},
		{"two moves with the same clicks in a group", sameGroup{}, "have the same clicks in each group"},
		{"groups longer than the paths", longGroups{}, "is shorter than its click groups"},
		{"a click twice in a group", twiceInGroup{}, "twice in group 0"},
		{"CellOwners swaps the players", ownersSwapped{}, "CellOwners says cell"},
		{"CellOwners writes into a short buffer", ownersShort{}, "and writes into it"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := &recorder{TB: t}
			gametest.Run(r, tc.g, gametest.Options[tttState, int]{MaxPlies: 9})
			if !r.failed {
				t.Fatalf("Run passed a broken board")
			}
			if !strings.Contains(r.msg, tc.want) || !strings.Contains(r.msg, "position:") {
				t.Errorf("failure message %q does not mention %q and the position", r.msg, tc.want)
			}
		})
	}
}
