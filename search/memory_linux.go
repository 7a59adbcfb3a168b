package search

import (
	"math"
	"os"
	"strconv"
	"strings"
	"syscall"
)

// memoryAvailable returns the bytes the process may still allocate: the
// machine's physical memory and swap, at most its cgroup's memory limit
// (a container's), and at most what its address-space limit (RLIMIT_AS)
// leaves beside what it maps already.
func memoryAvailable() uint64 {
	avail := uint64(math.MaxUint64)
	var si syscall.Sysinfo_t
	if syscall.Sysinfo(&si) == nil {
		unit := max(uint64(si.Unit), 1)
		avail = (uint64(si.Totalram) + uint64(si.Totalswap)) * unit
	}
	if b, err := os.ReadFile("/sys/fs/cgroup/memory.max"); err == nil {
		if n, err := strconv.ParseUint(strings.TrimSpace(string(b)), 10, 64); err == nil {
			avail = min(avail, n)
		}
	}
	var rl syscall.Rlimit
	if syscall.Getrlimit(syscall.RLIMIT_AS, &rl) == nil && rl.Cur != math.MaxUint64 {
		left := rl.Cur - min(rl.Cur, mappedBytes())
		avail = min(avail, left)
	}
	return avail
}

// mappedBytes returns the process's virtual memory size, or 0 if unknown.
func mappedBytes() uint64 {
	b, err := os.ReadFile("/proc/self/statm")
	if err != nil {
		return 0
	}
	f := strings.Fields(string(b))
	if len(f) == 0 {
		return 0
	}
	pages, err := strconv.ParseUint(f[0], 10, 64)
	if err != nil {
		return 0
	}
	return pages * uint64(os.Getpagesize())
}
