//go:build race

// race_test.go: the race detector is on.

package mitsudomoe_test

// raceEnabled skips the allocation checks under the race detector, which
// allocates on its own.
const raceEnabled = true
