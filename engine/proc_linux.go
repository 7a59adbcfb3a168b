//go:build linux

package engine

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
	"unsafe"
)

// tagVar is the environment variable that marks an engine's processes.
const tagVar = "PLY_ENGINE_TAG"

var tagCount atomic.Uint64

// tag gives the command, and so every process it starts that keeps its
// environment, a variable of its own: PLY_ENGINE_TAG=<ply's pid>.<n>.
// A descendant that leaves the engine's process group (setsid, setpgid)
// keeps it, and the kill finds it through /proc.
func tag(cmd *exec.Cmd) {
	env := cmd.Env
	if env == nil {
		env = os.Environ()
	}
	kept := env[:0:0]
	for _, kv := range env {
		if !strings.HasPrefix(kv, tagVar+"=") {
			kept = append(kept, kv)
		}
	}
	cmd.Env = append(kept, fmt.Sprintf("%s=%d.%d", tagVar, os.Getpid(), tagCount.Add(1)))
}

// On Linux this process is a child subreaper (prctl
// PR_SET_CHILD_SUBREAPER) while an engine lives: a descendant of an engine
// whose parent dies (a daemon's double fork, an engine that exits before
// its children) is reparented to this process rather than to init, so it
// cannot leave this process's tree, and the kill finds it there. The
// attribute is the whole process's: it is set when the first engine starts
// and cleared when the last is ended (never, if the process was a
// subreaper before), so that the host's other children are left to init
// as before when no engine runs.
var reaper struct {
	sync.Mutex
	live    int  // engines started and not yet ended
	checked bool // was and pidfds are known
	was     bool // the process was a subreaper before: leave it so
	on      bool // set by us
	// pidfds: the os package holds a pidfd for each child it started
	// and has not waited for (Go 1.23 and later, where the kernel
	// gives pidfds), which tells the host's children from orphans
	// reparented here. 0 unknown, 1 it does, -1 it does not: then no
	// orphan is killed, as none can be told from the host's children.
	pidfds int
}

const (
	prSetChildSubreaper = 36
	prGetChildSubreaper = 37
)

// tree is what a Client knows of its engine's processes: enough to find
// every descendant when the engine is ended.
type tree struct {
	tag    []byte // "PLY_ENGINE_TAG=...\x00"
	pid    int
	start  uint64         // the engine's start time, in clock ticks since boot
	killed map[int]uint64 // processes killed, with their start times, to reap
	known  map[int]uint64 // the engine's processes seen, alive or not
	mu     sync.Mutex     // guards killed and known
}

// trees are the engines started and not yet ended.
var trees = map[*tree]bool{}

// newTree is called before cmd (tagged by ownGroup) starts: it makes the
// process a child subreaper if no engine lives yet.
func newTree(cmd *exec.Cmd) *tree {
	t := &tree{}
	if n := len(cmd.Env); n > 0 && strings.HasPrefix(cmd.Env[n-1], tagVar+"=") {
		t.tag = []byte(cmd.Env[n-1] + "\x00")
	}
	reaper.Lock()
	defer reaper.Unlock()
	if !reaper.checked {
		var v int32
		_, _, e := syscall.RawSyscall(syscall.SYS_PRCTL, prGetChildSubreaper, uintptr(unsafe.Pointer(&v)), 0)
		reaper.was = e == 0 && v != 0
		reaper.checked = true
	}
	if reaper.live == 0 && !reaper.was {
		_, _, e := syscall.RawSyscall(syscall.SYS_PRCTL, prSetChildSubreaper, 1, 0)
		reaper.on = e == 0
	}
	reaper.live++
	trees[t] = true
	return t
}

// started records the engine's process once it has started (before
// anything waits for it).
func (t *tree) started(pid int) {
	p, _ := readProc(pid)
	reaper.Lock()
	defer reaper.Unlock()
	t.pid, t.start = pid, p.start
	if reaper.pidfds == 0 {
		reaper.pidfds = -1
		if pidfdPids()[pid] {
			reaper.pidfds = 1
		}
	}
}

