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
// values -1, 0 and 1 on the bitboards. It never plays a move that lets
// the opponent win at once, and plays a forced block. It tries first the
// move of the table, then the moves that leave the most threats, counting
// more those that come into play soonest, the centre columns first among
// equals. Its bounds come without search where they can: a player who
// cannot make four even with every empty cell does not win, and with
// Red to move, Yellow's "claimeven" (answer in the column just played, or
// pair the columns of odd height) gives Yellow every empty cell of an
// even row, and so at least a draw where Red's other cells make no four,
// and a win where Yellow's make one. Its table keeps, in buckets of two
// entries, the bound, the best move and the work of each search (the
// entry of most work stays), shares an entry between a position and its
// mirror image under 16 stones, and is looked up for each move's position
// before the search goes down (under 36 stones). It solves the empty
// board, a win for Red by column 4, in about a minute on one core (240
// million positions with a table of 256 MiB, BenchmarkSolveStart), and
// agrees with the outcomes of Pascal Pons's published test sets
// (TestSolvePonsSets, BenchmarkSolvePons); the module's docs/solved.md
// has the figures.
package connectfour
