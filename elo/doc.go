// Package elo is the statistics of engine testing: from the counts of
// games two bots played, how much stronger one is and how sure one can
// be. It knows nothing of games, bots or schedules; package arena plays
// the games and reports with it, and anyone with counts of their own can
// use it alone.
//
// # Counts
//
// A Tally counts wins, draws and losses, with the score and its 95%
// (Wilson) interval; FromScore turns a score into a logistic Elo
// difference. A Pentanomial counts game pairs, the same opening played
// with either colour, by the points one bot scored in the pair (0, ½, 1,
// 1½ or 2): a pair is one sample, which keeps the statistics right when
// the colour or the opening matters much.
//
// # Estimates
//
// EstimatePentanomial and EstimateWDL give what fastchess reports: the
// score, Elo and normalized Elo (nElo, the score's distance from ½ in
// standard deviations, which a test needs about as many games to measure
// whatever the draw ratio) with their 95% intervals, and the likelihood of
// superiority (LOS).
//
// # The sequential test
//
// An SPRT tests "the first bot is Elo1 stronger" against "it is Elo0
// stronger" after every game pair, in normalized or logistic Elo (Model),
// and stops as soon as the evidence is in: LLR of Pentanomial counts and
// LLRWDL of wins, draws and losses agree with fishtest and fastchess, and
// SPRT.Decide turns the log-likelihood ratio into a Decision. ParseSPRT
// reads a test as "elo0=0 elo1=5 alpha=0.05 beta=0.05 model=normalized".
//
// # Ratings
//
// Ratings fits one Elo rating per bot, with a 95% interval, to the
// Matchups of a tournament of any number of bots (the Bradley–Terry model
// by maximum likelihood).
package elo
