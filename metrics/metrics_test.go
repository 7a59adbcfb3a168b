package metrics_test

import (
	"bytes"
	"context"
	"encoding/xml"
	"errors"
	"io"
	"math"
	"reflect"
	"strings"
	"testing"

	"github.com/plygo/ply/arena"
	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/examples/connectfour/connectfour"
	_ "github.com/plygo/ply/games"
	"github.com/plygo/ply/internal/nim"
	"github.com/plygo/ply/metrics"
	"github.com/plygo/ply/registry"
)

func init() {
	nim.Register("nim")
	if _, ok := registry.Lookup(connectfour.Name); !ok {
		registry.Register(connectfour.Entry())
	}
}

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

// A hand-made game of 2 opening plies and 6 plies of the bots, won by the
// second player, whose expected result (1 - the first player's) dips below
// ½ twice before it rises to 0.9 and stays there from the bots' 5th ply.
var handMade = metrics.Record{
	Outcome: -1, Over: true, Opening: 2,
	Branching: []int{10, 10, 1, 100, 2, 1},
	Evals:     []float64{0.7, -1, 0.4, 0.6, 0.1, 0},
	Repeats:   1,
	Board:     8, Covered: []int{0, 3, 5, 6},
}

func TestRecordMetrics(t *testing.T) {
	r := handMade
	if got := r.Plies(); got != 8 {
		t.Errorf("Plies = %d, want 8", got)
	}
	// The leader: first, (none), second, first, second, second.
	if got := r.LeadChanges(); got != 3 {
		t.Errorf("LeadChanges = %d, want 3", got)
	}
	// The second player's expected results: 0.3, 0.6, 0.4, 0.9, 1; it
	// reaches 0.9 for good after the bots' 5th ply, the game's 7th of 8.
	if p, ok := r.DecisionPoint(); !ok || !near(p, 7.0/8) {
		t.Errorf("DecisionPoint = %v, %v, want 0.875", p, ok)
	}
	// Below ½ by 0.2 and 0.1 in two of five scored plies.
	if d, ok := r.Drama(); !ok || !near(d, 0.3/5) {
		t.Errorf("Drama = %v, %v, want 0.06", d, ok)
	}
	// Changes 0.3, 0.2, 0.5, 0.1 between the five scores.
	if s, ok := r.Stability(); !ok || !near(s, 1.1/4) {
		t.Errorf("Stability = %v, %v, want 0.275", s, ok)
	}
	// 1 - |2e - 1| of 0.7, 0.4, 0.6, 0.1 and 0: 0.6, 0.8, 0.8, 0.2, 0.
	if u, ok := r.Uncertainty(); !ok || !near(u, 2.4/5) {
		t.Errorf("Uncertainty = %v, %v, want 0.48", u, ok)
	}
	if _, ok := (metrics.Record{Evals: []float64{-1}}).Uncertainty(); ok {
		t.Error("Uncertainty without a score")
	}
	if c := r.TreeComplexity(); !near(c, 4+math.Log10(2)) {
		t.Errorf("TreeComplexity = %v, want 4.301", c)
	}
	if c, ok := r.Coverage(); !ok || c != 0.5 {
		t.Errorf("Coverage = %v, %v, want 0.5", c, ok)
	}
	// A draw or a game cut short has no decision point nor drama, and a
	// game that never reaches the threshold is decided at its end.
	for _, r := range []metrics.Record{{Over: true, Evals: []float64{0.5}}, {Outcome: 1, Evals: []float64{0.9}}} {
		if _, ok := r.DecisionPoint(); ok {
			t.Errorf("%+v has a decision point", r)
		}
		if _, ok := r.Drama(); ok {
			t.Errorf("%+v has drama", r)
		}
	}
	late := metrics.Record{Outcome: 1, Over: true, Branching: []int{2, 2, 2, 2}, Evals: []float64{0.5, 0.95, 0.8, -1}}
	if p, ok := late.DecisionPoint(); !ok || p != 1 {
		t.Errorf("DecisionPoint of a game never above the threshold to its end = %v, %v, want 1", p, ok)
	}
	if _, ok := (metrics.Record{Evals: []float64{0.5, -1}}).Stability(); ok {
		t.Error("Stability of one score")
	}
}

