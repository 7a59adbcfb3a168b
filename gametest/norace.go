//go:build !race

package gametest

// RaceEnabled reports whether the race detector is on: tests skip what it
// distorts, such as allocation counts.
const RaceEnabled = false
