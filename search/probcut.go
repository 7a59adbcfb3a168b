// probcut.go holds Multi-ProbCut (Options.ProbCut): a shallow null-window
// search that predicts a deep one, and cuts where the prediction lies
// outside the window with a chosen confidence.

package search

import (
	"fmt"
	"math"

	"github.com/plygo/ply"
)

// Phaser is an optional capability that keys a ProbCut model by the stage
// of the game: Phase(s) is a small whole number that says how far the game
// in s has gone, such as the empty cells of an Othello board. A model
// fitted per phase band (ProbCutPair's MinPhase and MaxPhase) predicts
// better where the game changes character as it goes. A game without it
// is in phase 0 throughout. Phase must be cheap: ProbCut asks it at every
// node where a pair of its depth applies.
type Phaser[S any] interface {
	Phase(s S) int
}

// DefaultProbCutConfidence is the confidence of a ProbCut whose Confidence
// is 0: a cut where the prediction lies 1.5 residual deviations beyond the
// window, which a normal residual does about 7% of the time.
const DefaultProbCutConfidence = 1.5

// MaxProbCutConfidence bounds ProbCut.Confidence.
const MaxProbCutConfidence = 10

// ProbCut is a model for Multi-ProbCut (Buro): a selective cut at the
// nodes of a null-window search. At such a node, with depth plies left
// and in phase p (Phaser), each pair of that depth and phase, in order,
// predicts the value v of the deep search from the value v' of a shallow
// one as
//
//	v ≈ A*v' + B, with residuals of deviation Sigma,
//
// and the node is cut, with no deep search, when a shallow null-window
// search proves v' >= (beta + t*Sigma - B)/A (a fail high: beta returned)
// or v' <= (alpha - t*Sigma - B)/A (a fail low: alpha returned), t the
// Confidence. Nodes whose window lies beyond the heuristic values (proven
// wins and losses) are never cut. Pairs are fitted to a game's positions
// (package tune, FitProbCut).
type ProbCut struct {
	// Confidence is t, how many residual deviations beyond the window
	// the prediction must lie for a cut, from 0 (exclusive) to
	// MaxProbCutConfidence; 0 means DefaultProbCutConfidence. Higher is
	// safer and cuts less.
	Confidence float64
	// Pairs are the fitted depth pairs. A node may match several (Buro's
	// Multi-ProbCut: several shallow depths for one deep one, or bands
	// of phases that overlap): they are tried in order.
	Pairs []ProbCutPair
}

// ProbCutPair is one fitted prediction of a ProbCut model: the value of a
// search of Depth plies from the value of one of Shallow plies, in the
// phases from MinPhase to MaxPhase.
type ProbCutPair struct {
	// Depth is the plies left at the nodes the pair cuts, 2 to MaxDepth.
	Depth int
	// Shallow is the depth of the predicting search, 0 (the
	// evaluation, or quiescence where the game marks forcing moves) to
	// Depth-1.
	Shallow int
	// MinPhase and MaxPhase bound the phases the pair holds for,
	// inclusive (Phaser; 0 to 0 for a game without phases).
	MinPhase, MaxPhase int
	// A and B are the regression line v ≈ A*v' + B, A above 0.
	A, B float64
	// Sigma is the deviation of the residuals v - (A*v' + B), at least 0.
	Sigma float64
	// EvalA, EvalB and EvalSigma, if EvalA is above 0, are the line and
	// deviation that predict the deep value from the node's evaluation
	// (Game.Evaluate) instead: a shallow search for a fail high is tried
	// only where that prediction, plus Confidence times EvalSigma,
	// reaches beta, and one for a fail low only where the prediction,
	// less as much, reaches alpha. Most nodes then spend no shallow
	// search at all. EvalSigma is at least 0.
	EvalA, EvalB, EvalSigma float64
}

// String returns p as Go source would write its fields, for reports.
func (p ProbCutPair) String() string {
	return fmt.Sprintf("{Depth: %d, Shallow: %d, MinPhase: %d, MaxPhase: %d, A: %.4g, B: %.4g, Sigma: %.4g, EvalA: %.4g, EvalB: %.4g, EvalSigma: %.4g}",
		p.Depth, p.Shallow, p.MinPhase, p.MaxPhase, p.A, p.B, p.Sigma, p.EvalA, p.EvalB, p.EvalSigma)
}

