// read.go reads records from a stream, one at a time, with errors that
// name the line and column.

package record

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/plygo/ply/registry"
)

// MaxLine is the longest line, in bytes, a Reader accepts.
const MaxLine = 1 << 20

// SyntaxError is a reading error: where the text stops being a record, and
// why. It wraps ErrSyntax.
type SyntaxError struct {
	// Line and Column locate the error, from 1; Column counts
	// characters.
	Line, Column int
	// Msg says what is wrong.
	Msg string
}

// Error says where and what: "line 12, column 8: ...".
func (e *SyntaxError) Error() string {
	return fmt.Sprintf("line %d, column %d: %s", e.Line, e.Column, e.Msg)
}

// Unwrap returns ErrSyntax.
func (e *SyntaxError) Unwrap() error { return ErrSyntax }

// Reader reads records from a stream. After an error other than io.EOF,
// it returns that error again.
type Reader struct {
	sc   *bufio.Scanner
	line int    // number of the last line read
	text string // the last line read, if pending
	held bool   // text is pending: read but not yet used
	err  error
}

// NewReader returns a Reader that reads from r.
func NewReader(r io.Reader) *Reader {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 4096), MaxLine)
	return &Reader{sc: sc}
}

// ReadAll reads every record of r.
func ReadAll(r io.Reader) ([]*Record, error) {
	rd := NewReader(r)
	var out []*Record
	for {
		rec, err := rd.Next()
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return out, err
		}
		out = append(out, rec)
	}
}

// Read reads the first record of r.
func Read(r io.Reader) (*Record, error) {
	rec, err := NewReader(r).Next()
	if err == io.EOF {
		return nil, &SyntaxError{Line: 1, Column: 1, Msg: "no record"}
	}
	return rec, err
}

// UnmarshalText reads a text of exactly one record.
func (r *Record) UnmarshalText(text []byte) error {
	rd := NewReader(strings.NewReader(string(text)))
	rec, err := rd.Next()
	if err == io.EOF {
		return &SyntaxError{Line: 1, Column: 1, Msg: "no record"}
	}
	if err != nil {
		return err
	}
	if _, err := rd.Next(); err != io.EOF {
		if err == nil {
			err = &SyntaxError{Line: rd.line, Column: 1, Msg: "a second record"}
		}
		return err
	}
	*r = *rec
	return nil
}

// Line returns the number of the last line read, from 1.
func (rd *Reader) Line() int { return rd.line }

// next returns the next line, without its line end.
func (rd *Reader) next() (string, bool) {
	if rd.held {
		rd.held = false
		return rd.text, true
	}
	if !rd.sc.Scan() {
		if err := rd.sc.Err(); err != nil {
			if errors.Is(err, bufio.ErrTooLong) {
				rd.err = &SyntaxError{Line: rd.line + 1, Column: 1, Msg: fmt.Sprintf("line longer than %d bytes", MaxLine)}
			} else {
				rd.err = err
			}
		}
		return "", false
	}
	rd.line++
	t := strings.TrimSuffix(rd.sc.Text(), "\r")
	if rd.line == 1 {
		t = strings.TrimPrefix(t, "\uFEFF")
	}
	rd.text = t
	return t, true
}

// unread makes the last line the next one again.
func (rd *Reader) unread() { rd.held = true }

// fail records a syntax error at byte offset col of the current line.
func (rd *Reader) fail(col int, format string, args ...any) error {
	col = min(max(col, 0), len(rd.text))
	rd.err = &SyntaxError{Line: rd.line, Column: utf8.RuneCountInString(rd.text[:col]) + 1, Msg: fmt.Sprintf(format, args...)}
	return rd.err
}

