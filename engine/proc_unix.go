//go:build unix

package engine

import (
	"os/exec"
	"syscall"
)

// ownGroup starts the command in a process group of its own, so that
// killing the group ends whatever the engine started too, and marks it
// (see tag) so that descendants that leave the group can be found where
// the platform allows.
func ownGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	tag(cmd)
}

// killGroup kills the process group of a started command, then the
// descendants that left it, where they can be found (see killTagged).
func killGroup(cmd *exec.Cmd) {
	if cmd.Process == nil {
		return
	}
	if err := syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL); err != nil {
		cmd.Process.Kill()
	}
	killTagged(cmd)
}
