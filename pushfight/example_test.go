package pushfight_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/plygo/ply"
	"github.com/plygo/ply/pushfight"
)

func Example() {
	g := pushfight.MustNew()
	s := g.Start()
	for _, text := range []string{"d4-c4 d1^", "e4<"} {
		m, err := g.ParseMove(s, text)
		if err != nil {
			fmt.Println(err)
			return
		}
		s = g.Apply(s, m)
	}
	fmt.Print(g.Render(s))
	r, _ := g.Result(s)
	fmt.Println(r)
	// Output:
	//      a  b  c  d  e  f  g  h
	//            ==============
	// 4          w  B* .  .  .
	// 3    .  .  .  W  B  b  .  .
	// 2    .  .  w  W  b  .  .  .
	// 1       .  .  .  B  .
	//         ==============
	// Black wins after 2 turns
	// second wins
}

func ExampleGame_AppendMoves() {
	g := pushfight.MustNew()
	s := g.Start()
	moves := g.AppendMoves(nil, s)
	fmt.Println(len(moves), "distinct turns from", len(g.AppendSequences(nil, s)), "sequences")
	fmt.Println(moves[:4], moves[len(moves)-1])
	fmt.Println(ply.Perft[pushfight.State, pushfight.Move](g, s, 2))
	// Output:
	// 1867 distinct turns from 3175 sequences
	// [d4> d2< d2> d1>] d1-c1 d2-d1 d1>
	// 3685069
}

func ExampleGame_HasWinningTurn() {
	g := pushfight.MustNew()
	s, _ := pushfight.ParseState("4W/4WbBb/6W1/1wwBB w g3 0")
	fmt.Println(g.HasWinningTurn(s))
	wins := g.AppendWinningTurns(nil, s)
	fmt.Println(len(wins), "winning turns, such as", wins[0])
	// Output:
	// true
	// 188 winning turns, such as g4-b1 b1>
}

func ExampleParseState() {
	s, err := pushfight.ParseState("2WB1/3wBb2/2wWb3/2WB1 b e4 1")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(s.ToMove(), s.Anchor(), s.At(pushfight.CellAt(4, 3)), s.Turns())
	_, err = pushfight.ParseState("1WB2/3wBb2/2wWb3/2WB1 w d4 0")
	fmt.Println(err)
	// Output:
	// second e4 W 1
	// pushfight: state "1WB2/3wBb2/2wWb3/2WB1 w d4 0": anchor on d4, not a square of the side not to move: invalid state
}

func ExampleGame_Setup() {
	fmt.Println(pushfight.MustNew().SetupNames())
	s, _ := pushfight.MustNew().Setup("placement", 0)
	g := pushfight.MustNew(pushfight.WithStart(s))
	fmt.Println(len(g.AppendMoves(nil, g.Start())), "setup moves")
	for _, text := range []string{"d1d2d4/c2d3", "e1e3e4/e2f3"} {
		m, _ := g.ParseMove(s, text)
		s = g.Apply(s, m)
	}
	fmt.Println(s, s.Phase())
	// Output:
	// [default classic mirror placement]
	// 12870 setup moves
	// 1WB2/3wBb2/2wWb3/2WB1 w - 0 play
}

func ExampleGame_RandomPlayout() {
	g := pushfight.MustNew()
	rng := rand.New(rand.NewPCG(1, 2))
	_, r, turns := g.RandomPlayout(g.Start(), rng)
	fmt.Println(r, "after", turns, "turns")
	// Output:
	// second wins after 2 turns
}

func ExampleFormatMaksverver() {
	g := pushfight.MustNew()
	fmt.Println(pushfight.FormatMaksverver(g.Start()))
	m, _ := g.ParseMove(g.Start(), "d4-c4,d1-d2")
	fmt.Println(m, "=", pushfight.FormatMaksververMove(m))
	// Output:
	// .OX.....oXx....oOx.....OX.
	// d4-c4 d1^ = d4-c4,d1-d2
}

// A game written as an address of maksverver's evaluation site, which
// shows the solved value of every position of it, and read back.
func ExampleMaksververURL() {
	g := pushfight.MustNew()
	s := g.Start()
	var moves []pushfight.Move
	for _, text := range []string{"d4-c4 d1^", "e4<"} {
		m, _ := g.ParseMove(s, text)
		moves = append(moves, m)
		s = g.Apply(s, m)
	}
	u, _ := pushfight.MaksververURL(g, g.Start(), moves)
	fmt.Println(u)
	back, _ := g.ParseState(u)
	fmt.Println(back == s, back)
	// Output:
	// https://pushfight.verver.ch/#history=.OX.....oXx....oOx.....OX.;d4-c4,d1-d2;e4-d4
	// true wB3/3WBb2/2wWb3/3B1 w d4 2
}

func ExampleState_MarshalText() {
	g := pushfight.MustNew()
	s := g.Start()
	m, _ := g.ParseMove(s, "d4>")
	s = g.Apply(s, m)
	text, _ := s.MarshalText()
	fmt.Println(s)
	fmt.Println(string(text))
	// Output:
	// 2WB1/3wBb2/2wWb3/2WB1 b e4 1
	// 2WB1/3wBb2/2wWb3/2WB1 b e4 1 034ba69838706
}

func ExampleGame_Successors() {
	g := pushfight.MustNew()
	s, _ := pushfight.ParseState("2B1B/1b2b2W/1W2W3/1wwB1 w g4 0")
	for m, next := range g.Successors(s) {
		r, over := g.Result(next)
		fmt.Println(m, next, r, over)
		break
	}
	// Output:
	// b2^ 2B1B/1W2b2W/4W3/1wwB1 b b3 1 first wins true
}

// The classic program's evaluation counts what each side can reach and
// push; the default start is symmetric, so it is even there.
func ExampleEvalClassic() {
	g := pushfight.MustNew()
	s := g.Start()
	fmt.Println(pushfight.Mobility(s, ply.First), pushfight.Mobility(s, ply.Second), pushfight.EvalClassic(s, ply.First))
	s = g.Apply(s, mustMove(g, s, "d4-c4 d1^"))
	fmt.Println(pushfight.Mobility(s, ply.First), pushfight.Mobility(s, ply.Second), pushfight.EvalClassic(s, ply.First))
	// Output:
	// 12 12 0
	// 13 19 -6
}

// Cells are named by file and rank; CellAt counts both from 0.
func ExampleCellAt() {
	c, _ := pushfight.ParseCell("d1")
	fmt.Println(c, c.X(), c.Y(), pushfight.CellAt(3, 0) == c, pushfight.CellAt(0, 0).Valid())
	// Output:
	// d1 3 0 true false
}

func mustMove(g *pushfight.Game, s pushfight.State, text string) pushfight.Move {
	m, err := g.ParseMove(s, text)
	if err != nil {
		panic(err)
	}
	return m
}
