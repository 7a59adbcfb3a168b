// Package metrics measures a game's design from seeded self-play, for any
// game of package registry: whether the first player is favoured, how
// often games are drawn or never end, how long they last, how many
// choices a player has, how much of the board they use, how often the
// lead changes and how early a game is decided, and how many steps of
// skill lie between a random player and the best bot. The metrics follow
// those of Ludii's evaluation module, each defined here in its own words.
//
// # A study
//
// A Study names a game, the Strengths to measure (bots as bot.Spec, such
// as "random", "level:3" or "alphabeta:4"), each of which plays Games
// games against itself, and how they start and end (OpeningPlies random
// plies first, MaxPlies at most). Run plays them on Parallel workers and
// returns a Report: every game's Record and every strength's Summary, and
// with SolveNodes the exact value of the start where the solver reaches
// it (Solved). The
// same Seed plays the same games with bots limited by depth or nodes,
// however many run at once; Shard and Shards play one of several disjoint
// slices of the schedule, and Merge merges the shards' JSON reports into
// the report of the whole study.
//
//	s := metrics.Study{
//		Game:      "pathway",
//		Strengths: []bot.Spec{{Kind: "random"}, {Kind: "level", Level: 5}},
//		Games:     100,
//		MaxPlies:  1000,
//	}
//	rep, err := s.Run(ctx)
//
// The command examples/metrics (cli.Metrics) is a thin layer over this
// package; docs/metrics.md holds the reports of the five games.
//
// # The metrics
//
// Of a strength's games (Summary), with a 95% interval (Wilson's) where
// the metric is a rate:
//
//   - First-player score: the first player's mean result, a win 1 and a
//     draw or a timeout ½; the first-player advantage, also in Elo.
//   - Balance: 1 - |s1 - s2| of the two players' scores, 1 when they
//     are even and 0 when one side always wins.
//   - Completion: the share of games the rules ended, not cut at the
//     maximum number of plies (the rest are timeouts).
//   - Drawishness: the share of completed games that were draws.
//   - Outcome uniformity: 1 minus the variance of the first player's
//     result (+1, 0 for a draw or a timeout, -1) over the games: 1 when
//     every game ends alike, 0 when wins and losses are even.
//   - Length: the games' lengths in plies (mean, standard deviation,
//     least, median, greatest, and a histogram).
//   - Branching factor: the mean number of legal moves in the positions
//     the bots moved in, overall and by ply.
//   - Decision moves: the share of those positions with more than one
//     legal move.
//   - Game-tree complexity: log10 of the product of the legal moves'
//     counts along a game, averaged over the games.
//   - State-space complexity: an upper bound of log10 of the positions,
//     from the games' diagrams: the playing cells, each holding any of
//     the contents some cell held in some game, times the two players to
//     move.
//   - Board coverage: the share of the board's playing cells (those of
//     the game's diagram) that held a piece in some position of a game,
//     averaged over the games, and over all the games together.
//   - Positional repetition: the share of positions after a ply that
//     repeat an earlier position of the same game: the same pieces on the
//     same cells with the same player to move, as the game's diagram draws
//     them.
//
// From the bots' evaluations: after each ply the score of the bot that
// played it (search.Result.Score) is read through the game's curve
// (registry.CurveOf) as the first player's expected result, from 0 to 1
// (a random move gives none). Of each game (Record), averaged over a
// strength's games:
//
//   - Lead changes: the number of times the player whose expected result
//     is above ½ changes.
//   - Decision point: the fraction of a decided game played when the
//     eventual winner's expected result reaches DecisiveThreshold and
//     keeps it to the end (the lower, the earlier a game is decided).
//   - Drama: the mean, over a decided game's scored plies, of how far the
//     eventual winner's expected result lies below ½.
//   - Stability: the mean absolute change of the expected result from one
//     scored ply to the next.
//   - Uncertainty: the mean over the scored plies of 1 - |2e - 1|, e the
//     expected result: 1 while the bots see the game even, 0 once they
//     see it decided.
//
// Clarity, from the game's evaluation of every move (registry.MoveValues,
// read through the curve as the mover's expected result) at each of the
// bots' positions with a choice, averaged over the positions of a game,
// then over the games:
//
//   - Narrowness: the share of the moves valued at least mean + ¾(best -
//     mean), the moves near the best; the lower, the more clearly the
//     best move stands out.
//   - Move spread: the standard deviation of the moves' values; the
//     higher, the more the choice matters.
//
// # Skill depth
//
// A Climb plays a ladder of bots of increasing strength (LadderRungs: a
// random player, then the levels 1 to 10) in the arena: each rung plays
// the top, the strongest rung reached so far, and becomes the top if it is
// measurably stronger (its Elo's 95% interval above 0); the climb stops
// when SaturationMisses rungs in a row are not: the top has saturated.
// The skill depth is the Elo from the first rung to the top in whole
// steps of StepElo (100 Elo), the number of classes of players a game
// tells apart.
//
// # Output
//
// A Report writes itself as aligned text (WriteText), Markdown
// (WriteMarkdown) and JSON (WriteJSON, which ReadReport reads), and draws
// its plots as SVG: the game-length distribution (WriteLengthSVG), the
// first player's score by strength (WriteScoreSVG), the branching factor
// by ply (WriteBranchingSVG) and the spread of the expected result by ply
// (WriteEvalSVG), its standard deviation over the games, which rises as
// the games are decided. WriteComparison writes several reports side by
// side: a game's variants (setups, board sizes, rule options) compared.
package metrics
