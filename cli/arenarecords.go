// arenarecords.go holds the arena's log of its games: their records, for
// -records, and their openings, for the report.

package cli

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"strconv"
	"sync"

	"github.com/plygo/ply/arena"
	"github.com/plygo/ply/clock"
	"github.com/plygo/ply/record"
	"github.com/plygo/ply/registry"
)

// gameLog collects the arena's finished games. It is safe for concurrent
// use.
type gameLog struct {
	mu       sync.Mutex
	f        *os.File       // nil without -records
	w        *record.Writer // writes to f
	openings map[int]string // opening position by game index
	// pending holds the records of games played but not yet reported
	// finished by arena.Run, by game index.
	pending map[int]*record.Record
	// sync syncs each record to the disk as it is written (with -resume).
	sync   bool
	err    error // the first error of closing
	closed bool
}

// newGameLog returns a log that writes records to a new file at path, or
// none if path is "". A resumed run passes the games played already in
// done: the file keeps their records, drops any other (of a game the
// journal lacks, to be played again) and the new records go after.
func newGameLog(path string, done []arena.GameRow) (*gameLog, error) {
	l := &gameLog{openings: map[int]string{}, pending: map[int]*record.Record{}}
	if path == "" {
		return l, nil
	}
	if done == nil {
		f, err := os.Create(path)
		if err != nil {
			return nil, err
		}
		l.f, l.w = f, record.NewWriter(f)
		return l, nil
	}
	// Resumed: the kept records go to a new file that takes the old one's
	// place in one step.
	var kept bytes.Buffer
	if err := keepRecords(path, done, &kept); err != nil {
		return nil, err
	}
	tmp := path + ".tmp"
	f, err := os.Create(tmp)
	if err == nil {
		_, err = f.Write(kept.Bytes())
		if err == nil {
			err = f.Sync()
		}
		if err == nil {
			err = os.Rename(tmp, path)
		}
		if err != nil {
			f.Close()
			os.Remove(tmp)
		}
	}
	if err != nil {
		return nil, err
	}
	l.f, l.w = f, record.NewWriter(f)
	if kept.Len() > 0 {
		// Write the blank line that parts records before the next.
		l.w = record.NewWriter(&afterFirst{w: f})
	}
	return l, nil
}

// keepRecords writes to w the records of the file at path whose Round is
// that of a game in done. A record cut short at the end of the file is
// dropped.
func keepRecords(path string, done []arena.GameRow, w *bytes.Buffer) error {
	f, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	defer f.Close()
	rounds := map[string]bool{}
	for _, g := range done {
		rounds[strconv.Itoa(g.Index+1)] = true
	}
	rd := record.NewReader(f)
	out := record.NewWriter(w)
	for {
		rec, err := rd.Next()
		if err != nil {
			return nil // io.EOF, or a record cut short
		}
		if rounds[rec.Round] {
			rounds[rec.Round] = false
			if err := out.Write(rec); err != nil {
				return err
			}
		}
	}
}

// afterFirst writes a blank line before the first write, so that a record
// appended to a file of records is parted from the last.
type afterFirst struct {
	w       *os.File
	started bool
}

func (a *afterFirst) Write(b []byte) (int, error) {
	if !a.started {
		a.started = true
		if _, err := a.w.Write([]byte("\n")); err != nil {
			return 0, err
		}
	}
	return a.w.Write(b)
}

// add logs game sg between bots, played on g under tc, that ended as res
// (a game lost by forfeit too). Its record is written by done, once the
// tournament counts the game as finished.
func (l *gameLog) add(g registry.Game, sg arena.Fixture, bots [2]string, res arena.MatchResult, tc clock.Control) {
	opening := g.FormatPosition(res.Line.Start)
	rec := record.New(g, res.Line)
	rec.First, rec.Second = bots[0], bots[1]
	rec.Termination = res.Termination
	if res.Termination != record.Normal {
		rec.Result = map[arena.Outcome]string{1: record.FirstWins, 0: record.Draw, -1: record.SecondWins}[res.Outcome]
		rec.Score, rec.Outcome = [2]int{}, res.Reason
	}
	rec.Round = strconv.Itoa(sg.Index + 1)
	if !tc.IsZero() {
		rec.TimeControl = tc.PGN()
	}
	rec.Tags = []record.Tag{{Name: "Event", Value: "arena"}}
	// The line starts after the opening, so its moves are the bots'.
	for i, c := range res.Choices {
		if i >= len(rec.Moves) {
			break
		}
		rec.Moves[i].Comment = record.Comment(c)
		before := res.Line.Start
		if i > 0 {
			before = res.Line.Positions[i-1]
		}
		if e, ok := record.ChoiceEval(c, g.ToMove(before)); ok {
			rec.Moves[i].Comment = record.SetEval(rec.Moves[i].Comment, e)
		}
		if i < len(res.Clocks) {
			if rec.Moves[i].Comment != "" {
				rec.Moves[i].Comment += " "
			}
			rec.Moves[i].Comment += record.ClockComment(res.Clocks[i])
		}
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	l.openings[sg.Index] = opening
	l.pending[sg.Index] = rec
}

// done writes the record of game index, which the tournament counts as
// finished.
func (l *gameLog) done(index int) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	rec := l.pending[index]
	delete(l.pending, index)
	if l.w == nil || l.closed || rec == nil {
		return nil
	}
	if err := l.w.Write(rec); err != nil {
		return fmt.Errorf("-records: %w", err)
	}
	if l.sync {
		// Before the journal has the game: a resumed run keeps the
		// records of the journal's games.
		if err := l.f.Sync(); err != nil {
			return fmt.Errorf("-records: %w", err)
		}
	}
	return nil
}

// setOpening records the opening of game index, played by an earlier run.
func (l *gameLog) setOpening(index int, opening string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.openings[index] = opening
}

// opening returns the opening position of game index, "" if unknown.
func (l *gameLog) opening(index int) string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.openings[index]
}

// close closes the records file; it may be called more than once.
func (l *gameLog) close() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.f != nil && !l.closed {
		l.closed = true
		if err := l.f.Sync(); err != nil {
			l.err = err
		}
		if err := l.f.Close(); err != nil && l.err == nil {
			l.err = err
		}
	}
	return l.err
}
