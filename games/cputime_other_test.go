//go:build !unix

package games

import "time"

// processorTime reports false: the platform does not tell the processor
// time here.
func processorTime() (time.Duration, bool) { return 0, false }
