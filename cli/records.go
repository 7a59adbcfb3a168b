// records.go holds what the commands do with records: the play command's
// recording, loading and replaying of games, and the files they write.

package cli

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/plygo/ply"
	"github.com/plygo/ply/record"
	"github.com/plygo/ply/registry"
)

// loadRecord reads record number index (from 1) of the file at path.
func loadRecord(path string, index int) (*record.Record, error) {
	if index < 1 {
		return nil, fmt.Errorf("-index %d: want 1 or more", index)
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	rd := record.NewReader(f)
	for n := 1; ; n++ {
		rec, err := rd.Next()
		if err == io.EOF {
			return nil, fmt.Errorf("%s: %d records, no record %d", path, n-1, index)
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		if n == index {
			return rec, nil
		}
	}
}

// record returns the record of the game so far.
func (s *session) record() *record.Record {
	r := record.New(s.g, s.line)
	r.First, r.Second = s.specs[0], s.specs[1]
	r.Date, r.Tags = s.date, s.tags
	for i := range r.Moves {
		if i < len(s.comments) {
			r.Moves[i].Comment = s.comments[i]
		}
	}
	return r
}

// save writes the game so far to path.
func (s *session) save(path string) error {
	b, err := s.record().MarshalText()
	if err != nil {
		return err
	}
	return writeFileAtomic(path, b)
}

// autosave writes the game to the -record file, if there is one.
func (s *session) autosave() error {
	if s.recPath == "" {
		return nil
	}
	if err := s.save(s.recPath); err != nil {
		return fmt.Errorf("-record: %w", err)
	}
	return nil
}

// writeFileAtomic replaces the file at path with data: it writes a
// temporary file beside it, syncs it to the disk and renames it, so that
// the file is always either the old one or the new one whole, whenever
// the program stops.
func writeFileAtomic(path string, data []byte) error {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	f, err := os.CreateTemp(dir, "."+base+".*.tmp")
	if err != nil {
		return err
	}
	tmp := f.Name()
	_, err = f.Write(data)
	if err == nil {
		err = f.Chmod(0o644)
	}
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
	}
	return err
}

// replayer steps through a recorded game at the prompt.
type replayer struct {
	g    registry.Game
	rec  *record.Record
	line registry.Line // the whole game
	at   int           // moves shown
	in   *lineReader
	out  io.Writer
	// color draws the board in ANSI colours, as play does on a terminal.
	color bool
}

const replayHelp = `commands:
  next, n, or an empty line   the next move
  prev, p                     the move before
  goto N                      the position after move N (0: the start)
  first, last                 the start, the end
  quit                        stop`

func (r *replayer) run() {
	players := func(p ply.Player, spec string) string {
		if spec == "" {
			return r.g.PlayerName(p)
		}
		return fmt.Sprintf("%s (%s)", r.g.PlayerName(p), spec)
	}
	fmt.Fprintf(r.out, "%s: %s against %s, %d moves, result %s", r.g.Name(),
		players(ply.First, r.rec.First), players(ply.Second, r.rec.Second), r.line.Len(), r.rec.Result)
	if r.rec.Outcome != "" {
		fmt.Fprintf(r.out, " (%s)", r.rec.Outcome)
	}
	fmt.Fprintln(r.out)
	r.summary()
	r.show()
	for {
		fmt.Fprintf(r.out, "replay, move %d of %d (help for commands)> ", r.at, r.line.Len())
		if !r.in.Scan() {
			fmt.Fprintln(r.out)
			break
		}
		if n := r.in.TooLong(); n > 0 {
			fmt.Fprintf(r.out, "not read: a line of %d bytes, more than %d\n", n, maxLine)
			continue
		}
		cmd := strings.Fields(r.in.Text())
		word := ""
		if len(cmd) > 0 {
			word = cmd[0]
		}
		to := r.at
		switch word {
		case "", "next", "n":
			to++
		case "prev", "p":
			to--
		case "first":
			to = 0
		case "last":
			to = r.line.Len()
		case "goto", "g":
			n := -1
			if len(cmd) == 2 {
				if v, err := strconv.Atoi(cmd[1]); err == nil {
					n = v
				}
			}
			if n < 0 || n > r.line.Len() {
				fmt.Fprintf(r.out, "goto N: want N from 0 to %d\n", r.line.Len())
				continue
			}
			to = n
		case "quit", "q", "exit":
			fmt.Fprintln(r.out, "bye")
			return
		case "help", "?":
			fmt.Fprintln(r.out, replayHelp)
			continue
		default:
			fmt.Fprintf(r.out, "unknown command %q (help for commands)\n", word)
			continue
		}
		if to < 0 || to > r.line.Len() {
			if to < 0 {
				fmt.Fprintln(r.out, "at the start")
			} else {
				fmt.Fprintln(r.out, "at the end")
			}
			continue
		}
		r.at = to
		r.show()
	}
	fmt.Fprintln(r.out, "bye")
}

// show writes the position after r.at moves: the last move, its comment,
// the board as play draws it (registry.TextBoard), and the result at the
// end.
func (r *replayer) show() {
	var b bytes.Buffer
	line := r.line.Undo(r.line.Len() - r.at)
	pos := line.Position()
	if r.at == 0 {
		b.WriteString("the start\n")
	} else {
		prev := r.line.Start
		if r.at > 1 {
			prev = r.line.Positions[r.at-2]
		}
		fmt.Fprintf(&b, "%d. %s: %s%s", r.at, r.g.PlayerName(r.g.ToMove(prev)), r.line.Moves[r.at-1], glyphs(r.rec.Moves[r.at-1].NAGs))
		if c := r.rec.Moves[r.at-1].Comment; c != "" {
			fmt.Fprintf(&b, " {%s}", c)
		}
		b.WriteByte('\n')
	}
	board := registry.TextBoard(r.g, line, r.color)
	b.WriteString(board)
	if _, over := r.g.Result(pos); over {
		b.WriteString(gameOver(r.g, pos, board))
	} else if r.at == r.line.Len() {
		fmt.Fprintf(&b, "the end of the record: %s\n", r.rec.Result)
	}
	r.out.Write(b.Bytes())
}
