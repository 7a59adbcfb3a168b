package registry_test

import (
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"

	"pgregory.net/rapid"

	_ "github.com/plygo/ply/games"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/search"
)

// botText builds the bot of a specification's text, as a command does:
// ParseBotSpec, then Game.NewBot.
func botText(g registry.Game, text string, seed uint64) (registry.Bot, error) {
	spec, err := registry.ParseBotSpec(text)
	if err != nil {
		return nil, err
	}
	return g.NewBot(spec, seed)
}

func u64(n uint64) *uint64              { return &n }
func f64(x float64) *float64            { return &x }
func onOff(on bool) *bool               { return &on }
func spec(kind string) registry.BotSpec { return registry.BotSpec{Kind: kind} }

// The specifications accepted before BotSpec existed (BotHelp's, the
// docs', the tests') still parse, to the value that says what they meant,
// write themselves back, and build their bot in the game they were written
// for.
func TestBotSpecAcceptedToday(t *testing.T) {
	for _, tc := range []struct {
		game, text string
		want       registry.BotSpec
	}{
		{"pathway", "random", spec("random")},
		{"pathway", "greedy", spec("greedy")},
		{"pathway", "minimax:1", registry.BotSpec{Kind: "minimax", Depth: 1}},
		{"pathway", "minimax:6", registry.BotSpec{Kind: "minimax", Depth: 6}},
		{"pathway", "alphabeta", spec("alphabeta")},
		{"pathway", "alphabeta:4", registry.BotSpec{Kind: "alphabeta", Depth: 4}},
		{"pathway", "alphabeta:64", registry.BotSpec{Kind: "alphabeta", Depth: 64}},
		{"pathway", "alphabeta:250ms", registry.BotSpec{Kind: "alphabeta", MoveTime: 250 * time.Millisecond}},
		{"pathway", "alphabeta:1h", registry.BotSpec{Kind: "alphabeta", MoveTime: time.Hour}},
		{"pathway", "mcts", spec("mcts")},
		{"pathway", "mcts:500", registry.BotSpec{Kind: "mcts", Nodes: 500}},
		{"pathway", "mcts:1s", registry.BotSpec{Kind: "mcts", MoveTime: time.Second}},
		{"pathway", "level:1", registry.BotSpec{Kind: "level", Level: 1}},
		{"pathway", "level:10", registry.BotSpec{Kind: "level", Level: 10}},
		{"pathway", "oracle", spec("oracle")},
		{"pathway", "oracle:1s", registry.BotSpec{Kind: "oracle", MoveTime: time.Second}},
		{"pathway", "oracle:5000", registry.BotSpec{Kind: "oracle", Nodes: 5000}},
		{"pathway", "classic-random", spec("classic-random")},
		{"pathway", "classic-greedy:seed=5", registry.BotSpec{Kind: "classic-greedy", Options: registry.BotOptions{Seed: u64(5)}}},
		{"morelli", "classic-alphabeta", spec("classic-alphabeta")},
		{"mapello", "alphabeta-solve", spec("alphabeta-solve")},
		{"pathway", "random:seed=1", registry.BotSpec{Kind: "random", Options: registry.BotOptions{Seed: u64(1)}}},
		{"pathway", "alphabeta:seed=1", registry.BotSpec{Kind: "alphabeta", Options: registry.BotOptions{Seed: u64(1)}}},
		{"pathway", "alphabeta:100ms:threads=2", registry.BotSpec{Kind: "alphabeta", MoveTime: 100 * time.Millisecond, Options: registry.BotOptions{Threads: 2}}},
		{"pathway", "alphabeta:2:hash=4:threads=1", registry.BotSpec{Kind: "alphabeta", Depth: 2, Options: registry.BotOptions{Threads: 1, Hash: 4}}},
		{"pathway", "alphabeta:100ms:selective=on", registry.BotSpec{Kind: "alphabeta", MoveTime: 100 * time.Millisecond, Options: registry.BotOptions{Selective: onOff(true)}}},
		{"pathway", "alphabeta:3:selective=off", registry.BotSpec{Kind: "alphabeta", Depth: 3, Options: registry.BotOptions{Selective: onOff(false)}}},
		{"mapello", "alphabeta:3:eval=standard", registry.BotSpec{Kind: "alphabeta", Depth: 3, Options: registry.BotOptions{Eval: "standard"}}},
		{"pathway", "mcts:1s:seed=3:c=0.5", registry.BotSpec{Kind: "mcts", MoveTime: time.Second, Options: registry.BotOptions{Seed: u64(3), Exploration: f64(0.5)}}},
		{"pathway", "mcts:200:threads=2:seed=3", registry.BotSpec{Kind: "mcts", Nodes: 200, Options: registry.BotOptions{Seed: u64(3), Threads: 2}}},
		{"mapello", "mcts:100:playout=eval:minimax=1", registry.BotSpec{Kind: "mcts", Nodes: 100, Options: registry.BotOptions{Playout: "eval", Minimax: f64(1)}}},
		{"mapello", "mcts:100:playout=end", registry.BotSpec{Kind: "mcts", Nodes: 100, Options: registry.BotOptions{Playout: "end"}}},
		{"mapello", "mcts:100:playout=4:scale=30", registry.BotSpec{Kind: "mcts", Nodes: 100, Options: registry.BotOptions{Playout: "4", Scale: f64(30)}}},
		{"mapello", "mcts:100:bias=2:widen=1.5:solver=off", registry.BotSpec{Kind: "mcts", Nodes: 100, Options: registry.BotOptions{Bias: f64(2), Widen: f64(1.5), Solver: onOff(false)}}},
		{"mitsudomoe", "mcts:20ms:minimax=0:bias=1", registry.BotSpec{Kind: "mcts", MoveTime: 20 * time.Millisecond, Options: registry.BotOptions{Minimax: f64(0), Bias: f64(1)}}},
		{"", "exec:./ply-engine -game pathway -bot alphabeta:3", registry.BotSpec{Kind: "exec", Command: []string{"./ply-engine", "-game", "pathway", "-bot", "alphabeta:3"}}},
		{"", "gtp:/usr/games/gtp-rhino -l 5", registry.BotSpec{Kind: "gtp", Command: []string{"/usr/games/gtp-rhino", "-l", "5"}}},
		{"", `exec:"my engine" -x 'a b'`, registry.BotSpec{Kind: "exec", Command: []string{"my engine", "-x", "a b"}}},
		// The one spelling of a move time: the TIME after the name, the
		// game's own bots' too.
		{"morelli", "classic-alphabeta:500ms", registry.BotSpec{Kind: "classic-alphabeta", MoveTime: 500 * time.Millisecond}},
		{"mapello", "alphabeta-solve:100ms", registry.BotSpec{Kind: "alphabeta-solve", MoveTime: 100 * time.Millisecond}},
	} {
		got, err := registry.ParseBotSpec(tc.text)
		if err != nil {
			t.Errorf("%s: %v", tc.text, err)
			continue
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: %+v, want %+v", tc.text, got, tc.want)
		}
		if again, err := registry.ParseBotSpec(got.String()); err != nil || !reflect.DeepEqual(again, got) {
			t.Errorf("%s: String %q reads back as %+v, %v", tc.text, got.String(), again, err)
		}
		if got.IsEngine() != (tc.game == "") {
			t.Errorf("%s: IsEngine %v", tc.text, got.IsEngine())
		}
		if tc.game == "" {
			continue
		}
		g, err := registry.Open(tc.game, registry.Config{})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.NewBot(got, 1); err != nil {
			t.Errorf("%s: %s: %v", tc.game, tc.text, err)
		}
	}
}

