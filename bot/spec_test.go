package bot_test

import (
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"

	"pgregory.net/rapid"

	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/search"
)

func u64(n uint64) *uint64      { return &n }
func f64(x float64) *float64    { return &x }
func onOff(on bool) *bool       { return &on }
func spec(kind string) bot.Spec { return bot.Spec{Kind: kind} }

// The specifications accepted before Spec existed (Help's, the docs', the
// tests') still parse, to the value that says what they meant, and write
// themselves back. (registry's TestNewBotAccepted builds each in the game
// it was written for.)
func TestParseAccepted(t *testing.T) {
	for _, tc := range []struct {
		game, text string
		want       bot.Spec
	}{
		{"pathway", "random", spec("random")},
		{"pathway", "greedy", spec("greedy")},
		{"pathway", "minimax:1", bot.Spec{Kind: "minimax", Depth: 1}},
		{"pathway", "minimax:6", bot.Spec{Kind: "minimax", Depth: 6}},
		{"pathway", "alphabeta", spec("alphabeta")},
		{"pathway", "alphabeta:4", bot.Spec{Kind: "alphabeta", Depth: 4}},
		{"pathway", "alphabeta:64", bot.Spec{Kind: "alphabeta", Depth: 64}},
		{"pathway", "alphabeta:250ms", bot.Spec{Kind: "alphabeta", MoveTime: 250 * time.Millisecond}},
		{"pathway", "alphabeta:1h", bot.Spec{Kind: "alphabeta", MoveTime: time.Hour}},
		{"pathway", "mcts", spec("mcts")},
		{"pathway", "mcts:500", bot.Spec{Kind: "mcts", Nodes: 500}},
		{"pathway", "mcts:1s", bot.Spec{Kind: "mcts", MoveTime: time.Second}},
		{"pathway", "level:1", bot.Spec{Kind: "level", Level: 1}},
		{"pathway", "level:10", bot.Spec{Kind: "level", Level: 10}},
		{"pathway", "oracle", spec("oracle")},
		{"pathway", "oracle:1s", bot.Spec{Kind: "oracle", MoveTime: time.Second}},
		{"pathway", "oracle:5000", bot.Spec{Kind: "oracle", Nodes: 5000}},
		{"pathway", "classic-random", spec("classic-random")},
		{"pathway", "classic-greedy:seed=5", bot.Spec{Kind: "classic-greedy", Options: bot.Options{Seed: u64(5)}}},
		{"morelli", "classic-alphabeta", spec("classic-alphabeta")},
		{"mapello", "alphabeta-solve", spec("alphabeta-solve")},
		{"pathway", "random:seed=1", bot.Spec{Kind: "random", Options: bot.Options{Seed: u64(1)}}},
		{"pathway", "alphabeta:seed=1", bot.Spec{Kind: "alphabeta", Options: bot.Options{Seed: u64(1)}}},
		{"pathway", "alphabeta:100ms:threads=2", bot.Spec{Kind: "alphabeta", MoveTime: 100 * time.Millisecond, Options: bot.Options{Threads: 2}}},
		{"pathway", "alphabeta:2:hash=4:threads=1", bot.Spec{Kind: "alphabeta", Depth: 2, Options: bot.Options{Threads: 1, Hash: 4}}},
		{"pathway", "alphabeta:100ms:selective=on", bot.Spec{Kind: "alphabeta", MoveTime: 100 * time.Millisecond, Options: bot.Options{Selective: onOff(true)}}},
		{"pathway", "alphabeta:3:selective=off", bot.Spec{Kind: "alphabeta", Depth: 3, Options: bot.Options{Selective: onOff(false)}}},
		{"mapello", "alphabeta:100ms:probcut=off", bot.Spec{Kind: "alphabeta", MoveTime: 100 * time.Millisecond, Options: bot.Options{ProbCut: onOff(false)}}},
		{"mapello", "alphabeta-solve:probcut=off", bot.Spec{Kind: "alphabeta-solve", Options: bot.Options{ProbCut: onOff(false)}}},
		{"mapello", "alphabeta:3:eval=standard", bot.Spec{Kind: "alphabeta", Depth: 3, Options: bot.Options{Eval: "standard"}}},
		{"pathway", "mcts:1s:seed=3:c=0.5", bot.Spec{Kind: "mcts", MoveTime: time.Second, Options: bot.Options{Seed: u64(3), Exploration: f64(0.5)}}},
		{"pathway", "mcts:200:threads=2:seed=3", bot.Spec{Kind: "mcts", Nodes: 200, Options: bot.Options{Seed: u64(3), Threads: 2}}},
		{"mapello", "mcts:100:playout=eval:minimax=1", bot.Spec{Kind: "mcts", Nodes: 100, Options: bot.Options{Playout: "eval", Minimax: f64(1)}}},
		{"mapello", "mcts:100:playout=end", bot.Spec{Kind: "mcts", Nodes: 100, Options: bot.Options{Playout: "end"}}},
		{"mapello", "mcts:100:playout=4:scale=30", bot.Spec{Kind: "mcts", Nodes: 100, Options: bot.Options{Playout: "4", Scale: f64(30)}}},
		{"mapello", "mcts:100:bias=2:widen=1.5:solver=off", bot.Spec{Kind: "mcts", Nodes: 100, Options: bot.Options{Bias: f64(2), Widen: f64(1.5), Solver: onOff(false)}}},
		{"mitsudomoe", "mcts:20ms:minimax=0:bias=1", bot.Spec{Kind: "mcts", MoveTime: 20 * time.Millisecond, Options: bot.Options{Minimax: f64(0), Bias: f64(1)}}},
		{"", "exec:./ply-engine -game pathway -bot alphabeta:3", bot.Spec{Kind: "exec", Command: []string{"./ply-engine", "-game", "pathway", "-bot", "alphabeta:3"}}},
		{"", "gtp:/usr/games/gtp-rhino -l 5", bot.Spec{Kind: "gtp", Command: []string{"/usr/games/gtp-rhino", "-l", "5"}}},
		{"", `exec:"my engine" -x 'a b'`, bot.Spec{Kind: "exec", Command: []string{"my engine", "-x", "a b"}}},
		// The one spelling of a move time: the TIME after the name, the
		// game's own bots' too.
		{"morelli", "classic-alphabeta:500ms", bot.Spec{Kind: "classic-alphabeta", MoveTime: 500 * time.Millisecond}},
		{"mapello", "alphabeta-solve:100ms", bot.Spec{Kind: "alphabeta-solve", MoveTime: 100 * time.Millisecond}},
		{"mapello", "alphabeta-solve:100ms:threads=2", bot.Spec{Kind: "alphabeta-solve", MoveTime: 100 * time.Millisecond, Options: bot.Options{Threads: 2}}},
	} {
		got, err := bot.Parse(tc.text)
		if err != nil {
			t.Errorf("%s: %v", tc.text, err)
			continue
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: %+v, want %+v", tc.text, got, tc.want)
		}
		if again, err := bot.Parse(got.String()); err != nil || !reflect.DeepEqual(again, got) {
			t.Errorf("%s: String %q reads back as %+v, %v", tc.text, got.String(), again, err)
		}
		if got.IsEngine() != (tc.game == "") {
			t.Errorf("%s: IsEngine %v", tc.text, got.IsEngine())
		}
		if own := strings.HasPrefix(got.Kind, "classic-") || got.Kind == "alphabeta-solve"; got.IsOwn() != own {
			t.Errorf("%s: IsOwn %v", tc.text, got.IsOwn())
		}
	}
}

