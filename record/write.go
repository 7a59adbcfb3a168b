// write.go writes records: tag pairs, then one numbered move a line.

package record

import (
	"bytes"
	"fmt"
	"io"
	"maps"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/plygo/ply/registry"
)

// Writer writes records to a stream, a blank line between them.
type Writer struct {
	w io.Writer
	n int
}

// NewWriter returns a Writer that writes to w.
func NewWriter(w io.Writer) *Writer { return &Writer{w: w} }

// Write writes r in one call to the underlying writer, so that a record is
// either written whole or reported as failed. It returns an error wrapping
// ErrInvalid, and writes nothing, if r cannot be written: no Game, a
// Result outside the four results, or a tag name that is malformed or is
// one of the tags Record has a field for.
func (w *Writer) Write(r *Record) error {
	b, err := r.MarshalText()
	if err != nil {
		return err
	}
	if w.n > 0 {
		b = append([]byte("\n"), b...)
	}
	if _, err := w.w.Write(b); err != nil {
		return err
	}
	w.n++
	return nil
}

// Write writes one record to w.
func Write(w io.Writer, r *Record) error { return NewWriter(w).Write(r) }

// String returns the record's text, or the error's text if it cannot be
// written.
func (r *Record) String() string {
	b, err := r.MarshalText()
	if err != nil {
		return err.Error()
	}
	return string(b)
}

// MarshalText returns the record's text, as Write writes it.
func (r *Record) MarshalText() ([]byte, error) {
	if err := r.check(); err != nil {
		return nil, err
	}
	var b bytes.Buffer
	for _, t := range r.tags() {
		fmt.Fprintf(&b, "[%s %s]\n", t.Name, strconv.Quote(t.Value))
	}
	if len(r.Moves) > 0 {
		b.WriteByte('\n')
	}
	for i, m := range r.Moves {
		fmt.Fprintf(&b, "%d. %s", i+1, moveText(m.Text))
		b.WriteString(nagText(m.NAGs))
		if m.Comment != "" {
			b.WriteString(" {")
			b.WriteString(commentText(m.Comment))
			b.WriteByte('}')
		}
		b.WriteByte('\n')
	}
	return b.Bytes(), nil
}

// check reports why r cannot be written, if it cannot.
func (r *Record) check() error {
	if r.Game == "" {
		return fmt.Errorf("a record without a Game: %w", ErrInvalid)
	}
	switch r.Result {
	case "", FirstWins, SecondWins, Draw, Unfinished:
	default:
		return fmt.Errorf("record: tag Result %q (want 1-0, 0-1, 1/2-1/2 or *): %w", r.Result, ErrInvalid)
	}
	if r.Size < 0 {
		return fmt.Errorf("record: tag Size %d: %w", r.Size, ErrInvalid)
	}
	if o, err := registry.ParseOptions(r.Options.String()); err != nil || !maps.Equal(o, r.Options) {
		return fmt.Errorf("record: tag Options %q (want NAME=VALUE, each name of lower case letters and digits, each value without spaces, commas or '='): %w", r.Options.String(), ErrInvalid)
	}
	for _, t := range r.Tags {
		if !validName(t.Name) {
			return fmt.Errorf("tag name %q (want a letter, then letters, digits or '_'): %w", t.Name, ErrInvalid)
		}
		if isKnown(t.Name) {
			return fmt.Errorf("tag %s: set the Record's field instead: %w", t.Name, ErrInvalid)
		}
	}
	return r.checkNAGs()
}

func validName(name string) bool {
	if name == "" || !isLetter(name[0]) {
		return false
	}
	for i := 1; i < len(name); i++ {
		if c := name[i]; !isLetter(c) && !('0' <= c && c <= '9') && c != '_' {
			return false
		}
	}
	return true
}

func isLetter(c byte) bool { return 'A' <= c&^0x20 && c&^0x20 <= 'Z' }

// moveText returns a move as written: as it is when it reads back the
// same (the games' notations always do), else as a Go string literal.
func moveText(m string) string {
	if plainMove(m) {
		return m
	}
	return strconv.Quote(m)
}

// plainMove reports whether m reads back as itself unquoted: printable,
// without surrounding space, quotes, backslashes or braces.
func plainMove(m string) bool {
	if m == "" || strings.TrimSpace(m) != m || strings.ContainsAny(m, "{}\"\\") || !utf8.ValidString(m) || hasNAG(m) {
		return false
	}
	for _, c := range m {
		if !unicode.IsPrint(c) {
			return false
		}
	}
	return true
}

// commentText escapes a comment: backslash, closing brace and line ends
// become \\, \} and \n, \r.
func commentText(c string) string {
	if !strings.ContainsAny(c, "\\}\n\r") {
		return c
	}
	var b strings.Builder
	for i := 0; i < len(c); i++ {
		switch c[i] {
		case '\\':
			b.WriteString(`\\`)
		case '}':
			b.WriteString(`\}`)
		case '\n':
			b.WriteString(`\n`)
		case '\r':
			b.WriteString(`\r`)
		default:
			b.WriteByte(c[i])
		}
	}
	return b.String()
}
