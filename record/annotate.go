// annotate.go holds what an analysed record carries: numeric annotation
// glyphs after moves ($2) and the evaluation in a move's comment
// ([%eval 0.53]), as PGN and lichess write them.

package record

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// The numeric annotation glyphs of PGN that an analysis gives (Move.NAGs).
const (
	NAGGood       = 1 // !, the only move that keeps a proven result
	NAGMistake    = 2 // ?
	NAGBlunder    = 4 // ??
	NAGInaccuracy = 6 // ?!
)

// MaxNAG is the largest numeric annotation glyph.
const MaxNAG = 255

// Glyph returns the symbol of a numeric annotation glyph, such as "??" for
// NAGBlunder, or "$N" for one without a symbol.
func Glyph(nag int) string {
	switch nag {
	case 1:
		return "!"
	case 2:
		return "?"
	case 3:
		return "!!"
	case 4:
		return "??"
	case 5:
		return "!?"
	case 6:
		return "?!"
	}
	return "$" + strconv.Itoa(nag)
}

// checkNAGs checks that every glyph lies in 0..MaxNAG.
func (r *Record) checkNAGs() error {
	for i, m := range r.Moves {
		for _, n := range m.NAGs {
			if n < 0 || n > MaxNAG {
				return fmt.Errorf("record: move %d: glyph $%d (want 0 to %d): %w", i+1, n, MaxNAG, ErrInvalid)
			}
		}
	}
	return nil
}

// nagText returns the glyphs as written after a move: " $2 $14".
func nagText(nags []int) string {
	var b strings.Builder
	for _, n := range nags {
		b.WriteString(" $")
		b.WriteString(strconv.Itoa(n))
	}
	return b.String()
}

// cutNAGs cuts the glyphs off the end of s, the text of a move followed by
// " $N" tokens: it returns the move, the glyphs in order and whether there
// were any.
func cutNAGs(s string) (rest string, nags []int, ok bool) {
	rest = strings.TrimRight(s, " \t")
	for {
		i := strings.LastIndexAny(rest, " \t")
		if i < 0 {
			break
		}
		tok := rest[i+1:]
		if len(tok) < 2 || len(tok) > 4 || tok[0] != '$' {
			break
		}
		n, err := strconv.Atoi(tok[1:])
		if err != nil || n < 0 || n > MaxNAG || tok[1] == '+' || tok[1] == '-' {
			break
		}
		nags = append(nags, n)
		rest = strings.TrimRight(rest[:i], " \t")
	}
	for i, j := 0, len(nags)-1; i < j; i, j = i+1, j-1 {
		nags[i], nags[j] = nags[j], nags[i]
	}
	return rest, nags, len(nags) > 0
}

// hasNAG reports whether a move's text ends as glyphs do, so that it must
// be quoted to read back as itself.
func hasNAG(m string) bool {
	_, _, ok := cutNAGs(m)
	return ok
}

// Eval is an evaluation as an analysed record writes it in a move's
// comment, [%eval 0.53] or [%eval #-7]: the value of the position after the
// move for First (the player who moves first), or a proven result.
type Eval struct {
	// Score is the value for First on the scale of the game's search
	// (search.Result.Score), when Mate is 0.
	Score float64
	// Mate is, for a proven result, the plies until First wins (> 0) or
	// loses (< 0), counted as search.ScoreText counts them for people
	// ("#7" is its "win in 7"); 0 when the result is not proven.
	Mate int
	// Depth, if positive, is the depth of the search that found it,
	// written after a slash as cutechess-cli and the arena write it:
	// [%eval 0.53/4].
	Depth int
}

// String returns the evaluation as written in [%eval ...]: "0.53",
// "#7" (First wins in 7 plies), "#-7" (First loses in 7 plies), with
// "/4" after it when Depth is 4.
func (e Eval) String() string {
	d := ""
	if e.Depth > 0 {
		d = "/" + strconv.Itoa(e.Depth)
	}
	if e.Mate != 0 {
		return "#" + strconv.Itoa(e.Mate) + d
	}
	if math.IsNaN(e.Score) || math.IsInf(e.Score, 0) {
		return "0" + d
	}
	return strconv.FormatFloat(e.Score, 'f', -1, 64) + d
}

// SetEval returns the comment c with the evaluation e in front, replacing
// any evaluation it had: "[%eval 0.53] best d3 c4".
func SetEval(c string, e Eval) string {
	_, rest, _ := CommentEval(c)
	tag := "[%eval " + e.String() + "]"
	if rest == "" {
		return tag
	}
	return tag + " " + rest
}

// CommentEval reads the evaluation at the start of a comment, as SetEval
// writes it, and returns it and the rest of the comment. ok is false, and
// rest the whole comment, when it has none or a malformed one.
func CommentEval(c string) (e Eval, rest string, ok bool) {
	t := strings.TrimLeft(c, " ")
	const open = "[%eval "
	if !strings.HasPrefix(t, open) {
		return Eval{}, c, false
	}
	end := strings.IndexByte(t, ']')
	if end < 0 {
		return Eval{}, c, false
	}
	v := strings.TrimSpace(t[len(open):end])
	rest = strings.TrimLeft(t[end+1:], " ")
	if s, d, found := strings.Cut(v, "/"); found {
		n, err := strconv.Atoi(d)
		if err != nil || n < 1 || strings.HasPrefix(d, "+") {
			return Eval{}, c, false
		}
		e.Depth, v = n, s
	}
	if m, found := strings.CutPrefix(v, "#"); found {
		n, err := strconv.Atoi(m)
		if err != nil || n == 0 {
			return Eval{}, c, false
		}
		return Eval{Mate: n, Depth: e.Depth}, rest, true
	}
	f, err := strconv.ParseFloat(v, 64)
	if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
		return Eval{}, c, false
	}
	return Eval{Score: f, Depth: e.Depth}, rest, true
}
