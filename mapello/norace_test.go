//go:build !race

// norace_test.go: the race detector is off.

package mapello_test

const raceEnabled = false
