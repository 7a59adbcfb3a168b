// board.go holds Run's checks of what the boards need of a game: its
// pictures (diagram.Diagrammer), the clicks that enter its moves
// (diagram.MoveClicker, diagram.ClickGrouper) and its board in the middle
// of a turn (diagram.ClickPreviewer).

package gametest

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/diagram"
	"pgregory.net/rapid"
)

// maxClickPaths bounds the paths ClickPaths may yield for one state; more
// fail, as a board could not send them (and an endless iterator would
// never return).
const maxClickPaths = 1 << 20

// previewSample is how many paths of a state get their proper prefixes
// previewed, drawn by rapid.
const previewSample = 3

// clickStride and shortClickStride are how often checkClicks checks the
// click paths of the states of a playout, and under -short: at the start
// and at one ply in so many, as a game's own click paths may cost more
// than the other checks.
const (
	clickStride      = 2
	shortClickStride = 4
)

// noCell is a click that names no cell of any sane diagram.
const noCell = "\x00no cell"

// board holds the capabilities of a game that the boards use, each nil
// where the game lacks it.
type board[S, M comparable] struct {
	diagrammer diagram.Diagrammer[S, M]
	clicker    diagram.MoveClicker[S, M]
	previewer  diagram.ClickPreviewer[S]
	grouper    diagram.ClickGrouper[S]
	owners     diagram.Owners[S]
}

func newBoard[S, M comparable](g ply.Game[S, M]) board[S, M] {
	var b board[S, M]
	b.diagrammer, _ = ply.As[diagram.Diagrammer[S, M]](g)
	b.clicker, _ = ply.As[diagram.MoveClicker[S, M]](g)
	b.previewer, _ = ply.As[diagram.ClickPreviewer[S]](g)
	b.grouper, _ = ply.As[diagram.ClickGrouper[S]](g)
	b.owners, _ = ply.As[diagram.Owners[S]](g)
	return b
}

// checkDiagram checks the Diagram of s, where the game has a Diagrammer: a
// well-formed description with no move marked, showing who is to move
// (nobody once the game is over). It returns the diagram, and false where
// the game has none.
func (c *checker[S, M]) checkDiagram(s S, over bool) (diagram.Diagram, bool) {
	if c.board.diagrammer == nil {
		return diagram.Diagram{}, false
	}
	d := c.board.diagrammer.Diagram(s)
	c.checkDiagramShape(s, d, "Diagram")
	if d.LastMove != "" || len(d.Arrows) > 0 {
		c.fatalf(s, "Diagram marks a move (last move %q, %d arrows): only DiagramAfter does", d.LastMove, len(d.Arrows))
	}
	for _, cell := range d.Cells {
		if cell.Has(diagram.MarkFrom) || cell.Has(diagram.MarkTo) || cell.Has(diagram.MarkChanged) {
			c.fatalf(s, "Diagram marks cell %q %v: only DiagramAfter marks a move", cell.Name, cell.Marks)
		}
	}
	want := ply.NoPlayer
	if !over {
		want = c.g.ToMove(s)
	}
	if d.ToMove != want {
		c.fatalf(s, "Diagram says %v to move, the game %v", d.ToMove, want)
	}
	c.checkOwners(s, d)
	return d, true
}

// checkOwners checks the game's diagram.Owners, where it has one, against
// d, the Diagram of s: one OwnerOf a cell, in the diagram's order, and
// nothing written into a buffer too short.
func (c *checker[S, M]) checkOwners(s S, d diagram.Diagram) {
	if c.board.owners == nil {
		return
	}
	n := len(d.Cells)
	buf := make([]diagram.Owner, n+1)
	buf[n] = 99
	if got := c.board.owners.CellOwners(s, buf); got != n {
		c.fatalf(s, "CellOwners returns %d cells, the Diagram has %d", got, n)
	}
	if buf[n] != 99 {
		c.fatalf(s, "CellOwners writes past the Diagram's %d cells", n)
	}
	for i, cell := range d.Cells {
		if want := diagram.OwnerOf(cell); buf[i] != want {
			c.fatalf(s, "CellOwners says cell %d (%q) shows owner %d, the Diagram %d (diagram.OwnerOf)", i, cell.Name, buf[i], want)
		}
	}
	if n > 0 {
		short := make([]diagram.Owner, n-1)
		for i := range short {
			short[i] = 99
		}
		if got := c.board.owners.CellOwners(s, short); got != 0 || slices.ContainsFunc(short, func(o diagram.Owner) bool { return o != 99 }) {
			c.fatalf(s, "CellOwners with %d entries for the Diagram's %d cells returns %d and writes into it: want 0 and nothing written", n-1, n, got)
		}
	}
}