// release is called once the engine is ended (or failed to start): it
// reaps the processes the kill left as zombies of this process, within a
// second, and clears the subreaper attribute when no engine is left.
func (t *tree) release() {
	t.mu.Lock()
	pending := t.killed
	t.killed = nil
	t.mu.Unlock()
	reap(pending, t.pid)
	reaper.Lock()
	defer reaper.Unlock()
	if !trees[t] {
		return
	}
	delete(trees, t)
	reaper.live--
	if reaper.live == 0 && reaper.on {
		syscall.RawSyscall(syscall.SYS_PRCTL, prSetChildSubreaper, 0, 0)
		reaper.on = false
	}
}

// reap waits for the processes of pending that are, or become, zombie
// children of this process, for at most a second: a killed descendant is
// reparented here when its parent dies. The engine itself (pid) is left to
// its Cmd.
func reap(pending map[int]uint64, pid int) {
	delete(pending, pid)
	deadline := time.Now().Add(time.Second)
	for len(pending) > 0 && time.Now().Before(deadline) {
		for p, start := range pending {
			var ws syscall.WaitStatus
			n, err := syscall.Wait4(p, &ws, syscall.WNOHANG, nil)
			switch {
			case n == p:
				delete(pending, p)
			case err == syscall.ECHILD:
				// Not our child: gone, or a child of a process
				// that is still dying.
				if q, ok := readProc(p); !ok || q.start != start {
					delete(pending, p)
				}
			}
		}
		if len(pending) > 0 {
			time.Sleep(5 * time.Millisecond)
		}
	}
}

// killDescendants kills every process of the engine, in rounds until none
// is left (a process may fork while a round runs), at most 10 rounds. A
// process is the engine's when it is the engine; or carries its tag
// (PLY_ENGINE_TAG); or is an orphan reparented to this process since the
// engine started (see reaper) that the host did not start (no pidfd of
// this process refers to it) and that left the host's session or group;
// or is a child of one of the engine's processes, or in a session or
// group one of them leads (the engine's own group first). A process linked
// so to another live engine is that engine's; an orphan that started while
// other engines were live cannot be told from theirs, and the first
// engine ended ends it. A process of another user cannot be found so: see
// docs/engine.md.
func (t *tree) killDescendants() {
	if t.pid == 0 {
		return
	}
	self := os.Getpid()
	me, _ := readProc(self)
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.known == nil {
		t.known = map[int]uint64{t.pid: t.start}
		t.killed = map[int]uint64{}
	}
	for range 10 {
		procs := readProcs()
		others := t.othersKnown()
		linked(procs, others, self)
		var refs map[int]bool // the host's children, read when needed
		for pid, p := range procs {
			if start, ok := others[pid]; pid == self || ok && start == p.start {
				continue
			}
			if start, ok := t.known[pid]; ok && start == p.start {
				continue
			}
			orphan := p.ppid == self && p.start >= t.start && (p.pgrp != me.pgrp || p.sid != me.sid)
			if orphan && refs == nil {
				reaper.Lock()
				works := reaper.pidfds == 1
				reaper.Unlock()
				refs = map[int]bool{}
				if works {
					refs = pidfdPids()
				} else {
					// No orphan can be told from the host's
					// children: none is taken.
					for q := range procs {
						refs[q] = true
					}
				}
			}
			if orphan && !refs[pid] || t.tagged(pid) {
				t.known[pid] = p.start
			}
		}
		linked(procs, t.known, self)
		found := 0
		for pid, start := range t.known {
			p, ok := procs[pid]
			if !ok || p.start != start || pid == self {
				continue
			}
			t.killed[pid] = start
			if !p.zombie {
				syscall.Kill(pid, syscall.SIGKILL)
				found++
			}
		}
		if found == 0 {
			return
		}
	}
}

