// race_test.go tells the tests that the race detector is on, so that they
// shrink their heaviest work.

//go:build race

package search_test

const raceEnabled = true
