// Package bot is the language of bots: Spec, the typed description of a
// bot (its kind, its limits and its options), and Parse, the one parser of
// the specifications people type for it, such as "alphabeta:4",
// "mcts:1s:seed=3", "level:3", one of a game's own bots
// ("classic-alphabeta:500ms") or an external engine ("exec:./engine",
// "gtp:gnugo --mode gtp"); Spec.String writes them back, and Help lists
// them for usage messages. It also holds the levels for people: Level, what
// each of the bots "level:1" to "level:MaxLevel" plays, and the default
// ladder.
//
// The package knows no game. A game builds the bot a Spec describes
// (registry.Game.NewBot), and package engine starts an external engine
// (engine.NewBot); each game's ladder of levels is in its registry entry
// (registry.Entry.Levels).
//
// Errors wrap ErrSpec, in one line that names the bad part (an *Error);
// bad input never panics.
package bot
