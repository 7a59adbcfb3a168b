// Package openings holds the opening suites of the arena: the positions
// that the games of a tournament start from, so that results compare
// across runs and machines, read from a file of positions or of records.
//
// # Files
//
// An opening file holds positions in the game's notation, one a line, with
// comments after '#', or records of package record, whose moves are the
// openings (Read). The arena's -openings FILE reads one.
//
// # The shipped suites
//
// Every game of the module ships a suite for its standard configuration
// (Suite), made by a documented, reproducible procedure: the generator in
// internal/gen (go generate ./openings) draws openings of a few random
// plies that neither lose at once nor hand the opponent a winning reply
// (registry.Game.Opening), from a fixed seed, drops repeats and positions a
// shallow search proves won or lost, scores every candidate with a
// fixed-depth alpha-beta search, and keeps the candidates whose score is
// nearest to even. Each line of a suite carries its score, the depth and
// the number of random plies in a comment. Running the generator again
// writes the same files.
package openings
