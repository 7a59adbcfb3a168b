// Package book holds opening books for any game with a hash and a
// notation (ply.Hasher, ply.Notation): positions near the start with
// values propagated by negamax from searched leaves, built from a game's
// own search, kept in a text file that people can read and diff, and
// consulted by position.
//
// # Building
//
// Build expands the tree of the start breadth first. Expanding a
// position scores every move's result: a result already in the book keeps
// its value, a new one is searched (BuildOptions.Limits) and becomes a
// leaf. Every position fewer than BuildOptions.Full moves from the start
// is expanded; deeper, up to BuildOptions.Plies, a position is expanded
// when the move that leads to it is within BuildOptions.Margin of the best
// move of its parent, so the book grows where the best moves are close,
// as engines build theirs. After each ply the values are propagated to the
// start by negamax. Each leaf is searched by a new searcher (Build's
// newSearcher), so that its value does not depend on what was searched
// before it, and BuildOptions.Threads searches that many leaves at once.
// The build uses no randomness: the same game, start, search and options
// give the same book, whatever the number of threads.
//
// # The file
//
// A book file is text, one position a line, in the order Build writes
// them (breadth first):
//
//	# comments start with '#'; blank lines are ignored
//	start POSITION
//	SCORE
//	SCORE MOVE;MOVE;...
//
// The optional start line gives the position the book starts from, in the
// game's notation (FormatState); without it the book starts from the
// game's Start. Every other line is a position: its value for the first
// player (ply.First, whoever moves), a decimal number, then the moves that
// lead to it from the start in the game's notation, separated by ';'
// (moves of some games hold spaces). The start itself is the line with a
// score alone. Each position appears once; another line that reaches it by
// a transposition is an error. Parse reads what AppendText writes, and
// its errors wrap ply.ErrSyntax or ply.ErrIllegalMove with the line's
// number.
//
// # Playing from the book
//
// Lookup is by position, so transpositions are found whatever the order of
// the moves. A position is expanded in the book when the results of all its
// legal moves are in it; Moves lists them, best first, and Choose picks
// the best or, with a generator, one of those within a margin of the best,
// so that games from a book vary and repeat from a seed.
package book
