// Package lessons is the tests' way to a game's lessons (ply.Lesson): the
// tests of the worked examples of a game's rules document read their
// positions there, so that they check what the web board's Learn page
// shows.
package lessons

import (
	"fmt"
	"strings"

	"github.com/plygo/ply"
)

// Position returns the position of worked example n among ls, the lesson
// whose title starts "Example n:", or "" (which no state parses from) if
// no lesson is example n.
func Position(ls []ply.Lesson, n int) string {
	prefix := fmt.Sprintf("Example %d:", n)
	for _, l := range ls {
		if strings.HasPrefix(l.Title, prefix) {
			return l.Position
		}
	}
	return ""
}
