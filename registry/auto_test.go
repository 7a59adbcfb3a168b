package registry_test

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/plygo/ply/bot"
	_ "github.com/plygo/ply/games"
	"github.com/plygo/ply/ntuple"
	"github.com/plygo/ply/registry"
)

// autoNet returns a network of g's diagram: one pattern of its first
// three cells, and the file of eval=auto that holds it.
func autoNet(t testing.TB, g registry.Game) (*ntuple.Network, []byte) {
	t.Helper()
	d, ok := g.Diagram(g.Start())
	if !ok {
		t.Fatalf("%s: no diagram", g.Name())
	}
	net, err := ntuple.New(4, len(d.Cells), [][]int{{0, 1, 2}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := range net.Weights {
		net.Weights[i] = float32(i%7) / 10
	}
	b, err := registry.MarshalAuto(g, net)
	if err != nil {
		t.Fatal(err)
	}
	return net, b
}

// eval=auto reads its network from the file AutoPath names, in the
// directory of PLY_AUTO, and plays with it; a missing file or one of
// another board is an error of the bot's specification.
func TestAutoEval(t *testing.T) {
	g, err := registry.Open("pathway", registry.Config{Size: 6})
	if err != nil {
		t.Fatal(err)
	}
	_, b := autoNet(t, g)
	dir := t.TempDir()
	t.Setenv(registry.AutoEnv, dir)
	if got, want := registry.AutoPath("pathway"), filepath.Join(dir, "pathway.auto"); got != want {
		t.Fatalf("AutoPath: %s, want %s", got, want)
	}
	spec, err := bot.Parse("alphabeta:2:eval=auto")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.NewBot(spec, 1); !errors.Is(err, bot.ErrSpec) || !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("no file: %v, want bot.ErrSpec and fs.ErrNotExist", err)
	}
	if err := os.WriteFile(registry.AutoPath("pathway"), b, 0o644); err != nil {
		t.Fatal(err)
	}
	p, err := g.NewBot(spec, 1)
	if err != nil {
		t.Fatal(err)
	}
	c, err := p.Choose(context.Background(), registry.NewLine(g.Start()), nil)
	if err != nil || c.Move.String() == "" {
		t.Fatalf("Choose: %v, %v", c.Move, err)
	}
	// The file is of Pathway 6x6: Pathway 8x8 refuses it.
	g8, err := registry.Open("pathway", registry.Config{Size: 8})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g8.NewBot(spec, 1); !errors.Is(err, bot.ErrSpec) || !errors.Is(err, ntuple.ErrNetwork) {
		t.Errorf("a file of 6x6 for 8x8: %v, want bot.ErrSpec and ntuple.ErrNetwork", err)
	}
}

// NewAutoBot plays with a network in memory; it refuses bots without an
// evaluation, another evaluation, and a network of another board.
func TestNewAutoBot(t *testing.T) {
	g, err := registry.Open("pathway", registry.Config{Size: 6})
	if err != nil {
		t.Fatal(err)
	}
	net, _ := autoNet(t, g)
	for _, c := range []struct {
		spec string
		ok   bool
	}{{"alphabeta:1", true}, {"mcts:50", true}, {"alphabeta:1:eval=auto", true}, {"greedy", false}, {"alphabeta:1:eval=paths", false}} {
		spec, err := bot.Parse(c.spec)
		if err != nil {
			t.Fatal(err)
		}
		p, err := registry.NewAutoBot(g, spec, net, 1)
		if (err == nil) != c.ok {
			t.Errorf("%s: %v", c.spec, err)
			continue
		}
		if err != nil {
			if !errors.Is(err, bot.ErrSpec) {
				t.Errorf("%s: %v, want bot.ErrSpec", c.spec, err)
			}
			continue
		}
		if _, err := p.Choose(context.Background(), registry.NewLine(g.Start()), nil); err != nil {
			t.Errorf("%s: %v", c.spec, err)
		}
	}
	g8, _ := registry.Open("pathway", registry.Config{Size: 8})
	if _, err := registry.NewAutoBot(g8, bot.Spec{Kind: "alphabeta", Depth: 1}, net, 1); !errors.Is(err, ntuple.ErrNetwork) {
		t.Errorf("a network of 6x6 for 8x8: %v, want ntuple.ErrNetwork", err)
	}
}

// UnmarshalAuto reads what MarshalAuto writes, and refuses another game's
// file, another board's, every truncation and junk.
func TestUnmarshalAuto(t *testing.T) {
	g, _ := registry.Open("pathway", registry.Config{Size: 6})
	net, b := autoNet(t, g)
	got, err := registry.UnmarshalAuto(g, b)
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Weights) != len(net.Weights) || got.Weights[5] != net.Weights[5] {
		t.Error("weights differ after the round trip")
	}
	for i := range len(b) {
		if _, err := registry.UnmarshalAuto(g, b[:i]); !errors.Is(err, ntuple.ErrNetwork) {
			t.Fatalf("%d bytes of %d: %v, want ntuple.ErrNetwork", i, len(b), err)
		}
	}
	m, _ := registry.Open("morelli", registry.Config{})
	if _, err := registry.UnmarshalAuto(m, b); !errors.Is(err, ntuple.ErrNetwork) {
		t.Errorf("Pathway's file for Morelli: %v", err)
	}
	for _, junk := range []string{"", "plyauto1", "plyauto1\xff\xff\xff\xff", "plyntup1", "hello world"} {
		if _, err := registry.UnmarshalAuto(g, []byte(junk)); !errors.Is(err, ntuple.ErrNetwork) {
			t.Errorf("%q: %v", junk, err)
		}
	}
}

func FuzzUnmarshalAuto(f *testing.F) {
	g, err := registry.Open("pathway", registry.Config{Size: 6})
	if err != nil {
		f.Fatal(err)
	}
	_, b := autoNet(f, g)
	f.Add(b)
	f.Add(b[:40])
	f.Add([]byte("plyauto1"))
	f.Fuzz(func(t *testing.T, data []byte) {
		net, err := registry.UnmarshalAuto(g, data)
		if err != nil {
			if !errors.Is(err, ntuple.ErrNetwork) {
				t.Fatalf("%v, want ntuple.ErrNetwork", err)
			}
			return
		}
		if _, err := registry.MarshalAuto(g, net); err != nil {
			t.Fatalf("a network read does not write: %v", err)
		}
	})
}
