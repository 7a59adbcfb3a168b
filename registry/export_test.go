package registry

import (
	"github.com/plygo/ply"
	"github.com/plygo/ply/diagram"
	"github.com/plygo/ply/ntuple"
)

// AutoEvalOf returns the evaluation eval=auto of net on g, as a function
// of positions: read through the game's diagram.Owners, or through its
// Diagram when viaDiagram is set or the game has no Owners.
func AutoEvalOf(g Game, net *ntuple.Network, viaDiagram bool) func(Position, ply.Player) float64 {
	a, ok := g.(interface {
		autoEvalPos(net *ntuple.Network, viaDiagram bool) func(Position, ply.Player) float64
	})
	if !ok {
		return nil
	}
	return a.autoEvalPos(net, viaDiagram)
}

func (a *adapter[S, M]) autoEvalPos(net *ntuple.Network, viaDiagram bool) func(Position, ply.Player) float64 {
	var owners diagram.Owners[S]
	if !viaDiagram {
		owners, _ = ply.As[diagram.Owners[S]](a.g)
	}
	f := a.autoEvalOf(net, owners)
	return func(p Position, pl ply.Player) float64 {
		s, _ := p.state.(S)
		return f(s, pl)
	}
}