// Next returns the next record, or io.EOF after the last.
func (rd *Reader) Next() (*Record, error) {
	if rd.err != nil {
		return nil, rd.err
	}
	// Skip the blank lines before the tags.
	var t string
	for {
		var ok bool
		if t, ok = rd.next(); !ok {
			if rd.err != nil {
				return nil, rd.err
			}
			return nil, io.EOF
		}
		if strings.TrimSpace(t) != "" {
			break
		}
	}
	if lead := strings.TrimLeft(t, " \t"); lead[0] != '[' {
		return nil, rd.fail(len(t)-len(lead), "want a tag such as [Game \"pathway\"] to start a record")
	}
	rec := &Record{}
	first := rd.line
	seen := map[string]bool{}
	inTags := true
	for {
		lead := len(t) - len(strings.TrimLeft(t, " \t"))
		body := t[lead:]
		switch {
		case body == "":
			inTags = false // blank lines may part the tags from the moves
		case body[0] == '[':
			if !inTags {
				rd.unread() // the next record
				return rd.finish(rec, first)
			}
			if err := rd.tag(rec, seen, lead); err != nil {
				return nil, err
			}
		case '0' <= body[0] && body[0] <= '9':
			inTags = false
			if err := rd.move(rec, lead); err != nil {
				return nil, err
			}
		default:
			return nil, rd.fail(lead, "want a tag such as [Game \"pathway\"] or a numbered move such as \"1. c3\"")
		}
		var ok bool
		if t, ok = rd.next(); !ok {
			if rd.err != nil {
				return nil, rd.err
			}
			return rd.finish(rec, first)
		}
	}
}

// finish checks a record read whole.
func (rd *Reader) finish(rec *Record, first int) (*Record, error) {
	if rec.Game == "" {
		rd.err = &SyntaxError{Line: first, Column: 1, Msg: "a record without a Game tag"}
		return nil, rd.err
	}
	if rec.Result == "" {
		rec.Result = Unfinished
	}
	return rec, nil
}

// tag reads the tag pair on the current line, which starts at byte i.
func (rd *Reader) tag(rec *Record, seen map[string]bool, i int) error {
	t := rd.text
	i++ // '['
	j := i
	for j < len(t) && (isLetter(t[j]) || j > i && ('0' <= t[j] && t[j] <= '9' || t[j] == '_')) {
		j++
	}
	if j == i {
		return rd.fail(i, "want a tag name after '['")
	}
	name := t[i:j]
	for j < len(t) && (t[j] == ' ' || t[j] == '\t') {
		j++
	}
	if j == len(t) || t[j] != '"' {
		return rd.fail(j, "want the value of tag %s in double quotes", name)
	}
	q, err := strconv.QuotedPrefix(t[j:])
	if err != nil {
		return rd.fail(j, "tag %s: unterminated or malformed quoted value", name)
	}
	value, err := strconv.Unquote(q)
	if err != nil {
		return rd.fail(j, "tag %s: malformed quoted value", name)
	}
	valueCol := j
	j += len(q)
	for j < len(t) && (t[j] == ' ' || t[j] == '\t') {
		j++
	}
	if j == len(t) || t[j] != ']' {
		return rd.fail(j, "want ']' after the value of tag %s", name)
	}
	if rest := strings.TrimSpace(t[j+1:]); rest != "" {
		return rd.fail(j+1, "unexpected text after tag %s", name)
	}
	if seen[name] {
		return rd.fail(i, "tag %s given twice", name)
	}
	seen[name] = true
	bad := func(want string) error {
		return rd.fail(valueCol, "tag %s %q: want %s", name, value, want)
	}
	switch name {
	case "Game":
		if value == "" {
			return bad("a game's name")
		}
		rec.Game = value
	case "Setup":
		rec.Setup = value
	case "Size":
		n, err := strconv.Atoi(value)
		if err != nil || n < 0 {
			return bad("a board size, a whole number")
		}
		rec.Size = n
	case "Seed":
		n, err := strconv.ParseUint(value, 10, 64)
		if err != nil {
			return bad("a seed, a whole number below 2^64")
		}
		rec.Seed = n
	case "Options":
		o, err := registry.ParseOptions(value)
		if err != nil {
			return bad("the game's options, NAME=VALUE separated by spaces")
		}
		rec.Options = o
	case "Position":
		rec.Position = value
	case "First":
		rec.First = value
	case "Second":
		rec.Second = value
	case "Date":
		rec.Date = value
	case "Result":
		switch value {
		case FirstWins, SecondWins, Draw, Unfinished:
		default:
			return bad("1-0, 0-1, 1/2-1/2 or *")
		}
		rec.Result = value
	case "Score":
		s, ok := parseScore(value)
		if !ok {
			return bad("the two players' scores, such as 35-29")
		}
		rec.Score = s
	case "Outcome":
		rec.Outcome = value
	case "Termination":
		rec.Termination = value
	case "Round":
		rec.Round = value
	case "TimeControl":
		rec.TimeControl = value
	default:
		rec.Tags = append(rec.Tags, Tag{Name: name, Value: value})
	}
	return nil
}