func TestSummarise(t *testing.T) {
	records := []metrics.Record{
		handMade,
		{Outcome: 1, Over: true, Branching: []int{3, 2}, Evals: []float64{-1, -1}, Board: 8, Covered: []int{0, 1}},
		{Outcome: 0, Over: true, Branching: []int{3, 3, 2, 1}, Evals: []float64{0.5, 0.5, 0.5, 0.5}, Repeats: 2, Board: 9, Off: []int{8}, Covered: []int{7}},
		{Over: false, Branching: []int{3, 3, 3, 3, 3, 3, 3, 3, 3, 3}, Evals: make([]float64, 10), Board: 10, Off: []int{0, 1}},
	}
	s := metrics.Summarise("x", records)
	if s.Games != 4 || s.FirstWins != 1 || s.Draws != 1 || s.SecondWins != 1 || s.Timeouts != 1 {
		t.Errorf("counts %+v", s)
	}
	// A win, a loss and two halves: 2 of 4.
	if s.FirstScore.Value != 0.5 || s.FirstScore.Count != 4 || s.FirstScore.Of != 8 || s.Balance != 1 || s.BalanceHi != 1 || !(s.BalanceLo < 1) {
		t.Errorf("score %+v, balance %v [%v, %v]", s.FirstScore, s.Balance, s.BalanceLo, s.BalanceHi)
	}
	if s.Completion.Value != 0.75 || !near(s.Drawishness.Value, 1.0/3) {
		t.Errorf("completion %+v, drawishness %+v", s.Completion, s.Drawishness)
	}
	if s.Length.Mean != 6 || s.Length.Min != 2 || s.Length.Median != 6 || s.Length.Max != 10 || !near(s.Length.SD, math.Sqrt(40.0/3)) {
		t.Errorf("length %+v", s.Length)
	}
	n := 0
	for _, b := range s.LengthHistogram {
		n += b.Count
	}
	if n != 4 || s.LengthHistogram[0].Lo != 2 {
		t.Errorf("histogram %+v", s.LengthHistogram)
	}
	// 22 positions: 124+5+9+30 moves, 19 of them with a choice, 3
	// repeats.
	if !near(s.Branching, 168.0/22) || !near(s.DecisionMoves, 19.0/22) || !near(s.Repetition, 3.0/22) {
		t.Errorf("branching %v, decision moves %v, repetition %v", s.Branching, s.DecisionMoves, s.Repetition)
	}
	// Ply 1 (the first of the bots in the games without an opening):
	// three games at 3; ply 3: 3, 2 and the hand-made game's 10.
	if s.FirstBotPly != 1 || s.BranchingByPly[0] != 3 || s.ReachedPly[0] != 3 || s.BranchingByPly[2] != 5 || s.ReachedPly[2] != 3 {
		t.Errorf("by ply from %d: %v reached by %v", s.FirstBotPly, s.BranchingByPly, s.ReachedPly)
	}
	// Six cells held a piece, of the ten that are playing cells in some
	// game (the last game's board is shifted by two).
	if !near(s.Coverage, (0.5+0.25+0.125+0)/4) || !near(s.CoverageAll, 6.0/10) {
		t.Errorf("coverage %v, all %v", s.Coverage, s.CoverageAll)
	}
	// Two decided games, one with scores; three with two scores or more.
	if s.Decided != 1 || !near(s.DecisionPoint, 7.0/8) || !near(s.Drama, 0.06) || s.Stable != 3 || !near(s.Stability, 0.275/3) {
		t.Errorf("decided %d at %v, drama %v, stable %d at %v", s.Decided, s.DecisionPoint, s.Drama, s.Stable, s.Stability)
	}
	// After ply 3: the hand-made game's 0.7 (its first ply of the bots
	// is the game's 3rd), the third game's 0.5 and the fourth's 0; after
	// ply 4, the hand-made game gave no score.
	if !near(s.EvalByPly[2], 0.4) || s.ScoredByPly[2] != 3 || math.Abs(s.EvalSDByPly[2]-math.Sqrt(0.13)) > 1e-4 || s.ScoredByPly[3] != 2 || s.EvalByPly[3] != 0.25 {
		t.Errorf("evaluations by ply: %v ± %v of %v", s.EvalByPly, s.EvalSDByPly, s.ScoredByPly)
	}
	// 0.48 of the hand-made game, 1 of the even one, 0 of the one the
	// first player loses from the start.
	if s.Uncertain != 3 || !near(s.Uncertainty, 1.48/3) {
		t.Errorf("uncertainty %v of %d games", s.Uncertainty, s.Uncertain)
	}
	if !near(s.LeadChanges, 0.75) || s.Scored != 19 {
		t.Errorf("lead changes %v, scored %d", s.LeadChanges, s.Scored)
	}
	// Results -1, +1, 0 and 0 (a timeout): variance 1/2.
	if s.OutcomeUniformity != 0.5 {
		t.Errorf("outcome uniformity %v, want 0.5", s.OutcomeUniformity)
	}
	// No record carries clarity or contents.
	if s.ClearGames != 0 || s.Narrowness != 0 || s.StateContents != 0 || s.StateCells != 0 || s.StateSpace != 0 {
		t.Errorf("clarity %v of %d games, %d contents of %d cells", s.Narrowness, s.ClearGames, s.StateContents, s.StateCells)
	}
}

