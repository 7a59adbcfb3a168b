// format.go holds the book's text file: Parse reads it, AppendText and
// MarshalText write it (the format is in the package's documentation).

package book

import (
	"bufio"
	"bytes"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/plygo/ply"
)

// moveSep separates the moves of a line.
const moveSep = ";"

// maxLine bounds a line of a book file, in bytes.
const maxLine = 1 << 16

// Parse reads a book of g from text in the book file format. The start is
// the file's start line, or g.Start() without one. Errors name the line and
// wrap ply.ErrSyntax (a malformed line, a bad number, a position given
// twice), ply.ErrIllegalMove (a move that is not legal where the line plays
// it), ply.ErrInvalidState (a start the game's notation refuses) or
// ErrUnsupported.
func Parse[S, M comparable](g ply.Game[S, M], text []byte) (*Book[S, M], error) {
	b, err := New(g, g.Start())
	if err != nil {
		return nil, err
	}
	sc := bufio.NewScanner(bytes.NewReader(text))
	sc.Buffer(nil, maxLine)
	lineNo, entries := 0, 0
	bad := func(format string, args ...any) error {
		return fmt.Errorf("book: line %d: "+format, append([]any{lineNo}, args...)...)
	}
	for sc.Scan() {
		lineNo++
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == '#' {
			continue
		}
		head, rest, _ := strings.Cut(line, " ")
		rest = strings.TrimSpace(rest)
		if head == "start" {
			if entries > 0 {
				return nil, bad("the start line after a position: %w", ply.ErrSyntax)
			}
			s, err := b.n.ParseState(rest)
			if err != nil {
				return nil, bad("start: %w", err)
			}
			b.start = s
			entries = -1 // one start line
			continue
		}
		v, err := strconv.ParseFloat(head, 64)
		if err != nil || math.IsNaN(v) || v > maxValue || v < -maxValue {
			return nil, bad("score %.40q: want a number: %w", head, ply.ErrSyntax)
		}
		entries = max(entries, 0) + 1
		s := b.start
		var moves []M
		if rest != "" {
			for i, text := range strings.Split(rest, moveSep) {
				if _, over := g.Result(s); over {
					return nil, bad("move %d: %w", i+1, ply.ErrGameOver)
				}
				m, err := b.n.ParseMove(s, strings.TrimSpace(text))
				if err != nil {
					return nil, bad("move %d %.40q: %w", i+1, text, err)
				}
				moves = append(moves, m)
				s = g.Apply(s, m)
			}
		}
		if n := b.find(s); n != nil {
			return nil, bad("the position of %.60q again (%d moves in: a transposition): %w", rest, len(n.line), ply.ErrSyntax)
		}
		b.set(s, moves, v)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("book: line %d: %v: %w", lineNo+1, err, ply.ErrSyntax)
	}
	return b, nil
}

// AppendText appends the book in the book file format to dst: a comment
// line for each line of header (which may be empty), the start line, and
// every position in order.
func (b *Book[S, M]) AppendText(dst []byte, header string) []byte {
	if header != "" {
		for l := range strings.SplitSeq(header, "\n") {
			dst = append(dst, "# "...)
			dst = append(dst, l...)
			dst = append(dst, '\n')
		}
	}
	dst = append(dst, "start "...)
	dst = append(dst, b.n.FormatState(b.start)...)
	dst = append(dst, '\n')
	for _, n := range b.order {
		dst = strconv.AppendFloat(dst, n.value, 'f', -1, 64)
		s := b.start
		for i, m := range n.line {
			if i == 0 {
				dst = append(dst, ' ')
			} else {
				dst = append(dst, moveSep...)
			}
			dst = append(dst, b.n.FormatMove(s, m)...)
			s = b.g.Apply(s, m)
		}
		dst = append(dst, '\n')
	}
	return dst
}

// MarshalText returns the book in the book file format, without a header.
func (b *Book[S, M]) MarshalText() ([]byte, error) { return b.AppendText(nil, ""), nil }
