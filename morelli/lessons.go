// lessons.go holds Lessons: the worked examples of docs/rules/morelli.md
// as data, which the package's tests check and the web board's Learn page
// shows.

package morelli

import "github.com/plygo/ply"

// Lessons returns the worked examples of docs/rules/morelli.md that show
// a position, in the order of the document: each with its position in
// the notation of ParseState and, where it has one, the move it asks a
// learner to find, in the notation of FormatMove. The tests of the
// package read their positions from here. Each call returns a new slice.
func Lessons() []ply.Lesson {
	return []ply.Lesson{
		{
			Title:    "Example 2: over the empty Throne, stopped by a King",
			Rule:     "a piece moves inwards and may cross the empty Throne",
			Text:     "Black to move. Move a7 east across the empty Throne to the first cell beyond it.",
			Position: "13/13/13/13/13/13/x12/13/13/13/13/13/12o x",
			Move:     "a7-h7",
			After:    "No piece may stop on the Throne, but an empty Throne may be crossed. With a King on it, the rank would stop at f7.",
		},
		{
			Title:    "Example 3: three captures, a frame made by a capture, a King replaced",
			Rule:     "a piece flanked by the mover's pieces is captured; a frame takes the Throne",
			Text:     "Black to move. Find the move of a8 that captures three White pieces at once and takes the Throne.",
			Position: "13/13/6x6/2x1xo7/3ooo7/x4oxx5/3o2O6/5x1x5/13/13/13/13/13 x",
			Move:     "a8-e8",
			After:    "e8 captures f8, e9 and d9. The captured f8 completes the frame f8, f6, h6, h8 in Black, so the Black King replaces the White one.",
		},
		{
			Title:    "Example 4: the red band cannot be captured but can capture",
			Rule:     "a piece on the red band is never captured, but partners a capture",
			Text:     "Black to move. Capture White's b6, with Black's red a6 as the partner behind it.",
			Position: "13/13/13/13/13/13/13/xo11/13/13/x12/o12/oox10 x",
			Move:     "c1-c6",
			After:    "c6 and a6 flank b6, which turns Black. A move next to White's red pieces captures nothing: behind them is the edge.",
		},
		{
			Title:    "Example 5: a tilted frame completed by a move",
			Rule:     "four pieces of one colour at the corners of a square around the Throne take it",
			Text:     "Black to move. Complete the tilted frame around the Throne with d8, f4 and j6.",
			Position: "7x5/13/13/13/13/3x9/13/9x3/13/5x7/13/1o11/13 x",
			Move:     "h13-h10",
			After:    "h10, d8, f4 and j6 frame the Throne: the Black King takes it. Nothing is captured.",
		},
		{
			Title:    "Example 6: an old frame does not count, and White wins stuck",
			Rule:     "only a frame completed by the move takes the Throne",
			Text:     "Black to move. Play a1 one step towards the centre.",
			Position: "13/13/13/13/6x6/6o6/4xoOox4/6o6/6x6/13/13/13/x12 x",
			Move:     "a1-b2",
			After:    "a1-b2 completes no new frame, so the Throne stays White's. Every White piece is on band 1 and cannot move: the game is over, and White wins.",
		},
		{
			Title:    "Example 7: the end of the game",
			Rule:     "the player who cannot move ends the game; the Throne's King wins it",
			Text:     "White to move: both White pieces are on band 1, the outermost, and cannot move.",
			Position: "13/13/13/13/13/13/5oXo5/13/13/13/13/13/x12 o",
			After:    "White cannot move, so the game is over and Black, whose King is on the Throne, wins.",
		},
		{
			Title:    "Example 8: the figures of the official rules",
			Rule:     "a turned piece captures nothing",
			Text:     "White to move. Capture Black's j7 with g11, with White's j6 behind it.",
			Position: "13/13/6o6/13/11o1/10x2/9x3/9o3/13/13/13/13/13 o",
			Move:     "g11-j8",
			After:    "j7 turns White, and the newly White j7 does not go on to capture k8.",
		},
	}
}