// TestOutcomeUniformity: 1 when every game ends alike, 0 when wins and
// losses are even without draws, 1 - variance otherwise.
func TestOutcomeUniformity(t *testing.T) {
	game := func(outcome int) metrics.Record {
		return metrics.Record{Outcome: outcome, Over: true, Branching: []int{2}, Evals: []float64{-1}}
	}
	for _, c := range []struct {
		outcomes []int
		want     float64
	}{
		{[]int{1, 1, 1}, 1},
		{[]int{0, 0}, 1},
		{[]int{1, -1, 1, -1}, 0},
		{[]int{1, 1, 0, -1}, 1 - (3.0/4 - 1.0/16)},
	} {
		var rs []metrics.Record
		for _, o := range c.outcomes {
			rs = append(rs, game(o))
		}
		if got := metrics.Summarise("x", rs).OutcomeUniformity; !near(got, c.want) {
			t.Errorf("outcomes %v: uniformity %v, want %v", c.outcomes, got, c.want)
		}
	}
}

func TestRateAndSpread(t *testing.T) {
	r := metrics.NewRate(5, 10)
	if r.Value != 0.5 || !(r.Lo > 0.23 && r.Lo < 0.24) || !near(r.Hi, 1-r.Lo) {
		t.Errorf("NewRate(5, 10) = %+v, want 0.5 in [0.237, 0.763]", r)
	}
	if r := metrics.NewRate(0, 0); r != (metrics.Rate{Hi: 1}) {
		t.Errorf("NewRate(0, 0) = %+v", r)
	}
	s := metrics.NewSpread([]float64{4, 1, 3, 2})
	if s.N != 4 || s.Mean != 2.5 || s.Median != 2.5 || s.Min != 1 || s.Max != 4 || !near(s.SD, math.Sqrt(5.0/3)) {
		t.Errorf("NewSpread = %+v", s)
	}
	if s := metrics.NewSpread(nil); s != (metrics.Spread{}) {
		t.Errorf("NewSpread(nil) = %+v", s)
	}
}

