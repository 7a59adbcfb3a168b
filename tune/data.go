// data.go holds the training data: Sample, its text format (WriteSamples,
// ReadSamples), deduplication (Dedup) and the samples of played games
// (FromRecord, FromLine).

package tune

import (
	"bufio"
	"fmt"
	"hash/fnv"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/plygo/ply"
	"github.com/plygo/ply/record"
	"github.com/plygo/ply/registry"
)

// Sample is one labelled position: a state in its game's notation, with
// the outcome of the game it was played in and, optionally, a search's
// score, both for the player to move in it.
type Sample struct {
	// Position is the state in the game's notation (ply.Notation's
	// FormatState), which holds the player to move.
	Position string
	// Result is the outcome for the player to move: 1 a win, 0.5 a draw,
	// 0 a loss, or, for a position met in several games, their mean.
	Result float64
	// Score is a search's score of the position for the player to move,
	// on the game's evaluation scale; NaN when there is none.
	Score float64
	// Weight is how many games the position stands for, 1 unless Dedup
	// merged several.
	Weight int
}

// HasScore reports whether the sample carries a search's score.
func (s Sample) HasScore() bool { return !math.IsNaN(s.Score) }

// MaxLine is the longest line ReadSamples accepts, in bytes.
const MaxLine = 1 << 16

// WriteSamples writes samples to w in the text format ReadSamples reads:
// one sample a line, its fields separated by single spaces,
//
//	RESULT SCORE WEIGHT POSITION
//
// RESULT is the outcome for the player to move (0, 0.5, 1 or a mean in
// between), SCORE a search's score for the same player or "-" for none,
// WEIGHT the number of games the position stands for, and POSITION the
// rest of the line, the state in the game's notation (it may hold
// spaces, not a carriage return). Lines that are empty or start with "#" are comments.
func WriteSamples(w io.Writer, samples []Sample) error {
	bw := bufio.NewWriter(w)
	for _, s := range samples {
		if strings.ContainsAny(s.Position, "\n\r") || s.Position == "" {
			return fmt.Errorf("tune: position %q does not fit on one line: %w", s.Position, ply.ErrSyntax)
		}
		score := "-"
		if s.HasScore() {
			score = strconv.FormatFloat(s.Score, 'g', 6, 64)
		}
		wt := s.Weight
		if wt < 1 {
			wt = 1
		}
		fmt.Fprintf(bw, "%s %s %d %s\n", strconv.FormatFloat(s.Result, 'g', 6, 64), score, wt, s.Position)
	}
	return bw.Flush()
}

// ReadSamples reads what WriteSamples writes. Errors wrap ply.ErrSyntax
// and give the line number; it never panics.
func ReadSamples(r io.Reader) ([]Sample, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 4096), MaxLine)
	var out []Sample
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimRight(sc.Text(), "\r")
		if line == "" || line[0] == '#' {
			continue
		}
		s, err := parseSample(line)
		if err != nil {
			return out, fmt.Errorf("tune: line %d: %v: %w", n, err, ply.ErrSyntax)
		}
		out = append(out, s)
	}
	if err := sc.Err(); err != nil {
		return out, fmt.Errorf("tune: line %d: %v: %w", n+1, err, ply.ErrSyntax)
	}
	return out, nil
}

func parseSample(line string) (Sample, error) {
	f := strings.SplitN(line, " ", 4)
	if len(f) < 4 || f[3] == "" {
		return Sample{}, fmt.Errorf("want RESULT SCORE WEIGHT POSITION")
	}
	if strings.ContainsRune(f[3], '\r') {
		return Sample{}, fmt.Errorf("position holds a carriage return")
	}
	res, err := strconv.ParseFloat(f[0], 64)
	if err != nil || !(res >= 0 && res <= 1) {
		return Sample{}, fmt.Errorf("result %q: want a number from 0 to 1", f[0])
	}
	score := math.NaN()
	if f[1] != "-" {
		score, err = strconv.ParseFloat(f[1], 64)
		if err != nil || math.IsNaN(score) || math.IsInf(score, 0) {
			return Sample{}, fmt.Errorf("score %q: want a finite number or -", f[1])
		}
	}
	wt, err := strconv.Atoi(f[2])
	if err != nil || wt < 1 {
		return Sample{}, fmt.Errorf("weight %q: want a whole number of at least 1", f[2])
	}
	return Sample{Position: f[3], Result: res, Score: score, Weight: wt}, nil
}

