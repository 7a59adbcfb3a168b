// Package gametest is the conformance kit for [ply.Game] implementations:
// one call from a game's tests checks, along random playouts drawn by rapid,
// that the game keeps the ply contract.
//
// # What Run checks
//
// At every state met on a random playout, [Run] checks that:
//   - the move list is the same on repeated calls and holds no duplicates,
//     and CountMoves agrees with it where the game is a [ply.MoveCounter];
//   - where the game is a [ply.ForcingMover], its forcing moves are legal
//     moves, each once, in generation order, the same on every call;
//   - where the game is a [ply.MoveIndexer], every legal move's index lies
//     in [0, MoveIndexes()), and MoveIndexes is at most 1<<20;
//   - the game is over exactly when there are no moves, and a finished game
//     has a sensible Result;
//   - where the game is a [ply.EndReasoner], a finished state has a reason
//     and an unfinished one none;
//   - every generated move applies, leaves its argument unchanged, and
//     distinct moves lead to distinct states (moves are deduplicated by
//     result);
//   - [ply.Play] agrees with Apply on legal moves, rejects moves that are
//     not legal with [ply.ErrIllegalMove] (and every move once the game is
//     over with [ply.ErrGameOver]), and returns the state unchanged then;
//   - where the game has [ply.Notation], states round-trip through their
//     text, ParseMove reads back what FormatMove writes for every legal
//     move of each start (192 of them under -short) and for up to 24 moves
//     of every other state, and a well-formed move that is not legal (a
//     move of the previous state) is refused with [ply.ErrIllegalMove] or read as a legal move; where
//     the state implements encoding.TextMarshaler and TextUnmarshaler,
//     those round-trip too;
//   - where the game has [ply.Hasher], a state rebuilt from its text hashes
//     as the original does, distinct children hash differently, and two
//     different states met with the same hash (in any playout of the run)
//     have the same future along seeded random walks: the same player to
//     move, legal moves, results and evaluations, as the Hasher contract
//     promises;
//   - the game ends within the rules' bound, and the caller's own
//     invariants hold;
//   - where the game is a [ply.PlayoutRunner], its own playouts end in a
//     finished state with the result Result gives, and repeat for a seed;
//   - where the game is a [ply.Perfter], its own perft equals the generic
//     count from each start, to depth 4 or a million leaves;
//   - where the game is a [diagram.Diagrammer] (what every board draws),
//     Diagram describes a grid with room for its cells, each named once,
//     marks no move and says who is to move (nobody once the game is over);
//     DiagramAfter(prev, next, m) of the move played draws next, Apply(prev,
//     m), as Diagram(next) does apart from the marks, arrows, notes and
//     last move, names the move, and marks every cell whose players'
//     pieces it changed;
//   - where the game is also a [diagram.Owners] (the fast reading of
//     eval=auto), CellOwners gives each cell of the Diagram its
//     [diagram.OwnerOf], in order, and writes nothing into a buffer too
//     short;
//   - where the game is a [diagram.MoveClicker] (how the web board enters
//     moves; at the start of a playout and at one ply in two, in four
//     under -short, as click paths may cost more than the other checks),
//     every legal move has a click path and every path enters a legal move;
//     every click is a cell of the Diagram or [diagram.ClickPass]; no
//     path is yielded twice or is a proper prefix of another, so that a
//     board following the clicks of a path plays its move and no other;
//     the paths are the same on a second call (at the start of each
//     playout), and there are none once the game is over;
//   - where the game is also a [diagram.ClickGrouper] (clicks a person
//     may make in any order), each group is at least one click long and
//     says what its clicks do, every path is at least as long as the
//     groups with distinct clicks in each, the checks above compare paths
//     group by group as sets, and a few paths drawn by rapid, each with
//     its groups in an order drawn by rapid, are followed as a board
//     follows clicks ([diagram.ClicksBegin]) to their move and no other;
//   - where the game is also a [diagram.ClickPreviewer], every proper
//     prefix of a few paths drawn by rapid (in those orders, where the
//     game groups clicks) previews a well-formed board;
//   - where the game has [ply.Setups], its names are listed once each,
//     "default" first; Setup("default", seed) is the state Start returns;
//     every listed name gives a state, the same for the same name and
//     seed, and playouts from those states pass the checks above; an
//     unknown name is an error wrapping [ply.ErrInvalidOption].
//
// A failure shrinks to a short move sequence and reports it together with
// the position in the game's notation.
//
// # Perft and benchmarks
//
// [CheckPerft] compares perft counts with a table, skipping deep levels
// under testing.Short(). [BenchPerft], [BenchPlayouts], [BenchMoves] and
// [BenchApply] are the standard benchmarks, reporting leaves/s, playouts/s
// and moves/s; [BenchStates] times any other function of a state, such as
// an evaluation.
//
// # The solver
//
// [CheckSolver] checks the exact solver of package search on a game
// against brute-force minimax: on the last states of seeded random games,
// small enough to brute-force, the outcome, the margin and the value of
// the solver's move must be the brute-force ones. It checks a game's own
// search.ExactSolver or search.OutcomeSolver the same way.
package gametest
