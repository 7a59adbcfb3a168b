// Package cli holds the commands of the ply library as functions: Play (a
// game in the terminal, people or bots on either side), Perft (count a
// game's move tree, or play random games), Arena (tournaments between
// bots, external engines included) and Engine (a bot behind the text
// protocol of package engine). The programs in examples/ are thin mains
// over them, and a game author runs them on a game of their own in the
// same few lines:
//
//	package main
//
//	import (
//		"context"
//		"os"
//
//		"github.com/plygo/ply/cli"
//		_ "example.com/mygame/register" // calls registry.Register
//	)
//
//	func main() {
//		os.Exit(cli.Main(context.Background(), os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
//	}
//
// Every command works through package registry, so any registered game
// works: the five of package games and any other. Each returns its exit
// status: 0 done, 1 failed, 2 bad flags or input; bad input never panics.
package cli
