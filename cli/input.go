// input.go holds the reading of a person's lines at the prompts of play
// and -replay: a line too long to be a command is refused, not fatal.

package cli

import (
	"bufio"
	"errors"
	"io"
	"strings"
)

// maxLine is the longest line the prompts read, in bytes: far more than
// any move or position of the games, far less than memory.
const maxLine = 16 << 10

// lineReader reads lines as bufio.Scanner does, but a line longer than
// maxLine is skipped to its end and reported by TooLong instead of ending
// the input.
type lineReader struct {
	r       *bufio.Reader
	text    string
	tooLong int // the length of the line just skipped, 0 if none
	err     error
}

func newLineReader(r io.Reader) *lineReader {
	return &lineReader{r: bufio.NewReaderSize(r, 4096)}
}

// Scan reads the next line; it returns false at the end of the input or
// on an error (Err).
func (l *lineReader) Scan() bool {
	l.text, l.tooLong = "", 0
	if l.err != nil {
		return false
	}
	var b strings.Builder
	n := 0
	for {
		chunk, err := l.r.ReadSlice('\n')
		n += len(chunk)
		if n <= maxLine {
			b.Write(chunk)
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if err != nil {
			l.err = err
			if n == 0 {
				return false
			}
		}
		break
	}
	if n > maxLine {
		l.tooLong = n
		return true
	}
	l.text = strings.TrimSuffix(strings.TrimSuffix(b.String(), "\n"), "\r")
	return true
}

// Text returns the line Scan read, without its end of line; "" for a
// line too long.
func (l *lineReader) Text() string { return l.text }

// TooLong returns the length of the line Scan skipped, 0 if it read one.
func (l *lineReader) TooLong() int { return l.tooLong }

// Err returns the error that ended the input, nil at its end.
func (l *lineReader) Err() error {
	if errors.Is(l.err, io.EOF) {
		return nil
	}
	return l.err
}