// A bad specification is refused in one short line that names the bad
// part and points to the help instead of holding it; the errors wrap
// ErrBotSpec. The option time= answers with the spelling that replaced it.
func TestBotSpecErrors(t *testing.T) {
	g, err := registry.Open("pathway", registry.Config{})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ text, says string }{
		{"alphabeta:xx", `bad argument xx`},
		{"alphabeta:65", `want a depth from 1 to 64`},
		{"alphabeta:2h", `time 2h`},
		{"minimax", `minimax: want a depth`},
		{"level:11", `want a level from 1 to 10`},
		{"random:1", `random takes no argument`},
		{"mcts:100:c=0", `option c=0: want a number`},
		{"mcts:100:colour=red", `option colour=red: unknown option`},
		{"alphabeta:2:c=1", `only mcts takes`},
		{"greedy:threads=2", `only alphabeta and mcts take`},
		{"classic-greedy:time=100ms", `the option time= is gone: write the time after the bot's name, as classic-greedy:100ms`},
		{"alphabeta-solve:time=1s", `as alphabeta-solve:1s`},
		{"exec:", `missing command`},
		{"exec:'x", `unclosed ' quote`},
		{"Random", `unknown bot "Random" (pathway's own bots: classic-random, classic-greedy)`},
		{"alphabeta:2:eval=nope", `option eval=nope: pathway's evaluations are`},
		{"exec:./engine", `an external engine, which package engine starts`},
		{"", `bad bot name`},
	} {
		_, err := botText(g, tc.text, 1)
		if !errors.Is(err, registry.ErrBotSpec) {
			t.Errorf("%q: %v, want ErrBotSpec", tc.text, err)
			continue
		}
		msg := err.Error()
		if !strings.Contains(msg, tc.says) || !strings.HasSuffix(msg, "(see -h for the bots)") {
			t.Errorf("%q: %q, want it to say %q and point to the help", tc.text, msg, tc.says)
		}
		if strings.Contains(msg, "\n") || len(msg) > 200 || strings.Contains(msg, registry.BotHelp[:40]) {
			t.Errorf("%q: %d bytes, not one short line: %q", tc.text, len(msg), msg)
		}
	}
	// A value built in Go is checked as the text is.
	for _, b := range []registry.BotSpec{
		{Kind: "alphabeta", Depth: 3, MoveTime: time.Second},
		{Kind: "alphabeta", Depth: 65},
		{Kind: "mcts", Options: registry.BotOptions{Playout: "08"}},
		{Kind: "random", Level: 3},
		{Kind: "greedy", Command: []string{"x"}},
		{Kind: "exec", Command: []string{"x"}, Options: registry.BotOptions{Seed: u64(1)}},
		{Kind: "alphabeta", Options: registry.BotOptions{Threads: search.MaxThreads + 1}},
		{Kind: "mcts", Options: registry.BotOptions{Bias: f64(-1)}},
		{Kind: "level"},
		{Kind: "classic-greedy", Depth: 2},
		{Kind: "bad kind"},
	} {
		if _, err := g.NewBot(b, 1); !errors.Is(err, registry.ErrBotSpec) {
			t.Errorf("%+v: %v, want ErrBotSpec", b, err)
		}
	}
}

