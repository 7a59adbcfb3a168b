// Package mapello implements Mapello for the ply library: Othello on the 8x8
// interior of a 10x10 board, with walls, bonuses and jokers fixed before
// play. The rules, with worked examples, are in docs/rules/mapello.md in the
// module.
//
// The rules are by Simon M. Lucas (2012); the jokers and the rule book are by
// Néstor Romeral Andrés, who published the game through nestorgames.
//
// # The game
//
// Black (ply.First) and White (ply.Second) take turns placing a disc of
// their colour on an empty interior cell so that it brackets at least one
// straight run of enemy discs, which then flip; every bracketed run in all
// eight directions flips at once. Three kinds of special pieces change
// that:
//
//   - a wall is a dead interior cell: no disc goes there and it stops
//     every line, as the board edge does;
//   - a bonus is an empty cell for every purpose; the player who places a
//     disc on it takes it and [DefaultBonusValue] (3) points, kept whatever
//     happens to the disc later ([BonusValue] changes the worth);
//   - a joker sits on the border ring and closes a line as a disc of the
//     player to move would, for both players alike; it is never flipped,
//     never counted, never played on.
//
// A player with no placement must pass (a [Pass] move, generated only when
// the opponent can then place); the game ends when neither side can place.
// Each side scores its discs plus its bonus points; the higher score wins
// and equal scores draw. [ply.Result.Score] is [Black, White]. Without
// special pieces (the "plain" setup) Mapello is exactly Othello.
//
// # Setups
//
// [New] plays the rule book's example board, the "default" setup. The
// [WithStart] option starts from another: [Game.Setup] returns each setup
// [Game.SetupNames] lists ("default", "rulebook", "plain" and "random", a
// seeded random board); [RandomSetup] draws random boards with other
// counts of walls, bonuses and jokers (the rules' SplitMix64 procedure,
// reproducible bit for bit), [RandomSetupJokers] with the jokers given;
// and [ParseState] reads any state.
//
// # Notation
//
// A move is an interior cell, "a1" (bottom left) to "h8", or "pass";
// [ParseMove] reads one in a state and checks it. A cell ([Cell],
// [CellAt], [ParseCell]) is a square of the 10x10 grid, "@0" to "i9". A
// state is its ten rows from the top, one character a cell ('#' wall or
// plain border cell, 'j' joker, '.' empty, '+' bonus, 'x' Black, 'o'
// White), then the side to move, both players' bonus points and the pass
// counter:
//
//	####j#####/##.+..+.##/#.....#..#/j+#.....+j/j...xo...#/#...ox..+#/#+.....#.j/j..#.....#/##.+...+##/###j###j## x 0 0 0
//
// [State] implements encoding.TextMarshaler and TextUnmarshaler in that
// form; parse errors wrap [ply.ErrSyntax], [ply.ErrInvalidState],
// [ply.ErrIllegalMove] or [ply.ErrGameOver]. [Game.Render] draws the board
// for terminals.
//
// The plain setup is Othello, and Othello engines' one-line board format
// (64 squares X, O, - from a1 to h8, then the side to move; the lines of
// Edax's .obf endgame suites, with moves and exact scores after a ';') is
// read and written by [ParseOBF], [FormatOBF], [ParseOthello] and
// [FormatOthello]. [Game.ParseState] reads such a line too, so commands
// that take a position take it. A state with walls, jokers, bonus cells
// or bonus points is refused ([ErrNotOthello]). The suites score by
// Othello's rule, which gives the empty cells of an early end to the
// winner ([OthelloRule]); [Game.WithScoring] returns the game scored that
// way, for the exact solver (search.SolveOptions.Rule "othello"), and
// [Game.ParsePublished] reads a suite's line with its published answer.
//
// # Speed
//
// The interior is one uint64. Move generation is a Kogge-Stone style flood
// fill per direction pair; flips take the first blocker of each
// precomputed ray, branch-free. Walls are simply cells that are neither
// empty nor discs. Jokers live outside the 64 bits: per direction, a mask
// of the edge cells a joker closes seeds the fills and ends the rays; while
// no disc that could flip touches the edge, the plain generators are used.
// On amd64, on a CPU with AVX2, the plain generators take four directions
// at once in one vector register, with the same results: in assembly
// (movegen_avx2_amd64.s) in every build, and written with simd/archsimd in
// builds with GOEXPERIMENT=simd, which still run the assembly for perft's
// last two plies and for playouts, where it is faster (a playout ply is
// one call: the flips, the next position made in the vector registers, its
// placements, the drawn one found with PDEP); elsewhere they are scalar
// Go.
// [Game.AppendMoves] into a reused buffer and [Game.Apply] allocate
// nothing. [Game.Perft] (perft with bulk counting) and [Game.RandomPlayout]
// are specialised forms of the generic ply helpers, with the same results.
//
// # Bots
//
// [Game.Evaluate] is [EvalPatterns]. On boards with walls, bonuses or
// jokers it is [EvalTrained]: the score, mobility, frontier, stability
// derived from the board's own walls and jokers (corner-like cells),
// joker exposure, reachable bonuses and region parity, each also weighed
// by the phase of the game ([Features]), with weights fitted by logistic
// regression to self-play games on plain Othello and Mapello boards
// (package tune, docs/tuning.md). On plain Othello boards it adds the
// patterns of Othello programs (edges, corners, ranks and diagonals, by
// stage of the game), fitted to the final disc margins of self-play games
// of Othello that the exact solver finished. Each replaced
// the one before when an SPRT accepted it (docs/strength.md). The
// hand-set weights of EvalTrained's terms remain as [EvalStandard]; it,
// [EvalClassic], the classic program's disc count, and [EvalScore], the
// score difference, are the others. A bot takes one with
// ply.WithEval(g, mapello.EvalClassic) or the option eval=NAME
// ([Game.Heuristic]: standard, classic, trained, patterns). [Board],
// [Patterns] and [Symmetries] describe the board to an n-tuple network
// (package ntuple).
// Hashing ([Game.Hash]) uses keys from a fixed seed.
package mapello
