// diagram.go holds the model of any game with a Diagram: an n-tuple
// network of the straight lines of four cells and the 2x2 squares of its
// grid.

package main

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"

	"github.com/plygo/ply/diagram"
	"github.com/plygo/ply/ntuple"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/tune"
)

// diagramPatterns returns the lines of four cells (along rows, columns
// and diagonals) and the 2x2 squares of d's grid, one of each class of
// patterns that syms map onto each other.
func diagramPatterns(d diagram.Diagram, syms [][]int) [][]int {
	type xy struct{ x, y int }
	at := map[xy]int{}
	for i, c := range d.Cells {
		at[xy{c.X, c.Y}] = i
	}
	var shapes [][]xy
	for _, dir := range []xy{{1, 0}, {0, 1}, {1, 1}, {1, -1}} {
		shapes = append(shapes, []xy{{0, 0}, dir, {2 * dir.x, 2 * dir.y}, {3 * dir.x, 3 * dir.y}})
	}
	shapes = append(shapes, []xy{{0, 0}, {1, 0}, {0, 1}, {1, 1}})
	seen := map[string]bool{}
	var out [][]int
	for _, c := range d.Cells {
	shape:
		for _, sh := range shapes {
			p := make([]int, len(sh))
			for i, o := range sh {
				j, ok := at[xy{c.X + o.x, c.Y + o.y}]
				if !ok {
					continue shape
				}
				p[i] = j
			}
			key := ""
			for _, s := range syms {
				q := make([]int, len(p))
				for i, j := range p {
					q[i] = s[j]
				}
				slices.Sort(q)
				if k := fmt.Sprint(q); key == "" || k < key {
					key = k
				}
			}
			if !seen[key] {
				seen[key] = true
				out = append(out, p)
			}
		}
	}
	return out
}

func diagramModel(g registry.Game, ss []tune.Sample) (*model, error) {
	if len(ss) == 0 {
		return nil, fmt.Errorf("no samples")
	}
	p, err := g.ParsePosition(ss[0].Position)
	if err != nil {
		return nil, err
	}
	d, ok := g.Diagram(p)
	if !ok {
		return nil, fmt.Errorf("game %s has no Diagram: %w", g.Name(), errUsage)
	}
	syms := ntuple.DiagramSymmetries(d)
	net, err := ntuple.New(4, len(d.Cells), diagramPatterns(d, syms), syms)
	if err != nil {
		return nil, err
	}
	m := &model{n: len(net.Weights)}
	var bb []uint8
	m.row = func(text string, label float64) (tune.Row, error) {
		p, err := g.ParsePosition(text)
		if err != nil {
			return tune.Row{}, err
		}
		d, _ := g.Diagram(p)
		if len(d.Cells) != net.Cells() {
			return tune.Row{}, fmt.Errorf("%q: a board of %d cells, not %d", text, len(d.Cells), net.Cells())
		}
		bb = ntuple.DiagramBoard(bb[:0], d, ntuple.OwnerCode(g.ToMove(p)))
		return tune.Row{Index: net.AppendIndexes(nil, bb), Label: label}, nil
	}
	m.write = func(dir string, w []float64) ([]string, error) {
		net.SetWeights(w)
		b, err := net.MarshalBinary()
		if err != nil {
			return nil, err
		}
		name := filepath.Join(dir, g.Name()+".ntuple")
		return []string{name}, os.WriteFile(name, b, 0o644)
	}
	return m, nil
}
