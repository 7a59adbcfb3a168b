// Package cli holds the commands of the ply library as functions: Play (a
// game in the terminal, people or bots on either side), Perft (count a
// game's move tree, or play random games), Arena (tournaments between
// bots, external engines included), Engine (a bot behind the text
// protocol of package engine), Analyze (recorded games annotated, see
// package analysis), Solve (exact values and best moves of positions), Web
// (the browser board of package web, served until the context ends),
// Board (a position drawn as an SVG picture or a text board) and Metrics
// (a game's design metrics from self-play, see package metrics). Main runs
// each by its name: play, perft, arena, engine, analyze, solve, web,
// board, metrics. The programs in examples/ are thin mains over them, and a game
// author runs them all on a game of their own in the same few lines:
//
//	package main
//
//	import (
//		"context"
//		"os"
//		"os/signal"
//
//		"github.com/plygo/ply/cli"
//		_ "example.com/mygame/register" // calls registry.Register
//	)
//
//	func main() {
//		ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
//		defer stop()
//		os.Exit(cli.Main(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
//	}
//
// Ctrl-C then ends the context: the arena prints the table of the games
// finished so far, and the web board stops its bots and closes.
//
// Every command works through package registry, so any registered game
// works: the five of package games and any other. Each returns its exit
// status: 0 done, 1 failed, 2 bad flags or input; bad input never panics.
//
// # The game
//
// Play, Perft, Solve, Arena, Engine, Board and Metrics choose the game with -game
// and its configuration (registry.Config) with -setup, -size, -seed and
// -opt NAME=VALUE, a rule option of the game (registry.Entry.Options), such
// as -opt maxturns=50, repeatable; play -h lists each game's setups, sizes
// and options with their defaults. Analyze takes the game of each record,
// options included (the tag Options).
//
// # Records
//
// Games are kept as text records (package record, described in
// docs/records.md). Play's -record FILE writes the game to FILE after
// every move, replacing the file whole each time, so that an interrupted
// game loses nothing; -load FILE continues a recorded game from its last
// position, with the players -p1 and -p2 name or else the record's; -replay
// FILE steps through a recorded game (next, prev, goto N, quit); -index N
// picks the record of a file that holds several; and "save FILE" at the
// prompt writes the game so far. Arena's -records FILE writes every game it
// plays, its opening and the bots' scores move by move, and its -json
// report lists each game.
package cli
