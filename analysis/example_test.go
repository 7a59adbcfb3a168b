package analysis_test

import (
	"context"
	"fmt"
	"strings"

	"github.com/plygo/ply/analysis"
	"github.com/plygo/ply/bot"
	_ "github.com/plygo/ply/games"
	"github.com/plygo/ply/record"
	"github.com/plygo/ply/registry"
)

// A game of Pathway on a 4×4 board, analysed to the end by alpha-beta: the
// fifth move throws away a won game.
func ExampleReview() {
	rec, err := record.Parse(`[Game "pathway"]
[Size "4"]
[Result "0-1"]

1. a1
2. c1
3. d2
4. b2
5. b1
6. a4
7. d1
8. a2
9. c2
10. b3
11. c3
12. d4
13. c4
14. d3
15. b4
`)
	if err != nil {
		panic(err)
	}
	g, _, err := rec.Replay()
	if err != nil {
		panic(err)
	}
	bot, _ := g.NewBot(bot.Spec{Kind: "alphabeta", Depth: 16}, 1)
	rep, err := analysis.Review(context.Background(), g, rec, bot.(registry.Analyst), analysis.Options{})
	if err != nil {
		panic(err)
	}
	for _, m := range rep.Record.Moves[3:6] {
		glyphs := ""
		for _, n := range m.NAGs {
			glyphs += record.Glyph(n)
		}
		fmt.Println(m.Text, glyphs, strings.Split(m.Comment, ", best")[0])
	}
	fmt.Println("Red:", rep.Sides[0])
	// Output:
	// b2  [%eval #12] win in 13 for Red
	// b1 ?? [%eval #-10] win in 12 for Red
	// a4 ! [%eval #-9] win in 10 for Blue
	// Red: 0 inaccuracies, 0 mistakes, 1 blunder, mean loss 0.125
}
