// memory.go holds the check of a table's or tree's size against the memory
// the machine can give, so that an impossible size is an error rather than
// a fatal "out of memory".

package search

import "fmt"

// checkMemory returns an error wrapping ply.ErrInvalidOption if bytes,
// asked for by the option name (mb mebibytes), exceed what the process can
// allocate: the machine's physical memory or, where the platform tells,
// the address space its limits (ulimit -v) leave.
func checkMemory(name string, mb int, bytes uint64) error {
	if avail := memoryAvailable(); bytes > avail {
		return optionError(name, mb, fmt.Sprintf("more than the %d MiB this process can allocate", avail>>20))
	}
	return nil
}
