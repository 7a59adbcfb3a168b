// openings.go reads opening files, positions or records, and holds the
// suites shipped with the module.

package openings

import (
	"bufio"
	"bytes"
	"embed"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/plygo/ply/record"
	"github.com/plygo/ply/registry"
)

//go:generate go run ./internal/gen -out .

// ErrOpenings reports an opening file that cannot be used: a line that is
// not a position of the game, a record of another game, an opening in
// which the game is already over, or no opening at all. Match it with
// errors.Is.
var ErrOpenings = errors.New("bad openings")

// MaxSize is the largest opening file Read accepts, in bytes.
const MaxSize = 64 << 20

//go:embed *.txt
var suites embed.FS

// Suite returns the text of the opening suite shipped for the standard
// configuration of the game name, as Read reads it, and whether there is
// one.
func Suite(name string) ([]byte, bool) {
	b, err := suites.ReadFile(name + ".txt")
	return b, err == nil
}

// Read reads the openings of g from r: the positions the games start from.
// The file holds either positions in the game's notation, one a line, or
// records (package record), whose moves from their start are the openings;
// the first line that is neither blank nor a comment tells which. In a file
// of positions a comment starts at a '#' that begins the line or follows a
// space or tab, and is followed by a space, a tab or the line's end (so
// that a notation with '#' in it, such as Mapello's walls, reads as it
// is). With plies > 0, only the first plies moves of each record are
// played; plies is ignored for positions. Records must be of g's game and
// configuration (Setup and Size). Errors wrap ErrOpenings, and name the
// line or record.
func Read(g registry.Game, r io.Reader, plies int) ([]registry.Position, error) {
	b, err := io.ReadAll(io.LimitReader(r, MaxSize+1))
	if err != nil {
		return nil, err
	}
	if len(b) > MaxSize {
		return nil, fmt.Errorf("an opening file larger than %d bytes: %w", MaxSize, ErrOpenings)
	}
	var out []registry.Position
	if isRecords(b) {
		out, err = readRecords(g, b, plies)
	} else {
		out, err = readPositions(g, b)
	}
	if err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no opening in the file: %w", ErrOpenings)
	}
	return out, nil
}

// isRecords reports whether the first line that is not blank or a comment
// starts a record.
func isRecords(b []byte) bool {
	for line := range bytes.Lines(b) {
		t := strings.TrimSpace(stripComment(string(line)))
		if t != "" {
			return strings.HasPrefix(t, "[")
		}
	}
	return false
}

// stripComment returns line without its comment, if it has one.
func stripComment(line string) string {
	line = strings.TrimRight(line, "\r\n")
	for i := 0; i < len(line); i++ {
		if line[i] != '#' || i > 0 && line[i-1] != ' ' && line[i-1] != '\t' {
			continue
		}
		if i+1 == len(line) || line[i+1] == ' ' || line[i+1] == '\t' {
			return line[:i]
		}
	}
	return line
}

// readPositions reads one position a line.
func readPositions(g registry.Rules, b []byte) ([]registry.Position, error) {
	var out []registry.Position
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(nil, MaxSize)
	n := 0
	for sc.Scan() {
		n++
		t := strings.TrimSpace(stripComment(sc.Text()))
		if n == 1 {
			t = strings.TrimPrefix(t, "\uFEFF")
		}
		if t == "" {
			continue
		}
		p, err := g.ParsePosition(t)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w: %w", n, ErrOpenings, err)
		}
		if _, over := g.Result(p); over {
			return nil, fmt.Errorf("line %d: the game is over in this position: %w", n, ErrOpenings)
		}
		out = append(out, p)
	}
	return out, sc.Err()
}

// readRecords reads records and plays the first plies moves of each.
func readRecords(g registry.Game, b []byte, plies int) ([]registry.Position, error) {
	recs, err := record.ReadAll(bytes.NewReader(b))
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrOpenings, err)
	}
	cfg := g.Config()
	var out []registry.Position
	for i, rec := range recs {
		bad := func(format string, args ...any) error {
			return fmt.Errorf("record %d: %s: %w", i+1, fmt.Sprintf(format, args...), ErrOpenings)
		}
		if rec.Game != g.Name() || rec.Setup != cfg.Setup || rec.Size != cfg.Size {
			return nil, bad("a record of %s (setup %q, size %d), not of %s (setup %q, size %d)",
				rec.Game, rec.Setup, rec.Size, g.Name(), cfg.Setup, cfg.Size)
		}
		if plies > 0 && len(rec.Moves) > plies {
			rec.Moves = rec.Moves[:plies]
		}
		// The result is that of the whole game, not of its opening.
		rec.Result, rec.Score = record.Unfinished, [2]int{}
		rg, line, err := rec.Replay()
		if err != nil {
			return nil, fmt.Errorf("record %d: %w: %w", i+1, ErrOpenings, err)
		}
		// The record's game is g's game and configuration, opened anew:
		// its position is read again by g.
		p, err := g.ParsePosition(rg.FormatPosition(line.Position()))
		if err != nil {
			return nil, fmt.Errorf("record %d: %w: %w", i+1, ErrOpenings, err)
		}
		if _, over := g.Result(p); over {
			return nil, bad("the game is over after its %d moves", line.Len())
		}
		out = append(out, p)
	}
	return out, nil
}
