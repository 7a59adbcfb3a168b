// rules_test.go holds the worked examples and setups of docs/rules/mapello.md.

package mapello_test

import (
	"errors"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/plygo/ply"
	"github.com/plygo/ply/mapello"
)

// mustSetup returns the setup called name, with seed 1 for "random".
func mustSetup(name string) mapello.State {
	s, err := mapello.MustNew().Setup(name, 1)
	if err != nil {
		panic(err)
	}
	return s
}

// mustLoose parses a worked example that puts a bonus on a centre cell,
// which ParseState refuses as no setup can produce it.
func mustLoose(t testing.TB, text string) mapello.State {
	t.Helper()
	s, err := mapello.ParseStateLoose(text)
	if err != nil {
		t.Fatalf("ParseStateLoose(%q): %v", text, err)
	}
	return s
}

func mustState(t testing.TB, text string) mapello.State {
	t.Helper()
	s, err := mapello.ParseState(text)
	if err != nil {
		t.Fatalf("ParseState(%q): %v", text, err)
	}
	return s
}

// play plays a space-separated line of moves with the checked parser.
func play(t testing.TB, g *mapello.Game, s mapello.State, line string) mapello.State {
	t.Helper()
	for _, text := range strings.Fields(line) {
		m, err := g.ParseMove(s, text)
		if err != nil {
			t.Fatalf("%v: move %s: %v", s, text, err)
		}
		if s, err = ply.Play(g, s, m); err != nil {
			t.Fatalf("%v: Play(%s): %v", s, text, err)
		}
	}
	return s
}

func legal(g *mapello.Game, s mapello.State) string {
	return strings.Join(moveNames(ply.Moves(g, s)), " ")
}

// flipped returns the cells whose disc changed colour from before to after,
// sorted by name.
func flipped(before, after mapello.State) string {
	var out []string
	for y := 1; y <= 8; y++ {
		for x := 1; x <= 8; x++ {
			c := mapello.CellAt(x, y)
			b, a := before.At(c), after.At(c)
			if (b == mapello.Black || b == mapello.White) && a != b {
				out = append(out, c.String())
			}
		}
	}
	sort.Strings(out)
	return strings.Join(out, " ")
}

func sortedNames(names string) string {
	f := strings.Fields(names)
	sort.Strings(f)
	return strings.Join(f, " ")
}

// Example 1: the Othello start.
func TestOthelloStart(t *testing.T) {
	g := mapello.MustNew(mapello.WithStart(mustSetup("plain")))
	s := g.Start()
	if got := legal(g, s); got != "d3 c4 f5 e6" {
		t.Fatalf("moves from the start: %s, want d3 c4 f5 e6", got)
	}
	for _, tc := range []struct{ move, flips, replies string }{
		{"d3", "d4", "c3 e3 c5"},
		{"c4", "d4", "c3 e3 c5"},
		{"f5", "e5", "f4 d6 f6"},
		{"e6", "e5", "f4 d6 f6"},
	} {
		after := play(t, g, s, tc.move)
		if got := flipped(s, after); got != tc.flips {
			t.Errorf("%s flips %q, want %q", tc.move, got, tc.flips)
		}
		if got := legal(g, after); got != tc.replies {
			t.Errorf("after %s: replies %q, want %q", tc.move, got, tc.replies)
		}
	}
	// After d3, White's replies and what each flips.
	after := play(t, g, s, "d3")
	for _, tc := range []struct{ move, flips string }{{"c3", "d4"}, {"c5", "d5"}, {"e3", "e4"}} {
		if got := flipped(after, play(t, g, after, tc.move)); got != tc.flips {
			t.Errorf("d3 %s flips %q, want %q", tc.move, got, tc.flips)
		}
	}
	if got := ply.Perft(g, s, 2); got != 12 {
		t.Errorf("perft(2) = %d, want 12", got)
	}
}

