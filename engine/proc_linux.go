//go:build linux

package engine

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
)

// tagVar is the environment variable that marks an engine's processes.
const tagVar = "PLY_ENGINE_TAG"

var tagCount atomic.Uint64

// tag gives the command, and so every process it starts that keeps its
// environment, a variable of its own: PLY_ENGINE_TAG=<ply's pid>.<n>.
// A descendant that leaves the engine's process group (setsid, setpgid)
// keeps it, and killTagged finds it through /proc.
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

// killTagged kills every process of the user that carries the command's
// tag, in rounds until none is left (a process may fork while the round
// runs), at most 10 rounds. A process that cleared its environment, or
// one of another user, cannot be found so: see docs/engine.md.
func killTagged(cmd *exec.Cmd) {
	want := []byte(cmd.Env[len(cmd.Env)-1] + "\x00")
	if !bytes.HasPrefix(want, []byte(tagVar+"=")) {
		return
	}
	self := os.Getpid()
	for range 10 {
		found := 0
		dir, err := os.ReadDir("/proc")
		if err != nil {
			return
		}
		for _, e := range dir {
			pid, err := strconv.Atoi(e.Name())
			if err != nil || pid == self {
				continue
			}
			env, err := os.ReadFile("/proc/" + e.Name() + "/environ")
			if err != nil || !bytes.Contains(append([]byte{0}, env...), append([]byte{0}, want...)) {
				continue
			}
			if zombie(e.Name()) {
				continue
			}
			syscall.Kill(pid, syscall.SIGKILL)
			found++
		}
		if found == 0 {
			return
		}
	}
}

// zombie reports whether the process is a zombie (dead, not yet reaped).
func zombie(pid string) bool {
	b, err := os.ReadFile("/proc/" + pid + "/stat")
	if err != nil {
		return true
	}
	i := bytes.LastIndexByte(b, ')')
	return i >= 0 && i+2 < len(b) && b[i+2] == 'Z'
}
