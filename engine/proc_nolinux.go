//go:build unix && !linux

package engine

import "os/exec"

// tag does nothing where /proc cannot tell processes' environments: an
// engine's descendant that leaves its process group survives the kill
// there (see docs/engine.md).
func tag(*exec.Cmd) {}
