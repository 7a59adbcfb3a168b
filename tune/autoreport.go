// autoreport.go holds the summary of what Auto did: each test's W-D-L,
// Elo, pentanomial counts and LLR with its bounds, as text and as JSON.

package tune

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"strings"

	"github.com/plygo/ply/arena"
)

// AutoTest is one test of Auto in brief: A against B over the games
// played, from A's side, and the SPRT's state at the end (the arena's
// SPRTRow: the pentanomial counts of the game pairs, each pair one
// opening played with either colour, the log-likelihood ratio computed
// from them, its bounds and the decision).
type AutoTest struct {
	A      string `json:"a"`
	B      string `json:"b"`
	Wins   int    `json:"wins"`
	Draws  int    `json:"draws"`
	Losses int    `json:"losses"`
	// Elo is A's Elo over B from the games' score, with its 95%
	// interval; nil (null in JSON) where infinite, as after a clean
	// sweep.
	Elo   *float64    `json:"elo"`
	EloCI [2]*float64 `json:"elo_ci95"`
	// Score is A's score, nil without a game.
	Score *float64 `json:"score"`
	// SPRT is the test's state, nil if the report has none.
	SPRT *arena.SPRTRow `json:"sprt"`
}

// NewAutoTest returns the brief of rep, the report of a test of two bots;
// the zero AutoTest if it has no pair.
func NewAutoTest(rep arena.Report) AutoTest {
	if len(rep.Pairs) == 0 {
		return AutoTest{}
	}
	p := rep.Pairs[0]
	return AutoTest{A: p.A, B: p.B, Wins: p.Wins, Draws: p.Draws, Losses: p.Losses,
		Elo: p.Elo, EloCI: p.EloCI, Score: p.Score, SPRT: rep.SPRT}
}

// String writes the test on one line, the way docs/strength.md's tables
// hold it: "49-10-41, +28 Elo [-40, +96], Ptnml(0-2) [3, 10, 20, 12, 5],
// LLR 0.61 (-2.94, 2.94), no decision".
func (t AutoTest) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d-%d-%d, %s Elo [%s, %s]", t.Wins, t.Draws, t.Losses,
		signedElo(t.Elo, t.Score, 0), signedElo(t.EloCI[0], t.Score, -1), signedElo(t.EloCI[1], t.Score, +1))
	if s := t.SPRT; s != nil {
		p := s.Ptnml
		fmt.Fprintf(&b, ", Ptnml(0-2) [%d, %d, %d, %d, %d], LLR %.2f (%.2f, %.2f), ", p[0], p[1], p[2], p[3], p[4], s.LLR, s.Lower, s.Upper)
		switch s.Result {
		case "H0 accepted":
			b.WriteString("H0")
		case "H1 accepted":
			b.WriteString("H1")
		default:
			b.WriteString("no decision")
		}
	}
	return b.String()
}

// signedElo formats an Elo difference with its sign; nil is an infinity,
// whose sign side gives (-1 a lower bound, +1 an upper one), or for the
// estimate itself (side 0) the score (above ½: +inf).
func signedElo(x, score *float64, side int) string {
	if x != nil {
		return fmt.Sprintf("%+.0f", math.Round(*x)+0)
	}
	if side < 0 || side == 0 && score != nil && *score <= 0 {
		return "-inf"
	}
	return "+inf"
}

// Tests returns the briefs of r's tests in the order played: each
// generation's against the one before, then Final and FinalZero.
func (r AutoResult) Tests() []AutoTest {
	var out []AutoTest
	for _, g := range r.Generations {
		if g.Test != nil {
			out = append(out, NewAutoTest(*g.Test))
		}
	}
	for _, rep := range []*arena.Report{r.Final, r.FinalZero} {
		if rep != nil {
			out = append(out, NewAutoTest(*rep))
		}
	}
	return out
}

// WriteText writes a summary of r: a line for each generation (its games,
// positions and validation loss) and one for each test (AutoTest.String).
func (r AutoResult) WriteText(w io.Writer) error {
	var b strings.Builder
	for _, g := range r.Generations {
		fmt.Fprintf(&b, "generation %d: %d games, trained on %d positions; validation: %v, was %v\n", g.Generation, g.Games, g.Positions, g.Fit, g.Before)
		if g.Test != nil {
			t := NewAutoTest(*g.Test)
			fmt.Fprintf(&b, "  %s vs %s: %s\n", t.A, t.B, t)
		}
	}
	for i, rep := range []*arena.Report{r.Final, r.FinalZero} {
		if rep != nil {
			t := NewAutoTest(*rep)
			fmt.Fprintf(&b, "%s: %s vs %s: %s\n", [...]string{"final", "final against the zero network"}[i], t.A, t.B, t)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// autoJSON is the JSON form of an AutoResult.
type autoJSON struct {
	Generations []autoGenJSON `json:"generations"`
	Final       *AutoTest     `json:"final,omitempty"`
	FinalZero   *AutoTest     `json:"final_zero,omitempty"`
}

type autoGenJSON struct {
	Generation int         `json:"generation"`
	Games      int         `json:"games"`
	Positions  int         `json:"positions"`
	Validation metricsJSON `json:"validation"`
	Before     metricsJSON `json:"validation_before"`
	Test       *AutoTest   `json:"test,omitempty"`
}

type metricsJSON struct {
	Rows     int     `json:"rows"`
	Loss     float64 `json:"loss"`
	Accuracy float64 `json:"accuracy"`
}

// newMetricsJSON returns m for JSON, a loss or an accuracy that is not a
// number (of no rows) as 0.
func newMetricsJSON(m Metrics) metricsJSON {
	finite := func(x float64) float64 {
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return 0
		}
		return x
	}
	return metricsJSON{Rows: m.Rows, Loss: finite(m.Loss), Accuracy: finite(m.Accuracy)}
}

// WriteJSON writes r as indented JSON: each generation's games,
// positions, validation metrics (after the fit and before it) and test,
// then the final tests ("final", "final_zero"), each test an AutoTest.
// The network itself is not in it (registry.MarshalAuto writes it).
func (r AutoResult) WriteJSON(w io.Writer) error {
	out := autoJSON{Generations: []autoGenJSON{}}
	for _, g := range r.Generations {
		gj := autoGenJSON{Generation: g.Generation, Games: g.Games, Positions: g.Positions,
			Validation: newMetricsJSON(g.Fit), Before: newMetricsJSON(g.Before)}
		if g.Test != nil {
			t := NewAutoTest(*g.Test)
			gj.Test = &t
		}
		out.Generations = append(out.Generations, gj)
	}
	if r.Final != nil {
		t := NewAutoTest(*r.Final)
		out.Final = &t
	}
	if r.FinalZero != nil {
		t := NewAutoTest(*r.FinalZero)
		out.FinalZero = &t
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}
