//go:build !unix

package engine

import "os/exec"

// ownGroup does nothing where process groups are not available.
func ownGroup(*exec.Cmd) {}

// killGroup kills the started command.
func killGroup(cmd *exec.Cmd, _ *tree) {
	if cmd.Process != nil {
		cmd.Process.Kill()
	}
}
