//go:build !linux

package engine

import "os/exec"

// tree finds an engine's descendants where the platform allows: not here,
// where only the engine's process group is killed (see docs/engine.md).
type tree struct{}

func newTree(*exec.Cmd) *tree  { return &tree{} }
func (*tree) started(int)      {}
func (*tree) killDescendants() {}
func (*tree) release()         {}