// Example 3: the Default board's first plies, and why depth 3 is 50, not
// Othello's 56.
func TestDefaultFirstPlies(t *testing.T) {
	g := mapello.MustNew()
	plain := mapello.MustNew(mapello.WithStart(mustSetup("plain")))
	s := g.Start()
	if got := legal(g, s); got != "d3 c4 f5 e6" {
		t.Fatalf("Black's moves: %s", got)
	}
	for _, tc := range []struct{ move, replies string }{
		{"d3", "c3 e3 c5"}, {"c4", "c3 e3 c5"}, {"f5", "f4 d6 f6"}, {"e6", "f4 d6 f6"},
	} {
		if got := legal(g, play(t, g, s, tc.move)); got != tc.replies {
			t.Errorf("after %s: %s, want %s", tc.move, got, tc.replies)
		}
	}
	// Black's third-ply moves lose exactly the cells that are walls here.
	lost := map[string]string{
		"d3 c5": "b6", "c4 c5": "b6", "c4 c3": "c2", "f5 f4": "g3", "e6 f4": "g3", "f5 f6": "f7",
	}
	for _, first := range []string{"d3", "c4", "f5", "e6"} {
		for _, second := range strings.Fields(legal(g, play(t, g, s, first))) {
			line := first + " " + second
			here := strings.Fields(legal(g, play(t, g, s, line)))
			there := strings.Fields(legal(plain, play(t, plain, plain.Start(), line)))
			var missing []string
			for _, m := range there {
				if !slices.Contains(here, m) {
					missing = append(missing, m)
				}
			}
			if got := strings.Join(missing, " "); got != lost[line] {
				t.Errorf("after %s Black loses %q, want %q", line, got, lost[line])
			}
			if len(here)+len(missing) != len(there) {
				t.Errorf("after %s: %v here, %v in Othello", line, here, there)
			}
		}
	}
}

// Position A of example 4: a joker and a bonus in one line, a wall
// blocking a line, a bonus breaking a line.
const positionA = "##########/#........#/#........#/#........#/#...o+x..#/#........#/#.oo#....#/#........#/joo+.....#/########## x 0 0 0"

func TestJokerBonusWall(t *testing.T) {
	g := mapello.MustNew()
	s := mustLoose(t, positionA)
	if got := legal(g, s); got != "c1" {
		t.Fatalf("Black's moves: %q, want only c1", got)
	}
	for _, text := range []string{"a3", "c5", "e5", "d3"} {
		if _, err := g.ParseMove(s, text); err == nil {
			t.Errorf("%s accepted in position A", text)
		}
	}
	steps := []struct {
		move, flips, rank1 string
		moves              string
		black, white       int
	}{
		{"c1", "a1 b1", "jxxx.....#", "d1", 7, 3},
		{"d1", "a1 b1 c1", "joooo....#", "e1", 4, 7},
		{"e1", "a1 b1 c1 d1", "jxxxxx...#", "f1", 9, 3},
		{"f1", "a1 b1 c1 d1 e1", "joooooo..#", "", 0, 0},
	}
	for _, st := range steps {
		next := play(t, g, s, st.move)
		if got := flipped(s, next); got != st.flips {
			t.Errorf("%s flips %q, want %q", st.move, got, st.flips)
		}
		if got := strings.Split(next.String(), "/")[8]; got != st.rank1 {
			t.Errorf("after %s rank 1 is %q, want %q", st.move, got, st.rank1)
		}
		if st.moves != "" {
			if got := legal(g, next); got != st.moves {
				t.Errorf("after %s: moves %q, want %q", st.move, got, st.moves)
			}
			if b, w := next.Score(ply.First), next.Score(ply.Second); b != st.black || w != st.white {
				t.Errorf("after %s: scores %d to %d, want %d to %d", st.move, b, w, st.black, st.white)
			}
		}
		s = next
	}
	after := play(t, g, mustLoose(t, positionA), "c1")
	if after.Points(ply.First) != 3 || after.At(mapello.CellAt(3, 1)) != mapello.Black {
		t.Errorf("c1 should take the bonus: %v", after)
	}
}