// Nim from a pile of 10 between perfect players: the first player takes 2
// and then 4 minus the second's take, and wins in 5 plies with 3 moves to
// choose from before each but the last; every score is a proven win for
// the first player.
func TestStudyNim(t *testing.T) {
	s := metrics.Study{Game: "nim", Strengths: []bot.Spec{{Kind: "alphabeta", Depth: 12}}, Games: 2, SolveNodes: 1000}
	rep, err := s.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if v := rep.Solved; v == nil || v.Value != "first player (Alice) wins" || v.Budget != 1000 || v.Nodes == 0 {
		t.Errorf("the start solved: %+v", v)
	}
	// A pile of 8 is lost for the player to move; 1 node is too few.
	for size, want := range map[int]string{8: "second player (Bob) wins", 30: "unknown"} {
		s := metrics.Study{Game: "nim", Config: registry.Config{Size: size}, Strengths: []bot.Spec{{Kind: "random"}}, Games: 1, SolveNodes: 1000}
		if size == 30 {
			s.SolveNodes = 1
		}
		if rep, err := s.Run(context.Background()); err != nil || rep.Solved == nil || rep.Solved.Value != want {
			t.Errorf("pile %d: %v, %+v, want %s", size, err, rep.Solved, want)
		}
	}
	sum := rep.Summaries[0]
	if sum.FirstWins != 2 || sum.FirstScore.Value != 1 || sum.Balance != 0 || sum.Completion.Value != 1 ||
		sum.Length.Min != 5 || sum.Length.Max != 5 || sum.Repetition != 0 || sum.Coverage != 0 {
		t.Errorf("summary %+v", sum)
	}
	for _, r := range rep.Records {
		if !reflect.DeepEqual(r.Branching[:4], []int{3, 3, 3, 3}) || !reflect.DeepEqual(r.Evals, []float64{1, 1, 1, 1, 1}) {
			t.Errorf("game %d: branching %v, evals %v", r.Index, r.Branching, r.Evals)
		}
	}
	if sum.LeadChanges != 0 || sum.Decided != 2 || sum.DecisionPoint != 0.2 || sum.Drama != 0 || sum.Stability != 0 || sum.Uncertain != 2 || sum.Uncertainty != 0 {
		t.Errorf("evaluation metrics %+v", sum)
	}
	// Every game ends alike; Nim has no board to count states on.
	if sum.OutcomeUniformity != 1 || sum.StateSpace != 0 || sum.StateCells != 0 {
		t.Errorf("outcome uniformity %v, state space %v of %d cells", sum.OutcomeUniformity, sum.StateSpace, sum.StateCells)
	}
	// Clarity: Nim's evaluation knows the theory. From a pile that is no
	// multiple of four one move of three wins (a share of 1/3), the
	// others lose; from a multiple of four every move loses alike (all
	// three are near the best: 1). The first player moves from 10, 7 to
	// 5, and 3 to 1; the second from 8 and 4. The last ply is the
	// first's from a pile of its branching factor: 3 (1/3), 2 (take 2
	// wins: 1/2) or 1 (no choice, not counted).
	for _, r := range rep.Records {
		want, n := 1.0/3+1+1.0/3+1, 4
		switch r.Branching[4] {
		case 3:
			want, n = want+1.0/3, 5
		case 2:
			want, n = want+0.5, 5
		}
		if r.Clear != n || math.Abs(r.Narrowness-want/float64(n)) > 1e-4 {
			t.Errorf("game %d: narrowness %v over %d positions, want %.4f over %d", r.Index, r.Narrowness, r.Clear, want/float64(n), n)
		}
	}
}

// TestClarityNim values the two moves from a pile of 2, whose player wins
// by taking both and leaves the other a winning pile of 1 by taking one:
// the game's evaluation, -1, and the win, each read through Nim's curve.
func TestClarityNim(t *testing.T) {
	s := metrics.Study{Game: "nim", Config: registry.Config{Size: 2}, Strengths: []bot.Spec{{Kind: "alphabeta", Depth: 4}}, Games: 1}
	rep, err := s.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	g, _ := registry.Open("nim", registry.Config{Size: 2})
	lose := registry.CurveOf(g).Expected(-1)
	r := rep.Records[0]
	if sd := (1 - lose) / 2; r.Clear != 1 || r.Narrowness != 0.5 || math.Abs(r.MoveSD-sd) > 1e-4 {
		t.Errorf("clear %d, narrowness %v, move sd %v; want 1, 0.5, %.4f", r.Clear, r.Narrowness, r.MoveSD, sd)
	}
	if sum := rep.Summaries[0]; sum.ClearGames != 1 || sum.Narrowness != 0.5 || sum.MoveSD != r.MoveSD {
		t.Errorf("summary: clarity %v / %v of %d games", sum.Narrowness, sum.MoveSD, sum.ClearGames)
	}
}

