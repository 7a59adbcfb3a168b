// policy.go holds the scale of Mapello's evaluation, for Monte Carlo tree
// search cut off before the end.

package mapello

// evalScale is the scale of Evaluate (see EvalScale).
const evalScale = 20

// EvalScale returns the scale of Evaluate, 20, about two safe corner-like
// discs: a Monte Carlo search cut off before the end takes
// tanh(Evaluate/20) as the expected outcome (the ply.EvalScaler capability).
func (g *Game) EvalScale() float64 { return evalScale }
