// lessons_test.go holds the tests' way to the lessons of Lessons: the
// tests of the worked examples of docs/rules/mapello.md read their positions
// there, so that they check what the web board's Learn page shows.

package mapello_test

import (
	"fmt"
	"strings"

	"github.com/plygo/ply/mapello"
)

// examplePosition returns the position of worked example n of
// docs/rules/mapello.md, as Lessons gives it, or "" (which no state parses
// from) if no lesson is example n.
func examplePosition(n int) string {
	prefix := fmt.Sprintf("Example %d:", n)
	for _, l := range mapello.Lessons() {
		if strings.HasPrefix(l.Title, prefix) {
			return l.Position
		}
	}
	return ""
}
