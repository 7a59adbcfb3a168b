// proven.go says whether a bot's score is a proven result, and says its
// score in words, for the packages that read Choices without importing
// search (record).

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

// ScoreText returns c's score as search.ScoreText says it ("win in 3",
// "loss in 2", "0.53"), or "" when the bot gave no score.
func (c Choice) ScoreText() string {
	if !c.Scored {
		return ""
	}
	return search.ScoreText(c.Score)
}

// SetScoreText sets c's Score from text, read as search.ParseScoreText
// reads it (ScoreText's words, and a number), and marks it Scored. It
// reports whether text read; c is unchanged when it did not.
func (c *Choice) SetScoreText(text string) bool {
	s, ok := search.ParseScoreText(text)
	if ok {
		c.Score, c.Scored = s, true
	}
	return ok
}
