//go:build race

// race_test.go: the race detector is on.

package mapello_test

// raceEnabled skips the deepest perft levels under the race detector,
// which slows bitboard code some tenfold.
const raceEnabled = true
