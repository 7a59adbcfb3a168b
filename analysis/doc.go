// Package analysis reviews games as players do on lichess: it searches
// every position of a recorded game for its best lines, maps the scores to
// expected results with the game's curve (search.Curve, registry.CurveOf),
// fitted per game on records of bot games (Samples, Fit), and writes the record back annotated (Review): the
// evaluation after each move ([%eval 0.53], or [%eval #7] for a proven
// result), who wins in how many plies where the search proves it, the best
// line where the move played was worse, and the glyphs ?!, ? and ?? (NAG
// $6, $2, $4) for moves that drop the expected result by at least 0.1, 0.2
// and 0.3, ! (NAG $1) for the only move that keeps a proven win; with a
// summary per side.
//
// The bots are registry.Analyst values (alpha-beta and MCTS, from
// registry.Game.NewBot): alpha-beta's lines are valued exactly
// (search.Limits.MultiPV). cli.Analyze and examples/analyze run it on
// records and streams of records; docs/analysis.md shows annotated games.
package analysis