// botSpecs draws valid bot descriptions of every kind.
func botSpecs() *rapid.Generator[registry.BotSpec] {
	return rapid.Custom(func(t *rapid.T) registry.BotSpec {
		kind := rapid.SampledFrom([]string{"random", "greedy", "minimax", "alphabeta", "mcts", "level", "oracle", "exec", "gtp", "classic-greedy", "own"}).Draw(t, "kind")
		if kind == "own" {
			kind = rapid.StringMatching(`[a-z][a-z0-9._-]{0,20}`).Filter(func(s string) bool {
				_, err := registry.ParseBotSpec(s) // not a generic kind
				return err == nil && !strings.Contains("random greedy minimax alphabeta mcts level oracle exec gtp", s)
			}).Draw(t, "own")
		}
		b := registry.BotSpec{Kind: kind}
		if kind == "exec" || kind == "gtp" {
			b.Command = rapid.SliceOfN(rapid.String(), 1, 4).Draw(t, "command")
			return b
		}
		timed := func() {
			if rapid.Bool().Draw(t, "timed") {
				b.MoveTime = time.Duration(rapid.Int64Range(1, int64(registry.MaxBotTime)).Draw(t, "time"))
			}
		}
		switch kind {
		case "minimax":
			b.Depth = rapid.IntRange(1, 6).Draw(t, "depth")
		case "level":
			b.Level = rapid.IntRange(1, registry.MaxLevel).Draw(t, "level")
		case "alphabeta":
			if rapid.Bool().Draw(t, "deep") {
				b.Depth = rapid.IntRange(1, 64).Draw(t, "depth")
			} else {
				timed()
			}
		case "mcts", "oracle":
			if rapid.Bool().Draw(t, "counted") {
				b.Nodes = rapid.Uint64Range(1, 1e9).Draw(t, "nodes")
			} else {
				timed()
			}
		case "random", "greedy":
		default:
			timed()
		}
		o := &b.Options
		maybe := func(name string) bool { return rapid.Bool().Draw(t, name) }
		real := func(name string, lo, hi float64) *float64 {
			x := rapid.Float64Range(lo, hi).Draw(t, name)
			return &x
		}
		if maybe("seed?") {
			o.Seed = u64(rapid.Uint64().Draw(t, "seed"))
		}
		if kind == "alphabeta" || kind == "mcts" {
			if maybe("threads?") {
				o.Threads = rapid.IntRange(1, search.MaxThreads).Draw(t, "threads")
			}
			if maybe("hash?") {
				o.Hash = rapid.IntRange(1, search.MaxTableMB).Draw(t, "hash")
			}
			if maybe("eval?") {
				o.Eval = rapid.StringMatching(`[a-zA-Z0-9._-]{1,12}`).Draw(t, "eval")
			}
		}
		if kind == "alphabeta" && maybe("selective?") {
			o.Selective = onOff(rapid.Bool().Draw(t, "selective"))
		}
		if kind == "mcts" {
			if maybe("c?") {
				o.Exploration = real("c", 1e-6, 100)
			}
			if maybe("playout?") {
				o.Playout = rapid.SampledFrom([]string{"end", "eval", "1", "8", "1000"}).Draw(t, "playout")
			}
			if maybe("scale?") {
				o.Scale = real("scale", 1e-6, 1e12)
			}
			if maybe("minimax?") {
				o.Minimax = real("minimax", 0, 1)
			}
			if maybe("bias?") {
				o.Bias = real("bias", 0, 1e6)
			}
			if maybe("widen?") {
				o.Widen = real("widen", 0, 1e6)
			}
			if maybe("solver?") {
				o.Solver = onOff(rapid.Bool().Draw(t, "solver"))
			}
		}
		return b
	})
}

