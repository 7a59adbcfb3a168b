// Package ply defines the contract shared by the games and the search
// algorithms of the ply library: abstract strategy games for two players who
// alternate, with perfect information.
//
// # The contract
//
// A game implements [Game] over two types of its own: an immutable,
// comparable state S and a move type M that stands for one whole turn of the
// player to move. A state is a small value (arrays, bitboards, counters):
// copying it is cheap, == compares positions, and it can be shared between
// goroutines without locks. [Game.Apply] never changes its argument.
//
// [Game.AppendMoves] appends every legal move to a caller-owned slice, so
// move generation allocates nothing once the buffer has grown. Apply is
// unchecked and meant for search, which only applies moves it generated; [Play]
// is the checked form for moves that come from users, returning an error that
// wraps [ErrIllegalMove] or [ErrGameOver].
//
// Games may offer optional capabilities, discovered by type assertion:
// [Hasher] (Zobrist hashing, for transposition tables), [Notation] (the
// game's text notation for moves and states) and [Renderer] (a text board).
//
// # Quick start
//
// A bot in ten lines, with the pathway game and the search package:
//
//	g := pathway.New()
//	s := g.Start()
//	bot := search.AlphaBeta(g, search.Options{Depth: 4})
//	for {
//		if r, over := g.Result(s); over {
//			fmt.Println(r)
//			break
//		}
//		m, _ := bot.Choose(context.Background(), s)
//		s = g.Apply(s, m)
//	}
//
// # Helpers
//
// [Moves] returns the legal moves as a new slice, [Play] applies a move after
// checking it, [RandomPlayout] plays a seeded random game to its end and
// [Perft] counts the leaves of the move tree at a given depth, the standard
// check of a move generator.
//
// # Where the pieces live
//
// The games are the packages mitsudomoe, pathway, pushfight, mapello and
// morelli. Package search plays any [Game]; package gametest checks that a
// Game keeps the contract, and a game author runs it from a single test.
package ply
