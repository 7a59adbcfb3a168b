//go:build unix

package games

import (
	"syscall"
	"time"
)

// processorTime returns the processor time the process has used so far,
// user and system, and true; see BenchmarkMapelloAlphaBeta.
func processorTime() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
