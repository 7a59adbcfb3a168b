// sprtreport.go puts an SPRT and the game pairs' statistics into a report,
// in the lines engine testers read (fastchess, fishtest).

package arena

import (
	"fmt"
	"math"
	"strings"

	"github.com/plygo/ply/elo"
)

// SPRTRow is an SPRT's state in a report: the test, the log-likelihood
// ratio of the first pair's finished game pairs and its bounds, and the
// decision.
type SPRTRow struct {
	elo.SPRT
	// A and B are the bots tested: H1 says A is Elo1 stronger than B.
	A string `json:"a"`
	B string `json:"b"`
	// LLR is the log-likelihood ratio of the pentanomial counts Ptnml of
	// Pairs finished game pairs, and Lower and Upper its bounds.
	LLR   float64 `json:"llr"`
	Lower float64 `json:"lower"`
	Upper float64 `json:"upper"`
	Pairs int     `json:"pairs"`
	Ptnml [5]int  `json:"ptnml"`
	// LLRTrinomial is the LLR of all the pair's games counted one by one
	// (wins, draws, losses), which ignores that the two games of a pair
	// share an opening; for reference.
	LLRTrinomial float64 `json:"llr_trinomial"`
	// Result is "H1 accepted", "H0 accepted" or "continue".
	Result string `json:"result"`
}

// Decision returns the decision the row records.
func (r SPRTRow) Decision() elo.Decision { return r.SPRT.Decide(r.LLR) }

// AddSPRT records test s of the report's first pair (bot 0 against bot 1),
// computed from its finished game pairs.
func (r *Report) AddSPRT(s elo.SPRT) {
	if len(r.Pairs) == 0 {
		return
	}
	p := r.Pairs[0]
	pt := elo.Pentanomial{LL: p.Ptnml[0], LD: p.Ptnml[1], WLDD: p.Ptnml[2], WD: p.Ptnml[3], WW: p.Ptnml[4]}
	row := &SPRTRow{SPRT: s, A: p.A, B: p.B, LLR: s.LLR(pt), Pairs: pt.Pairs(), Ptnml: p.Ptnml,
		LLRTrinomial: elo.LLRWDL(p.Wins, p.Draws, p.Losses, s.Elo0, s.Elo1, s.Model)}
	row.Lower, row.Upper = s.Bounds()
	row.Result = s.Decide(row.LLR).String()
	r.SPRT = row
}

// writePaired writes, for each pair with finished game pairs, the
// pentanomial counts and the estimates from them, then the SPRT's lines.
func (r Report) writePaired(b *strings.Builder) {
	first := true
	for _, p := range r.Pairs {
		if p.Paired == nil {
			continue
		}
		if first {
			b.WriteString("\ngame pairs (one opening, either colour), from A's side:\n")
			first = false
		}
		e := p.Paired
		fmt.Fprintf(b, "  %s vs %s: Ptnml(0-2): [%d, %d, %d, %d, %d], %d pairs\n", p.A, p.B,
			p.Ptnml[0], p.Ptnml[1], p.Ptnml[2], p.Ptnml[3], p.Ptnml[4], e.Pairs)
		fmt.Fprintf(b, "    Elo: %s, nElo: %s, LOS: %s\n", plusMinus(e.Elo, e.EloCI, e.Score), plusMinus(e.NElo, e.NEloCI, e.Score), percent(e.LOS))
	}
	if s := r.SPRT; s != nil {
		fmt.Fprintf(b, "\nSPRT %s vs %s: %s\n", s.A, s.B, s.SPRT)
		fmt.Fprintf(b, "Ptnml(0-2): [%d, %d, %d, %d, %d]\n", s.Ptnml[0], s.Ptnml[1], s.Ptnml[2], s.Ptnml[3], s.Ptnml[4])
		verdict := s.Result
		if s.Decision() == elo.Continue {
			verdict = "no decision yet" // the games ran out, or the run was interrupted
		}
		fmt.Fprintf(b, "LLR: %.2f (%.1f%%) (%.2f, %.2f) [%.2f, %.2f]: %s after %d pairs\n",
			s.LLR, 100*fraction(s.LLR, s.Lower, s.Upper), s.Lower, s.Upper, s.Elo0, s.Elo1, verdict, s.Pairs)
	}
}

// fraction is how far llr has gone toward the bound on its side, as
// fastchess prints it: 1 at the bound (negative toward the lower one).
func fraction(llr, lower, upper float64) float64 {
	if llr >= 0 {
		return llr / upper
	}
	return llr / -lower
}

// plusMinus writes an estimate with the half-width of its 95% interval,
// "40.70 +/- 30.43": "+inf" or "-inf" for a clean sweep (score 1 or 0),
// "-" when there is none.
func plusMinus(x *float64, ci [2]*float64, score *float64) string {
	if x == nil {
		switch {
		case score != nil && *score >= 1:
			return "+inf"
		case score != nil && *score <= 0:
			return "-inf"
		}
		return "-"
	}
	if ci[0] == nil || ci[1] == nil {
		return fmt.Sprintf("%.2f +/- inf", *x+0)
	}
	return fmt.Sprintf("%.2f +/- %.2f", *x+0, (*ci[1]-*ci[0])/2)
}

func percent(x *float64) string {
	if x == nil || math.IsNaN(*x) {
		return "-"
	}
	return fmt.Sprintf("%.2f %%", 100**x)
}
