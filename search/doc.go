// Package search plays any ply.Game: a seeded random player, a one-ply
// greedy player, exhaustive minimax, alpha-beta with iterative deepening, a
// transposition table, move ordering and parallel workers, Monte Carlo
// tree search, and an exact solver.
//
// # Players and limits
//
// Every player implements [Searcher]: Search(ctx, s, lim) searches s within
// the [Limits] lim (a depth, a number of nodes or playouts, a move time, or
// none at all with Infinite) and returns a [Result]: the move, its score, the
// depth reached, the nodes searched, the principal variation and the time
// taken. Choose(ctx, s) is the move of a search with a zero Limits, the
// player's default budget (DefaultDepth plies, DefaultPlayouts playouts),
// whatever the context. The limits travel with each call; a player's options
// configure only the player itself (threads, table or tree size, seed,
// constants, switches), so that one player can search with a new budget
// every move. [AlphaBetaPlayer.Iterate] and [MCTSPlayer.Iterate] search as
// Search does and yield the progress (each finished depth, or the result so
// far at growing numbers of playouts), then the answer: the one way to
// follow a search as it runs.
//
// Limits.MultiPV asks for several best root moves (MultiPV), each with its
// score, depth and line, in Result.Lines. Alpha-beta values each exactly: at
// a fixed depth a line's score is that of a search of the same depth with
// its root move forced (gametest.CheckLines checks it on any game). MCTS
// gives its most visited moves with their visits and mean outcomes.
//
//   - [Random] draws a legal move uniformly from a seeded *rand.Rand.
//   - [Greedy] looks one ply ahead; it takes an immediate win.
//   - [Minimax] searches every line to a fixed depth, without pruning: the
//     reference the other searches are tested against.
//   - [AlphaBeta] finds the same move and score as Minimax, much faster; its
//     [Options] add iterative deepening, a
//     transposition table, move ordering, principal variation search,
//     quiescence search and parallel workers, each of which can be switched
//     off. Quiescence alone changes the value found (it looks further).
//   - [MCTS] is UCT Monte Carlo tree search with seeded playouts.
//
// A ten-line bot:
//
//	g := pathway.MustNew()
//	bot := search.AlphaBeta(g, search.Options{})
//	s := g.Start()
//	for {
//		if r, over := g.Result(s); over {
//			fmt.Println(r)
//			break
//		}
//		r, _ := bot.Search(context.Background(), s, search.Limits{Depth: 6})
//		s = g.Apply(s, r.Move)
//	}
//
// # Scores
//
// Scores are from the view of the player to move in the searched state
// (negamax): higher is better for that player. A state at the search
// horizon is valued Evaluate(s, ToMove(s)), which the game keeps well inside
// ±1e6. A finished game is valued from its Result, beyond every heuristic
// value: a win n plies after the searched state scores [WinScore]-n, a loss
// -([WinScore]-n), a draw 0, so the searches prefer quicker wins and slower
// losses. In games that keep score (ply.Result.Score, such as Mapello) the
// margin counts first: a win by k points scores [WinScore]+k·[MarginUnit]-n,
// so the searches prefer the bigger win, then the quicker one (and the
// smaller, then slower, loss). [WinDistance] tells a proven result from a
// heuristic one and gives the distance n in plies either way. [ScoreText]
// says a score as people read it, a proven result in words counting plies
// ("win in 3", "loss in 2"), and [ParseScoreText] reads it back.
//
// # What the searches assume
//
// Nothing beyond the ply.Game contract. They ask ToMove who is to play at
// every state (a child's value changes sign only when the player to move
// changes), they Apply only moves that AppendMoves generated in that state,
// and their only randomness is a seeded generator. Among moves of equal value
// the first in generation order is chosen, so a fixed-depth search gives the
// same move on every run, whatever its options. Optional capabilities are
// found by type assertion: ply.Hasher enables the transposition table,
// [ply.MoveOrderer] lets a game suggest which moves to search first and
// [ply.ForcingMover] which moves to follow past the horizon.
//
// # Alpha-beta
//
// [AlphaBeta] is negamax alpha-beta with fail-soft bounds, and with
// [Options] its features, each of which a No* field switches off:
//
//   - Iterative deepening searches depth 1, 2, 3, ... and keeps the result of
//     the deepest finished depth, so that a search stopped by its context,
//     Limits.MoveTime or Limits.Nodes still has a move; with one thread and
//     one line, the move of the depth it stopped in where that depth, which
//     values the finished depth's move first, found a better one.
//     [AlphaBetaPlayer.Iterate] reports each depth as it is finished.
//     The deepening stops early when the result is final: a proven win or
//     loss, or a tree whose every line ends within the depth.
//   - The transposition table (for games that implement ply.Hasher) keeps,
//     per state, the value found, its bound (exact, lower, upper), the depth
//     searched and the best move, in a fixed number of mebibytes; it is kept
//     between searches of one player. A stored value cuts the search only at
//     exactly the depth it was found at (or, if no horizon was met below it,
//     at any greater depth), never from a deeper search: that is why every
//     fixed-depth search returns exactly the minimax value.
//   - Move ordering: the table's best move first, then the moves a game's
//     [ply.MoveOrderer] ranks above 0, then two killer moves per ply, then the
//     rest by the history heuristic, then the moves the game ranks below 0.
//     At the root, the best move of the previous depth comes first. At a
//     node without a table move, a game's forcing moves ([ply.ForcingMover])
//     are searched before all others, before the others are even
//     generated: a winning reply then cuts at the cost of finding it alone.
//     A game whose hints and table cost more than they save near the
//     horizon ([ShallowPlier], Othello) has neither asked there, in an
//     exact search.
//   - Principal variation search: after the first move, each move is first
//     searched with a null window, and again with the full window only if it
//     may be better.
//   - Quiescence search, for games that mark forcing moves
//     ([ply.ForcingMover]: captures, immediate wins, threats). At the
//     horizon, instead of the bare evaluation, the search takes q(s): the
//     better, for the side to move, of standing pat on Evaluate(s) and of
//     playing one of the forcing moves of s and continuing with q (or the
//     score of the finished game), at most [QuiescenceDepth] forcing moves
//     deep. q depends only on the state, so the table stays exact, and a
//     fixed-depth search returns exactly the minimax value of the tree
//     extended this way (tested against a brute-force reference that
//     extends the same way). Options.NoQuiescence switches it off, and the
//     search returns the plain minimax value again. A win or loss proven
//     beyond the depth (within quiescence) is a real one, but iterative
//     deepening goes on until it lies within the depth, in case a deeper
//     search finds a quicker win or a slower loss.
//   - Parallel workers (Options.Threads), below.
//
// One option, off by default, trades that exactness for depth:
// Options.Selective lets a deeper search's table entry cut, and reduces late
// moves (after the first [LateMoves] of a node at least [LateDepth] plies
// from the horizon; never the table move, nor, at a node without one, the
// forcing moves searched first) by one ply,
// searching them at full depth again only if they beat the best so far.
// A fixed-depth search with it visits far fewer positions (a third, on
// Pathway at depth 5 and 6) and returns a value that is no longer exactly
// minimax; it is for play against the clock (the bot option
// selective=on).
//
// Options.ProbCut, off by default, gives up exactness the same way:
// Multi-ProbCut (Buro). At a node of a null-window search with d plies
// left, a shallow search of d' plies predicts the deep value by a line
// fitted to the game's own positions (v ≈ A*v' + B, residuals of
// deviation Sigma, per depth pair and band of the game's phases, which a
// game gives with Phaser), and the node is cut where the prediction lies
// Confidence deviations beyond the window. It never cuts the root, nor
// inside its own shallow searches or quiescence, nor a window of proven
// results, and its cuts are not stored in the table. Package tune fits the
// model (FitProbCut); Othello's bot alphabeta-solve uses one.
//
// # Parallel search
//
// With Options.Threads above 1, that many workers search the same position
// in the manner of lazy SMP: all of them deepen iteratively and share the
// transposition table. So that they help rather than repeat each other,
// each helper starts the root moves at its own place in their list, half of
// them search the later moves of principal variation nodes (which must all
// be searched) in reverse order, meeting the main worker in the middle, and
// in null-window nodes a worker searches last a move whose node another
// worker is searching at that moment (as ABDADA does; the workers mark the
// nodes they search in a small shared table), when the other's value may
// be in the table. At the root they share the best move found so far at
// the depth in progress, and each searches every root move with a null
// window on the better of its own best and the others': a helper that
// starts elsewhere in the list then searches as narrowly as the main
// worker, and the root moves one worker has refuted cost the other one
// table lookup each. They all search the same depth: the table cuts off only
// on an entry of the very depth asked, so that a worker one ply deeper
// would give the others moves to try first but nothing to cut on. The
// deepest depth any worker
// finishes is adopted by all. Since the table only ever holds true bounds of
// values at given depths, the move and score of every finished depth are
// those of a single thread, whatever the timing; node counts and principal
// variations are not.
//
// With a node limit (Limits.Nodes), the workers also repeat exactly: they
// then meet at synchronisation points every 1024 nodes each, and only there
// are the table entries each wrote since the last point merged (in worker
// order), node counts added up, the deepest finished depth adopted and the
// limit checked. Between points a worker reads the table as it was at the
// last point plus its own writes. So the whole result (move, score, depth,
// nodes, principal variation) is the same on every run, whatever the
// scheduling of the goroutines; only a context or a MoveTime makes a search
// depend on the clock. (In lockstep, half of the helpers search one ply
// deeper than the main worker, and none defers to another.) This costs
// speed (workers wait for each other), so without a node limit the workers
// run free. RESULTS.md gives the speed-up of both.
//
// [MCTS] runs one tree per thread (root parallelism), each with its own
// generator seeded from the seed and its thread number, and adds up the
// visits of the root moves: it repeats too, given a playout limit
// (Limits.Nodes).
//
// # Monte Carlo tree search
//
// [MCTS] is UCT: each iteration descends the tree by the UCB1 formula, adds
// one node, plays a seeded playout to the end of the game (or, with
// MCTSOptions.PlayoutDepth, for a fixed number of plies, then estimates the
// outcome with the game's evaluation) and backs the outcome up. The solver
// marks finished games and the states whose value follows from their children
// as proven, so they are no longer sampled, and a proven root ends the
// search. The tree is kept between searches and reused when the next state
// searched is at most two plies below the last one, within a bounded
// memory (see Memory below). A game can supply a [ply.PlayoutPolicy] to
// choose playout moves, and a [ply.EvalScaler] to give the scale of its
// evaluation: a playout cut off by PlayoutDepth is scored
// tanh(Evaluate/scale), with the Evaluate of the game MCTS was given, so an
// evaluation given with ply.WithEval is the one used (the scale comes from
// MCTSOptions.EvalScale, else the game's EvalScaler, else
// [DefaultEvalScale]). A game without a policy that is a ply.PlayoutRunner
// plays the uniform playouts to the end with its own, faster code.
//
// The evaluation can also work inside the tree, each use an option that
// can be switched off and measured: MCTSOptions.EvalLeaves scores each new
// leaf by tanh(Evaluate/scale) instead of a playout; Minimax mixes implicit
// minimax backups (each node keeps the minimax value of the evaluations
// below it) into the mean rewards selection ranks children by; Bias adds
// progressive bias, a bonus from the evaluation that fades with the
// visits; Widening orders each node's moves by the evaluation after them
// and lets a node have only about Widening·√visits children, for games of
// hundreds of moves a turn. The registry's mcts bot, with EvalLeaves,
// Minimax and Widening (in Pathway, playouts and Minimax), scores 51 to 75%
// against alpha-beta at 100 ms a move in the five games of this module,
// where playouts alone scored 0 to 5% in four (docs/strength.md, "MCTS
// against alpha-beta").
//
// # Exact solving
//
// [Solver] returns a [SolverPlayer], whose Solve finds the exact outcome of
// a state for the player to move (Win, Draw or Loss), the final margin of
// perfect play in games that keep score, and a best move: a [Solution]. It
// searches by null windows on the final result alone, never the
// evaluation: is it a win? if not, a loss? then, in a scored game, the
// margin by bisection, starting with the two probes around the likeliest
// value. Its own transposition table holds bounds on exact values, so it is
// kept between solves; enhanced transposition cutoffs look every child up
// before searching any; a game's [ExactSolver] (Mapello's endgame solver)
// or, in a game without scores, its [OutcomeSolver] (Pathway's) takes over
// on the states it handles. A node or time limit makes the outcome
// Unknown, never a guess. gametest.CheckSolver checks the solver, and a
// game's own solver, against brute force. A game that can score its end by
// several rules ([ScoringRules]: Mapello's own, or Othello's, which gives
// the empty cells to the winner) is solved by the one SolveOptions.Rule
// names; a game whose positions come with published answers, as the
// Othello test suites' do, reads them with its [PublishedReader].
//
// # Options and limits
//
// Every numeric option and limit has a documented meaning for each of its
// values, or is refused: Search and Choose then return an error wrapping
// [ply.ErrInvalidOption] (and no move) instead of searching. Zero is the
// default of every field. A negative depth, table or tree size, playout depth,
// exploration constant, evaluation scale, bias or widening, a minimax
// weight outside 0 to 1, is refused, as are NaN or
// infinite constants, more than [MaxThreads] threads, a Limits.Depth beyond
// [MaxDepth], a TableMB beyond [MaxTableMB] and a TreeMB beyond
// [MaxTreeMB]. A negative Threads means one per core. A negative
// Limits.MoveTime asks for a move at once, without searching: the first of
// the moves the game's ply.MoveOrderer ranks highest, or the first legal
// move. Node limits take any value.
//
// # Time management
//
// A clock (Limits.Clock) is turned into a time to think by one formula,
// Clock.Budget. On a fixed time per move that is the time. On a running
// clock, whose time carries over, alpha-beta paces itself between a soft
// limit, the budget, and a hard limit, four times it at most
// (Clock.Bounds): it starts no depth it does not expect to finish, stops
// sooner where one move has stayed best for several depths, thinks longer
// where the best move changes from depth to depth or the score falls, and
// plays a single legal move after one ply. Limits.Clock gives the rule;
// Options.NoPacing switches it off.
//
// # Errors and cancellation
//
// Choose and Search on a finished state return an error wrapping
// ply.ErrGameOver. They watch their context at every node, so they return
// within milliseconds of its cancellation or deadline, with an error wrapping
// the context's error together with the best move known: that of the deepest
// finished depth for alpha-beta, the best among the root moves searched so far
// for minimax and greedy, the most visited move for MCTS, and the first legal
// move if nothing was searched yet (a context already done returns that at
// once). Reaching a limit (Depth, Nodes, MoveTime) is not an error:
// Result.Completed is then true.
//
// A timer alone would not keep MoveTime, nor the context's deadline, when
// every core searches: it fires only when a processor is free to run it.
// So every search also reads the monotonic clock itself, on one cadence:
// after about 1024 units of work, where a generated move counts one and a
// created state (an Apply: a node, an MCTS expansion or playout ply) counts
// 16. A game with a few moves a state reads it every few dozen nodes, one
// with thousands (Push Fight) after each costly expansion. RESULTS.md gives
// the time the searches take beyond a 10 ms MoveTime, measured by
// BenchmarkDeadline.
//
// Each player is safe for concurrent use; the searches of one player take
// turns, since they share its table or trees.
//
// # Memory
//
// Alpha-beta's table takes Options.TableMB (DefaultTableMB, 16 MiB, by
// default), allocated by the first search. MCTS trees grow with the search,
// in chunks of a thousand nodes, without copying, until they take
// MCTSOptions.TreeMB (DefaultTreeMB, 128 MiB, by default, for all threads
// together); a full tree stops growing and the search goes on from its
// leaves. Peak resident memory of a whole process (VmHWM) thinking 10 s with
// MCTS from the start, one thread, on the shared 2-core machine (loaded, so
// the playouts vary; a tree adds one node per playout):
//
//	           before                 now, TreeMB 0 (128)    now, TreeMB 32
//	mapello    154 MB, 367k playouts   40 MB, 388k playouts   31 MB, 300k playouts
//	pathway    110 MB, 299k playouts   23 MB, 165k playouts   32 MB, 249k playouts
//
// Before, trees were capped at 2^20 nodes, but re-rooting copied them into a
// second arena and growing them by append left the old arenas to the
// garbage collector: about 400 bytes a playout, 290 MB (Mapello, 914k
// playouts) and 270 MB (Pathway, 684k playouts) at a quieter moment. Now
// they take 100 to 140 bytes a playout, up to TreeMB.
//
// # Speed
//
// Searches allocate nothing per node: move lists go into per-ply buffers that
// are reused, states are values, and the table and trees are allocated once
// per player. The benchmarks report nodes per second for each algorithm and
// playouts per second for MCTS; RESULTS.md records the nodes each alpha-beta
// feature saves and the parallel speed-up, with the command that measures
// them.
package search