// A bad specification is refused in one short line that names the bad
// part and points to the help instead of holding it: an *Error, which
// wraps ErrSpec. The option time= answers with the spelling that replaced
// it.
func TestParseErrors(t *testing.T) {
	for _, tc := range []struct{ text, says string }{
		{"alphabeta:xx", `bad argument xx`},
		{"alphabeta:65", `want a depth from 1 to 64`},
		{"alphabeta:2h", `time 2h`},
		{"minimax", `minimax: want a depth`},
		{"level:11", `want a level from 1 to 10`},
		{"random:1", `random takes no argument`},
		{"mcts:100:c=0", `option c=0: want a number`},
		{"mcts:100:colour=red", `option colour=red: unknown (want seed`},
		{"alphabeta:2:c=1", `only mcts takes`},
		{"greedy:threads=2", `only alphabeta, mcts and a game's own bots take the option threads`},
		{"greedy:hash=2", `only alphabeta and mcts take the options hash and eval`},
		{"mcts:probcut=on", `only alphabeta and a game's own bots take the option probcut`},
		{"alphabeta:probcut=yes", `option probcut=yes: want on or off`},
		{"classic-greedy:time=100ms", `the option time= is gone: write the time after the bot's name, as classic-greedy:100ms`},
		{"alphabeta-solve:time=1s", `as alphabeta-solve:1s`},
		{"exec:", `missing command`},
		{"exec:'x", `unclosed ' quote`},
		{"", `bad bot name`},
	} {
		_, err := bot.Parse(tc.text)
		var e *bot.Error
		if !errors.Is(err, bot.ErrSpec) || !errors.As(err, &e) || e.Spec != tc.text {
			t.Errorf("%q: %v, want an *Error of the text, wrapping ErrSpec", tc.text, err)
			continue
		}
		msg := err.Error()
		if !strings.Contains(msg, tc.says) || !strings.HasSuffix(msg, "(see -h for the bots)") {
			t.Errorf("%q: %q, want it to say %q and point to the help", tc.text, msg, tc.says)
		}
		if strings.Contains(msg, "\n") || len(msg) > 200 || strings.Contains(msg, bot.Help[:40]) {
			t.Errorf("%q: %d bytes, not one short line: %q", tc.text, len(msg), msg)
		}
	}
	// A value built in Go is checked as the text is.
	for _, b := range []bot.Spec{
		{Kind: "alphabeta", Depth: 3, MoveTime: time.Second},
		{Kind: "alphabeta", Depth: 65},
		{Kind: "mcts", Options: bot.Options{Playout: "08"}},
		{Kind: "random", Level: 3},
		{Kind: "greedy", Command: []string{"x"}},
		{Kind: "exec", Command: []string{"x"}, Options: bot.Options{Seed: u64(1)}},
		{Kind: "alphabeta", Options: bot.Options{Threads: search.MaxThreads + 1}},
		{Kind: "mcts", Options: bot.Options{Bias: f64(-1)}},
		{Kind: "level"},
		{Kind: "classic-greedy", Depth: 2},
		{Kind: "bad kind"},
	} {
		if err := b.Validate(); !errors.Is(err, bot.ErrSpec) {
			t.Errorf("%+v: %v, want ErrSpec", b, err)
		}
	}
}

