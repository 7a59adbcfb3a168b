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

// killGroup kills the descendants of a started command that the platform
// can find (see tree), then its process group.
func killGroup(cmd *exec.Cmd, t *tree) {
	if cmd.Process == nil {
		return
	}
	t.killDescendants()
	if err := syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL); err != nil {
		cmd.Process.Kill()
	}
}
