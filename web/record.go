// record.go reads and writes game records: tag pairs, then the moves one a
// line, numbered, in the tags and layout of the module's record format.

package web

import (
	"bufio"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/plygo/ply"
	"github.com/plygo/ply/registry"
)

// ErrRecord reports a game record that cannot be read.
var ErrRecord = errors.New("bad game record")

// maxRecordMoves bounds the moves of a record read.
const maxRecordMoves = 10000

// gameRecord is a game as its record keeps it.
type gameRecord struct {
	Game     string
	Setup    string
	Size     int
	Position string    // start position; "" for the configuration's start
	Players  [2]string // bot specifications or "human"
	Times    [2]string // the bots' times per move, such as "1s"
	Result   string
	Outcome  string
	Moves    []string
}

// resultTag returns "1-0", "0-1", "1/2-1/2" or "*".
func resultTag(r ply.Result, over bool) string {
	switch {
	case !over:
		return "*"
	case r.Winner == ply.First:
		return "1-0"
	case r.Winner == ply.Second:
		return "0-1"
	}
	return "1/2-1/2"
}

// String writes the record.
func (r *gameRecord) String() string {
	var b strings.Builder
	tag := func(name, value string) {
		fmt.Fprintf(&b, "[%s %s]\n", name, strconv.Quote(value))
	}
	tag("Game", r.Game)
	if r.Setup != "" {
		tag("Setup", r.Setup)
	}
	if r.Size != 0 {
		tag("Size", strconv.Itoa(r.Size))
	}
	if r.Position != "" {
		tag("Position", r.Position)
	}
	tag("First", r.Players[0])
	tag("Second", r.Players[1])
	for i, name := range [2]string{"FirstTime", "SecondTime"} {
		if r.Times[i] != "" {
			tag(name, r.Times[i])
		}
	}
	if r.Result == "" {
		r.Result = "*"
	}
	tag("Result", r.Result)
	if r.Outcome != "" {
		tag("Outcome", r.Outcome)
	}
	b.WriteByte('\n')
	for i, m := range r.Moves {
		fmt.Fprintf(&b, "%d. %s\n", i+1, m)
	}
	return b.String()
}

// parseRecord reads a record as String writes it. It also reads the plain
// form: the game's name on the first line, the start position on the
// second ("-" for the standard start), then one move a line. Move numbers
// and comments in braces are skipped. Errors wrap ErrRecord.
func parseRecord(text string) (*gameRecord, error) {
	r := &gameRecord{}
	sc := bufio.NewScanner(strings.NewReader(text))
	sc.Buffer(make([]byte, 0, 4096), 1<<16)
	line := 0
	tags := false
	plain := 0
	for sc.Scan() {
		line++
		t := strings.TrimSpace(sc.Text())
		if t == "" {
			continue
		}
		if strings.HasPrefix(t, "[") {
			if len(r.Moves) > 0 || plain > 0 {
				return nil, fmt.Errorf("line %d: a tag after the moves: %w", line, ErrRecord)
			}
			if err := r.tag(t); err != nil {
				return nil, fmt.Errorf("line %d: %w", line, err)
			}
			tags = true
			continue
		}
		if !tags && plain < 2 {
			if plain == 0 {
				r.Game = t
			} else if t != "-" {
				r.Position = t
			}
			plain++
			continue
		}
		if i := strings.IndexByte(t, '{'); i >= 0 {
			t = strings.TrimSpace(t[:i])
		}
		if i := strings.IndexByte(t, '.'); i > 0 && strings.Trim(t[:i], "0123456789") == "" {
			t = strings.TrimSpace(t[i+1:])
		}
		if t == "" {
			continue
		}
		if len(r.Moves) >= maxRecordMoves {
			return nil, fmt.Errorf("more than %d moves: %w", maxRecordMoves, ErrRecord)
		}
		r.Moves = append(r.Moves, t)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%v: %w", err, ErrRecord)
	}
	if r.Game == "" {
		return nil, fmt.Errorf("no game named: %w", ErrRecord)
	}
	return r, nil
}

// tag reads one tag pair line into r.
func (r *gameRecord) tag(t string) error {
	if !strings.HasSuffix(t, "]") {
		return fmt.Errorf("tag %q: %w", t, ErrRecord)
	}
	name, quoted, ok := strings.Cut(t[1:len(t)-1], " ")
	if !ok {
		return fmt.Errorf("tag %q: %w", t, ErrRecord)
	}
	value, err := strconv.Unquote(strings.TrimSpace(quoted))
	if err != nil {
		return fmt.Errorf("tag %q: %w", t, ErrRecord)
	}
	switch name {
	case "Game":
		r.Game = value
	case "Setup":
		r.Setup = value
	case "Size":
		n, err := strconv.Atoi(value)
		if err != nil || n < 0 || n > 1000 {
			return fmt.Errorf("size %q: %w", value, ErrRecord)
		}
		r.Size = n
	case "Position":
		r.Position = value
	case "First":
		r.Players[0] = value
	case "Second":
		r.Players[1] = value
	case "FirstTime":
		r.Times[0] = value
	case "SecondTime":
		r.Times[1] = value
	case "Result":
		r.Result = value
	case "Outcome":
		r.Outcome = value
	}
	return nil
}

// replay opens the record's game and plays its moves.
func (r *gameRecord) replay() (registry.Game, registry.Config, registry.Line, error) {
	cfg := registry.Config{Setup: r.Setup, Size: r.Size, Position: r.Position}
	g, err := registry.Open(r.Game, cfg)
	if err != nil {
		return nil, cfg, registry.Line{}, err
	}
	line, err := registry.Replay(g, g.Start(), r.Moves)
	if err != nil {
		return nil, cfg, registry.Line{}, err
	}
	return g, cfg, line, nil
}
