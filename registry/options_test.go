package registry_test

import (
	"errors"
	"maps"
	"strings"
	"testing"

	"github.com/plygo/ply"
	_ "github.com/plygo/ply/games"
	"github.com/plygo/ply/mapello"
	"github.com/plygo/ply/mitsudomoe"
	"github.com/plygo/ply/pathway"
	"github.com/plygo/ply/pushfight"
	"github.com/plygo/ply/registry"
)

// ParseOptions reads what Options.String writes, and refuses what is not
// NAME=VALUE with ply.ErrInvalidOption, naming the bad part.
func TestParseOptions(t *testing.T) {
	for text, want := range map[string]registry.Options{
		"":                             nil,
		" ":                            nil,
		"maxturns=50":                  {"maxturns": "50"},
		"maxturns=50 repetitions=off":  {"maxturns": "50", "repetitions": "off"},
		"repetitions=off,maxturns=50 ": {"maxturns": "50", "repetitions": "off"},
	} {
		o, err := registry.ParseOptions(text)
		if err != nil || !maps.Equal(o, want) {
			t.Errorf("ParseOptions(%q) = %v, %v; want %v", text, o, err, want)
			continue
		}
		if back, err := registry.ParseOptions(o.String()); err != nil || !maps.Equal(back, o) {
			t.Errorf("%q: String %q reads back as %v, %v", text, o.String(), back, err)
		}
	}
	if s := (registry.Options{"repetitions": "off", "maxturns": "50"}).String(); s != "maxturns=50 repetitions=off" {
		t.Errorf("String: %q, want the names sorted", s)
	}
	for text, part := range map[string]string{
		"maxturns":                         "maxturns",
		"maxturns=":                        "maxturns=",
		"=5":                               "=5",
		"MaxTurns=5":                       "MaxTurns=5",
		"9lives=1":                         "9lives",
		"a=1 a=2":                          "a given twice",
		"a=b=c":                            "a=b=c",
		"bonus=" + strings.Repeat("9", 65): "bonus=",
	} {
		_, err := registry.ParseOptions(text)
		if !errors.Is(err, ply.ErrInvalidOption) || !strings.Contains(err.Error(), part) {
			t.Errorf("ParseOptions(%q): %v, want ErrInvalidOption naming %q", text, err, part)
		}
	}
}

// Config.Options reaches each game's constructor by name: Mitsudomoe and
// Push Fight with another turn cap, Mapello with another bonus value, Push
// Fight without the repetition rule or with own push-offs that lose; the
// game's Config keeps the options that differ from their defaults, each
// written one way.
func TestOpenOptions(t *testing.T) {
	open := func(game string, o registry.Options) registry.Game {
		t.Helper()
		g, err := registry.Open(game, registry.Config{Options: o})
		if err != nil {
			t.Fatalf("%s %v: %v", game, o, err)
		}
		return g
	}
	pf := open("pushfight", registry.Options{"maxturns": "50", "repetitions": "off", "selfpushoff": "on"})
	if g := pf.Unwrap().(*pushfight.Game); g.MaxTurns() != 50 || g.Repetitions() != 0 || !g.SelfPushOffLoses() {
		t.Errorf("pushfight: turn cap %d, repetitions %d, own push-offs lose %v", g.MaxTurns(), g.Repetitions(), g.SelfPushOffLoses())
	}
	if s := pf.Config().Options.String(); s != "maxturns=50 repetitions=off selfpushoff=on" {
		t.Errorf("pushfight: Config().Options %q", s)
	}
	if g := open("pushfight", registry.Options{"repetitions": "0", "maxturns": "0"}); g.Config().Options.String() != "maxturns=off repetitions=off" {
		t.Errorf("pushfight: 0 for off: Config().Options %q", g.Config().Options)
	}
	if g := open("mitsudomoe", registry.Options{"maxturns": "60"}).Unwrap().(*mitsudomoe.Game); g.MaxTurns() != 60 {
		t.Errorf("mitsudomoe: turn cap %d", g.MaxTurns())
	}
	if g := open("mapello", registry.Options{"bonus": "5"}).Unwrap().(*mapello.Game); g.BonusValue() != 5 {
		t.Errorf("mapello: bonus %d", g.BonusValue())
	}
	// The defaults, given or not, are the standard game: nothing to keep.
	g := open("pushfight", registry.Options{"maxturns": "200", "repetitions": "3", "selfpushoff": "off"})
	if p := g.Unwrap().(*pushfight.Game); g.Config().Options != nil || p.MaxTurns() != pushfight.DefaultMaxTurns || p.Repetitions() != pushfight.DefaultRepetitions || p.SelfPushOffLoses() {
		t.Errorf("pushfight with its defaults: Config().Options %v, game %d %d %v", g.Config().Options, p.MaxTurns(), p.Repetitions(), p.SelfPushOffLoses())
	}
	// Config returns a copy.
	pf.Config().Options["maxturns"] = "7"
	if pf.Config().Options["maxturns"] != "50" {
		t.Error("changing Config().Options changed the game's")
	}
	// The options with a setup: the setup's start, the options' rules.
	pl, err := registry.Open("pushfight", registry.Config{Setup: "placement", Options: registry.Options{"maxturns": "10"}})
	if err != nil || pl.Unwrap().(*pushfight.Game).MaxTurns() != 10 || pl.FormatPosition(pl.Start()) == pf.FormatPosition(pf.Start()) {
		t.Errorf("pushfight placement with maxturns=10: %v", err)
	}
}

