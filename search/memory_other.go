//go:build !linux

package search

import "math"

// memoryAvailable returns the bytes the process may still allocate, where
// the platform tells; elsewhere no bound.
func memoryAvailable() uint64 { return math.MaxUint64 }
