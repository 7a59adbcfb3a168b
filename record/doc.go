// Package record keeps games as text: a format in the spirit of chess's
// PGN for every game of package registry, read and written as a stream of
// records, and replayed with every move checked by the game's rules.
//
// # The format
//
// A record is tag pairs, one a line, then the moves, one a line, numbered
// from 1 in the order they were played (each player's moves share the
// numbering, as a game may pass or move twice):
//
//	[Game "mapello"]
//	[Setup "random"]
//	[Seed "42"]
//	[Options "bonus=5"]
//	[First "alphabeta:3"]
//	[Second "Ada"]
//	[Date "2026.05.01"]
//	[Round "3"]
//	[Result "1-0"]
//	[Score "35-29"]
//	[Outcome "Black wins 35-29: neither side can place a disc (Black 35 discs, White 29 discs)"]
//	[Termination "normal"]
//	[TimeControl "10+0.1"]
//
//	1. d3 {[%eval 0.5/3] score 0.5 depth 3 nodes 812 time 4ms [%clk 0:00:09.8]}
//	2. c5
//	...
//
// A tag value is a double-quoted Go string literal. The tags with Record
// fields come first, in the order above, then any other tags. Game names
// the registered game; Setup, Size, Seed and Options (its rule options
// that differ from their defaults, such as "maxturns=50 repetitions=off")
// its configuration (as registry.Config has them) and Position its start position in the game's
// notation when that is not the configuration's own. First and Second
// are the players: bot specifications, "human" or names; Date the day in
// PGN's form (DateFormat) and Round the game's number in a tournament.
// Result is "1-0"
// (the first player won), "0-1", "1/2-1/2" or "*" (unfinished); Score the
// final score of games that keep one; Outcome the result in words and,
// when the rules ended the game, why (registry's DescribeEnd);
// Termination how the game ended, in PGN's standard values (Normal,
// Adjudicated, TimeForfeit, RulesInfraction, Abandoned); TimeControl the time control
// in PGN's form. Comments may carry PGN's [%eval s/d] and [%clk H:MM:SS]
// commands (ChoiceEval and SetEval, ClockComment and ParseClock).
//
// A move is the game's own notation, spaces and all, up to the end of
// the line or an optional comment in braces, in which backslash escapes
// \\, \} and line ends \n and \r. A move that would not read back as itself
// (one with braces, quotes or backslashes, surrounding spaces or
// unprintable characters: the five games' notations have none) is
// written as a double-quoted Go string literal. Records in a stream are
// parted by a blank line. The documentation in docs/records.md of the
// module has a full example.
//
// # Reading, writing and replaying
//
// A Reader returns one record per call of Next, io.EOF after the last;
// its errors are *SyntaxError values naming the line and column, which
// wrap ErrSyntax. Parse reads one record from text in the record format
// or in a plain form that a person may type: the game's name, the start
// ("-" for the configuration's own) and one move a line. A Writer
// writes records to a stream; Write writes one.
// Record.Replay opens the record's game and plays its moves, refusing a
// tampered record at the offending move (a *ReplayError) with the moves
// before it kept, and a Result the game contradicts (ErrResult). New
// makes the record of a registry.Line of a registry.Game, whose Config
// gives the configuration.
package record
