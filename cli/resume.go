// resume.go holds the arena's journal for -resume: the run's flags, then
// every finished game, one JSON line each, written as the games finish, so
// that an interrupted run (Ctrl-C, a kill, a power loss) resumes with only
// the missing games.

package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/plygo/ply/arena"
)

// journalHeader is the journal's first line.
type journalHeader struct {
	// Version is 1.
	Version int `json:"ply_arena_journal"`
	// Args are the run's flags, as -name=value, sorted by name, but for
	// those that may change on resuming (-resume, -concurrency).
	Args []string `json:"args"`
}

// journal is an open journal file. It is not safe for concurrent use
// (arena.Run reports games one at a time).
type journal struct {
	f *os.File
}

// resumeFree names the flags that may differ between a run and its resumption.
var resumeFree = []string{"resume", "concurrency"}

// renamedArgs returns a journal's flags with the old name of a flag that
// has one name now (-max-plies=N, the same limit as -maxmoves=N) written as
// its name now, so that a journal written before resumes.
func renamedArgs(args []string) []string {
	out := slices.Clone(args)
	renamed := false
	for i, a := range out {
		if n, ok := strings.CutPrefix(a, "-max-plies="); ok {
			out[i], renamed = "-maxmoves="+n, true
		}
	}
	if renamed {
		// In the order of the flags' names, as setFlags has them.
		slices.Sort(out)
	}
	return out
}

// readJournal reads the journal at path, if there is one: its header and
// the games it holds. A last line cut short (the run was killed as it
// wrote) is dropped and cut from the file.
func readJournal(path string) (h *journalHeader, games []arena.GameRow, err error) {
	b, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil, nil
	}
	if err != nil {
		return nil, nil, err
	}
	good := 0 // bytes of whole lines read
	for line := range bytes.Lines(b) {
		if !bytes.HasSuffix(line, []byte("\n")) {
			break // cut short
		}
		if h == nil {
			h = &journalHeader{}
			if err := json.Unmarshal(line, h); err != nil || h.Version != 1 {
				return nil, nil, fmt.Errorf("%s is not an arena journal (written by -resume)", path)
			}
		} else {
			var g arena.GameRow
			if err := json.Unmarshal(line, &g); err != nil {
				return nil, nil, fmt.Errorf("%s: line %d: %v", path, len(games)+2, err)
			}
			games = append(games, g)
		}
		good += len(line)
	}
	if good < len(b) {
		if err := os.Truncate(path, int64(good)); err != nil {
			return nil, nil, err
		}
	}
	if h == nil && good == 0 {
		return nil, nil, nil // an empty file: a new run
	}
	return h, games, nil
}

// openJournal opens the journal at path to append games, writing the
// header h first if the file is new.
func openJournal(path string, h *journalHeader, isNew bool) (*journal, error) {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o644)
	if err != nil {
		return nil, err
	}
	j := &journal{f: f}
	if isNew {
		if err := f.Truncate(0); err != nil {
			f.Close()
			return nil, err
		}
		if err := j.line(h); err != nil {
			f.Close()
			return nil, err
		}
	}
	return j, nil
}

// add writes a finished game.
func (j *journal) add(g arena.GameRow) error {
	if j == nil {
		return nil
	}
	return j.line(g)
}

// line writes v as one JSON line in one write, and syncs it to the disk.
func (j *journal) line(v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	if _, err := j.f.Write(append(b, '\n')); err != nil {
		return err
	}
	return j.f.Sync()
}

func (j *journal) close() error {
	if j == nil {
		return nil
	}
	return j.f.Close()
}

// resumable returns the games of rows that belong to schedule (each must be
// the scheduled game of its index, played once) as played games.
func resumable(rows []arena.GameRow, schedule []arena.Fixture) ([]arena.Played, error) {
	byIndex := map[int]arena.Fixture{}
	for _, g := range schedule {
		byIndex[g.Index] = g
	}
	seen := map[int]bool{}
	var out []arena.Played
	for _, r := range rows {
		s, ok := byIndex[r.Index]
		if !ok || r.Pair != s.Pair || r.First != s.First || r.Second != s.Second || r.Seed != s.Seed || r.Outcome < -1 || r.Outcome > 1 || seen[r.Index] {
			return nil, fmt.Errorf("game %d of the journal is not a game of this run's schedule", r.Index)
		}
		seen[r.Index] = true
		out = append(out, arena.Played{Fixture: s, Outcome: arena.Outcome(r.Outcome), Plies: r.Plies, Forfeit: r.Forfeit})
	}
	slices.SortFunc(out, func(a, b arena.Played) int { return a.Index - b.Index })
	return out, nil
}
