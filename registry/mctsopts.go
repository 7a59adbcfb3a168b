// mctsopts.go holds the options of the bot "mcts" that set its search's
// features and constants, such as mcts:100ms:minimax=0.3:playout=eval.

package registry

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/plygo/ply/search"
)

// mctsOptionNames lists the options only "mcts" takes, for messages.
const mctsOptionNames = "c, playout, scale, minimax, bias, widen, solver"

// isMCTSOption reports whether k names an option of "mcts" alone.
func isMCTSOption(k string) bool {
	switch k {
	case "c", "playout", "scale", "minimax", "bias", "widen", "solver":
		return true
	}
	return false
}

// setMCTSOption sets the option k=v in o:
//   - c=X: the exploration constant (MCTSOptions.Exploration), X > 0;
//   - playout=end|eval|N: playouts to the end of the game, none (leaves
//     scored by the evaluation, MCTSOptions.EvalLeaves), or cut after N
//     plies (1 to 1000) and scored by the evaluation;
//   - scale=X: the scale of the evaluation (MCTSOptions.EvalScale), X > 0;
//   - minimax=X: the weight of implicit minimax backups, 0 to 1;
//   - bias=X: the weight of progressive bias, X ≥ 0;
//   - widen=X: progressive widening over moves ordered by the evaluation
//     (MCTSOptions.Widening), X ≥ 0;
//   - solver=on|off: the solver of proven results.
func setMCTSOption(o *search.MCTSOptions, k, v string) error {
	real := func(lo, hi float64) (float64, error) {
		x, err := strconv.ParseFloat(v, 64)
		if err != nil || math.IsNaN(x) || x < lo || x > hi {
			return 0, fmt.Errorf("option %s=%s: want a number from %g to %g", k, v, lo, hi)
		}
		return x, nil
	}
	var err error
	switch k {
	case "c":
		o.Exploration, err = real(1e-6, 100)
	case "scale":
		o.EvalScale, err = real(1e-6, 1e12)
	case "minimax":
		o.Minimax, err = real(0, 1)
	case "bias":
		o.Bias, err = real(0, 1e6)
	case "widen":
		o.Widening, err = real(0, 1e6)
	case "solver":
		switch v {
		case "on":
			o.NoSolver = false
		case "off":
			o.NoSolver = true
		default:
			err = fmt.Errorf("option solver=%s: want on or off", v)
		}
	case "playout":
		switch v {
		case "end":
			o.PlayoutDepth, o.EvalLeaves = 0, false
		case "eval":
			o.PlayoutDepth, o.EvalLeaves = 0, true
		default:
			n, e := wholeArg(v, 1000)
			if e != nil {
				return fmt.Errorf("option playout=%s: want end, eval or a number of plies from 1 to 1000", v)
			}
			o.PlayoutDepth, o.EvalLeaves = n, false
		}
	default:
		err = fmt.Errorf("unknown option %q", k)
	}
	return err
}

// mctsDefaults reads a game's own options for "mcts" (Entry.MCTS): options
// of "mcts" alone, KEY=VALUE separated by colons, each valid.
func mctsDefaults(text string) ([][2]string, error) {
	var out [][2]string
	for _, kv := range strings.Split(text, ":") {
		k, v, ok := strings.Cut(kv, "=")
		if !ok || !isMCTSOption(k) {
			return nil, fmt.Errorf("%q: not an option of mcts alone (%s)", kv, mctsOptionNames)
		}
		var o search.MCTSOptions
		if err := setMCTSOption(&o, k, v); err != nil {
			return nil, err
		}
		out = append(out, [2]string{k, v})
	}
	return out, nil
}

// setMCTS sets the game's own options for "mcts" (Entry.MCTS).
func (a *adapter[S, M]) setMCTS(opts [][2]string) { a.mcts = opts }
