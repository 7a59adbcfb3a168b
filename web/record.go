// record.go reads and writes games as records of package record, with the
// bots' times per move in tags of their own.

package web

import (
	"errors"
	"fmt"
	"strings"

	"github.com/plygo/ply/record"
	"github.com/plygo/ply/registry"
)

// ErrRecord reports a game record that cannot be read.
var ErrRecord = errors.New("bad game record")

// maxRecordMoves bounds the moves of a record in the plain form.
const maxRecordMoves = 10000

// timeTags are the tags that keep the bots' times per move.
var timeTags = [2]string{"FirstTime", "SecondTime"}

// record returns the game's record: its configuration and moves, the
// players (bot specifications or "human"), the bots' search of each of
// their moves as comments, and the result once the game is over.
func (gm *game) record() *record.Record {
	r := record.New(gm.g, gm.cfg, gm.line)
	players := [2]*string{&r.First, &r.Second}
	for i, sd := range gm.sides {
		*players[i] = "human"
		if sd.bot != nil {
			*players[i] = sd.spec
			r.Tags = append(r.Tags, record.Tag{Name: timeTags[i], Value: sd.time.String()})
		}
	}
	for i := range r.Moves {
		r.Moves[i].Comment = gm.comments[i]
	}
	return r
}

// readRecord reads a game record: the module's record format, or the
// plain form of the game's name on the first line, the start position on
// the second ("-" for the configuration's start), then one move a line.
// Errors wrap ErrRecord.
func readRecord(text string) (*record.Record, error) {
	r, err := record.Read(strings.NewReader(text))
	if err == nil {
		return r, nil
	}
	if p, ok := readPlain(text); ok {
		return p, nil
	}
	return nil, fmt.Errorf("%w: %v", ErrRecord, err)
}

// readPlain reads the plain form; move numbers such as "12." are skipped.
func readPlain(text string) (*record.Record, bool) {
	var lines []string
	for l := range strings.Lines(text) {
		if l = strings.TrimSpace(l); l != "" {
			lines = append(lines, l)
		}
	}
	if len(lines) < 2 || strings.HasPrefix(lines[0], "[") || len(lines) > maxRecordMoves+2 {
		return nil, false
	}
	r := &record.Record{Game: lines[0]}
	if lines[1] != "-" {
		r.Position = lines[1]
	}
	for _, l := range lines[2:] {
		if i := strings.IndexByte(l, '.'); i > 0 && strings.Trim(l[:i], "0123456789") == "" {
			l = strings.TrimSpace(l[i+1:])
		}
		if l != "" {
			r.Moves = append(r.Moves, record.Move{Text: l})
		}
	}
	return r, true
}

// replay opens a record's game and plays its moves.
func replay(r *record.Record) (registry.Game, registry.Config, registry.Line, error) {
	g, line, err := r.Replay()
	if err != nil {
		return nil, registry.Config{}, registry.Line{}, err
	}
	return g, r.Config(), line, nil
}

// sidesOf returns the players a record names, with their times.
func sidesOf(r *record.Record) [2]sideSpec {
	var out [2]sideSpec
	for i, p := range [2]string{r.First, r.Second} {
		out[i].Bot = p
		out[i].Time, _ = r.Tag(timeTags[i])
	}
	return out
}
