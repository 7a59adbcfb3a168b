// record.go writes a game as a record of package record, with the bots'
// times per move in tags of their own, and reads those players back.

package web

import (
	"errors"

	"github.com/plygo/ply/record"
)

// ErrRecord reports a game record that cannot be read; the error wraps
// record.ErrSyntax too.
var ErrRecord = errors.New("bad game record")

// timeTags are the tags that keep the bots' times per move.
var timeTags = [2]string{"FirstTime", "SecondTime"}

// record returns the game's record: its configuration and moves, the
// players (bot specifications or "human"), the bots' search of each of
// their moves as comments (or the analysis's evaluations, best lines and
// glyphs, once the moves are analysed), and the result once the game is
// over.
func (gm *game) record() *record.Record {
	r := record.New(gm.g, gm.line.Line)
	gm.bots.writeRecord(r)
	for i := range r.Moves {
		r.Moves[i].Comment = gm.line.comments[i]
	}
	gm.offers.ended.finishRecord(gm.g, r)
	// A finished analysis of the moves gives their comments and glyphs.
	gm.analysis.annotate(r, gm.line.Line)
	gm.clock.writeRecord(gm.g, gm.line.Line, r)
	return r
}

// sidesOf returns the players a record names, with their times.
func sidesOf(r *record.Record) [2]sideSpec {
	var out [2]sideSpec
	for i, p := range [2]string{r.First, r.Second} {
		out[i].Bot = p
		var ok bool
		out[i].Time, ok = r.Tag(timeTags[i])
		out[i].untold = !ok
	}
	return out
}
