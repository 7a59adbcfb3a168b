// diagram.go holds the model of any game with a Diagram: an n-tuple
// network of the straight lines of four cells and the 2x2 squares of its
// grid.

package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/plygo/ply/ntuple"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/tune"
)

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
	net, err := ntuple.New(4, len(d.Cells), tune.DiagramPatterns(d, syms, 4), syms)
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
