//go:build !race

// norace_test.go: the race detector is off.

package pathway_test

const raceEnabled = false