// move reads the numbered move on the current line, which starts at byte
// i: "12. d4-c4 d1^ {score 0.53}".
func (rd *Reader) move(rec *Record, i int) error {
	t := rd.text
	j := i
	for j < len(t) && '0' <= t[j] && t[j] <= '9' {
		j++
	}
	n, err := strconv.Atoi(t[i:j])
	if want := len(rec.Moves) + 1; err != nil || n != want {
		return rd.fail(i, "move number %s: want %d", t[i:j], want)
	}
	if j == len(t) || t[j] != '.' {
		return rd.fail(j, "want '.' after the move number %d", n)
	}
	j++
	if j == len(t) || t[j] != ' ' && t[j] != '\t' {
		return rd.fail(j, "want a space after \"%d.\"", n)
	}
	for j < len(t) && (t[j] == ' ' || t[j] == '\t') {
		j++
	}
	var m Move
	if j < len(t) && t[j] == '"' {
		q, err := strconv.QuotedPrefix(t[j:])
		if err != nil {
			return rd.fail(j, "move %d: unterminated or malformed quoted move", n)
		}
		if m.Text, err = strconv.Unquote(q); err != nil {
			return rd.fail(j, "move %d: malformed quoted move", n)
		}
		j += len(q)
		k := strings.IndexAny(t[j:], "{}")
		if k < 0 {
			k = len(t) - j
		}
		if rest, nags, ok := cutNAGs(" " + strings.TrimSpace(t[j:j+k])); ok && rest == "" {
			m.NAGs = nags
			j += k
		}
	} else {
		k := strings.IndexAny(t[j:], "{}")
		if k < 0 {
			k = len(t) - j
		}
		m.Text = strings.TrimSpace(t[j : j+k])
		if rest, nags, ok := cutNAGs(m.Text); ok {
			m.Text, m.NAGs = rest, nags
		}
		j += k
	}
	if m.Text == "" {
		return rd.fail(j, "move %d: want a move", n)
	}
	for j < len(t) && (t[j] == ' ' || t[j] == '\t') {
		j++
	}
	if j < len(t) && t[j] == '{' {
		c, end, ok := readComment(t, j+1)
		if !ok {
			return rd.fail(end, "move %d: unterminated comment or bad escape (want \\\\, \\}, \\n or \\r)", n)
		}
		m.Comment = c
		j = end
		for j < len(t) && (t[j] == ' ' || t[j] == '\t') {
			j++
		}
	}
	if j < len(t) {
		return rd.fail(j, "move %d: unexpected text after the move (one move a line; comments in braces)", n)
	}
	rec.Moves = append(rec.Moves, m)
	return nil
}

// readComment reads a comment from byte i, just after '{', to its '}'. It
// returns the comment and the offset after '}', or where it failed.
func readComment(t string, i int) (string, int, bool) {
	var b strings.Builder
	for i < len(t) {
		switch c := t[i]; c {
		case '}':
			return b.String(), i + 1, true
		case '\\':
			if i+1 == len(t) {
				return "", i, false
			}
			switch t[i+1] {
			case '\\', '}':
				b.WriteByte(t[i+1])
			case 'n':
				b.WriteByte('\n')
			case 'r':
				b.WriteByte('\r')
			default:
				return "", i, false
			}
			i += 2
		default:
			b.WriteByte(c)
			i++
		}
	}
	return "", i, false
}