// TestStateSpaceConnectFour: Connect Four's 42 cells each hold nothing, a
// red or a yellow stone, so the bound is 3^42 boards, times the two
// players to move: 42·log10(3) + log10(2), about 20.34.
func TestStateSpaceConnectFour(t *testing.T) {
	s := metrics.Study{Game: "connectfour", Strengths: []bot.Spec{{Kind: "random"}}, Games: 2, Seed: 1}
	rep, err := s.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	sum := rep.Summaries[0]
	if want := 42*math.Log10(3) + math.Log10(2); sum.StateCells != 42 || sum.StateContents != 3 || !near(sum.StateSpace, want) {
		t.Errorf("state space %v of %d cells × %d contents, want %v of 42 × 3", sum.StateSpace, sum.StateCells, sum.StateContents, want)
	}
	for _, r := range rep.Records {
		if len(r.Contents) != 3 || r.Contents[0] != "" {
			t.Errorf("game %d: contents %q, want the empty cell and two stones", r.Index, r.Contents)
		}
	}
}

// study is a small study of Pathway on the 4x4 board.
func study() metrics.Study {
	return metrics.Study{
		Game: "pathway", Config: registry.Config{Size: 4}, Games: 6, Seed: 3, OpeningPlies: 1, MaxPlies: 100,
		Strengths: []bot.Spec{{Kind: "random"}, {Kind: "level", Level: 3}},
	}
}

func TestStudyPathway(t *testing.T) {
	s := study()
	s.Parallel = 3
	calls := 0
	s.Progress = func(done, total int) {
		calls++
		if done != calls || total != 12 {
			t.Errorf("progress %d/%d at call %d", done, total, calls)
		}
	}
	rep, err := s.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if calls != 12 || len(rep.Records) != 12 || len(rep.Summaries) != 2 {
		t.Fatalf("%d progress calls, %d records, %d summaries", calls, len(rep.Records), len(rep.Summaries))
	}
	g, _ := registry.Open("pathway", registry.Config{Size: 4})
	for i, r := range rep.Records {
		after := arena.Opening(g, r.Seed, 1)
		if r.Index != i || r.Strength != i%2 || r.Opening != 1 || len(r.Evals) != len(r.Branching) || r.Board != 16 || len(r.Off) != 0 ||
			r.Branching[0] != int(g.Perft(after, 1)) || len(r.Covered) < 1+len(r.Branching)/2 {
			t.Errorf("record %d: %+v", i, r)
		}
	}
	if rep.Summaries[0].Scored != 0 || rep.Summaries[1].Scored == 0 {
		t.Errorf("scored plies: random %d, level:3 %d", rep.Summaries[0].Scored, rep.Summaries[1].Scored)
	}
	// One worker plays the same games.
	s.Parallel, s.Progress = 1, nil
	again, err := s.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(again, rep) {
		t.Error("one worker plays other games than three")
	}
}

