//go:build !race

// norace_test.go: the race detector is off.

package pushfight_test

const raceEnabled = false
