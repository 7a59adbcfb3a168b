//go:build unix

package main

import (
	"syscall"
	"time"
)

// cpuTime returns the processor time the process has used so far, user
// and system, and whether the system tells it.
func cpuTime() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
