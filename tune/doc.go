// Package tune trains evaluations for any game of the library: it turns
// self-play games into labelled positions, fits the weights of an
// evaluation to them by logistic regression (Texel's method), trains
// n-tuple networks (package ntuple) by TD(lambda) self-play, and
// tunes numeric parameters by SPSA against the arena.
//
// # Data
//
// A Sample is a position in its game's notation with the result of the
// game it was played in, for its player to move, and optionally the score
// a search gave it. FromRecord makes the samples of a record (the arena
// writes them with -records, so games played on many machines merge by
// concatenating files), FromLine those of a line played in Go, and
// FromSolver those of a line labelled by an exact solver instead of the
// game's result (the value under perfect play, from the end back as far as
// the solver finishes within its limit). Dedup
// merges equal positions (by Hash of their text), averaging their labels.
// WriteSamples and ReadSamples keep samples in a text file, one a line:
//
//	RESULT SCORE WEIGHT POSITION
//	1 12.99 1 ####j#####/##.+..+.##/... x 0 0 0
//
// # Regression
//
// A Row is a position as sparse features (a function of the game returns
// them as a vector; an n-tuple network's configurations are features of
// value 1) and its label; Fit finds the weights whose logistic prediction
// Sigmoid(Row.Dot(w)) best matches the labels, by Adagrad with L2
// regularisation, validating on held-out rows after every epoch and
// keeping the best (early stopping). Hold out whole games, not positions:
// positions of one game share its result, and a fit that has seen a
// game's other positions predicts it too well. WriteGo writes fitted
// weights as Go source for a game to compile in; ntuple.Network's
// MarshalBinary writes a network to embed.
//
// # Self-play and SPSA
//
// TD trains an n-tuple network by TD(lambda) in self-play games of any
// game. SPSA tunes a vector of parameters by matches between perturbed
// copies, and ArenaMatch plays those matches with package arena.
//
// # From the rules alone
//
// Auto trains the evaluation eval=auto of any registered game with a
// diagram: an n-tuple network over the diagram's cells (DiagramPatterns
// chooses its patterns, AutoNetwork builds it), by generations of
// self-play with the previous generation's network, each fitted to the
// games' results and tested against the one before by an SPRT in the
// arena. registry.MarshalAuto writes it where the bots read it.
//
// # ProbCut
//
// FitProbCut fits the model of search.ProbCut: ProbCutSamples searches
// positions (SelfPlayPositions draws them from seeded self-play) with exact
// alpha-beta to a depth and keeps the value of every depth and the
// evaluation; for each pair of depths and band of the game's phases,
// FitLine regresses the deep values on the shallow ones (A, B and the
// residuals' deviation Sigma) and on the evaluation.
//
// # Reproducibility
//
// Every random choice (the split, the order of the rows, the self-play
// moves, the perturbations) comes from a seed in the options, and
// docs/tuning.md gives the commands that made the weights the games
// embed. examples/tune is the command line over this package.
package tune