func TestJokerBonusWallVariants(t *testing.T) {
	g := mapello.MustNew()
	rows := strings.Split(positionA, "/")
	// A joker on the corner @0 closes the diagonal a1-@0 for b2.
	corner := slices.Clone(rows)
	corner[9] = "j#########" + corner[9][10:]
	if got := legal(g, mustLoose(t, strings.Join(corner, "/"))); got != "c1 b2" {
		t.Errorf("with a joker on @0: %q, want c1 b2", got)
	}
	// A Black disc on d3 instead of the wall opens a3.
	disc := slices.Clone(rows)
	disc[6] = "#.oox....#"
	s := mustLoose(t, strings.Join(disc, "/"))
	if got := legal(g, s); got != "c1 a3" {
		t.Errorf("with a Black disc on d3: %q, want c1 a3", got)
	}
	if got := flipped(s, play(t, g, s, "a3")); got != "b3 c3" {
		t.Errorf("a3 flips %q, want b3 c3", got)
	}
}

// Position B of example 5: a forced pass, and a draw the bonus decides.
func TestForcedPassBonusDraw(t *testing.T) {
	g := mapello.MustNew()
	s := mustState(t, examplePosition(5))
	if got := legal(g, s); got != "pass" {
		t.Fatalf("Black's moves: %q, want pass", got)
	}
	if _, over := g.Result(s); over {
		t.Fatal("position B reported over")
	}
	s = play(t, g, s, "pass")
	if want := "##########/#........#/#........#/#........#/#........#/#........#/#........#/#........#/#ox+.....#/########## o 6 0 1"; s.String() != want {
		t.Fatalf("after the pass:\n%s", cmp.Diff(want, s.String()))
	}
	if got := legal(g, s); got != "c1" {
		t.Fatalf("White's moves: %q, want c1", got)
	}
	s = play(t, g, s, "c1")
	if want := "##########/#........#/#........#/#........#/#........#/#........#/#........#/#........#/#ooo.....#/########## x 6 3 0"; s.String() != want {
		t.Fatalf("after c1:\n%s", cmp.Diff(want, s.String()))
	}
	r, over := g.Result(s)
	if want := (ply.Result{Winner: ply.NoPlayer, Score: [2]int{6, 6}}); !over || r != want {
		t.Errorf("result %v (over %v), want %v", r, over, want)
	}
	if len(ply.Moves(g, s)) != 0 {
		t.Error("moves generated in a finished game")
	}
}

// Example 6: the rule book's playing example.
func TestRulebookPlayingExample(t *testing.T) {
	g := mapello.MustNew()
	s := mustState(t, examplePosition(6))
	if b, w := s.Score(ply.First), s.Score(ply.Second); b != 11 || w != 2 {
		t.Errorf("scores %d to %d, want 11 to 2", b, w)
	}
	want := map[string]string{
		"e2": "e3 e4 e5 f3 g4 h5",
		"g2": "e4 f3",
		"d3": "d4",
		"h3": "f5 g4",
		"g5": "e5 f5",
		"g6": "f6",
	}
	var names []string
	for n := range want {
		names = append(names, n)
	}
	if got := sortedNames(legal(g, s)); got != sortedNames(strings.Join(names, " ")) {
		t.Fatalf("White's moves: %q, want %v", got, names)
	}
	for m, f := range want {
		if got := flipped(s, play(t, g, s, m)); got != f {
			t.Errorf("%s flips %q, want %q", m, got, f)
		}
	}
	after := play(t, g, s, "e2")
	if want := "####j#####/##.+..+.##/#.....#..#/j+#..ox.+j/j...oox.o#/#...xoxo+#/#+...oo#.j/j..#.ox..#/##.+...+##/###j###j## x 0 0 0"; after.String() != want {
		t.Errorf("after e2:\n%s", cmp.Diff(want, after.String()))
	}
	if b, w := after.Score(ply.First), after.Score(ply.Second); b != 5 || w != 9 {
		t.Errorf("after e2: scores %d to %d, want 5 to 9", b, w)
	}
}