// String round-trips: ParseBotSpec reads back the value String wrote.
func TestBotSpecRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := botSpecs().Draw(t, "spec")
		text := b.String()
		got, err := registry.ParseBotSpec(text)
		if err != nil {
			t.Fatalf("%+v: String %q does not parse: %v", b, text, err)
		}
		if !reflect.DeepEqual(got, b) {
			t.Fatalf("%q: parsed %+v, want %+v", text, got, b)
		}
	})
}

// FuzzParseBotSpec: any text parses or is refused with one line wrapping
// ErrBotSpec, never a panic, and what parses writes itself back as a text
// that parses to the same value.
func FuzzParseBotSpec(f *testing.F) {
	for _, s := range []string{"alphabeta:4", "mcts:1s:seed=3:c=0.5", "level:3", "classic-alphabeta:500ms", "oracle:5000",
		"mcts:100:playout=08:minimax=-0", "exec:a 'b c' \"d\\\"e\"", "gtp:x\\", "alphabeta:time=1s", "mcts:100:widen=Inf", "random:seed=18446744073709551615"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		b, err := registry.ParseBotSpec(text)
		if err != nil {
			if !errors.Is(err, registry.ErrBotSpec) || strings.Contains(err.Error(), "\n") {
				t.Fatalf("%q: %q", text, err)
			}
			return
		}
		s := b.String()
		again, err := registry.ParseBotSpec(s)
		if err != nil || !reflect.DeepEqual(again, b) || again.String() != s {
			t.Fatalf("%q: %+v writes %q, which reads %+v, %v", text, b, s, again, err)
		}
	})
}
