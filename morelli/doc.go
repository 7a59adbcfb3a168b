// Package morelli implements Morelli (Richard Moxham, 2011) for the ply
// library. The rules, with worked examples, are in docs/rules/morelli.md in
// the module.
//
// # The game
//
// The 13x13 board is coloured in seven concentric square bands, red on the
// outer ring down to violet at the single central cell g7, the Throne. A
// cell's band is its Chebyshev distance to the Throne ([Cell.Band]). The
// 48 two-sided pieces start on the red ring, 24 Black and 24 White, each
// opposite a piece of the other colour. Black moves first ([Black] is
// ply.First, [White] ply.Second).
//
// A move slides one of your pieces like a chess queen, over empty cells
// only, to an empty cell on a band strictly closer to the Throne. The empty
// Throne may be crossed but never occupied; a King on it blocks the line.
// An enemy piece next to the landing cell, with a friendly piece right
// behind it on the same line, is captured: it turns to the mover's colour.
// Only the moved piece captures, all such captures happen at once, and a
// turned piece captures nothing (no chains). Kings take no part in
// captures.
//
// Four same-coloured pieces at the corners of a square centred on the
// Throne form a frame: a cell and its three 90° rotations about g7
// ([Cell.Frame]), 42 frames in all, tilted ones included. A move that
// completes a frame, by arrival or by a capture, puts the mover's King on
// the Throne, replacing the other King if there is one.
//
// The game ends when the player to move has no legal move, whatever the
// other player could still do. The owner of the King on the Throne wins;
// an empty Throne is a draw. Every move lowers the sum of the pieces' bands,
// so a game lasts at most 176 plies.
//
// # Setups and states
//
// [New] returns the standard game from the "default" setup, the fixed
// alternating ring of the rules. [Game.Setup] returns the setups
// [Game.SetupNames] lists: "default" and "random", which deals one of the
// 2^24 official random setups from a seed, bit for bit as the rules'
// SplitMix64 procedure does. [WithStart] starts from any [State], such as
// a setup or one read by [ParseState].
//
// # Notation
//
// A cell ([Cell], [CellAt], [ParseCell]) is a file a–m and a rank 1–13, a1
// at the bottom left. A move is "<from>-<to>", such as "a7-h7" ([ParseMove]
// reads one in a state and checks it; it also takes "A7H7"). A state lists the ranks from 13 down to 1, "/" between them, each rank
// from file a to m with "x" and "o" for Black and White pieces, "X" or "O"
// for a King on g7 and a count for each run of empty cells, then the side
// to move:
//
//	oxoxoxoxoxoxo/x11o/o11x/x11o/o11x/x11o/o11x/x11o/o11x/x11o/o11x/x11o/xoxoxoxoxoxox x
//
// [State] implements encoding.TextMarshaler and TextUnmarshaler in that
// form. Parse errors wrap the ply sentinels: ply.ErrSyntax for malformed
// text, ply.ErrInvalidState for a piece on the Throne, a King elsewhere or
// more than 48 pieces, ply.ErrIllegalMove and ply.ErrGameOver for moves.
// [Game.Render] draws the board for terminals, and [Game.RenderColor] the
// same with the bands in ANSI colour.
//
// # Evaluation
//
// [Game.Evaluate] is [EvalTrained]: EvalReserve's terms, each also
// weighed by the phase of the game ([Features]), with weights fitted by
// logistic regression to self-play games (package tune, docs/tuning.md),
// ten times the logit of the win probability, so that [Game.EvalScale] is
// 20. It replaced EvalReserve when an SPRT accepted it (docs/strength.md).
// The hand-set evaluations remain for a bot built with
// ply.WithEval(g, morelli.EvalReserve) or the bot options eval=reserve and
// eval=classic ([Game.Heuristic]):
//
//   - [EvalClassic], the classic program's: pieces + 50·Throne + 5 per frame with
//     two of one's pieces + 10 per frame with three, each as the difference
//     between the sides.
//   - [EvalReserve], the default before EvalTrained, in pieces: 40 for the King on the Throne;
//     for a side without the King, 30 if it is to move and can complete a
//     frame at once (its fourth corner empty and reachable, or an enemy
//     piece it can capture), 6 if such a threat waits for its next turn; 1
//     per piece; −0.8 per piece the opponent can capture next move; 2 per
//     frame with three of one's pieces and 0.5 per frame with two; and
//     0.02 per legal move and per unit of move reserve (the sum of one's
//     pieces' bands less one) as tie-breaks.
//
// Only the Throne at the end counts, and it changes hands only through
// frames, so EvalReserve values the Throne and the threats to take it above
// material. In matches from random setups, each side playing both colours,
// it beat EvalClassic 20–0 in greedy play (one ply; TestEvalReserveBeatsSeed
// keeps it winning at least 15 of 20).
//
// [Game.MovePriority] orders alpha-beta search: Throne-taking moves first,
// then captures by count (ply.MoveOrderer).
//
// # Speed
//
// A state is two 169-bit bitboards, the King and the side to move: 56
// bytes, compared with ==. Move generation reads precomputed rays, at most
// three per cell, with branch-free first-blocker arithmetic, and copies each
// ray's ready-made moves, so [Game.AppendMoves] into a reused buffer and
// [Game.Apply] allocate nothing. [Game.RandomPlayout] plays uniformly random
// games without building move lists, about twice as fast as
// ply.RandomPlayout.
package morelli
