// lessons.go holds Lessons: the worked examples of docs/rules/mapello.md
// as data, which the package's tests check and the web board's Learn page
// shows.

package mapello

import "github.com/plygo/ply"

// Lessons returns the worked examples of docs/rules/mapello.md that show
// a position ParseState reads (example 4 puts a bonus on a centre cell,
// which no play reaches), in the order of the document: each with its position in
// the notation of ParseState and, where it has one, the move it asks a
// learner to find, in the notation of FormatMove. The tests of the
// package read their positions from here. Each call returns a new slice.
func Lessons() []ply.Lesson {
	return []ply.Lesson{
		{
			Title:    "Example 5: a forced pass and a draw decided by a bonus",
			Rule:     "a player who cannot place passes",
			Text:     "Black to move: every line through White's a1 runs into the border, so Black cannot place. White can. What must Black do?",
			Position: "##########/#........#/#........#/#........#/#........#/#........#/#........#/#........#/#ox+.....#/########## x 6 0 0",
			Move:     "pass",
			After:    "Black passes. White then plays c1, turns b1 and takes the bonus; neither side can place, and the game is drawn 6 to 6 on Black's bonus points.",
		},
		{
			Title:    "Example 6: the rule book's playing example",
			Rule:     "a joker ends a line for the mover",
			Text:     "White to move, with six moves. Find the one that turns six discs: north to White's e6, and north-east to the joker on i6.",
			Position: "####j#####/##.+..+.##/#.....#..#/j+#..ox.+j/j...oxx.x#/#...xxxx+#/#+...xx#.j/j..#..x..#/##.+...+##/###j###j## o 0 0 0",
			Move:     "e2",
			After:    "e2 turns e3, e4 and e5 up to White's e6, and f3, g4 and h5 up to the joker on i6, which counts as White's disc on White's turn.",
		},
		{
			Title:    "Example 7: the shortest game on the default board",
			Rule:     "the game ends when neither side can place",
			Text:     "The end of e6 f6 g6 d6 c3 h6 c6 from the default board: White has no disc left.",
			Position: "####j#####/##.+..+.##/#.....#..#/j+#xxxxxxj/j...xx...#/#...xx..+#/#+.x...#.j/j..#.....#/##.+...+##/###j###j## o 0 3 0",
			After:    "Neither side can place: Black wins 11 to 3, and White's bonus is all White has.",
		},
	}
}
