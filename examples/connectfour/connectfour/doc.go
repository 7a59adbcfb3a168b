// Package connectfour implements Connect Four for the ply library, as a
// game of one's own: written outside the library's five games, through
// its public API only, the way the module's README tells a game author
// to. The command examples/connectfour registers it and runs every
// command of package cli on it.
//
// # The game
//
// Two players, Red (ply.First, moves first) and Yellow (ply.Second), take
// turns dropping a stone of their colour into one of the seven columns of
// an upright board six cells high. The stone falls to the lowest empty
// cell of its column; a full column takes no more stones. Passing is not
// allowed. The first player to have four stones in a row, across, up or
// along either diagonal, wins at once; if the board fills up with no four
// in a row, the game is a draw. So a game lasts at most 42 moves.
// RULES.md, beside the command, says the rules again with worked
// examples, the [Lessons].
//
// The game is solved: Red wins by dropping the first stone into the
// centre column, and only there (James D. Allen and Victor Allis, 1988,
// independently; John Tromp confirmed it by computer search).
//
// # Notation
//
// A move is the number of its column, "1" to "7" from the left
// ([ParseMove], [Move]). A position is the sequence of columns played
// from the start, the common form of Connect Four programs: "4453" is
// Red in column 4, Yellow in 4, Red in 5 and Yellow in 3. The empty board
// is "start" (or ""). [ParseState] reads a sequence and refuses one no
// game plays; [Game.FormatState] writes, of all the orders that reach a
// position, the one that plays the leftmost column it can at each move.
// The cells of the board ([Cell]) are named as on a chessboard, "a1" at
// the bottom left to "g6" at the top right; a board's clicks use them,
// and a click on any cell of a column drops a stone into it.
//
// # The board
//
// The position is one 64-bit word per player, seven bits a column (the
// seventh always empty, so that lines never wrap from one column to the
// next): a move, a four in a row and the cells that would complete one
// are a few shifts and masks.
//
// # Evaluation and solving
//
// [Game.Evaluate] counts the lines of four each player may still
// complete, its threats (weighted by the rows that suit the player) and
// its stones in the centre column. [Solver] (and [Game.SolveOutcome], the
// search.OutcomeSolver of package search's solver and of the oracle bot)
// proves a position won, drawn or lost: an alpha-beta search over the
// values -1, 0 and 1 with a table of proved bounds, which never plays a
// move that lets the opponent win at once and tries first the moves that
// make the most threats, the centre columns first among equals.
package connectfour
