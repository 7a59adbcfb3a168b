// Package pushfight implements Push Fight (Brett Picotte) for the ply
// library. The rules, with worked examples, are in docs/rules/pushfight.md
// in the module, with the package's conventions: an own piece may not be pushed off (a variant makes
// it legal and losing), the second slide of a turn moves a different piece,
// and threefold repetition and a 200-turn cap are draws.
//
// # The game
//
// The board has 26 cells, files a-h and ranks 1-4 without a4, b4, h4, a1,
// g1 and h1, with a rail along the top of rank 4 and the bottom of rank 1;
// every other edge is open. Each side has three squares (they push) and two
// rounds (they do not). White (ply.First) and Black (ply.Second) first place
// their pieces on their halves, then take turns: zero, one or two slides of
// their own pieces through empty cells, then one compulsory push by a square
// of the whole line in front of it, one cell. A push may not move the
// anchored square (the last pusher), cross a rail, or drop the pusher's own
// piece. Pushing an enemy piece off an open edge wins; a player who has no
// complete turn loses.
//
// # Turns, deduplicated
//
// A [Move] is one whole turn, so players alternate and one search ply is
// one turn. [Game.AppendMoves] lists one turn per distinct resulting
// position (board and anchor): 1,867 at the standard start, out of 3,175
// sequences. Each is written as its canonical sequence (fewest slides, then
// the first by cell order), the canonical representative of the rules.
// [Game.AppendSequences] lists every sequence, and [Game.AppendWinningTurns]
// only the winning turns.
//
// Generation visits the slide sequences in canonical order (slides by flood
// fill on a 32-bit board), keeps the distinct pre-push boards in an
// open-addressing table of 4,096 slots on the stack, and tries the pushes of
// each new board. A result is kept only if no earlier board produces it: the
// generator undoes every push that could have ended in the result and looks
// the boards before it up in the table. So it needs no table of results,
// allocates nothing, and keeps the first (canonical) sequence of each
// result. It produces several million distinct results per second.
//
// [Game.HasWinningTurn] answers "can the side to move win now?" without
// listing turns: it follows only the lines that end at an enemy piece next
// to an open edge and the slides that complete them. [Game.Evaluate] builds
// on it. [Game.RandomTurn] draws a sequence uniformly among all sequences
// without listing them, for fast random playouts ([Game.RandomPlayout]).
//
// # Setups
//
// [New] plays from the "default" fixed setup (maksverver's web app
// position, which the rules call "standard"). [Game.Setup] also knows
// "classic", "mirror" and "placement" ([Game.SetupNames] lists them), the
// last the empty board where each side places its five pieces with one
// setup move (12,870 choices each), written "d1d2d4/c2d3": squares, then
// rounds. [WithStart] starts from any of them, or from a state read by
// [ParseState].
//
// # Notation
//
// Cells are named by file a-h and rank 1-4 ([ParseCell], [Cell.String]);
// CellAt(x, y) is the cell on file x and rank y, both counted from 0 at the
// missing a1 ([CellAt], [Cell.X], [Cell.Y]). A turn is written "d4-c4 d1^": slides from-to, then the
// pushing square and a direction ^ v < >. [ParseMove] and [Game.ParseMove]
// (which also applies the game's draw rules) read maksverver's form
// "d4-c4,d1-d2" and any sequence of a turn, returning the canonical move. A
// position string lists the ranks from 4 down, then the side to move, the
// anchor and the turn counter:
//
//	1WB2/3wBb2/2wWb3/2WB1 w - 0
//
// The game is solved (github.com/maksverver/pushfight), and its
// evaluation site (https://pushfight.verver.ch) shows the value of any
// position. [FormatMaksverver] and [ParseMaksverver] convert to and from
// the solver's 26-character permutation strings (the side to move's pieces
// "O" and "o"); [FormatMaksververSite] and [ParseMaksververSite] to and
// from the site's (White, the site's red, "O", "o", "P"; Black "X", "x",
// "Y"); [FormatMaksververGame], [ParseMaksververGame] and [MaksververURL]
// to and from the site's game histories ("start;turn;turn", turns as
// "d4-c4,d1-d2"), so a game of ply can be checked against the solved game.
// [Game.ParseState] reads the site's strings, histories and addresses
// besides position strings. The solver knows neither the turn cap nor the
// repetition rule. [Game.Render] draws the board with its rails.
//
// # Repetition and history
//
// Threefold repetition needs the positions that came before, which the
// position string does not carry. A [State] keeps them itself, as a fixed
// array of the exact keys of the last [HistoryLen] (16) positions, so states
// stay small comparable values (152 bytes) that search can copy, compare
// and share, and a search sees repetitions along the line it explores.
// Keys are exact (board, anchor and side packed into 52 bits), never
// hashes, so no repetition is ever claimed falsely.
//
// A window is enough in practice because repetitions are short: a player
// can in effect pass by sliding the front square of a line round to its
// back and pushing the line forward again, which rebuilds the same board,
// so a position can recur every two turns; shuffles between a few such
// positions repeat within a few turns. The rule is exact whenever the three
// occurrences of a position lie within 16 turns (a cycle of up to 8 turns,
// repeated); a longer cycle goes on until the turn cap draws the game. The
// cost was measured: Apply takes about 71 ns with one key, 94 ns with 16
// and 161 ns with 64, and random playouts slow down by 7% and 10%; the
// window also bounds the length of the history field below.
//
// So that states still round-trip through text, [State.MarshalText] and
// [FormatState] append the history as a fifth field of 13-digit hex keys,
// most recent first, which [ParseState] reads back; the four-field strings
// of the rules parse as positions without history. [State.String]
// and [State.Position] leave the history out.
//
// # Evaluation and hashing
//
// [Game.Evaluate] is the default evaluation of the bots: [EvalTrained],
// which keeps the tactical values of [EvalStandard] (the default before
// it) and weighs the rest, the terms [Features] lists, with weights fitted
// to self-play games (docs/tuning.md). [EvalClassic] is the classic
// program's. A bot takes any of them through ply.WithEval, or the option
// eval=trained, eval=standard or eval=classic ([Game.Heuristic]).
// [Game.Hash] is a Zobrist key of the pieces, the anchor and the side to
// move, from a fixed seed, mixed with the turn counter and the history when
// the game's turn cap and repetition rule read them.
package pushfight
