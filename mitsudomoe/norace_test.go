//go:build !race

// norace_test.go: the race detector is off.

package mitsudomoe_test

const raceEnabled = false
