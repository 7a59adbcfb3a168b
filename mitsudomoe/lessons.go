// lessons.go holds Lessons: the worked examples of
// docs/rules/mitsudomoe.md as data, which the package's tests check and
// the web board's Learn page shows.

package mitsudomoe

import "github.com/plygo/ply"

// Lessons returns the worked examples of docs/rules/mitsudomoe.md that
// show a position, in the order of the document: each with its position
// in the notation of ParseState and, where it has one, the move it asks a
// learner to find, in the notation of FormatMove. The tests of the
// package read their positions from here. Each call returns a new slice.
func Lessons() []ply.Lesson {
	return []ply.Lesson{
		{
			Title:    "Example 1: the start, 9 turns",
			Rule:     "a turn is a ring step, then a ball step",
			Text:     "White to move. Every white ring carries a ball, so White first places a new ring from its supply, then a ball must reach it. Place a ring on a3 and vault the ball of a1 over White's own ball on a2 onto it.",
			Position: "3,bB,bB/4,bB/5/wW,4/wW,wW,3 w 5 5 0",
			Move:     "*a3 a1>a3",
			After:    "A vault over a ball of one's own colour throws nothing: only enemy balls are thrown.",
		},
		{
			Title:    "Example 2: a vault with one throw, 40 turns",
			Rule:     "a vaulted enemy ball is thrown onto an exposed ring of its colour",
			Text:     "White to move, with no supply. Move the top ring of d4 to a3, then vault the ball of b2 north-east over Black's ball on c3 onto d4, and throw that ball to the exposed black ring on e2.",
			Position: "wb,2,wW,1/3,ww,wW/2,wbB,2/1,wW,2,wb/bB,3,bB w 0 3 0",
			Move:     "d4>a3 b2>d4 x c3>e2",
			After:    "d4 still shows a white ring after its top ring moved, so b2 may vault onto it; the black ball it jumped goes to e2.",
		},
		{
			Title:    "Example 3: a vault over a mixed line, throws in a chain, 78 turns",
			Rule:     "throws go one after the other, each onto a ring exposed at the time",
			Text:     "White to move. Move the top ring of e3 to b5, then vault the ball of a3 east over b3, c3 and d3 onto e3, and throw c3's ball to a5.",
			Position: "b,3,wW/5/wW,wW,wbB,wbB,ww/5/wbB,4 w 0 4 0",
			Move:     "e3>b5 a3>e3 x c3>a5",
			After:    "The ball of d3 goes to a5 first, then the ball of c3 to the ring d3 just left free: the balls end on a5 and d3.",
		},
		{
			Title:    "Example 4: vaults blocked by balls on their goal, 51 turns",
			Rule:     "a ball on its goal is never vaulted over",
			Text:     "White to move. The ball of a1 may not vault over Black's balls on a2 and b1, which stand on Black's goal. Move the ring of a3 to a4, then vault a1 over b2 and throw Black's ball to e1.",
			Position: "4,wW/4,wW/w,1,ww,2/bB,wbB,3/wW,bB,w,1,b w 0 4 0",
			Move:     "a3>a4 a1>c3 x b2>e1",
			After:    "Every turn here has this form: a ring step, a1 over b2 to c3, and the black ball to e1, the only exposed black ring.",
		},
		{
			Title:    "Example 5: two winning turns and eighteen losing ones, 28 turns",
			Rule:     "three balls on one's goal win (E1)",
			Text:     "White to move, with one ring in supply and two balls on its goal. Win at once: place the ring on e4 and step the ball of d4 onto it.",
			Position: "3,wW,wW/3,wW,1/2,wbB,2/b,w,3/wbB,wbB,3 w 1 4 0",
			Move:     "*e4 d4>e4",
			After:    "The third white ball reaches White's goal: White wins (E1). Vaulting d4 over c3 to b2 instead would throw the black ball into White's home and lose (E2).",
		},
		{
			Title:    "Example 6: no turn at all",
			Rule:     "a player with no turn loses (E3)",
			Text:     "White to move, with no ring in supply: every white ring carries a white ball or lies under a black ring.",
			Position: "wb,wb,wb,wbB,bB/wb,4/wW,wW,wW,2/5/2,bB,2 w 0 1 0",
			After:    "There is no ring step, so no turn: White loses (E3).",
		},
	}
}