// Example 7: the shortest game from Default, a 7-ply wipe-out.
func TestShortestDefaultGame(t *testing.T) {
	g := mapello.MustNew()
	s := g.Start()
	steps := []struct{ move, flips string }{
		{"e6", "e5"},
		{"f6", "e5"},
		{"g6", "f6"},
		{"d6", "d5"},
		{"c3", "d4 e5"},
		{"h6", "e6 f6 g6"},
		{"c6", "d5 d6 e6 f6 g6 h6"},
	}
	for i, st := range steps {
		next := play(t, g, s, st.move)
		if got := flipped(s, next); got != st.flips {
			t.Errorf("ply %d %s flips %q, want %q", i+1, st.move, got, st.flips)
		}
		if st.move == "h6" && next.Points(ply.Second) != 3 {
			t.Errorf("h6 should give White the bonus: %v", next)
		}
		s = next
	}
	if want := examplePosition(7); s.String() != want {
		t.Fatalf("final state:\n%s", cmp.Diff(want, s.String()))
	}
	r, over := g.Result(s)
	if want := (ply.Result{Winner: ply.First, Score: [2]int{11, 3}}); !over || r != want {
		t.Errorf("result %v (over %v), want %v", r, over, want)
	}
}

// Example 7 also says this is the only line from Default that ends within
// 7 plies; the Bik-convention perft(8) of 216,309 counts it.
func TestOnlyShortGameFromDefault(t *testing.T) {
	g := mapello.MustNew()
	var ends []string
	var walk func(s mapello.State, line []string)
	walk = func(s mapello.State, line []string) {
		if _, over := g.Result(s); over {
			ends = append(ends, strings.Join(line, " "))
			return
		}
		if len(line) == 7 {
			return
		}
		for _, m := range ply.Moves(g, s) {
			walk(g.Apply(s, m), append(line, m.String()))
		}
	}
	walk(g.Start(), nil)
	if want := []string{"e6 f6 g6 d6 c3 h6 c6"}; !slices.Equal(ends, want) {
		t.Errorf("games of at most 7 plies: %v, want %v", ends, want)
	}
}

// "Setups": the named setups hold the pieces the rules list.
func TestNamedSetups(t *testing.T) {
	pieces := func(s mapello.State, p mapello.Piece) string {
		var out []string
		for i := range 100 {
			if c := mapello.Cell(i); s.At(c) == p && (p != mapello.Wall || c.Interior()) {
				out = append(out, c.String())
			}
		}
		sort.Strings(out)
		return strings.Join(out, " ")
	}
	for _, tc := range []struct {
		name                         string
		s                            mapello.State
		text, walls, bonuses, jokers string
		black, white                 string
	}{
		{"Default", mustSetup("default"),
			"####j#####/##.+..+.##/#.....#..#/j+#.....+j/j...xo...#/#...ox..+#/#+.....#.j/j..#.....#/##.+...+##/###j###j## x 0 0 0",
			"a1 a8 b6 c2 f7 g3 h1 h8", "a3 a6 c1 c8 f8 g1 h4 h6", "@2 @5 @6 c0 d9 g0 i3 i6", "d5 e4", "d4 e5"},
		{"Rulebook", mustSetup("rulebook"),
			"###j##j###/##.+.+..##/#.....#.+j/#+#......#/#...xo...#/j...ox...#/#+.....#+j/#..#.....#/##.+..+.##/###jj##j## x 0 0 0",
			"a1 a8 b6 c2 f7 g3 h1 h8", "a3 a6 c1 c8 e8 f1 h3 h7", "@4 c0 c9 d0 f9 g0 i3 i7", "d5 e4", "d4 e5"},
		{"Plain", mustSetup("plain"),
			"##########/#........#/#........#/#........#/#...xo...#/#...ox...#/#........#/#........#/#........#/########## x 0 0 0",
			"", "", "", "d5 e4", "d4 e5"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.s.String(); got != tc.text {
				t.Errorf("state:\n%s", cmp.Diff(tc.text, got))
			}
			for _, c := range []struct {
				p    mapello.Piece
				want string
			}{{mapello.Wall, tc.walls}, {mapello.Bonus, tc.bonuses}, {mapello.Joker, tc.jokers}, {mapello.Black, tc.black}, {mapello.White, tc.white}} {
				if got := pieces(tc.s, c.p); got != c.want {
					t.Errorf("%v cells: %q, want %q", c.p, got, c.want)
				}
			}
			if tc.s.ToMove() != ply.First {
				t.Errorf("%v to move, want Black", tc.s.ToMove())
			}
		})
	}
	if mapello.MustNew().Start() != mustSetup("default") {
		t.Error("New() does not start from the default setup")
	}
}