// Hash returns the 64-bit FNV-1a hash of a position's text, the key Dedup
// merges samples by. Positions are written in their game's canonical
// notation, so equal states have equal texts.
func Hash(position string) uint64 {
	h := fnv.New64a()
	io.WriteString(h, position)
	return h.Sum64()
}

// Dedup merges the samples of equal positions (equal Hash and text) into
// one, in the order of their first appearance: its Result is the
// weighted mean of theirs, its Score the weighted mean of those that have
// one (NaN if none has), its Weight their sum.
func Dedup(samples []Sample) []Sample {
	index := make(map[uint64][]int, len(samples))
	var out []Sample
	type sums struct{ res, score, sw float64 }
	var acc []sums
	for _, s := range samples {
		w := s.Weight
		if w < 1 {
			w = 1
		}
		h := Hash(s.Position)
		j := -1
		for _, k := range index[h] {
			if out[k].Position == s.Position {
				j = k
				break
			}
		}
		if j < 0 {
			j = len(out)
			index[h] = append(index[h], j)
			out = append(out, Sample{Position: s.Position})
			acc = append(acc, sums{})
		}
		out[j].Weight += w
		acc[j].res += float64(w) * s.Result
		if s.HasScore() {
			acc[j].score += float64(w) * s.Score
			acc[j].sw += float64(w)
		}
	}
	for j := range out {
		out[j].Result = acc[j].res / float64(out[j].Weight)
		out[j].Score = math.NaN()
		if acc[j].sw > 0 {
			out[j].Score = acc[j].score / acc[j].sw
		}
	}
	return out
}

// resultFor returns the outcome of r for p: 1, 0.5 or 0.
func resultFor(r ply.Result, p ply.Player) float64 {
	return float64(r.For(p)+1) / 2
}

// FromLine returns the samples of a finished game of g played along line:
// every position before the end, labelled with the result for its player
// to move. scores, if not nil, holds the score of each move's search for
// the player who made it (NaN where there is none), which labels the
// position the move was made in. It returns nil if the game is not over.
func FromLine(g registry.Rules, line registry.Line, scores []float64) []Sample {
	res, over := g.Result(line.Position())
	if !over {
		return nil
	}
	out := make([]Sample, 0, line.Len())
	pos := line.Start
	for i := range line.Moves {
		score := math.NaN()
		if i < len(scores) {
			score = scores[i]
		}
		out = append(out, Sample{
			Position: g.FormatPosition(pos),
			Result:   resultFor(res, g.ToMove(pos)),
			Score:    score,
			Weight:   1,
		})
		pos = line.Positions[i]
	}
	return out
}

// FromRecord replays a record (such as one the arena writes with
// -records) and returns the samples of its positions, as FromLine, with
// the scores of the moves' comments ("score S", which the arena writes
// for the player who moved; record.CommentChoice reads it). A record of an
// unfinished game gives no samples; one that does not replay gives the
// error of record.Record.Replay.
func FromRecord(r *record.Record) ([]Sample, error) {
	g, line, err := r.Replay()
	if err != nil {
		return nil, err
	}
	scores := make([]float64, len(r.Moves))
	for i, m := range r.Moves {
		scores[i] = math.NaN()
		if c := record.CommentChoice(m.Comment); c.Scored {
			scores[i] = c.Score
		}
	}
	return FromLine(g, line, scores), nil
}