// The generic bots' and the engines' kinds are no game's own bot's.
func TestIsOwn(t *testing.T) {
	for _, k := range []string{"random", "greedy", "minimax", "alphabeta", "mcts", "level", "oracle", "exec", "gtp"} {
		if spec(k).IsOwn() {
			t.Errorf("%s: IsOwn", k)
		}
	}
	for _, k := range []string{"classic-greedy", "alphabeta-solve", "Random", "mcts2"} {
		if !spec(k).IsOwn() {
			t.Errorf("%s: not IsOwn", k)
		}
	}
}

// specs draws valid bot descriptions of every kind.
func specs() *rapid.Generator[bot.Spec] {
	return rapid.Custom(func(t *rapid.T) bot.Spec {
		kind := rapid.SampledFrom([]string{"random", "greedy", "minimax", "alphabeta", "mcts", "level", "oracle", "exec", "gtp", "classic-greedy", "own"}).Draw(t, "kind")
		if kind == "own" {
			kind = rapid.StringMatching(`[a-z][a-z0-9._-]{0,20}`).Filter(func(s string) bool {
				b, err := bot.Parse(s)
				return err == nil && b.IsOwn()
			}).Draw(t, "own")
		}
		b := bot.Spec{Kind: kind}
		if kind == "exec" || kind == "gtp" {
			b.Command = rapid.SliceOfN(rapid.String(), 1, 4).Draw(t, "command")
			return b
		}
		timed := func() {
			if rapid.Bool().Draw(t, "timed") {
				b.MoveTime = time.Duration(rapid.Int64Range(1, int64(bot.MaxTime)).Draw(t, "time"))
			}
		}
		switch kind {
		case "minimax":
			b.Depth = rapid.IntRange(1, 6).Draw(t, "depth")
		case "level":
			b.Level = rapid.IntRange(1, bot.MaxLevel).Draw(t, "level")
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
		if kind == "alphabeta" && maybe("probcut?") {
			o.ProbCut = onOff(rapid.Bool().Draw(t, "probcut"))
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

// String round-trips: Parse reads back the value String wrote.
func TestRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := specs().Draw(t, "spec")
		text := b.String()
		got, err := bot.Parse(text)
		if err != nil {
			t.Fatalf("%+v: String %q does not parse: %v", b, text, err)
		}
		if !reflect.DeepEqual(got, b) {
			t.Fatalf("%q: parsed %+v, want %+v", text, got, b)
		}
	})
}

// FuzzParse: any text parses or is refused with one line wrapping
// ErrSpec, never a panic, and what parses writes itself back as a text
// that parses to the same value.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"alphabeta:4", "mcts:1s:seed=3:c=0.5", "level:3", "classic-alphabeta:500ms", "oracle:5000",
		"mcts:100:playout=08:minimax=-0", "exec:a 'b c' \"d\\\"e\"", "gtp:x\\", "alphabeta:time=1s", "mcts:100:widen=Inf", "random:seed=18446744073709551615"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		b, err := bot.Parse(text)
		if err != nil {
			if !errors.Is(err, bot.ErrSpec) || strings.Contains(err.Error(), "\n") {
				t.Fatalf("%q: %q", text, err)
			}
			return
		}
		s := b.String()
		again, err := bot.Parse(s)
		if err != nil || !reflect.DeepEqual(again, b) || again.String() != s {
			t.Fatalf("%q: %+v writes %q, which reads %+v, %v", text, b, s, again, err)
		}
	})
}
