// level.go holds the levels for people: the bots "level:1" (a beginner
// can beat it) to "level:10" (the strongest), each an alpha-beta search of
// a fixed depth or node budget that plays a random move now and then, or
// searches a ply less deep now and then. Each game's ladder is in its
// registry entry (registry.Entry.Levels); the default ladder is here.

package bot

import (
	"fmt"
	"strconv"
)

// MaxLevel is the strongest level, "level:10"; "level:1" is the weakest.
const MaxLevel = 10

// Level is what one of the bots "level:N" plays: an alpha-beta search
// (search.AlphaBeta on the game's evaluation, one thread) bounded by Depth
// or Nodes, never by time, so that a level plays the same on any machine,
// a chance Random of playing a uniformly random legal move instead, and
// a chance Shallow of searching one ply less deep than Depth. The draws come
// from the bot's seed, so one seed gives one game.
type Level struct {
	// Depth is the search's depth in plies; 0 when Nodes bounds it.
	Depth int
	// Nodes is the search's budget of states created (search.Limits.Nodes),
	// for iterative deepening; 0 when Depth bounds it. The search checks
	// it every 1024 nodes, so the levels' budgets are multiples of 1024.
	Nodes uint64
	// Random is the chance, from 0 to 1, of a uniformly random legal move
	// in place of the search's.
	Random float64
	// Shallow is the chance, from 0 to 1, that a move's search (when it
	// is not a random move) goes to Depth-1 plies instead of Depth: a
	// step between two depths, finer than a random move. It needs a
	// Depth of 2 or more, and no Nodes.
	Shallow float64
}

// String describes the level, such as "depth 2, 30% random moves".
func (l Level) String() string {
	s := "depth " + strconv.Itoa(l.Depth)
	if l.Nodes > 0 {
		s = strconv.FormatUint(l.Nodes, 10) + " nodes"
	}
	if l.Random > 0 {
		s += fmt.Sprintf(", %.4g%% random moves", l.Random*100)
	}
	if l.Shallow > 0 {
		s += fmt.Sprintf(", %.4g%% of moves at depth %d", l.Shallow*100, l.Depth-1)
	}
	return s
}

// Validate reports whether l is a valid level: a Depth or Nodes, not both,
// chances from 0 to 1, and a Shallow chance only with a Depth of 2 or
// more. The error wraps ErrSpec.
func (l Level) Validate() error {
	why := ""
	switch {
	case (l.Depth > 0) == (l.Nodes > 0) || l.Depth < 0:
		why = "want a Depth or Nodes, not both"
	case !(l.Random >= 0 && l.Random <= 1) || !(l.Shallow >= 0 && l.Shallow <= 1):
		why = "want chances from 0 to 1"
	case l.Shallow > 0 && l.Depth < 2:
		why = "a Shallow chance needs a Depth of 2 or more"
	default:
		return nil
	}
	return fmt.Errorf("level %+v: %s: %w", l, why, ErrSpec)
}

// DefaultLevels returns the levels of a game whose registry entry has none
// of its own, weakest first: DefaultLevels()[n-1] is what "level:n" plays.
func DefaultLevels() [MaxLevel]Level {
	return [MaxLevel]Level{
		{Depth: 1, Random: 0.9}, {Depth: 1, Random: 0.65}, {Depth: 1, Random: 0.4}, {Depth: 1, Random: 0.2}, {Depth: 2, Random: 0.2},
		{Depth: 2}, {Depth: 3}, {Nodes: 2048}, {Nodes: 8192}, {Nodes: 32_768},
	}
}
