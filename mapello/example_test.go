// example_test.go holds the package examples.

package mapello_test

import (
	"context"
	"fmt"
	"math/rand/v2"

	"github.com/plygo/ply"
	"github.com/plygo/ply/mapello"
)

// Play the rule book's board: parse moves, apply them, list the replies.
func Example() {
	g := mapello.MustNew()
	s := g.Start()
	for _, text := range []string{"e6", "f6", "g6"} {
		m, err := g.ParseMove(s, text)
		if err != nil {
			fmt.Println(err)
			return
		}
		s = g.Apply(s, m)
	}
	fmt.Println(s)
	fmt.Println(s.ToMove(), "to move:", ply.Moves(g, s))
	_, err := g.ParseMove(s, "a1")
	fmt.Println(err)
	// Output:
	// ####j#####/##.+..+.##/#.....#..#/j+#..xxx+j/j...xo...#/#...ox..+#/#+.....#.j/j..#.....#/##.+...+##/###j###j## o 0 0 0
	// second to move: [e3 f4 c5 d6 e7 g7]
	// mapello: move "a1": a1 is a wall: a disc goes only on an empty cell (section 5, placement rule 1): illegal move
}

// A joker closes lines for whoever moves: here for Black, then for White.
func ExampleParseState() {
	s, err := mapello.ParseState("##########/#........#/#........#/#........#/#...o.x..#/#........#/#.oo#....#/#........#/joo+.....#/########## x 0 0 0")
	if err != nil {
		fmt.Println(err)
		return
	}
	g := mapello.MustNew()
	fmt.Println(ply.Moves(g, s))
	s = g.Apply(s, ply.Moves(g, s)[0])
	fmt.Println(s.Score(ply.First), s.Score(ply.Second), ply.Moves(g, s))
	// Output:
	// [c1]
	// 7 3 [d1]
}

// Boards from a seed are the same everywhere.
func ExampleRandomSetup() {
	s, err := mapello.RandomSetup(42, 8, 8, 8)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(mapello.MustNew().Render(s))
	// Output:
	//       @ a b c d e f g h i
	//    9  # # # # # # # # # #
	//    8  # . . # . . # + + j
	//    7  j . . . # . # + . #
	//    6  # . . # . . . . . j
	//    5  # . . . x o . . + #
	//    4  # . # . o x . . . #
	//    3  # . + . . + . . . #
	//    2  j . . . . . # + . #
	//    1  j . . # . . . + . #
	//    0  # j # # # j j # # #
	//    # wall  j joker  + bonus  . empty  x Black  o White
	//    Black 2 (2 discs + 0 bonus), White 2 (2 discs + 0 bonus)
	//    Black to move
}

// Count the move tree of standard Othello.
func ExampleGame_Perft() {
	plain, err := mapello.MustNew().Setup("plain", 0)
	if err != nil {
		fmt.Println(err)
		return
	}
	g := mapello.MustNew(mapello.WithStart(plain))
	for d := 1; d <= 6; d++ {
		fmt.Print(g.Perft(g.Start(), d), " ")
	}
	fmt.Println()
	// Output:
	// 4 12 56 244 1396 8200
}

// A game ends when neither side can place; the score adds bonus points.
func ExampleGame_Result() {
	g := mapello.MustNew()
	end, r, plies := g.RandomPlayout(g.Start(), rand.New(rand.NewPCG(1, 2)))
	fmt.Println(r.Score[0] == end.Score(ply.First), r.Score[1] == end.Score(ply.Second), plies <= 120)
	s, err := mapello.ParseState("####j#####/##.+..+.##/#.....#..#/j+#xxxxxxj/j...xx...#/#...xx..+#/#+.x...#.j/j..#.....#/##.+...+##/###j###j## o 0 3 0")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(g.Result(s))
	// Output:
	// true true true
	// first wins 11-3 true
}

// Bots choose an evaluation with ply.WithEval; EvalClassic is the classic
// program's.
func ExampleEvalClassic() {
	g := mapello.MustNew()
	discs := ply.WithEval[mapello.State, mapello.Move](g, mapello.EvalClassic)
	s := g.Apply(g.Start(), ply.Moves(g, g.Start())[0])
	fmt.Println(discs.Evaluate(s, ply.First), mapello.EvalScore(s, ply.First))
	// Output:
	// 3 3
}

// Setups by name, as the command lines take them: the names SetupNames
// lists, and a seed for "random".
func ExampleGame_Setup() {
	g := mapello.MustNew()
	fmt.Println(g.SetupNames())
	s, err := g.Setup("random", 1)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(s)
	_, err = g.Setup("othello", 0)
	fmt.Println(err)
	_, err = mapello.RandomSetup(1, 50, 50, 0)
	fmt.Println(err)
	// Output:
	// [default rulebook plain random]
	// #j########/#...+....#/#+..+..+.#/#.#.....#j/j..+xo..##/#...ox.#+#/#........#/#..+.#..##/j+...##..#/jj##j#j### x 0 0 0
	// mapello: setup "othello": want one of default, rulebook, plain, random: invalid option
	// mapello: 50 walls and 50 bonuses: want at most 60 in all: invalid option
}

// An endgame of an Othello suite, one line in Edax's .obf format, read as
// a Mapello position and written back.
func ExampleParseOBF() {
	o, err := mapello.ParseOBF("--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; G8:+18; H1:+12;")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(o.State.ToMove(), o.State.Empties(), "empties, best", o.Moves[0].Move, o.Score)
	line, _ := mapello.FormatOBF(o)
	fmt.Println(line)
	_, err = mapello.FormatOthello(mapello.MustNew().Start())
	fmt.Println(err)
	// Output:
	// first 14 empties, best g8 18
	// --XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; G8:+18; H1:+12;
	// mapello: not a plain Othello state: 8 walls, 8 jokers, 8 bonus cells, bonus points 0 and 0
}

// Solve an Othello endgame (FFO #1, 14 empty cells) on two threads: the
// margin is the serial solver's, G8 the only move that reaches it.
func ExampleNewEndgameWith() {
	o, err := mapello.ParseOBF("--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X")
	if err != nil {
		fmt.Println(err)
		return
	}
	e, err := mapello.NewEndgameWith(mapello.OthelloRule, mapello.EndgameOptions{TableMB: 4, Threads: 2})
	if err != nil {
		fmt.Println(err)
		return
	}
	r, err := e.Solve(context.Background(), o.State, 0)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(e.Threads(), "threads:", r.Move, r.Margin)
	// Output:
	// 2 threads: g8 18
}
