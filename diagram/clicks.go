// clicks.go holds the capabilities of clicking: MoveClicker (how a person
// enters a move on the board a Diagram draws, one click at a time), its
// ClickPass token, ClickGrouper (clicks a person may make in any order)
// and ClickPreviewer (the board in the middle of a turn).

package diagram

import (
	"iter"
	"slices"
)

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
// so far complete a path. Paths of different moves differ. A game whose
// clicks of a turn may come in any order, where yielding every order
// would make too many paths, is also a ClickGrouper.
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
// path ClickPaths yields, where the game is a ClickGrouper with the clicks
// of each group in any order, see ClicksBegin) carried out: pieces moved
// or placed, the steps drawn as arrows. A trailing click that does not
// complete a step (a piece picked up, not yet put down) changes nothing.
// It returns false if clicks is no such prefix; it never panics.
type ClickPreviewer[S any] interface {
	DiagramClicks(s S, clicks []string) (Diagram, bool)
}

// ClickGrouper is an optional capability of a game, beside MoveClicker:
// the clicks of a turn that a person may make in any order, such as the
// pieces of a setup placed one by one, so that a board accepts every
// order without ClickPaths yielding each.
//
// ClickGroups returns the groups of the paths of s, or none: the first
// Len clicks of every path form the first group, the next Len the second,
// and so on; the clicks of a group may come in any order, and the clicks
// after the last group come in the path's order. Every path of s is at
// least as long as the groups together, and the clicks of one group of a
// path differ. ClickPaths then yields each move with each group in one
// order, any, and its promises hold of the paths taken group by group as
// sets: no two paths have the same clicks in each group and after, and
// no path begins another in that sense (see ClicksBegin). A board plays a
// move as soon as the clicks so far, in any order within each group,
// complete its path.
//
// A board tells a person what the next click does from the group's Each;
// the groups of equal states are equal.
type ClickGrouper[S any] interface {
	ClickGroups(s S) []ClickGroup
}

// ClickGroup is one group of clicks of a path (see ClickGrouper).
type ClickGroup struct {
	// Len is how many clicks the group has, at least one.
	Len int `json:"len"`
	// Each says what one click of the group does, for a person, as an
	// imperative: "place a square".
	Each string `json:"each"`
}

// ClicksBegin reports whether clicks begin path, a path of a state whose
// click groups are groups (see ClickGrouper): the clicks of each whole
// group of path in any order, then, of a group that clicks end within,
// some of its clicks in any order, and after the groups the path's clicks
// in order. With no groups it reports whether clicks is a prefix of path.
// Clicks as long as path begin it when they enter it.
func ClicksBegin(groups []ClickGroup, path, clicks []string) bool {
	if len(clicks) > len(path) {
		return false
	}
	at := 0
	for _, g := range groups {
		if at >= len(clicks) {
			return true
		}
		if g.Len <= 0 || at+g.Len > len(path) {
			return false
		}
		want := path[at : at+g.Len]
		got := clicks[at:min(at+g.Len, len(clicks))]
		for i, c := range got {
			if !slices.Contains(want, c) || slices.Contains(got[:i], c) {
				return false
			}
		}
		at += g.Len
	}
	return at >= len(clicks) || slices.Equal(clicks[at:], path[at:len(clicks)])
}
