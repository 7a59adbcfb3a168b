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
package games
