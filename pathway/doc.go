// Package pathway implements Pathway (Mark Steere, 2021) for the ply
// library, exactly as docs/rules/pathway.md in the module describes it.
//
// # The game
//
// Two players, Red (ply.First, moves first) and Blue (ply.Second), take
// turns placing one stone of their colour on an empty cell of a square
// board, 6x6 by default. A placement is legal when the new stone touches no
// stone at all, or exactly one stone of its own colour (enemy stones do not
// matter then); touching means orthogonal adjacency. Passing is not allowed.
// The first player with no legal placement on their turn wins. So every
// group of one colour is a tree, and a game lasts at most n*n plies.
//
// # Boards
//
// [New] returns the standard 6x6 game, New([WithSize](n)) any size from 2 to 16 (8
// is the rules' larger board). All sizes share one 256-bit bitboard with
// rows 16 bits apart, so a cell's bit index is its [Move] value and
// legal-move generation is a handful of shifts and masks.
//
// # Notation
//
// A move is a cell name: "c3", "a10". A position lists the rows from the top
// down, '/' between them, then the side to move:
//
//	....../....../....../....../....../...... r
//
// [State] implements encoding.TextMarshaler and TextUnmarshaler in that
// form, and [ParseState] and [ParseMove] read it with errors that wrap the
// ply sentinels.
package pathway