func TestShardsMerge(t *testing.T) {
	whole, err := study().Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	var shards []metrics.Report
	for k := range 3 {
		s := study()
		s.Shard, s.Shards = k, 3
		rep, err := s.Run(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		// Through JSON, as the shards travel.
		var buf bytes.Buffer
		if err := rep.WriteJSON(&buf); err != nil {
			t.Fatal(err)
		}
		back, err := metrics.ReadReport(&buf)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(back, rep) {
			t.Errorf("shard %d changes through JSON", k)
		}
		shards = append(shards, back)
	}
	merged, missing, err := metrics.Merge(shards)
	if err != nil || missing != 0 {
		t.Fatalf("merge: %d missing, %v", missing, err)
	}
	if !reflect.DeepEqual(merged, whole) {
		t.Errorf("the merged shards differ from the whole:\n%+v\n%+v", merged.Summaries, whole.Summaries)
	}
	part, missing, err := metrics.Merge(shards[:2])
	if err != nil || missing != len(shards[2].Records) || !part.Interrupted {
		t.Errorf("two shards of three: %d missing, interrupted %v, %v", missing, part.Interrupted, err)
	}
	other := shards[1]
	other.Seed++
	for _, bad := range [][]metrics.Report{nil, {shards[0], shards[0]}, {shards[0], other}} {
		if _, _, err := metrics.Merge(bad); !errors.Is(err, arena.ErrMerge) {
			t.Errorf("merge of %d reports: %v, want ErrMerge", len(bad), err)
		}
	}
	for _, game := range []string{
		`{"index":5}`, `{"index":0,"strength":1}`, `{"outcome":2,"over":true}`, `{"outcome":1}`,
		`{"opening":-1}`, `{"opening":1000000000}`, `{"branching":[1]}`, `{"branching":[-1],"evals":[-1]}`,
		`{"branching":[1],"evals":[1.5]}`, `{"branching":[1],"evals":[0.5],"repeats":2}`,
		`{"board":2,"covered":[2]}`, `{"board":2,"covered":[0,0]}`, `{"board":2,"off":[1],"covered":[1]}`, `{"board":2,"off":[1,1]}`,
		`{"branching":[2],"evals":[-1],"clear":2}`, `{"branching":[2],"evals":[-1],"clear":1,"narrowness":1.5}`,
		`{"branching":[2],"evals":[-1],"clear":-1}`, `{"contents":["a"]}`,
	} {
		text := `{"strengths":["random"],"games_per_strength":1,"games":[` + game + `]}`
		if _, err := metrics.ReadReport(strings.NewReader(text)); !errors.Is(err, arena.ErrMerge) {
			t.Errorf("a game %s: %v, want ErrMerge", game, err)
		}
	}
	if _, err := metrics.ReadReport(strings.NewReader(`{"strengths":["random"],"games_per_strength":1,"games":[{"over":true,"branching":[1],"evals":[0.5],"board":2,"off":[1],"covered":[0]}]}`)); err != nil {
		t.Errorf("a good game: %v", err)
	}
}

func TestStudyValidate(t *testing.T) {
	good := study()
	for name, change := range map[string]func(*metrics.Study){
		"no strengths":   func(s *metrics.Study) { s.Strengths = nil },
		"no games":       func(s *metrics.Study) { s.Games = 0 },
		"negative plies": func(s *metrics.Study) { s.MaxPlies = -1 },
		"bad shard":      func(s *metrics.Study) { s.Shard, s.Shards = 3, 3 },
		"twice":          func(s *metrics.Study) { s.Strengths = append(s.Strengths, bot.Spec{Kind: "random"}) },
		"engine":         func(s *metrics.Study) { s.Strengths = []bot.Spec{{Kind: "exec", Command: []string{"x"}}} },
	} {
		s := good
		change(&s)
		if _, err := s.Run(context.Background()); err == nil {
			t.Errorf("%s: no error", name)
		} else if name != "engine" && !errors.Is(err, metrics.ErrStudy) {
			t.Errorf("%s: %v, want ErrStudy", name, err)
		}
	}
	s := good
	s.Game = "nosuch"
	if _, err := s.Run(context.Background()); !errors.Is(err, registry.ErrUnknownGame) {
		t.Errorf("unknown game: %v", err)
	}
}

func TestInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	rep, err := study().Run(ctx)
	if !errors.Is(err, context.Canceled) || !rep.Interrupted || len(rep.Records) != 0 {
		t.Errorf("%v, interrupted %v, %d records", err, rep.Interrupted, len(rep.Records))
	}
}

