// Package engine puts bots behind a line protocol framed as GTP version 2,
// the Go Text Protocol, so that programs talk to them through stdin and
// stdout: graphical boards, tournament managers, and the arena of package
// cli, whose "exec:" bots are engine processes.
//
// A command is one line, "[id] name [args]"; its answer is "=[id] text"
// for a success or "?[id] message" for a failure, ended by an empty line.
// Server answers the commands for any game of package registry and one of
// its bots; Client starts an engine process and sends it commands; ExecBot
// is an engine process as a registry.Bot. docs/engine.md documents every
// command, with a session.
//
// ExecBot also plays engines that speak standard GTP 2 (a "gtp:" bot, or
// an "exec:" one found to): colours with play and genmove, passes in
// either convention, the engine's board and final score checked against
// ply's (ErrMismatch), as NewBot builds from a specification.
//
// Moves and positions are in the game's own notation. The argument of
// play is the whole rest of the line, so moves with spaces (a Push Fight
// turn "d4-c4 d1^", a Mitsudomoe turn "*c1 a1>c1") need no quoting. Unlike
// GTP, only a line that starts with '#' is a comment: positions use '#'.
package engine
