// lesson.go holds Lesson: a worked example of a game's rules, as data
// that the game's tests check and a board teaches from.

package ply

// Lesson is one worked example of a game's rules document
// (docs/rules/<game>.md), as a position to study: the example's
// position, the move it shows and what it teaches. Each game package
// returns its lessons from Lessons; the package's tests check every
// lesson against the rules (the position parses, the move is legal there)
// and against the rules document (the example's heading, position and move
// are in it), and the web board's Learn page shows them, so that neither
// can drift from the rules.
type Lesson struct {
	// Title is the example's heading in the rules document, such as
	// "Example 3: one friend, two friends, enemies only".
	Title string
	// Rule names the rule the example shows, in a few words, such as
	// "a stone may touch exactly one friend".
	Rule string
	// Text is the task as a learner reads it: what to look for in the
	// position and why, in a few sentences.
	Text string
	// Position is the example's position in the game's state notation
	// (its ParseState).
	Position string
	// Move is the example's move in the game's move notation, as the
	// game's FormatMove writes it: legal in Position, and the move a
	// learner is asked to find. It is "" for an example that shows a
	// position without a move to find, such as a finished game.
	Move string
	// After says what the move does or, where Move is "", what the
	// position shows: the words a learner reads once the move is found
	// or shown.
	After string
}