// check reports whether pc is a valid model; nil is.
func (pc *ProbCut) check() error {
	if pc == nil {
		return nil
	}
	if t := pc.Confidence; !(t >= 0 && t <= MaxProbCutConfidence) {
		return fmt.Errorf("search: Options.ProbCut.Confidence %v: want 0 to %d: %w", t, MaxProbCutConfidence, ply.ErrInvalidOption)
	}
	finite := func(v float64) bool { return !math.IsNaN(v) && !math.IsInf(v, 0) }
	for i, p := range pc.Pairs {
		var why string
		switch {
		case p.Depth < 2 || p.Depth > MaxDepth:
			why = fmt.Sprintf("Depth %d: want 2 to %d", p.Depth, MaxDepth)
		case p.Shallow < 0 || p.Shallow >= p.Depth:
			why = fmt.Sprintf("Shallow %d: want 0 to Depth-1", p.Shallow)
		case p.MinPhase > p.MaxPhase:
			why = fmt.Sprintf("phases %d to %d: want MinPhase <= MaxPhase", p.MinPhase, p.MaxPhase)
		case !finite(p.A) || p.A <= 0:
			why = fmt.Sprintf("A %v: want a finite value above 0", p.A)
		case !finite(p.B):
			why = fmt.Sprintf("B %v: want a finite value", p.B)
		case !finite(p.Sigma) || p.Sigma < 0:
			why = fmt.Sprintf("Sigma %v: want a finite value, at least 0", p.Sigma)
		case !finite(p.EvalA) || p.EvalA < 0 || !finite(p.EvalB) || !finite(p.EvalSigma) || p.EvalSigma < 0:
			why = fmt.Sprintf("EvalA %v, EvalB %v, EvalSigma %v: want finite values, EvalA and EvalSigma at least 0", p.EvalA, p.EvalB, p.EvalSigma)
		}
		if why != "" {
			return fmt.Errorf("search: Options.ProbCut.Pairs[%d]: %s: %w", i, why, ply.ErrInvalidOption)
		}
	}
	return nil
}

// probCut is a ProbCut resolved for one search: its pairs by depth.
type probCut struct {
	t       float64
	byDepth [][]ProbCutPair // byDepth[d]: the pairs of depth d, in order
}

// resolveProbCut returns pc resolved, or nil when it cuts nothing; pc is
// valid (check).
func resolveProbCut(pc *ProbCut) *probCut {
	if pc == nil || len(pc.Pairs) == 0 {
		return nil
	}
	r := &probCut{t: pc.Confidence}
	if r.t == 0 {
		r.t = DefaultProbCutConfidence
	}
	for _, p := range pc.Pairs {
		for len(r.byDepth) <= p.Depth {
			r.byDepth = append(r.byDepth, nil)
		}
		r.byDepth[p.Depth] = append(r.byDepth[p.Depth], p)
	}
	return r
}

// probCut tries the ProbCut pairs of depth at the null-window node s (for
// me = ToMove(s), ply plies from the root, window (alpha, beta)). It
// reports whether a shallow search cut the node, and the bound to return:
// beta for a fail high, alpha for a fail low. The shallow searches run
// without ProbCut in them, and the cut is not stored in the table (their
// own nodes are, at their own depths, as any search's). The caller checks
// w.abort.
func (w *worker[S, M]) probCut(s S, me ply.Player, depth, ply int, alpha, beta float64) (v float64, cut bool) {
	pc := w.cfg.probcut
	if depth >= len(pc.byDepth) || len(pc.byDepth[depth]) == 0 {
		return 0, false
	}
	// Windows at or beyond the heuristic values hold proven results,
	// which no prediction from an evaluation may cut.
	if alpha < -maxEval || beta > maxEval {
		return 0, false
	}
	if !w.phaserSet {
		w.phaser = phaserOf(w.g)
		w.phaserSet = true
	}
	phase := 0
	if w.phaser != nil {
		phase = w.phaser.Phase(s)
	}
	outer := w.horizon
	w.probing = true
	evaluated := false
	var eval float64
	for _, p := range pc.byDepth[depth] {
		if phase < p.MinPhase || phase > p.MaxPhase {
			continue
		}
		tryHigh, tryLow := true, true
		if p.EvalA > 0 {
			if !evaluated {
				eval, evaluated = clampEval(w.g.Evaluate(s, me)), true
			}
			guess, m := p.EvalA*eval+p.EvalB, pc.t*p.EvalSigma
			tryHigh, tryLow = guess+m >= beta, guess-m <= alpha
		}
		margin := pc.t * p.Sigma
		// The deep value reaches beta with confidence t when the
		// shallow one reaches hi.
		if hi := (beta + margin - p.B) / p.A; tryHigh && hi <= maxEval {
			lo := math.Nextafter(hi, math.Inf(-1))
			if w.shallow(s, me, p.Shallow, ply, lo, hi) >= hi || w.abort {
				w.probing, w.horizon = false, true
				return beta, true
			}
		}
		if lo := (alpha - margin - p.B) / p.A; tryLow && lo >= -maxEval {
			if w.shallow(s, me, p.Shallow, ply, lo, nextUp(lo)) <= lo || w.abort {
				w.probing, w.horizon = false, true
				return alpha, true
			}
		}
	}
	// No cut: the node is searched in full, and meets the horizon only
	// if that search does.
	w.probing, w.horizon = false, outer
	return 0, false
}

// shallow returns the value of a search of s to depth plies (0: the
// horizon's value) within (alpha, beta), for ProbCut.
func (w *worker[S, M]) shallow(s S, me ply.Player, depth, ply int, alpha, beta float64) float64 {
	if depth == 0 {
		return w.horizonValue(s, me, ply, alpha, beta)
	}
	return w.search(s, me, depth, ply, alpha, beta)
}

// phaserOf returns g's Phaser, or nil.
func phaserOf[S, M comparable](g ply.Game[S, M]) Phaser[S] {
	p, _ := ply.As[Phaser[S]](g)
	return p
}
