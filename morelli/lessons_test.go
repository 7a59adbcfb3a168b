// lessons_test.go holds the tests' way to the lessons of Lessons: the
// tests of the worked examples of docs/rules/morelli.md read their positions
// there, so that they check what the web board's Learn page shows.

package morelli_test

import (
	"github.com/plygo/ply/internal/lessons"
	"github.com/plygo/ply/morelli"
)

// examplePosition returns the position of worked example n of
// docs/rules/morelli.md, as Lessons gives it, or "" (which no state parses
// from) if no lesson is example n.
func examplePosition(n int) string { return lessons.Position(morelli.Lessons(), n) }
