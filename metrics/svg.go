// svg.go draws a report's plots as SVG pictures: the distribution of game
// lengths, the first player's score by strength, the branching factor by
// ply and the spread of the expected result by ply.

package metrics

import (
	"fmt"
	"html"
	"io"
	"math"
	"strings"
)

// The size of a plot and of its margins, in SVG units.
const (
	plotW, plotH           = 640, 360
	marginL, marginR       = 60, 20
	marginT, marginB       = 40, 50
	innerW, innerH         = plotW - marginL - marginR, plotH - marginT - marginB
	minReachedShareInPlots = 4 // a ply is drawn while a quarter of the games reach it
)

// palette colours the strengths, in order.
var palette = []string{"#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f", "#bcbd22", "#17becf"}

func colour(i int) string { return palette[i%len(palette)] }

// plot is an SVG picture with axes from x0 to x1 and y0 to y1.
type plot struct {
	b              strings.Builder
	x0, x1, y0, y1 float64
}

func newPlot(title, xlabel, ylabel string, x0, x1, y0, y1 float64) *plot {
	p := &plot{x0: x0, x1: x1, y0: y0, y1: y1}
	if p.x1 <= p.x0 {
		p.x1 = p.x0 + 1
	}
	if p.y1 <= p.y0 {
		p.y1 = p.y0 + 1
	}
	fmt.Fprintf(&p.b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" width="%d" height="%d" font-family="sans-serif" font-size="12">`+"\n", plotW, plotH, plotW, plotH)
	fmt.Fprintf(&p.b, `<rect width="%d" height="%d" fill="white"/>`+"\n", plotW, plotH)
	fmt.Fprintf(&p.b, `<text x="%d" y="22" text-anchor="middle" font-size="15">%s</text>`+"\n", plotW/2, html.EscapeString(title))
	fmt.Fprintf(&p.b, `<text x="%d" y="%d" text-anchor="middle">%s</text>`+"\n", marginL+innerW/2, plotH-10, html.EscapeString(xlabel))
	fmt.Fprintf(&p.b, `<text x="16" y="%d" text-anchor="middle" transform="rotate(-90 16 %d)">%s</text>`+"\n", marginT+innerH/2, marginT+innerH/2, html.EscapeString(ylabel))
	fmt.Fprintf(&p.b, `<path d="M%d %dV%dH%d" fill="none" stroke="black"/>`+"\n", marginL, marginT, marginT+innerH, marginL+innerW)
	for _, v := range ticks(p.y0, p.y1) {
		y := p.y(v)
		fmt.Fprintf(&p.b, `<path d="M%d %.1fH%d" stroke="#ddd"/><text x="%d" y="%.1f" text-anchor="end">%s</text>`+"\n", marginL+1, y, marginL+innerW, marginL-5, y+4, tickText(v))
	}
	return p
}

// xTicks labels the x axis with round numbers.
func (p *plot) xTicks() {
	for _, v := range ticks(p.x0, p.x1) {
		x := p.x(v)
		fmt.Fprintf(&p.b, `<path d="M%.1f %dv5" stroke="black"/><text x="%.1f" y="%d" text-anchor="middle">%s</text>`+"\n", x, marginT+innerH, x, marginT+innerH+18, tickText(v))
	}
}

func (p *plot) x(v float64) float64 { return marginL + (v-p.x0)/(p.x1-p.x0)*innerW }
func (p *plot) y(v float64) float64 { return marginT + innerH - (v-p.y0)/(p.y1-p.y0)*innerH }

// legend names the strengths in their colours, top right.
func (p *plot) legend(names []string) {
	fmt.Fprintf(&p.b, `<rect x="%d" y="%d" width="155" height="%d" fill="white" fill-opacity="0.8"/>`+"\n", marginL+innerW-155, marginT-4, 16*len(names)+6)
	for i, n := range names {
		y := marginT + 8 + 16*i
		fmt.Fprintf(&p.b, `<rect x="%d" y="%d" width="10" height="10" fill="%s"/><text x="%d" y="%d">%s</text>`+"\n",
			marginL+innerW-150, y-9, colour(i), marginL+innerW-135, y, html.EscapeString(n))
	}
}

func (p *plot) write(w io.Writer) error {
	p.b.WriteString("</svg>\n")
	_, err := io.WriteString(w, p.b.String())
	return err
}

// ticks returns about five round values from lo to hi.
func ticks(lo, hi float64) []float64 {
	step := math.Pow(10, math.Floor(math.Log10((hi-lo)/5)))
	for _, m := range []float64{1, 2, 5, 10} {
		if (hi-lo)/(step*m) <= 6 {
			step *= m
			break
		}
	}
	var out []float64
	for v := math.Ceil(lo/step) * step; v <= hi+step*1e-9; v += step {
		out = append(out, v)
	}
	return out
}

func tickText(v float64) string { return fmt.Sprintf("%.4g", v+0) }

// WriteLengthSVG draws the distribution of the games' lengths in plies,
// one outline per strength over common bins.
func (r Report) WriteLengthSVG(w io.Writer) error {
	var all []int
	for _, rec := range r.Records {
		all = append(all, rec.Plies())
	}
	bins := histogram(all, 20)
	counts := make([][]int, len(r.Strengths))
	top := 1
	for k := range counts {
		counts[k] = make([]int, len(bins))
	}
	for _, rec := range r.Records {
		i := (rec.Plies() - bins[0].Lo) / (bins[0].Hi - bins[0].Lo)
		counts[rec.Strength][i]++
		top = max(top, counts[rec.Strength][i])
	}
	x0, x1 := 0.0, 1.0
	if len(bins) > 0 {
		x0, x1 = float64(bins[0].Lo), float64(bins[len(bins)-1].Hi)
	}
	p := newPlot(r.title()+": game length", "plies", "games", x0, x1, 0, float64(top))
	p.xTicks()
	for k, cs := range counts {
		var d strings.Builder
		fmt.Fprintf(&d, "M%.1f %.1f", p.x(x0), p.y(0))
		for i, c := range cs {
			fmt.Fprintf(&d, "V%.1fH%.1f", p.y(float64(c)), p.x(float64(bins[i].Hi)))
		}
		fmt.Fprintf(&d, "V%.1f", p.y(0))
		fmt.Fprintf(&p.b, `<path d="%s" fill="%s" fill-opacity="0.15" stroke="%s" stroke-width="2"/>`+"\n", d.String(), colour(k), colour(k))
	}
	p.legend(r.Strengths)
	return p.write(w)
}

// WriteScoreSVG draws the first player's score by strength, with its 95%
// interval, against the even line of ½.
func (r Report) WriteScoreSVG(w io.Writer) error {
	n := float64(len(r.Summaries))
	p := newPlot(r.title()+": first-player score by strength", "strength", "first-player score", -0.5, n-0.5, 0, 1)
	fmt.Fprintf(&p.b, `<path d="M%d %.1fH%d" stroke="black" stroke-dasharray="4 4"/>`+"\n", marginL, p.y(0.5), marginL+innerW)
	for k, s := range r.Summaries {
		x := p.x(float64(k))
		fmt.Fprintf(&p.b, `<text x="%.1f" y="%d" text-anchor="middle">%s</text>`+"\n", x, marginT+innerH+18, html.EscapeString(s.Strength))
		if s.Games == 0 {
			continue
		}
		fmt.Fprintf(&p.b, `<path d="M%.1f %.1fV%.1fM%.1f %.1fh12M%.1f %.1fh12" stroke="%s" stroke-width="2"/>`+"\n",
			x, p.y(s.FirstScore.Lo), p.y(s.FirstScore.Hi), x-6, p.y(s.FirstScore.Lo), x-6, p.y(s.FirstScore.Hi), colour(k))
		fmt.Fprintf(&p.b, `<circle cx="%.1f" cy="%.1f" r="5" fill="%s"/>`+"\n", x, p.y(s.FirstScore.Value), colour(k))
	}
	return p.write(w)
}

// WriteBranchingSVG draws the mean number of legal moves by ply, one line
// per strength, over the plies that at least a quarter of its games
// reach.
func (r Report) WriteBranchingSVG(w io.Writer) error {
	return r.byPlySVG(w, ": branching factor by ply", "legal moves", 0, func(s Summary, k int) (float64, bool) {
		return s.BranchingByPly[k], s.ReachedPly[k]*minReachedShareInPlots >= s.Games
	})
}

// WriteEvalSVG draws the spread of the expected result by ply (its
// standard deviation over the games), one line per strength whose bot
// gives scores, over the plies where at least a quarter of its games have
// one: near 0 while the bots see every game even, rising as the games
// are decided.
func (r Report) WriteEvalSVG(w io.Writer) error {
	return r.byPlySVG(w, ": spread of the expected result by ply", "standard deviation", 0.5, func(s Summary, k int) (float64, bool) {
		return s.EvalSDByPly[k], s.ScoredByPly[k]*minReachedShareInPlots >= s.Games && s.ScoredByPly[k] > 1
	})
}

// byPlySVG draws value by ply, one line per strength over the plies where
// value has one; top, if positive, is the least top of the y axis.
func (r Report) byPlySVG(w io.Writer, title, ylabel string, top float64, value func(s Summary, k int) (float64, bool)) error {
	x1, y1 := 1.0, max(top, 1e-9)
	for _, s := range r.Summaries {
		for k := range s.ReachedPly {
			if v, ok := value(s, k); ok {
				y1 = max(y1, v)
				x1 = max(x1, float64(s.FirstBotPly+k))
			}
		}
	}
	if top <= 0 {
		y1 *= 1.05
	}
	p := newPlot(r.title()+title, "ply", ylabel, 1, x1, 0, y1)
	p.xTicks()
	for i, s := range r.Summaries {
		var d strings.Builder
		cmd := "M"
		for k := range s.ReachedPly {
			v, ok := value(s, k)
			if !ok {
				cmd = "M"
				continue
			}
			fmt.Fprintf(&d, "%s%.1f %.1f", cmd, p.x(float64(s.FirstBotPly+k)), p.y(v))
			cmd = "L"
		}
		if d.Len() > 0 {
			fmt.Fprintf(&p.b, `<path d="%s" fill="none" stroke="%s" stroke-width="2"/>`+"\n", d.String(), colour(i))
		}
	}
	p.legend(r.Strengths)
	return p.write(w)
}
