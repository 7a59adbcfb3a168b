// mapello_test.go checks the setup names of Mapello's registry entry.

package games

import (
	"errors"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/mapello"
	"github.com/plygo/ply/registry"
)

func TestMapelloSetup(t *testing.T) {
	g := mapello.MustNew()
	named := func(name string, seed uint64) mapello.State {
		s, err := g.Setup(name, seed)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	r9, _ := mapello.RandomSetup(9, 2, 3, 4)
	for _, tc := range []struct {
		cfg  registry.Config
		want mapello.State
	}{
		{registry.Config{}, g.Start()},
		{registry.Config{Setup: "default"}, g.Start()},
		{registry.Config{Setup: "rulebook"}, named("rulebook", 0)},
		{registry.Config{Setup: "plain"}, named("plain", 0)},
		{registry.Config{Setup: "random", Seed: 7}, named("random", 7)},
		{registry.Config{Setup: "random:7", Seed: 3}, named("random", 7)},
		{registry.Config{Setup: "random:9:2:3:4"}, r9},
	} {
		got, err := mapelloSetup(tc.cfg)
		if err != nil || got != tc.want {
			t.Errorf("%+v: %v, %v; want %v", tc.cfg, got, err, tc.want)
		}
	}
	for _, text := range []string{"nope", "random:x", "random:1:2", "random:1:2:3", "random:1:2:3:x", "random:1:50:50:0", "random:1:2:3:4:5", "random:-1", "random:"} {
		if _, err := mapelloSetup(registry.Config{Setup: text}); !errors.Is(err, ply.ErrInvalidOption) {
			t.Errorf("setup %q: %v, want ErrInvalidOption", text, err)
		}
	}
}