// The ladder of Nim: random, then perfect play, then perfect play again,
// which saturates (with colours swapped, each opening is won once by
// each).
func TestClimb(t *testing.T) {
	c := metrics.Climb{Game: "nim", Games: 20, Seed: 1, OpeningPlies: 1,
		Rungs: []bot.Spec{{Kind: "random"}, {Kind: "alphabeta", Depth: 12}, {Kind: "alphabeta", Depth: 11}}}
	l, err := c.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if len(l.Steps) != 2 || !l.Steps[0].Stronger() || l.Steps[1].Stronger() || l.Top != 1 || l.Elo != l.Steps[0].Elo || l.Depth != int(l.Elo/100) || l.Depth < 1 {
		t.Errorf("ladder %+v", l)
	}
	if err := (metrics.Climb{Game: "nim", Games: 2, Rungs: c.Rungs[:1]}).Validate(); !errors.Is(err, metrics.ErrStudy) {
		t.Errorf("one rung: %v", err)
	}
	if got := metrics.LadderRungs(); len(got) != 11 || got[0].Kind != "random" || got[10].String() != "level:10" {
		t.Errorf("LadderRungs = %v", got)
	}
}

func TestWriters(t *testing.T) {
	rep, err := study().Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	rep.Ladder = &metrics.Ladder{Rungs: []string{"random", "level:1"}, Games: 2, Top: 1, Elo: 120, Depth: 1,
		Steps: []metrics.Step{{Lower: "random", Upper: "level:1", Wins: 2, Elo: 120, EloLo: 10, EloHi: 300}}}
	var text, md bytes.Buffer
	if err := rep.WriteText(&text); err != nil {
		t.Fatal(err)
	}
	if err := rep.WriteMarkdown(&md); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(text.String(), "pathway (size 4): 12 games of self-play, 6 per strength, seed 3") ||
		!strings.HasPrefix(md.String(), "### pathway (size 4)\n\n12 games of self-play, 6 per strength, seed 3") {
		t.Errorf("the reports' first lines:\n%.100s\n%.100s", text.String(), md.String())
	}
	for _, want := range []string{"first-player score (95% CI)", "level:3", "Skill depth: 1 steps of 100 Elo",
		"outcome uniformity", "state-space complexity, log10 (bound)", "16 cells × 3", "clarity: narrowness / move sd"} {
		if !strings.Contains(text.String(), want) || !strings.Contains(md.String(), want) {
			t.Errorf("the reports lack %q:\n%s\n%s", want, text.String(), md.String())
		}
	}
	if !strings.Contains(md.String(), "|---|--:|--:|") {
		t.Errorf("the Markdown has no table:\n%s", md.String())
	}
	other := rep
	other.Size = 5
	var cmp bytes.Buffer
	if err := metrics.WriteComparison(&cmp, []metrics.Report{rep, other}, false); err != nil {
		t.Fatal(err)
	}
	if lines := strings.Split(cmp.String(), "\n"); len(lines) < 4 || !strings.HasPrefix(lines[1], "pathway (size 5): 12 games") ||
		!strings.HasSuffix(lines[3], "pathway (size 4) random  pathway (size 4) level:3  pathway (size 5) random  pathway (size 5) level:3") {
		t.Errorf("the comparison:\n%s", cmp.String())
	}
	for name, write := range map[string]func(io.Writer) error{"length": rep.WriteLengthSVG, "score": rep.WriteScoreSVG, "branching": rep.WriteBranchingSVG, "eval": rep.WriteEvalSVG} {
		var b bytes.Buffer
		if err := write(&b); err != nil {
			t.Fatal(err)
		}
		d := xml.NewDecoder(&b)
		lines := 0
		for {
			tok, err := d.Token()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatalf("%s: not XML: %v", name, err)
			}
			if e, ok := tok.(xml.StartElement); ok {
				for _, a := range e.Attr {
					if a.Name.Local == "stroke-width" && a.Value == "2" || e.Name.Local == "circle" && a.Name.Local == "cx" {
						lines++
					}
				}
			}
		}
		// A line per strength, or a point and its interval; none of the
		// random player's evaluations, which it does not give.
		if want := map[string]int{"length": 2, "branching": 2, "score": 4, "eval": 1}[name]; lines != want {
			t.Errorf("%s: %d lines or points", name, lines)
		}
	}
}
