// lessons.go holds Lessons: the worked examples of docs/rules/pathway.md
// as data, which the package's tests check and the web board's Learn page
// shows.

package pathway

import "github.com/plygo/ply"

// Lessons returns the worked examples of docs/rules/pathway.md that show
// a position, in the order of the document: each with its position in
// the notation of ParseState and, where it has one, the move it asks a
// learner to find, in the notation of FormatMove. The tests of the
// package read their positions from here. Each call returns a new slice.
func Lessons() []ply.Lesson {
	return []ply.Lesson{
		{
			Title:    "Example 2: the first reply",
			Rule:     "a stone may touch no stone, or exactly one of its own colour",
			Text:     "Red has a stone on a1 and Blue one on f6. A cell that touches only an enemy stone is closed; a cell that touches exactly one friend is open. Find the cell just above Red's stone that Red may take.",
			Position: ".....b/....../....../....../....../r..... r",
			Move:     "a2",
			After:    "a2 touches one Red stone, a1, and no other: it is open to Red. e6 and f5 touch only Blue's stone and are closed to Red.",
		},
		{
			Title:    "Example 3: one friend, two friends, enemies only",
			Rule:     "one friend allows a placement, whatever the enemies beside it",
			Text:     "Red to move on a 4 × 4 board. Find the cell that touches one Red stone and one Blue stone: Red may play it.",
			Position: "...b/.r../r.b./.... r",
			Move:     "c3",
			After:    "c3 touches one friend, b3, and one enemy, c2: the enemy does not matter. b2 and a3 touch two Red stones and are closed to Red for good.",
		},
		{
			Title:    "Example 4: stuck, and therefore the winner",
			Rule:     "the player to move with no placement wins",
			Text:     "Red to move: every empty cell touches two Red stones or only Blue stones.",
			Position: "bb.r/..r./.r.b/r..b r",
			After:    "Red has no allowed placement, so the game is over and Red wins.",
		},
		{
			Title:    "Example 6: open ends and pockets",
			Rule:     "a pocket is a group of cells only one side may fill",
			Text:     "Blue to move. Find Blue's pocket: the empty cell that only Blue may fill, next to no other cell Blue may fill.",
			Position: "..../..../.r../r..b b",
			Move:     "c1",
			After:    "c1 touches Blue's d1 and two cells Blue may not fill, a pocket of Blue's: a placement Blue cannot avoid making one day.",
		},
	}
}
