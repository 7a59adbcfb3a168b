package record_test

import (
	"fmt"
	"io"
	"os"
	"strings"

	_ "github.com/plygo/ply/games"
	"github.com/plygo/ply/record"
	"github.com/plygo/ply/registry"
)

// A game is played on a registered game, kept as a record, and replayed.
func Example() {
	g, _ := registry.Open("pathway", registry.Config{Position: "...b/.r../r.b./.... r"})
	line := registry.NewLine(g.Start())
	for _, m := range []string{"a4", "b1", "a1", "d2", "c3", "d1", "d3", "c4"} {
		line, _ = line.Play(g, m)
	}
	r := record.New(g, line)
	r.First, r.Second, r.Date = "Ada", "greedy", "2026-05-01"
	r.Moves[7].Comment = "the last placement"
	record.Write(os.Stdout, r)

	_, replayed, err := r.Replay()
	fmt.Println(replayed.Len(), "moves replayed:", err)
	// Output:
	// [Game "pathway"]
	// [Position "...b/.r../r.b./.... r"]
	// [First "Ada"]
	// [Second "greedy"]
	// [Date "2026-05-01"]
	// [Result "1-0"]
	// [Outcome "Red wins: Red, to move, has no legal placement, and the player who cannot place wins"]
	// [Termination "normal"]
	//
	// 1. a4
	// 2. b1
	// 3. a1
	// 4. d2
	// 5. c3
	// 6. d1
	// 7. d3
	// 8. c4 {the last placement}
	// 8 moves replayed: <nil>
}

// A tampered record is refused at its offending move, with the moves
// before it kept.
func ExampleRecord_Replay() {
	text := `[Game "pathway"]
[Size "4"]

1. a1
2. d4
3. a1
`
	r, err := record.Read(strings.NewReader(text))
	if err != nil {
		fmt.Println(err)
		return
	}
	_, line, err := r.Replay()
	fmt.Println(err)
	fmt.Println("kept:", line.Texts())
	// Output:
	// move 3 "a1": replay: pathway: move "a1": a1 is taken: a stone goes on an empty cell (section 5): illegal move
	// kept: [a1 d4]
}

// A Reader reads the records of a stream one by one.
func ExampleReader() {
	text := `[Game "pathway"]
[Result "*"]

1. c3

[Game "mapello"]
[Setup "plain"]
[Result "*"]

1. d3 {score 0.5 depth 3}
2. pass
`
	rd := record.NewReader(strings.NewReader(text))
	for {
		r, err := rd.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Println(r.Game, r.Setup, r.Texts())
	}
	_, err := record.Read(strings.NewReader(`[Game "pathway"]` + "\n1. c3 {unclosed\n"))
	fmt.Println(err)
	// Output:
	// pathway  [c3]
	// mapello plain [d3 pass]
	// line 2, column 16: move 1: unterminated comment or bad escape (want \\, \}, \n or \r)
}
