// lessons.go holds Lessons: the worked examples of docs/rules/pushfight.md
// as data, which the package's tests check and the web board's Learn page
// shows.

package pushfight

import "github.com/plygo/ply"

// Lessons returns the worked examples of docs/rules/pushfight.md that
// show a position, in the order of the document: each with its position
// in the notation of ParseState and, where it has one, the move it asks a
// learner to find, in the notation of FormatMove. The tests of the
// package read their positions from here. Each call returns a new slice.
func Lessons() []ply.Lesson {
	return []ply.Lesson{
		{
			Title:    "Example 1: the default start",
			Rule:     "a turn ends with a push by a square",
			Text:     "White to move. Without moving first, push with the square on d4 to the right, shoving Black's e4 to f4.",
			Position: "1WB2/3wBb2/2wWb3/2WB1 w - 0",
			Move:     "d4>",
			After:    "The push moves every piece of the line one cell. The anchor now sits on the pushing square.",
		},
		{
			Title:    "Example 2: the anchor over two turns",
			Rule:     "the anchored piece may not be pushed",
			Text:     "Black to move; the anchor is on White's e4. Without moving first, push with e3 to the left, shoving White's round d3 to c3.",
			Position: "2WB1/3wBb2/2wWb3/2WB1 b e4 1",
			Move:     "e3<",
			After:    "The anchor moves to Black's pushing square, and White's e4 is free again. f4< would have shoved the anchored e4: not allowed.",
		},
		{
			Title:    "Example 3: a blunder punished",
			Rule:     "a piece pushed off the board loses for its owner",
			Text:     "Black to move. White's square on c4 stands at the open left end of rank 4. Push it off.",
			Position: "WwB2/3WBb2/2wWb3/3B1 b d2 1",
			Move:     "e4<",
			After:    "The line d4, c4 moves left, and left of c4 there is neither a cell nor a rail: White's square falls off, and Black wins.",
		},
		{
			Title:    "Example 4: a rail and an open notch",
			Rule:     "a rail stops a push; an open edge lets a piece fall",
			Text:     "White to move. Find the winning push without moving first: above b3 there is no rail.",
			Position: "2B1B/1b2b2W/1W2W3/1wwB1 w g4 0",
			Move:     "b2^",
			After:    "Black's round on b3 falls off the open edge. e2^ would push e3 and e4 into the top rail, which the rules refuse.",
		},
		{
			Title:    "Example 5: the anchor deep in a line",
			Rule:     "no push moves the anchored piece, wherever it is in the line",
			Text:     "White to move; no push without moving works here. Walk the square g2 to h2, then push up from h2.",
			Position: "4W/4WbBb/6W1/1wwBB w g3 0",
			Move:     "g2-h2 h2^",
			After:    "Black's h3 falls off the open top edge. e3> would push h3 off too, but the anchored g3 is in that line.",
		},
		{
			Title:    "Example 6: your own pieces in the line",
			Rule:     "a push may move your own pieces, but not off the board",
			Text:     "White to move. Win without moving first: push Black's a2 off the left edge.",
			Position: "b4/3B2Ww/BW3Wwb/3B1 w d3 0",
			Move:     "b2<",
			After:    "Black's a2 falls off. f2>! wins too; g3> and g3v are refused, since they would push White's own pieces off.",
		},
		{
			Title:    "Example 7: no turn, so White loses",
			Rule:     "a player who cannot push loses",
			Text:     "White to move: no White piece can move, and every push fails.",
			Position: "3bw/5bBw/4BWWW/4B w e2 0",
			After:    "White has no turn and loses.",
		},
	}
}
