// lessons_test.go holds the tests' way to the lessons of Lessons: the
// tests of the worked examples of docs/rules/mitsudomoe.md read their positions
// there, so that they check what the web board's Learn page shows.

package mitsudomoe_test

import (
	"fmt"
	"strings"

	"github.com/plygo/ply/mitsudomoe"
)

// examplePosition returns the position of worked example n of
// docs/rules/mitsudomoe.md, as Lessons gives it, or "" (which no state parses
// from) if no lesson is example n.
func examplePosition(n int) string {
	prefix := fmt.Sprintf("Example %d:", n)
	for _, l := range mitsudomoe.Lessons() {
		if strings.HasPrefix(l.Title, prefix) {
			return l.Position
		}
	}
	return ""
}