// Names and values a game does not take are refused with
// ply.ErrInvalidOption, naming the option, before the game is built.
func TestOpenOptionsErrors(t *testing.T) {
	for _, tc := range []struct {
		game string
		o    registry.Options
		part string
	}{
		{"pushfight", registry.Options{"maxturn": "50"}, "maxturn: the game's options are maxturns, repetitions, selfpushoff"},
		{"pushfight", registry.Options{"maxturns": "x"}, "maxturns=x: want a whole number from 1 to 65535, or off"},
		{"pushfight", registry.Options{"maxturns": "-1"}, "maxturns=-1"},
		{"pushfight", registry.Options{"maxturns": "65536"}, "maxturns=65536"},
		{"pushfight", registry.Options{"repetitions": "1"}, "repetitions=1: want a whole number from 2 to 17, or off"},
		{"pushfight", registry.Options{"selfpushoff": "yes"}, "selfpushoff=yes: want on or off"},
		{"mapello", registry.Options{"bonus": "101"}, "bonus=101: want a whole number from 0 to 100"},
		{"mapello", registry.Options{"bonus": "off"}, "bonus=off"},
		{"mitsudomoe", registry.Options{"maxturns": "1.5"}, "maxturns=1.5"},
		{"pathway", registry.Options{"maxturns": "50"}, "pathway: option maxturns: the game has no options"},
		{"morelli", registry.Options{"": "1"}, "the game has no options"},
	} {
		_, err := registry.Open(tc.game, registry.Config{Options: tc.o})
		if !errors.Is(err, ply.ErrInvalidOption) || !strings.Contains(err.Error(), tc.part) {
			t.Errorf("%s %v: %v, want ErrInvalidOption saying %q", tc.game, tc.o, err, tc.part)
		}
	}
	// The game's own Open refuses them too.
	e, _ := registry.Lookup("pushfight")
	if _, err := e.Open(registry.Config{Options: registry.Options{"turns": "5"}}); !errors.Is(err, ply.ErrInvalidOption) {
		t.Errorf("Entry.Open with an unknown option: %v", err)
	}
}

// The entries list their options, and a float option reads numbers.
func TestEntryOptions(t *testing.T) {
	want := map[string]string{"mapello": "bonus", "mitsudomoe": "maxturns", "morelli": "", "pathway": "", "pushfight": "maxturns repetitions selfpushoff"}
	for _, name := range registry.Names() {
		e, _ := registry.Lookup(name)
		var names []string
		for _, o := range e.Options {
			names = append(names, o.Name)
		}
		if got := strings.Join(names, " "); got != want[name] {
			t.Errorf("%s: options %q, want %q", name, got, want[name])
		}
	}
	opts := []registry.Option{{Name: "weight", Kind: registry.FloatOption, Default: "0.5", Max: 1}, {Name: "fast", Kind: registry.BoolOption, Default: "off"}}
	v, err := registry.ReadOptions("test", opts, registry.Options{"weight": "0.25", "fast": "on"})
	if err != nil || v.Float("weight") != 0.25 || !v.Bool("fast") || v.Options().String() != "fast=on weight=0.25" {
		t.Errorf("ReadOptions: %v %v %v %q", err, v.Float("weight"), v.Bool("fast"), v.Options())
	}
	if v, _ := registry.ReadOptions("test", opts, nil); v.Float("weight") != 0.5 || v.Bool("fast") || v.Options() != nil || v.Int("none") != 0 {
		t.Errorf("ReadOptions of the defaults: %v %v %v", v.Float("weight"), v.Bool("fast"), v.Options())
	}
	for _, bad := range []string{"NaN", "1.5", "-0.1", "Inf", "x"} {
		if _, err := registry.ReadOptions("test", opts, registry.Options{"weight": bad}); !errors.Is(err, ply.ErrInvalidOption) {
			t.Errorf("weight=%s: %v", bad, err)
		}
	}
}

