// Package pathway implements Pathway (Mark Steere, 2021) for the ply
// library, exactly as docs/rules/pathway.md in the module describes it.
//
// # The game
//
// Two players, Red (ply.First, moves first) and Blue (ply.Second), take
// turns placing one stone of their colour on an empty cell of a square
// board, 6x6 by default. A placement is legal when the new stone touches no
// stone at all, or exactly one stone of its own colour (enemy stones do not
// matter then); touching means orthogonal adjacency. Passing is not allowed.
// The first player with no legal placement on their turn wins. So every
// group of one colour is a tree, and a game lasts at most n*n plies.
//
// # Boards
//
// [New] returns the standard 6x6 game, New([WithSize](n)) any size from 2
// to 16 (8 is the rules' larger board), and New([WithStart](s)) the game
// from any state s, on s's board. The rules have one setup, the empty
// board: [Game.Setup] returns it as "default". All sizes share one 256-bit
// bitboard with rows 16 bits apart, so a cell's bit index is its [Cell]
// and [Move] value and legal-move generation is a handful of shifts and
// masks.
//
// # Notation
//
// A cell ([Cell], [CellAt], [ParseCell]) is named by its file letter and
// row number, "c3" or "a10", the same on every board size; a move is the
// cell it places on, and [ParseMove] reads one in a state and checks it. A
// state lists the rows from the top down, '/' between them, then the side
// to move:
//
//	....../....../....../....../....../...... r
//
// [State] implements encoding.TextMarshaler and TextUnmarshaler in that
// form, and [ParseState] and [ParseMove] read it with errors that wrap the
// ply sentinels.
//
// # Evaluation
//
// [Game.Evaluate] is [EvalSolved], a weighted sum of counts
// ([SolvedFeatures]: open ends, pockets, placements, cells only one
// player may fill or may still fill, each also times the phase) with
// weights fitted by logistic regression to positions of self-play games
// that [Solver] solved (package tune, docs/tuning.md); it replaced
// [EvalPaths], which weighs the open ends and pockets [Look] counts for
// each player, after an SPRT (docs/strength.md). [EvalClassic], the
// classic program's, is the difference of the players' [Mobility].
// [EvalTrained] weighs EvalPaths's counts and both players' mobility, each
// also times the phase ([Features]), fitted to self-play game results; it
// earned nothing. A bot takes another evaluation with the option
// eval=paths, eval=classic, eval=trained or eval=solved ([Game.Heuristic]).
package pathway
