// lessons_test.go holds the tests' way to the lessons of Lessons: the
// tests of the worked examples of docs/rules/pushfight.md read their positions
// there, so that they check what the web board's Learn page shows.

package pushfight

import "github.com/plygo/ply/internal/lessons"

// examplePosition returns the position of worked example n of
// docs/rules/pushfight.md, as Lessons gives it, or "" (which no state parses
// from) if no lesson is example n.
func examplePosition(n int) string { return lessons.Position(Lessons(), n) }