// "Setups": the test vectors for RandomSetup.
func TestRandomSetupVectors(t *testing.T) {
	for _, tc := range []struct {
		seed uint64
		want string
	}{
		{1, "#j########/#...+....#/#+..+..+.#/#.#.....#j/j..+xo..##/#...ox.#+#/#........#/#..+.#..##/j+...##..#/jj##j#j### x 0 0 0"},
		{2, "jj#######j/#..#..#..#/#.+......j/j...+.+..#/#..#xo...#/##.+ox+#+#/#.....#..#/#.##+....#/#....+...j/#####jj### x 0 0 0"},
		{42, "##########/#..#..#++j/j...#.#+.#/#..#.....j/#...xo..+#/#.#.ox...#/#.+..+...#/j.....#+.#/j..#...+.#/#j###jj### x 0 0 0"},
	} {
		s, err := mapello.RandomSetup(tc.seed, 8, 8, 8)
		if err != nil {
			t.Fatal(err)
		}
		if got := s.String(); got != tc.want {
			t.Errorf("RandomSetup(%d):\n%s", tc.seed, cmp.Diff(tc.want, got))
		}
	}
}

// refRandom is the rules' random-board procedure written out again, with
// slices, to check RandomSetup beyond the three vectors, retries included.
func refRandom(seed uint64, walls, bonuses, jokers int) string {
	next := func() uint64 {
		seed += 0x9E3779B97F4A7C15
		z := seed
		z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
		z = (z ^ (z >> 27)) * 0x94D049BB133111EB
		return z ^ (z >> 31)
	}
	draw := func(m int) int { return int(next() % uint64(m)) }
	for {
		var inner, border [][2]int
		for y := 1; y <= 8; y++ {
			for x := 1; x <= 8; x++ {
				if (x == 4 || x == 5) && (y == 4 || y == 5) {
					continue
				}
				inner = append(inner, [2]int{x, y})
			}
		}
		for y := range 10 {
			for x := range 10 {
				if x == 0 || x == 9 || y == 0 || y == 9 {
					border = append(border, [2]int{x, y})
				}
			}
		}
		for k := range walls + bonuses {
			j := k + draw(60-k)
			inner[k], inner[j] = inner[j], inner[k]
		}
		for k := range jokers {
			j := k + draw(36-k)
			border[k], border[j] = border[j], border[k]
		}
		var grid [10][10]byte
		for y := range 10 {
			for x := range 10 {
				grid[y][x] = '.'
				if x == 0 || x == 9 || y == 0 || y == 9 {
					grid[y][x] = '#'
				}
			}
		}
		for k, c := range inner[:walls+bonuses] {
			grid[c[1]][c[0]] = '#'
			if k >= walls {
				grid[c[1]][c[0]] = '+'
			}
		}
		for _, c := range border[:jokers] {
			grid[c[1]][c[0]] = 'j'
		}
		grid[4][4], grid[5][5], grid[5][4], grid[4][5] = 'o', 'o', 'x', 'x'
		// Black can open exactly when one of d3, c4, f5, e6 is no wall.
		if grid[3][4] != '#' || grid[4][3] != '#' || grid[5][6] != '#' || grid[6][5] != '#' {
			var rows []string
			for y := 9; y >= 0; y-- {
				rows = append(rows, string(grid[y][:]))
			}
			return strings.Join(rows, "/") + " x 0 0 0"
		}
	}
}

