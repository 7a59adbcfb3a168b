// export_test.go gives the external tests what they need of the package's
// internals.

package mapello

// ParseStateLoose is ParseState without the check that no bonus stands on
// a centre cell: the worked example "joker and bonus in one line" of the
// rules puts one on e5, a board no setup can produce, to show that a bonus
// breaks a line.
func ParseStateLoose(text string) (State, error) { return parseState(text, false) }

// ParseMoveText reads the text of a move without a state, as ParseMove
// does after its game-over check: the notation alone.
func ParseMoveText(text string) (Move, error) { return parseMove(text) }
