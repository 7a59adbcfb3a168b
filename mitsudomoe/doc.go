// Package mitsudomoe implements Mitsudomoe (Mitsuo Yamamoto, nestorgames
// 2020) for two players: a race on a 5×5 board in which each side moves
// three balls along the rings it places. The rules, with worked examples,
// are in docs/rules/mitsudomoe.md in the module.
//
// # The game
//
// White starts with three balls, each on a ring of its colour, on a1, b1 and
// a2; Black on e5, d5 and e4; each side has five more rings in supply. A
// turn has two compulsory steps. First the player places a ring from supply
// on any cell without a ball, or moves one of their exposed rings (nothing
// on it) to another such cell. Then they move one of their balls onto an
// exposed ring of their own colour: one cell in any of the eight king
// directions, or vaulting in a straight line over one or more balls of any
// colour to the first cell past them. Every enemy ball vaulted over is
// relocated by the mover onto an exposed enemy ring. A ball that reaches one
// of its three goal cells (the opponent's home corner) stays there, and a
// vault over an enemy ball on its own goal is illegal.
//
// After each turn, in this order: the mover wins with all three balls on
// their goal (E1); the mover loses if all three of their home cells hold
// balls (E2); the next player loses without a legal turn (E3); and the game
// is a draw once the turn cap, 200 turns by default, is reached (E4; see
// WithMaxTurns).
//
// # Moves and states
//
// A Move is one whole turn: ring step, ball step and, after a vault over
// enemy balls, their relocation. Relocations that end with the enemy balls
// on the same cells are the same move: AppendMoves generates each outcome
// once (the relocation lemma of the rules), at most 55 per vault. Moves are
// written as in the rules, "*b2 a1>b2" (place on b2, step a1 to b2) or
// "d4>a5 b2>d4 x c3>e2" (move the ring d4 to a5, vault b2 over c3 to d4, the
// black ball on c3 goes to e2); ParseMove also reads relocations in their
// sequential form.
//
// A State is a small comparable value of ring stacks and ball bitboards. Its
// text, used by String, MarshalText and ParseState, is the one-line
// notation of the rules, such as the start
// "3,bB,bB/4,bB/5/wW,4/wW,wW,3 w 5 5 0": rows 5 to 1, each stack bottom to
// top with its ball, then the side to move, the supplies and the turns
// played. Render draws a board for terminals. Cells are named "a1" to "e5"
// (ParseCell, Cell.String); CellAt(x, y) is the cell in column x and row y,
// both counted from 0 at a1.
//
// # Using it
//
// New returns the standard game, a ply.Game[State, Move] that also offers
// ply.Hasher (Zobrist keys from a fixed seed), ply.Notation, ply.Renderer
// and ply.Setups, so it plugs into the search package and the gametest kit.
// Options change the start (WithStart; the rules have one setup, named
// "default" by Setup) and the turn cap (WithMaxTurns).
//
// Game.Evaluate is EvalTrained, which weighs the terms of EvalRace (race
// distance, goal progress, vault lanes, ring economy and home safety;
// Features) with weights fitted by logistic regression to self-play games
// (package tune, docs/tuning.md); it replaced EvalRace's hand-set weights
// when an SPRT accepted it (docs/strength.md). The other evaluations are
// functions that a bot takes through ply.WithEval or the bot option
// eval=NAME (Game.Heuristic): EvalRace (eval=race), and EvalClassic
// (eval=classic), the simpler distance measure of the program the rules
// were first taken from.
//
// # Speed
//
// Move generation works on bitboards: the ball steps of a position are found
// once, then each ring step only changes which of them land on an exposed
// ring and where relocated balls may go. AppendMoves into a reused buffer
// and Apply allocate nothing; perft from the start counts on the order of
// 100 million leaves a second on one core.
package mitsudomoe
