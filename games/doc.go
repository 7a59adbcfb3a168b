// Package games registers the library's five games with package registry,
// each with its setups and the bots of the classic programs its rules were
// first taken from. Import it for its side effect, as image/png is:
//
//	import _ "github.com/plygo/ply/games"
//
// after which registry.Open("mapello", registry.Config{Setup: "plain"})
// and the commands of package cli know pathway, mapello, morelli,
// mitsudomoe and pushfight.
//
// # Classic bots
//
// Beside the generic bots every registered game has (random, greedy,
// minimax, alphabeta, mcts), each game offers the bots of its classic
// program, the baselines the arena measures ours against:
//
//   - classic-random: the classic program's random player (where that
//     program skipped moves that lose at once, this one does too);
//   - classic-greedy: one ply of search on the classic program's
//     evaluation;
//   - classic-alphabeta (Morelli only): the classic program's depth-2
//     alpha-beta on its evaluation.
//
// # The games' data
//
// Each game's Entry holds what is the game's own: its ladder of levels
// (Entry.Levels), its MCTS settings where they differ from the generic
// ones (Entry.MCTS, Pathway's), its score curve (Entry.Curve), and its rule
// options (Entry.Options), the options of its constructor that
// registry.Config.Options sets by name and the commands' flag -opt, the
// web board's new-game form, the engine, the arena and records reach:
//
//   - mapello: bonus, a bonus cell's points (WithBonusValue; 0 to 100,
//     default 3);
//   - mitsudomoe: maxturns, the turn cap (WithMaxTurns; 1 to 65535 or
//     off, default 200);
//   - pushfight: maxturns, the turn cap (WithMaxTurns; 1 to 65535 or off,
//     default 200), repetitions, the occurrence of a position that draws
//     (WithRepetitions; 2 to 17 or off, default 3), and selfpushoff, own
//     push-offs legal and losing (WithSelfPushOffLoses; on or off, default
//     off).
//
// Pathway and Morelli have none. The games' other evaluations, chosen by
// eval=NAME, are their registry.Heuristics capability.
package games
