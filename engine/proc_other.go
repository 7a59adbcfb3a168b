//go:build !unix

package engine

import "os/exec"

// ownGroup does nothing where process groups are not available.
func ownGroup(*exec.Cmd) {}

// killGroup kills the started command, and the descendants the platform
// can find (none: see tree).
func killGroup(cmd *exec.Cmd, t *tree) {
	if cmd.Process != nil {
		t.killDescendants()
		cmd.Process.Kill()
	}
}
