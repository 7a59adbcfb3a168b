//go:build !race

// norace_test.go: the race detector is off.

package morelli_test

const raceEnabled = false
