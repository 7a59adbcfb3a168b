package registry_test

import (
	"math/rand/v2"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/examples/connectfour/connectfour"
	"github.com/plygo/ply/gametest"
	"github.com/plygo/ply/ntuple"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/tune"
)

// autoPositions returns n positions of g, none over, along random
// games, each a random ply or more after the one before, from the start
// again when a game ends.
func autoPositions(tb testing.TB, name string, n int) (registry.Game, []registry.Position, []ply.Player) {
	tb.Helper()
	open := registry.Open
	if name == connectfour.Name {
		// Not registered here: other tests list the registered games.
		open = func(_ string, cfg registry.Config) (registry.Game, error) { return connectfour.Entry().Open(cfg) }
	}
	g, err := open(name, registry.Config{})
	if err != nil {
		tb.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	var ps []registry.Position
	var pl []ply.Player
	p := g.Start()
	for len(ps) < n {
		ms := g.Moves(p)
		if len(ms) == 0 {
			p = g.Start()
			continue
		}
		if p, err = g.Apply(ms[rng.IntN(len(ms))]); err != nil {
			tb.Fatal(err)
		}
		if _, over := g.Result(p); over || rng.IntN(2) == 0 {
			continue
		}
		ps = append(ps, p)
		pl = append(pl, ply.Player(1+len(ps)%2))
	}
	return g, ps, pl
}

// autoNetwork returns a network of tune.AutoNetwork's default shape for
// g, with random weights.
func autoNetwork(tb testing.TB, g registry.Game) *ntuple.Network {
	tb.Helper()
	net, err := tune.AutoNetwork(g, 4, "mirror")
	if err != nil {
		tb.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for i := range net.Weights {
		net.Weights[i] = float32(rng.NormFloat64()) / 10
	}
	return net
}

// eval=auto reads the same value through the game's diagram.Owners as
// through its Diagram, for either player, and allocates nothing per
// evaluation through Owners.
func TestAutoEvalOwners(t *testing.T) {
	for _, name := range []string{"connectfour", "pathway", "mapello", "morelli", "mitsudomoe", "pushfight"} {
		g, ps, _ := autoPositions(t, name, 20)
		net := autoNetwork(t, g)
		fast, slow := registry.AutoEvalOf(g, net, false), registry.AutoEvalOf(g, net, true)
		if fast == nil {
			t.Fatalf("%s: no eval=auto", name)
		}
		for _, p := range ps {
			for _, who := range []ply.Player{ply.First, ply.Second} {
				if a, b := fast(p, who), slow(p, who); a != b {
					t.Fatalf("%s %s for %v: %v through Owners, %v through the Diagram", name, g.FormatPosition(p), who, a, b)
				}
			}
		}
		if fast(ps[len(ps)-1], ply.First) == 0 {
			t.Errorf("%s: a value of 0 from random weights", name)
		}
		if gametest.RaceEnabled {
			continue // the race detector drops sync.Pool's buffers
		}
		if allocs := testing.AllocsPerRun(50, func() { fast(ps[1], ply.First) }); allocs != 0 {
			t.Errorf("%s: eval=auto allocates %v times an evaluation", name, allocs)
		}
	}
}

// BenchmarkAutoEval measures an evaluation of eval=auto, with the network
// tune.AutoNetwork builds, through the game's diagram.Owners (owners) and
// through its Diagram (diagram).
func BenchmarkAutoEval(b *testing.B) {
	for _, name := range []string{"connectfour", "pathway", "mapello"} {
		g, ps, pl := autoPositions(b, name, 256)
		net := autoNetwork(b, g)
		for _, via := range []struct {
			name    string
			diagram bool
		}{{"owners", false}, {"diagram", true}} {
			f := registry.AutoEvalOf(g, net, via.diagram)
			b.Run(name+"/"+via.name, func(b *testing.B) {
				b.ReportAllocs()
				i := 0
				for b.Loop() {
					f(ps[i&255], pl[i&255])
					i++
				}
			})
		}
	}
}
