// norace_test.go tells the tests that the race detector is off.

//go:build !race

package search_test

const raceEnabled = false
