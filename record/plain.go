// plain.go reads a record in either form a person may paste: the record
// format, or the plain form of a game name, a start and one move a line.

package record

import "strings"

// MaxPlainMoves bounds the moves of a record in the plain form.
const MaxPlainMoves = 10000

// Parse reads one record from text: the record format (as Read), or the
// plain form of the game's registered name on the first line, the start
// position on the second ("-" for the configuration's own start), then one
// move a line, where move numbers such as "12." are skipped:
//
//	pathway
//	-
//	1. a1
//	2. d4
//
// Blank lines and surrounding spaces are ignored. Errors are Read's, which
// wrap ErrSyntax.
func Parse(text string) (*Record, error) {
	r, err := Read(strings.NewReader(text))
	if err == nil {
		return r, nil
	}
	if p, ok := parsePlain(text); ok {
		return p, nil
	}
	return nil, err
}

// parsePlain reads the plain form; ok is false for text of another form.
func parsePlain(text string) (*Record, bool) {
	var lines []string
	for l := range strings.Lines(text) {
		if l = strings.TrimSpace(l); l != "" {
			lines = append(lines, l)
		}
		if len(lines) > MaxPlainMoves+2 {
			return nil, false
		}
	}
	if len(lines) < 2 || strings.HasPrefix(lines[0], "[") || strings.ContainsAny(lines[0], " \t") {
		return nil, false
	}
	r := &Record{Game: lines[0]}
	if lines[1] != "-" {
		r.Position = lines[1]
	}
	for _, l := range lines[2:] {
		if i := strings.IndexByte(l, '.'); i > 0 && strings.Trim(l[:i], "0123456789") == "" {
			l = strings.TrimSpace(l[i+1:])
		}
		if l != "" {
			r.Moves = append(r.Moves, Move{Text: l})
		}
	}
	return r, true
}
