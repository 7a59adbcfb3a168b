// Package registry plays any registered game through its text notation, so
// that commands, records, the web board and the engine protocol work on
// every game without knowing its types.
//
// # Registering and opening
//
// A game registers an Entry, usually from an init function (package games
// registers the library's five): its Name, a Summary, the metadata of its
// configuration (the Setups, board Sizes and rule Options a Config may
// ask for), its data (the Levels of the bots "level:N", its own MCTS
// settings, its score Curve) and Open, which builds the game with Adapt.
// Open (the package function) opens a registered game by name in a
// Config; Names and Lookup list the entries.
//
//	import _ "github.com/plygo/ply/games"
//
//	g, err := registry.Open("pathway", registry.Config{Size: 8})
//	g, err = registry.Open("pushfight", registry.Config{Options: registry.Options{"maxturns": "50"}})
//
// # The handle
//
// A Game is a registered game bound to one configuration and start. It is
// made of small interfaces, one per responsibility, so that a function can
// ask for the part it uses:
//
//   - Identity: the game's name, Config and players' names, and results
//     in words (DescribeResult, DescribeEnd).
//   - Rules: Start, ToMove, Moves, Apply, Result and EndReason (why a
//     finished game ended: the game's ply.EndReasoner, or a generic
//     reason), and the notation: ParseMove, ParsePosition and
//     FormatPosition.
//   - Boards: text boards, diagrams and the clicks that enter moves.
//
// and of what needs the game's own types: NewBot and Bots, the bots that
// play it; Perft, random playouts and openings; Unwrap.
//
// Its values are opaque: a Position is a state of the game, and a Move a
// legal move of one position, holding the game's move and its canonical
// text. A move typed by a person is read once, by Rules.ParseMove,
// which trusts the game's ParseMove to return only legal moves (as
// ply.Notation promises and package gametest checks); applying, drawing
// and recording the Move read nothing again. A bot's Choice carries its
// Move too.
//
// # Lines
//
// A Line is a game so far: its start, its Moves and the position after
// each. Line.Play reads a move and plays it, Line.PlayMove plays a Move
// already read, Line.Undo takes moves back and Replay plays a list of move
// texts, naming the first it cannot play. TextBoard draws a line's
// position as play, play -replay and the engine's showboard all show it:
// the game's diagram with the last move marked, its status, notes and
// legend.
//
// # Bots
//
// A bot is a value: a bot.Spec (package bot, the language of bots) says its
// kind, its limits and its options, and bot.Parse reads it from the text
// people type, such as "alphabeta:4" or "level:3". Game.NewBot builds the
// Bot a Spec describes, with the game's own types: the generic bots, the
// levels (each game's ladder in its Entry, Levels), the oracle and the
// game's own bots (OwnBot). Bot.Choose answers a Choice: the move and what
// the search found.
//
// The option eval=NAME picks another of the game's evaluations
// (Heuristics). Every game with a diagram also offers eval=auto, an
// n-tuple network over its diagram's cells trained from the rules alone
// (tune.Auto, the command examples/tune auto), read from the file AutoPath
// names; MarshalAuto and UnmarshalAuto write and read the file, and
// NewAutoBot plays with a network held in memory.
//
// # Errors
//
// Errors wrap the sentinels of this package (ErrUnknownGame, ErrPosition,
// ErrNoDiagram, ErrReplay), bot.ErrSpec for a bot the game cannot build,
// or those of package ply (ply.ErrSyntax, ply.ErrIllegalMove,
// ply.ErrGameOver, ply.ErrInvalidState, and ply.ErrInvalidOption for a
// game option out of range); match them with errors.Is. Bad input never
// panics.
package registry
