// lessons_test.go holds the tests' way to the lessons of Lessons: the
// tests of the worked examples of docs/rules/morelli.md read their positions
// there, so that they check what the web board's Learn page shows.

package morelli_test

import (
	"fmt"
	"strings"

	"github.com/plygo/ply/morelli"
)

// examplePosition returns the position of worked example n of
// docs/rules/morelli.md, as Lessons gives it, or "" (which no state parses
// from) if no lesson is example n.
func examplePosition(n int) string {
	prefix := fmt.Sprintf("Example %d:", n)
	for _, l := range morelli.Lessons() {
		if strings.HasPrefix(l.Title, prefix) {
			return l.Position
		}
	}
	return ""
}
