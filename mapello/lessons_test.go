// lessons_test.go holds the tests' way to the lessons of Lessons: the
// tests of the worked examples of docs/rules/mapello.md read their positions
// there, so that they check what the web board's Learn page shows.

package mapello_test

import (
	"github.com/plygo/ply/internal/lessons"
	"github.com/plygo/ply/mapello"
)

// examplePosition returns the position of worked example n of
// docs/rules/mapello.md, as Lessons gives it, or "" (which no state parses
// from) if no lesson is example n.
func examplePosition(n int) string { return lessons.Position(mapello.Lessons(), n) }