// checkDiagramShape checks what every description promises: a grid with
// room for its cells, each named once, and arrows between named cells.
func (c *checker[S, M]) checkDiagramShape(s S, d diagram.Diagram, what string) {
	if d.Width <= 0 || d.Height <= 0 {
		c.fatalf(s, "%s: a %dx%d grid", what, d.Width, d.Height)
	}
	names := make(map[string]bool, len(d.Cells))
	for _, cell := range d.Cells {
		switch {
		case cell.Name == "":
			c.fatalf(s, "%s: the cell at (%d, %d) has no name", what, cell.X, cell.Y)
		case names[cell.Name]:
			c.fatalf(s, "%s: cell %q is described twice", what, cell.Name)
		case cell.X < 0 || cell.X >= d.Width || cell.Y < 0 || cell.Y >= d.Height:
			c.fatalf(s, "%s: cell %q at (%d, %d) is off the %dx%d grid", what, cell.Name, cell.X, cell.Y, d.Width, d.Height)
		}
		names[cell.Name] = true
	}
	for _, a := range d.Arrows {
		if !names[a.From] || !names[a.To] {
			c.fatalf(s, "%s: arrow %s-%s names a cell the diagram lacks", what, a.From, a.To)
		}
	}
}

// checkDiagramAfter checks DiagramAfter(prev, next, m), where next is
// Apply(prev, m) and before the Diagram of prev: it draws next (as Diagram
// does, apart from the marks, arrows, notes and last move), names the move,
// marks every cell whose players' pieces the move changed, and marks as
// "to" no cell the move left empty.
func (c *checker[S, M]) checkDiagramAfter(prev S, m M, next S, before diagram.Diagram) {
	if c.board.diagrammer == nil {
		return
	}
	after := c.board.diagrammer.DiagramAfter(prev, next, m)
	c.checkDiagramShape(next, after, "DiagramAfter")
	want := c.board.diagrammer.Diagram(next)
	if why := drawsDiffer(unmarked(after), unmarked(want)); why != "" {
		c.fatalf(prev, "DiagramAfter(prev, next, %s) does not draw next, Apply(prev, m), as Diagram(next) does: %s", c.moveText(prev, m), why)
	}
	if after.LastMove == "" {
		c.fatalf(prev, "DiagramAfter(prev, next, %s) does not name the move (LastMove is empty)", c.moveText(prev, m))
	}
	for _, cell := range after.Cells {
		if cell.Has(diagram.MarkTo) && len(cell.Pieces) == 0 {
			c.fatalf(prev, "DiagramAfter(prev, next, %s) marks cell %q as where a piece arrived, but it is empty after the move", c.moveText(prev, m), cell.Name)
		}
	}
	for i, cell := range want.Cells {
		old, ok := cellAt(&before, i, cell.Name)
		if ok && sameOwned(old.Pieces, cell.Pieces) {
			continue
		}
		got, _ := cellAt(&after, i, cell.Name)
		if !got.Has(diagram.MarkFrom) && !got.Has(diagram.MarkTo) && !got.Has(diagram.MarkChanged) {
			c.fatalf(prev, "DiagramAfter(prev, next, %s) does not mark cell %q, whose pieces the move changed (%v to %v)", c.moveText(prev, m), cell.Name, old.Pieces, cell.Pieces)
		}
	}
}

// sameOwned reports whether two cells hold the same pieces that belong to
// a player: a neutral piece (such as Push Fight's anchor) may move with no
// mark where it was.
func sameOwned(a, b []diagram.Piece) bool {
	i, j := 0, 0
	for {
		for i < len(a) && a[i].Owner == ply.NoPlayer {
			i++
		}
		for j < len(b) && b[j].Owner == ply.NoPlayer {
			j++
		}
		if i == len(a) || j == len(b) {
			return i == len(a) && j == len(b)
		}
		if a[i] != b[j] {
			return false
		}
		i, j = i+1, j+1
	}
}

// cellAt returns d's cell named name, looked for first at index i, where
// descriptions of one game drawn alike keep it.
func cellAt(d *diagram.Diagram, i int, name string) (*diagram.Cell, bool) {
	if i < len(d.Cells) && d.Cells[i].Name == name {
		return &d.Cells[i], true
	}
	return d.Cell(name)
}