// Register refuses descriptions of options that are not valid.
func TestRegisterBadOptions(t *testing.T) {
	for i, o := range []registry.Option{
		{Name: "", Kind: registry.IntOption, Default: "0"},
		{Name: "Turns", Kind: registry.IntOption, Default: "0"},
		{Name: "turns", Default: "0"},
		{Name: "turns", Kind: registry.IntOption, Default: "5", Min: 1, Max: 3},
		{Name: "turns", Kind: registry.IntOption, Default: "0", Min: 1, Max: 3},
		{Name: "turns", Kind: registry.IntOption, Default: "0", Min: 0, Max: 3, Off: true}, // "off" is how 0 is written
		{Name: "turns", Kind: registry.IntOption, Default: "2", Min: 0.5, Max: 3},
		{Name: "turns", Kind: registry.IntOption, Default: "2", Min: 3, Max: 1},
		{Name: "fast", Kind: registry.BoolOption, Default: "yes"},
		{Name: "fast", Kind: registry.BoolOption, Default: "on", Off: true},
		{Name: "weight", Kind: registry.FloatOption, Default: "1.0", Max: 2},
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%d: %+v: Register did not panic", i, o)
				}
			}()
			registry.Register(registry.Entry{Name: "bad-options", Options: []registry.Option{o},
				Open: func(cfg registry.Config) (registry.Game, error) { return registry.Adapt("x", pathway.MustNew(), cfg) }})
		}()
	}
	func() {
		defer func() {
			if recover() == nil {
				t.Error("an option named twice: Register did not panic")
			}
		}()
		o := registry.Option{Name: "fast", Kind: registry.BoolOption, Default: "on"}
		registry.Register(registry.Entry{Name: "bad-options", Options: []registry.Option{o, o},
			Open: func(cfg registry.Config) (registry.Game, error) { return registry.Adapt("x", pathway.MustNew(), cfg) }})
	}()
}

// FuzzOptions feeds option texts, as -opt and the record tag Options take
// them, to every game: each opens or fails with an error wrapping
// ply.ErrInvalidOption, never a panic, and the options a game keeps read
// back as themselves and open the same game again.
func FuzzOptions(f *testing.F) {
	for _, s := range []string{"", "maxturns=50", "maxturns=off repetitions=off", "selfpushoff=on", "bonus=5", "bonus=-1",
		"maxturns=99999999999999999999", "repetitions=1", "a=b=c", "x", "maxturns=+7", "bonus=0x10", "maxturns=50,maxturns=60"} {
		f.Add(s)
	}
	games := map[string]registry.Entry{}
	for _, name := range registry.Names() {
		games[name], _ = registry.Lookup(name)
	}
	f.Fuzz(func(t *testing.T, text string) {
		o, err := registry.ParseOptions(text)
		if err != nil {
			if !errors.Is(err, ply.ErrInvalidOption) {
				t.Fatalf("ParseOptions(%q): %v, not ErrInvalidOption", text, err)
			}
			o = registry.Options{"raw": text}
		}
		for name := range games {
			g, err := registry.Open(name, registry.Config{Options: o})
			if err != nil {
				if !errors.Is(err, ply.ErrInvalidOption) {
					t.Errorf("%s %q: %v, not ErrInvalidOption", name, text, err)
				}
				continue
			}
			kept := g.Config().Options
			back, err := registry.ParseOptions(kept.String())
			if err != nil || !maps.Equal(back, kept) {
				t.Fatalf("%s %q: kept %q, read back as %v, %v", name, text, kept, back, err)
			}
			again, err := registry.Open(name, registry.Config{Options: back})
			if err != nil || again.Config().Options.String() != kept.String() {
				t.Fatalf("%s %q: opened again with %q: %v, kept %q", name, text, kept, err, again.Config().Options)
			}
		}
	})
}
