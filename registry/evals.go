// evals.go holds the Heuristics capability: a game's other evaluations by
// name, which the bot option eval=NAME chooses.

package registry

import "github.com/plygo/ply"

// Heuristics is an optional capability of a game, found with ply.As:
// evaluations beside its Evaluate, by name, such as a trained one, so
// that the bot option eval=NAME (alphabeta:100ms:eval=trained) pits them
// against each other in the arena.
type Heuristics[S any] interface {
	// HeuristicNames returns the names Heuristic knows.
	HeuristicNames() []string
	// Heuristic returns the evaluation of a name, and false for a name
	// it does not know.
	Heuristic(name string) (ply.EvalFunc[S], bool)
}
