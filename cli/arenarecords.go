// arenarecords.go holds the arena's log of its games: their records, for
// -records, and their openings, for the report.

package cli

import (
	"fmt"
	"os"
	"strconv"
	"sync"

	"github.com/plygo/ply/arena"
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
	err      error          // the first error of closing
	closed   bool
}

// newGameLog returns a log that writes records to a new file at path, or
// none if path is "".
func newGameLog(path string) (*gameLog, error) {
	l := &gameLog{openings: map[int]string{}}
	if path == "" {
		return l, nil
	}
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	l.f, l.w = f, record.NewWriter(f)
	return l, nil
}

// add logs game sg between bots, played on g, that ended as res. A game
// still going after maxPlies plies is recorded as a draw by adjudication,
// as the arena scores it.
func (l *gameLog) add(g registry.Game, sg arena.Game, bots [2]string, res matchResult, maxPlies int) error {
	opening := g.FormatPosition(res.line.Start)
	l.mu.Lock()
	defer l.mu.Unlock()
	l.openings[sg.Index] = opening
	if l.w == nil || l.closed {
		return nil
	}
	rec := record.New(g, res.line)
	rec.First, rec.Second = bots[0], bots[1]
	if _, over := g.Result(res.line.Position()); !over {
		rec.Result, rec.Termination = record.Draw, record.Adjudicated
		rec.Outcome = fmt.Sprintf("draw: still going after %d plies (-max-plies)", maxPlies)
	}
	rec.Tags = []record.Tag{{Name: "Event", Value: "arena"}, {Name: "Round", Value: strconv.Itoa(sg.Index + 1)}}
	// The line starts after the opening, so its moves are the bots'.
	for i, c := range res.choices {
		if i < len(rec.Moves) {
			rec.Moves[i].Comment = record.Comment(c)
		}
	}
	if err := l.w.Write(rec); err != nil {
		return fmt.Errorf("-records: %w", err)
	}
	return nil
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