func TestRandomSetupAgainstProcedure(t *testing.T) {
	for seed := range uint64(200) {
		for _, c := range [][3]int{{8, 8, 8}, {0, 0, 0}, {3, 11, 36}, {56, 4, 2}, {59, 0, 1}, {20, 40, 0}} {
			s, err := mapello.RandomSetup(seed, c[0], c[1], c[2])
			if err != nil {
				t.Fatal(err)
			}
			if got, want := s.String(), refRandom(seed, c[0], c[1], c[2]); got != want {
				t.Fatalf("RandomSetup(%d, %v):\n%s", seed, c, cmp.Diff(want, got))
			}
			if len(ply.Moves(mapello.MustNew(), s)) == 0 || ply.Moves(mapello.MustNew(), s)[0] == mapello.Pass {
				t.Fatalf("RandomSetup(%d, %v): Black has no opening placement", seed, c)
			}
		}
	}
}

func TestRandomSetupJokers(t *testing.T) {
	var cells []mapello.Cell
	for _, n := range []string{"@4", "c0", "i9", "@0"} {
		c, err := mapello.ParseCell(n)
		if err != nil {
			t.Fatal(err)
		}
		cells = append(cells, c)
	}
	s, err := mapello.RandomSetupJokers(1, 8, 8, cells)
	if err != nil {
		t.Fatal(err)
	}
	r, _ := mapello.RandomSetup(1, 8, 8, 0)
	// Same walls and bonuses as RandomSetup draws (the jokers come last).
	for i := range 100 {
		c := mapello.Cell(i)
		want := r.At(c)
		if slices.Contains(cells, c) {
			want = mapello.Joker
		}
		if got := s.At(c); got != want {
			t.Errorf("%v holds %v, want %v", c, got, want)
		}
	}
	for _, bad := range [][]mapello.Cell{{mapello.CellAt(3, 3)}, {cells[0], cells[0]}, {mapello.Cell(150)}} {
		if _, err := mapello.RandomSetupJokers(1, 8, 8, bad); err == nil {
			t.Errorf("jokers %v accepted", bad)
		}
	}
}

func TestRandomSetupErrors(t *testing.T) {
	for _, c := range [][3]int{{-1, 0, 0}, {0, -1, 0}, {0, 0, -1}, {30, 31, 0}, {0, 0, 37}, {60, 0, 0}} {
		if _, err := mapello.RandomSetup(1, c[0], c[1], c[2]); err == nil {
			t.Errorf("RandomSetup(1, %v) accepted", c)
		}
	}
}

func TestSetup(t *testing.T) {
	g := mapello.MustNew()
	if got, want := g.SetupNames(), []string{"default", "rulebook", "plain", "random"}; !slices.Equal(got, want) {
		t.Errorf("SetupNames() = %v, want %v", got, want)
	}
	r7, _ := mapello.RandomSetup(7, 8, 8, 8)
	for _, tc := range []struct {
		name string
		seed uint64
		want mapello.State
	}{
		{"default", 7, g.Start()},
		{"random", 7, r7},
	} {
		got, err := g.Setup(tc.name, tc.seed)
		if err != nil || got != tc.want {
			t.Errorf("Setup(%q, %d) = %v, %v; want %v", tc.name, tc.seed, got, err, tc.want)
		}
	}
	for _, name := range []string{"nope", "", "Default", "othello", "random:1"} {
		if _, err := g.Setup(name, 1); !errors.Is(err, ply.ErrInvalidOption) {
			t.Errorf("Setup(%q): %v, want ErrInvalidOption", name, err)
		}
	}
}
