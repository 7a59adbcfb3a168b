// proven.go says whether a bot's score is a proven result, for the
// packages that read Choices without importing search (record).

package registry

import "github.com/plygo/ply/search"

// WinDistance returns, for a proven score, the plies from the position
// searched to the end of the game it proves (search.WinDistance), and
// whether c's score is one: a bot that gave no score proves nothing.
func (c Choice) WinDistance() (plies int, proven bool) {
	if !c.Scored {
		return 0, false
	}
	return search.WinDistance(c.Score)
}
