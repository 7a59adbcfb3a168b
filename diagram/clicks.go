// clicks.go holds the capabilities of clicking: MoveClicker (how a person
// enters a move on the board a Diagram draws, one click at a time), its
// ClickPass token, and ClickPreviewer (the board in the middle of a turn).

package diagram

import "iter"

// MoveClicker is an optional capability of a game: how a move decomposes
// into the clicks a person makes on the board that the game's Diagram
// draws, so that one generic board (the web page) enters the moves of
// every game.
//
// ClickPaths yields every way to click each legal move of s: the move and
// its path, a sequence of tokens, each the name of a cell of the Diagram
// ([Cell.Name]) or one of the tokens below. Every legal move is yielded
// at least once, and may be yielded several times when the rules let a
// person enter it in several orders, such as two slides of one Push Fight
// turn taken in either order. No path is yielded twice, and no path is a
// proper prefix of another, so a board plays a move as soon as the clicks
// so far complete a path. Paths of different moves differ.
//
// A game decides what each click means: a cell to place on, a piece to
// take, where it goes. The sequence of yielded paths is the same for equal
// states. The path slice may be reused by the next iteration: a caller
// that keeps it copies it.
type MoveClicker[S, M any] interface {
	ClickPaths(s S) iter.Seq2[M, []string]
}

// Click tokens other than cell names. A board shows them as buttons.
const (
	// ClickPass is the token of a move that passes.
	ClickPass = "pass"
)

// ClickPreviewer is an optional capability of a game, beside MoveClicker
// and Diagrammer: the board in the middle of a turn, for games whose turn
// has several steps (slides before a push, a ring step before a ball step).
//
// DiagramClicks describes s with the steps of clicks (a proper prefix of a
// path ClickPaths yields) carried out: pieces moved, the steps drawn as
// arrows. A trailing click that does not complete a step (a piece picked
// up, not yet put down) changes nothing. It returns false if clicks is no
// such prefix; it never panics.
type ClickPreviewer[S any] interface {
	DiagramClicks(s S, clicks []string) (Diagram, bool)
}
