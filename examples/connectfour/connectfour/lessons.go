// lessons.go holds the worked examples of RULES.md as lessons, for the
// web board's Learn page.

package connectfour

import "github.com/plygo/ply"

// Lessons returns the worked examples of RULES.md, the rules document
// beside the command: each position, the move it asks for and what the
// move shows. The package's tests check them against the rules and the
// document.
func Lessons() []ply.Lesson {
	return []ply.Lesson{
		{
			Title:    "Example 1: a stone falls to the bottom",
			Rule:     "a stone falls to the lowest empty cell of its column",
			Text:     "Red has dropped a stone into column 4. Put Yellow's stone on top of it.",
			Position: "4",
			Move:     "4",
			After:    "Yellow's stone falls onto Red's, to the second cell of column 4 (d2): a stone always lands on the lowest empty cell.",
		},
		{
			Title:    "Example 2: four across wins",
			Rule:     "four in a row across wins",
			Text:     "Red has three stones on the bottom row, d1, e1 and f1; Yellow has closed the right end at g1. Win the game.",
			Position: "445567",
			Move:     "3",
			After:    "Red's stone at c1 makes c1, d1, e1 and f1: four in a row across, and Red wins at once.",
		},
		{
			Title:    "Example 3: stop three in a column",
			Rule:     "a player must block the other's four in a row",
			Text:     "Red has three stones up column 4. Yellow to move: what must Yellow play?",
			Position: "45454",
			Move:     "4",
			After:    "Yellow's stone on d4 closes the column: Red would have won with four up column 4.",
		},
		{
			Title:    "Example 4: four on a diagonal",
			Rule:     "four in a row along a diagonal wins",
			Text:     "Red has a1, b2 and c3 on a diagonal, and Yellow's stone on d3 makes d4 the next cell of column 4. Win the game.",
			Position: "1223433454",
			Move:     "4",
			After:    "Red's stone falls to d4: a1, b2, c3 and d4 are four in a row on the diagonal, and Red wins.",
		},
	}
}