// unmarked returns d without what marks a move: the cells' from, to and
// changed marks, the arrows, the last move and the notes (which may speak
// of the move).
func unmarked(d diagram.Diagram) diagram.Diagram {
	d.Arrows, d.LastMove, d.Notes = nil, "", nil
	moveMark := func(m diagram.Mark) bool {
		return m == diagram.MarkFrom || m == diagram.MarkTo || m == diagram.MarkChanged
	}
	d.Cells = slices.Clone(d.Cells)
	for i := range d.Cells {
		c := &d.Cells[i]
		if slices.ContainsFunc(c.Marks, moveMark) {
			c.Marks = slices.DeleteFunc(slices.Clone(c.Marks), moveMark)
		}
		if len(c.Marks) == 0 {
			c.Marks = nil
		}
	}
	return d
}

// cellFields is the number of fields sameCell compares.
const cellFields = 7

// sameCell reports whether two cells are drawn alike: reflect.DeepEqual's
// answer, field by field where diagram.Cell has the fields it knows, which
// is much faster.
func sameCell(a, b *diagram.Cell) bool {
	if reflect.TypeFor[diagram.Cell]().NumField() != cellFields {
		return reflect.DeepEqual(*a, *b)
	}
	return a.Name == b.Name && a.X == b.X && a.Y == b.Y && a.Kind == b.Kind && a.Tone == b.Tone &&
		(a.Pieces == nil) == (b.Pieces == nil) && slices.Equal(a.Pieces, b.Pieces) &&
		(a.Marks == nil) == (b.Marks == nil) && slices.Equal(a.Marks, b.Marks)
}

// drawsDiffer says how two descriptions differ, first cell by cell, then
// field by field, or "" if they are equal.
func drawsDiffer(got, want diagram.Diagram) string {
	if len(got.Cells) != len(want.Cells) {
		return fmt.Sprintf("%d cells, want %d", len(got.Cells), len(want.Cells))
	}
	for i, w := range want.Cells {
		g, ok := cellAt(&got, i, w.Name)
		switch {
		case !ok:
			return "cell " + w.Name + " is missing"
		case !sameCell(g, &w):
			return fmt.Sprintf("cell %s is drawn as %+v, want %+v", w.Name, *g, w)
		}
	}
	gv, wv := reflect.ValueOf(got), reflect.ValueOf(want)
	for i := range gv.NumField() {
		if name := gv.Type().Field(i).Name; name != "Cells" && !reflect.DeepEqual(gv.Field(i).Interface(), wv.Field(i).Interface()) {
			return fmt.Sprintf("%s is %+v, want %+v", name, gv.Field(i).Interface(), wv.Field(i).Interface())
		}
	}
	return ""
}