// linked adds to known (pid to start time) every process of procs linked
// to it: a child of one of its processes, or in a session or group one of
// them leads, alive or not (a pid that another process took since is no
// link).
func linked(procs map[int]proc, known map[int]uint64, self int) {
	leads := func(pid int) bool {
		start, ok := known[pid]
		if !ok || pid == self {
			return false
		}
		q, alive := procs[pid]
		return !alive || q.start == start
	}
	for grew := true; grew; {
		grew = false
		for pid, p := range procs {
			if start, ok := known[pid]; pid == self || ok && start == p.start {
				continue
			}
			if leads(p.ppid) || leads(p.pgrp) || leads(p.sid) {
				known[pid] = p.start
				grew = true
			}
		}
	}
}

// othersKnown returns the processes the other live engines know of, their
// engine processes included, with their start times.
func (t *tree) othersKnown() map[int]uint64 {
	reaper.Lock()
	others := make([]*tree, 0, len(trees))
	for u := range trees {
		if u != t && u.pid != 0 {
			others = append(others, u)
		}
	}
	reaper.Unlock()
	out := map[int]uint64{}
	for _, u := range others {
		out[u.pid] = u.start
		// An engine being ended holds its lock: it takes its own.
		if u.mu.TryLock() {
			for pid, start := range u.known {
				out[pid] = start
			}
			u.mu.Unlock()
		}
	}
	return out
}

// tagged reports whether the process carries the engine's tag.
func (t *tree) tagged(pid int) bool {
	if t.tag == nil {
		return false
	}
	env, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/environ")
	return err == nil && bytes.Contains(append([]byte{0}, env...), append([]byte{0}, t.tag...))
}

// proc is what /proc/PID/stat says of a process.
type proc struct {
	pid, ppid, pgrp, sid int
	start                uint64 // clock ticks after boot
	zombie               bool
}

// readProcs reads every process's stat.
func readProcs() map[int]proc {
	out := map[int]proc{}
	dir, err := os.ReadDir("/proc")
	if err != nil {
		return out
	}
	for _, e := range dir {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		if p, ok := readProc(pid); ok {
			out[pid] = p
		}
	}
	return out
}

// readProc reads /proc/PID/stat: "pid (comm) state ppid pgrp session ...
// starttime ...", starttime the 22nd field.
func readProc(pid int) (proc, bool) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return proc{}, false
	}
	i := bytes.LastIndexByte(b, ')')
	if i < 0 {
		return proc{}, false
	}
	f := strings.Fields(string(b[i+1:]))
	if len(f) < 20 {
		return proc{}, false
	}
	p := proc{pid: pid, zombie: f[0] == "Z" || f[0] == "X"}
	var err1, err2, err3, err4 error
	p.ppid, err1 = strconv.Atoi(f[1])
	p.pgrp, err2 = strconv.Atoi(f[2])
	p.sid, err3 = strconv.Atoi(f[3])
	p.start, err4 = strconv.ParseUint(f[19], 10, 64)
	return p, err1 == nil && err2 == nil && err3 == nil && err4 == nil
}

// pidfdPids returns the processes this process holds a pidfd of: the
// children the os package started and has not waited for.
func pidfdPids() map[int]bool {
	out := map[int]bool{}
	fds, err := os.ReadDir("/proc/self/fd")
	if err != nil {
		return out
	}
	for _, e := range fds {
		if l, err := os.Readlink("/proc/self/fd/" + e.Name()); err != nil || l != "anon_inode:[pidfd]" {
			continue
		}
		b, err := os.ReadFile("/proc/self/fdinfo/" + e.Name())
		if err != nil {
			continue
		}
		for _, line := range strings.Split(string(b), "\n") {
			if v, ok := strings.CutPrefix(line, "Pid:"); ok {
				if pid, err := strconv.Atoi(strings.TrimSpace(v)); err == nil && pid > 0 {
					out[pid] = true
				}
			}
		}
	}
	return out
}
