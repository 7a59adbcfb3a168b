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
// # Capabilities
//
// Beside Game, a game may offer optional capabilities, each a small
// interface that tools discover with [As]:
//
//   - [Hasher]: a Zobrist hash whose equal values promise equal futures,
//     for transposition tables;
//   - [Notation]: the game's text notation for moves and states;
//   - [Renderer]: a text board for terminals;
//   - [PlayerNamer]: the names of the two sides (Red and Blue, ...);
//   - [EndReasoner]: why a finished game ended, in words naming the rule
//     ("White filled its own home with balls (rule E2)"); [EndReason]
//     gives a generic reason for a game without it;
//   - [MoveCounter]: the number of legal moves without building the list;
//   - [Perfter]: the game's own, faster perft;
//   - [PlayoutRunner]: the game's own, faster random playout;
//   - [MoveOrderer]: hints that help alpha-beta search good moves first;
//   - [ForcingMover]: the forcing moves (wins, captures, threats) that
//     alpha-beta follows past its horizon;
//   - [PlayoutPolicy] and [EvalScaler]: guidance for Monte Carlo playouts,
//     and the scale of the evaluation that scores their cut-offs.
//
// The capabilities for drawing and clicking live beside the drawing code,
// in package diagram: diagram.Diagrammer (a description of the board that
// package diagram draws as SVG or a text board, and browser boards draw
// too), diagram.MoveClicker, diagram.ClickGrouper and
// diagram.ClickPreviewer (how a person enters each move by clicking on
// that board, which of those clicks may come in any order, and the board
// in the middle of a turn), and diagram.Owners (who holds each cell of
// the diagram, read fast for the evaluation eval=auto). They are found
// with As like the others.
//
// A game asserts at compile time every capability it implements, so that a
// change of signature cannot silently switch one off:
//
//	var _ ply.Hasher[State] = (*Game)(nil)
//
// # Evaluation as a value
//
// [WithEval] gives any game another evaluation without losing its
// capabilities: it returns a [Wrapper] whose Unwrap leads back to the game,
// and [As] follows that chain. Game options configure rules only; a bot's
// evaluation is chosen where the bot is built.
//
// # Quick start
//
// A bot in ten lines, with the pathway game and the search package:
//
//	g := pathway.MustNew()
//	s := g.Start()
//	bot := search.AlphaBeta(g, search.Options{})
//	for {
//		if r, over := g.Result(s); over {
//			fmt.Println(r)
//			break
//		}
//		r, _ := bot.Search(context.Background(), s, search.Limits{Depth: 4})
//		s = g.Apply(s, r.Move)
//	}
//
// # Helpers
//
// [Moves] returns the legal moves as a new slice, [Play] applies a move after
// checking it, [RandomPlayout] plays a seeded random game to its end and
// [Perft] counts the leaves of the move tree at a given depth, the standard
// check of a move generator.
//
// # Adding a game
//
// A game of one's own implements [Game] and the capabilities it can offer,
// checks itself with package gametest from one test, and registers with
// package registry to run in every command of package cli. CONTRIBUTING.md
// in the module describes the skeleton the five games share: the same file
// for the same concern, the same option vocabulary (New returns an error
// wrapping [ErrInvalidOption] for a bad value; options configure rules
// only, evaluations go through [WithEval]).
//
// # Where the pieces live
//
// The games are the packages mitsudomoe, pathway, pushfight, mapello and
// morelli, each with its rules in docs/rules, whose worked examples each
// package also returns as data from its Lessons ([Lesson]: the tests check
// them, the web board's Learn page teaches from them). Package search
// plays any [Game]; package gametest checks that a Game keeps the
// contract; package registry gives any game a name and a handle in its own
// notation, and package games registers the five; package cli holds the
// commands (play, perft, arena); package diagram describes boards for
// drawing and clicking, and draws them as SVG or text.
package ply
