// grid.go reads the text boards that engines print for showboard, and
// ply's own, as grids of discs, to compare them.

package engine

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/plygo/ply"
	"github.com/plygo/ply/registry"
)

// The classes of a grid's cells.
const (
	cellEmpty = '.'
	cellFirst = 'x'
	cellOther = 'o'
	cellWall  = '#'
)

// cellClass returns the class of a drawn cell: a disc of the first player
// ("x", "X", "B", "b"; "#" is not one: walls are no cells), of the second
// ("o", "O", "W", "w"), an empty cell (".", "-", "+", "_"), a wall ("#",
// a cell no disc may take), or 0 for anything else (jokers, marks), which
// is not compared.
func cellClass(r byte) byte {
	switch r {
	case 'x', 'X', 'B', 'b':
		return cellFirst
	case 'o', 'O', 'W', 'w':
		return cellOther
	case '.', '-', '+', '_':
		return cellEmpty
	case '#':
		return cellWall
	}
	return 0
}

// readGrid reads a text board: a header line of file letters ("a b c ...",
// one letter a word), then rows that start with their rank number, one
// word a cell (only the word's first character counts: "W*" marks a last
// move; ply's brackets around a cell, "[x]" or ":x:", are skipped) or one
// word of all the cells. A row with another number of cells
// than the header has files (ply's own board, which draws Mapello's
// border and leaves Push Fight's missing cells blank) is read by column:
// the cell under each file letter, its brackets ("[x]", "(.)") skipped.
// It returns the cells it could class, by name ("d5"), or nil.
func readGrid(text string) map[string]byte { return readGridAs(text, nil) }

// readGridAs is readGrid with the game's own letters first: own maps a
// piece's letter to its class (see pieceLetters), so that a ply engine's
// board, drawn in the game's letters (Pathway's "r" and "b"), reads as
// the game means them; other letters are classed by cellClass.
func readGridAs(text string, own map[byte]byte) map[string]byte {
	var (
		files []string
		at    []int // the column of each file letter in its header line
	)
	out := map[string]byte{}
	for l := range strings.SplitSeq(text, "\n") {
		w := strings.Fields(l)
		if len(w) < 2 {
			continue
		}
		if isHeader(w) {
			files, at = files[:0], at[:0]
			for i := range len(l) {
				if l[i] != ' ' {
					files = append(files, strings.ToLower(l[i:i+1]))
					at = append(at, i)
				}
			}
			continue
		}
		rank, err := strconv.Atoi(w[0])
		if err != nil || files == nil || rank < 0 || rank > 99 {
			continue
		}
		cells := w[1:]
		if len(cells) > 1 && cells[len(cells)-1] == w[0] {
			cells = cells[:len(cells)-1] // the rank again on the right
		}
		switch {
		case len(cells) == 1 && len(cells[0]) == len(files):
			cells = strings.Split(cells[0], "")
		case len(cells) != len(files):
			cells = cells[:0]
			for _, x := range at {
				c := " "
				if x < len(l) {
					c = l[x : x+1]
				}
				cells = append(cells, c)
			}
		}
		for i, c := range cells {
			if i >= len(files) {
				break
			}
			// ply's boards bracket the last move's cells and the
			// players' homes: "[x]", "(.)", ":x:".
			c = strings.TrimLeft(c, "[({<:|")
			if c == "" {
				continue
			}
			k, ok := own[c[0]]
			if !ok {
				k = cellClass(c[0])
			}
			if k != 0 {
				out[files[i]+strconv.Itoa(rank)] = k
			}
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// isHeader reports whether the words are file letters in order: "a b c"
// or "@ a b c" (ply draws the border as file '@').
func isHeader(w []string) bool {
	prev := byte(0)
	for _, f := range w {
		if len(f) != 1 {
			return false
		}
		c := f[0] | 0x20
		if f[0] == '@' && prev == 0 {
			prev = 'a' - 1
			continue
		}
		if c < 'a' || c > 'z' || prev != 0 && c != prev+1 {
			return false
		}
		prev = c
	}
	return true
}

// pieceLetters maps the letters of g's pieces, as its diagram's legend
// gives them, to the class of their owner: the letters ply's own board
// (registry.TextBoard, a ply engine's showboard) draws. It is nil for a
// game without a diagram.
func pieceLetters(g registry.Game) map[byte]byte {
	d, ok := g.Diagram(g.Start())
	if !ok {
		return nil
	}
	out := map[byte]byte{}
	for _, e := range d.Legend {
		if e.Piece == nil || len(e.Piece.Letter) != 1 {
			continue
		}
		switch e.Piece.Owner {
		case ply.First:
			out[e.Piece.Letter[0]] = cellFirst
		case ply.Second:
			out[e.Piece.Letter[0]] = cellOther
		}
	}
	return out
}

// compareGrids lists the cells two grids both class differently, and
// counts those both class.
func compareGrids(ours, theirs map[string]byte) (diffs []string, common int) {
	name := map[byte]string{cellEmpty: "empty", cellFirst: "x", cellOther: "o", cellWall: "a wall"}
	for _, k := range sortedKeys(ours) {
		t, ok := theirs[k]
		if !ok {
			continue
		}
		common++
		if o := ours[k]; o != t {
			diffs = append(diffs, fmt.Sprintf("%s is %s for the engine, %s for ply", k, name[t], name[o]))
		}
	}
	return diffs, common
}

func sortedKeys(m map[string]byte) []string {
	out := slices.Collect(maps.Keys(m))
	// Files then ranks, as a board reads: a1 a2 ... b1.
	slices.SortFunc(out, func(a, b string) int {
		if c := cmp.Compare(a[0], b[0]); c != 0 {
			return c
		}
		ra, _ := strconv.Atoi(a[1:])
		rb, _ := strconv.Atoi(b[1:])
		return cmp.Compare(ra, rb)
	})
	return out
}

// boardSize returns the side of the square of the cells of a board's
// grid that are not walls (ply's Mapello board draws its wall border), or 0
// if they do not make a full square.
func boardSize(text string) int {
	files, ranks, n := map[byte]bool{}, map[string]bool{}, 0
	for k, c := range readGrid(text) {
		if c != cellWall {
			files[k[0]] = true
			ranks[k[1:]] = true
			n++
		}
	}
	if len(files) == 0 || len(files) != len(ranks) || n != len(files)*len(ranks) {
		return 0
	}
	return len(files)
}