// checkClicks checks ClickPaths(s), where the game has a MoveClicker (at
// one state in clickStride of a playout, shortClickStride under -short),
// as a board uses it: every path names cells of the Diagram d (or the
// ClickPass token), every legal move has a path and every path enters a
// legal move; a board that follows the clicks of a path plays its move
// and no other, since no path repeats or is a proper prefix of another;
// the paths are the same on a second call (at the start of a playout).
// Where the game is a ClickGrouper, the groups are well formed, every path
// is at least as long as they are with distinct clicks in each group, and
// the paths are compared group by group as sets: so every order of a
// group's clicks enters the path's move and no other, which a few paths,
// each in an order drawn by rapid, are followed to check. Where the game
// is a ClickPreviewer, every proper prefix of a few paths (in those
// orders) previews, and a click on no cell does not panic.
func (c *checker[S, M]) checkClicks(s S, legal map[M]int, d diagram.Diagram, hasDiagram bool) {
	stride := clickStride
	if testing.Short() {
		stride = shortClickStride
	}
	if c.board.clicker == nil || len(c.line)%stride != 0 {
		return
	}
	var cells map[string]bool
	if hasDiagram {
		cells = make(map[string]bool, len(d.Cells)+1)
		cells[diagram.ClickPass] = true
		for _, cell := range d.Cells {
			cells[cell.Name] = true
		}
	}
	groups := c.checkGroups(s)
	var paths []clickMove[M]
	byPath := make(map[string]int) // a path's key to its index in paths
	covered := make(map[M]bool, len(legal))
	for m, path := range c.board.clicker.ClickPaths(s) {
		if len(paths) >= maxClickPaths {
			c.fatalf(s, "ClickPaths yields more than %d paths", maxClickPaths)
		}
		if len(path) == 0 {
			c.fatalf(s, "ClickPaths: move %s has an empty path", c.moveText(s, m))
		}
		if _, ok := legal[m]; !ok {
			c.fatalf(s, "ClickPaths: path %q enters %v, not a legal move", path, m)
		}
		for _, click := range path {
			if cells != nil && !cells[click] {
				c.fatalf(s, "ClickPaths: move %s: click %q is no cell of the Diagram (nor %q)", c.moveText(s, m), click, diagram.ClickPass)
			}
		}
		c.checkGrouped(s, m, path, groups)
		k := pathKey(grouped(path, groups))
		if i, dup := byPath[k]; dup {
			other := paths[i]
			if groups == nil {
				c.fatalf(s, "ClickPaths: path %q is yielded twice, for %s and for %s: a board cannot tell them apart", path, c.moveText(s, other.m), c.moveText(s, m))
			}
			c.fatalf(s, "ClickPaths: paths %q of %s and %q of %s have the same clicks in each group %v: a board that takes a group's clicks in any order cannot tell them apart", other.path, c.moveText(s, other.m), path, c.moveText(s, m), groups)
		}
		byPath[k] = len(paths)
		covered[m] = true
		paths = append(paths, clickMove[M]{m, slices.Clone(path)})
	}
	if len(covered) != len(legal) {
		for m := range legal {
			if !covered[m] {
				c.fatalf(s, "ClickPaths: legal move %s has no click path", c.moveText(s, m))
			}
		}
	}
	// A path that is a proper prefix of another sorts just before the
	// paths it begins; a board plays its move at once, so the longer
	// path's move can never be clicked.
	keys := make([]string, 0, len(byPath))
	for k := range byPath {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for i := 1; i < len(keys); i++ {
		if strings.HasPrefix(keys[i], keys[i-1]) {
			short, long := paths[byPath[keys[i-1]]], paths[byPath[keys[i]]]
			c.fatalf(s, "ClickPaths: path %q of %s is a proper prefix of path %q of %s: following the longer path a board plays %s",
				short.path, c.moveText(s, short.m), long.path, c.moveText(s, long.m), c.moveText(s, short.m))
		}
	}
	c.checkClicksAgain(s, paths, groups)
	if (c.board.previewer == nil && groups == nil) || len(paths) == 0 {
		return
	}
	for range min(previewSample, len(paths)) {
		cm := paths[rapid.IntRange(0, len(paths)-1).Draw(c.t, "preview")]
		path := cm.path
		if groups != nil {
			path = c.drawOrder(path, groups)
			c.checkFollow(s, cm.m, path, paths, groups)
		}
		if c.board.previewer != nil {
			c.checkPreviews(s, cm.m, path)
		}
	}
	// A click that begins no path previews nothing or something, but
	// never panics. (The registry answers false for it before asking the
	// game.)
	c.board.previewer.DiagramClicks(s, []string{noCell})
}

// clickMove is a legal move and one path that clicks it.
type clickMove[M any] struct {
	m    M
	path []string
}

// checkClicksAgain checks, at the start of a playout (to keep the kit
// fast), that ClickPaths yields paths again as it did, and ClickGroups
// the groups it did.
func (c *checker[S, M]) checkClicksAgain(s S, paths []clickMove[M], groups []diagram.ClickGroup) {
	if len(c.line) > 0 {
		return
	}
	if c.board.grouper != nil && !slices.Equal(c.board.grouper.ClickGroups(s), groups) {
		c.fatalf(s, "ClickGroups returns other groups on a second call: %v, then %v", groups, c.board.grouper.ClickGroups(s))
	}
	i := 0
	for m, path := range c.board.clicker.ClickPaths(s) {
		if i >= len(paths) || paths[i].m != m || !slices.Equal(paths[i].path, path) {
			c.fatalf(s, "ClickPaths yields other paths on a second call (at path %d)", i)
		}
		i++
	}
	if i != len(paths) {
		c.fatalf(s, "ClickPaths yields %d paths, then %d", len(paths), i)
	}
}

// checkPreviews checks that every proper prefix of path, a path of m (the
// clicks of its groups in some order), previews a well-formed board.
func (c *checker[S, M]) checkPreviews(s S, m M, path []string) {
	for n := 1; n < len(path); n++ {
		p, ok := c.board.previewer.DiagramClicks(s, path[:n])
		if !ok {
			c.fatalf(s, "DiagramClicks(%q), a proper prefix of the path of %s, previews nothing", path[:n], c.moveText(s, m))
		}
		c.checkDiagramShape(s, p, "DiagramClicks")
	}
}

// checkNoClicks checks that ClickPaths yields nothing once the game is over.
func (c *checker[S, M]) checkNoClicks(s S) {
	if c.board.clicker == nil {
		return
	}
	for m, path := range c.board.clicker.ClickPaths(s) {
		c.fatalf(s, "the game is over, but ClickPaths yields path %q for %v", path, m)
	}
}

// checkGroups returns the click groups of s, where the game is a
// diagram.ClickGrouper, and checks them: each at least one click long,
// saying what its clicks do.
func (c *checker[S, M]) checkGroups(s S) []diagram.ClickGroup {
	if c.board.grouper == nil {
		return nil
	}
	groups := c.board.grouper.ClickGroups(s)
	for i, g := range groups {
		if g.Len < 1 || g.Each == "" {
			c.fatalf(s, "ClickGroups: group %d is %+v: want at least one click, and what each does", i, g)
		}
	}
	if len(groups) == 0 {
		return nil
	}
	return groups
}

// checkGrouped checks that path, a path of m, fills groups: at least as
// long as they are, with distinct clicks in each.
func (c *checker[S, M]) checkGrouped(s S, m M, path []string, groups []diagram.ClickGroup) {
	at := 0
	for i, g := range groups {
		if at+g.Len > len(path) {
			c.fatalf(s, "ClickPaths: path %q of %s is shorter than its click groups %v", path, c.moveText(s, m), groups)
		}
		group := path[at : at+g.Len]
		for j, click := range group {
			if slices.Contains(group[:j], click) {
				c.fatalf(s, "ClickPaths: path %q of %s clicks %q twice in group %d, whose clicks come in any order", path, c.moveText(s, m), click, i)
			}
		}
		at += g.Len
	}
}

// drawOrder returns path with the clicks of each of its groups in an
// order drawn by rapid.
func (c *checker[S, M]) drawOrder(path []string, groups []diagram.ClickGroup) []string {
	out := slices.Clone(path)
	at := 0
	for _, g := range groups {
		copy(out[at:], rapid.Permutation(out[at:at+g.Len]).Draw(c.t, "order"))
		at += g.Len
	}
	return out
}

// checkFollow follows clicks, a path of m with its groups in some order,
// as a board does (diagram.ClicksBegin): every proper prefix begins the
// path of m and all the clicks enter m and no other move.
func (c *checker[S, M]) checkFollow(s S, m M, clicks []string, paths []clickMove[M], groups []diagram.ClickGroup) {
	for n := 1; n <= len(clicks); n++ {
		var entered []M
		begun := false
		for _, cm := range paths {
			if !diagram.ClicksBegin(groups, cm.path, clicks[:n]) {
				continue
			}
			begun = begun || cm.m == m
			if len(cm.path) == n {
				entered = append(entered, cm.m)
			}
		}
		switch {
		case !begun:
			c.fatalf(s, "the clicks %q, in an order its groups %v allow, do not begin a path of %s", clicks[:n], groups, c.moveText(s, m))
		case n == len(clicks) && (len(entered) != 1 || entered[0] != m):
			c.fatalf(s, "the clicks %q, a path of %s in an order its groups %v allow, enter %d moves", clicks, c.moveText(s, m), groups, len(entered))
		}
	}
}

// grouped returns path with the clicks of each of groups sorted, the form
// in which paths that a board cannot tell apart are equal; path itself
// where there are no groups.
func grouped(path []string, groups []diagram.ClickGroup) []string {
	if groups == nil {
		return path
	}
	out := slices.Clone(path)
	at := 0
	for _, g := range groups {
		end := min(at+g.Len, len(out))
		slices.Sort(out[at:end])
		at = end
	}
	return out
}

// pathKey joins a path's clicks, each ended by a NUL byte, so that one path
// is a proper prefix of another exactly when its key is.
func pathKey(path []string) string {
	var b strings.Builder
	for _, click := range path {
		b.WriteString(click)
		b.WriteByte(0)
	}
	return b.String()
}
