// arrows_forbidden_test.go checks arrows that must not exist, directly or
// through other packages of the module.

package ply_test

import (
	"go/build"
	"path/filepath"
	"strings"
	"testing"
)

// TestArrowsForbidden: the import arrows that must not exist, read from the
// packages' source (go/build, no go command run). record keeps a clock as
// text and reads a bot's proof from registry.Choice, so it does not import
// search (it reaches search only through registry); web and engine run
// package clock's clocks, not the arena's, and reach no arena at all; the
// language of bots (package bot) reaches no registry.
func TestArrowsForbidden(t *testing.T) {
	const module = "github.com/plygo/ply"
	imports := func(pkg string) []string {
		p, err := build.ImportDir(filepath.FromSlash(pkg), 0)
		if err != nil {
			t.Fatalf("%s: %v", pkg, err)
		}
		return p.Imports
	}
	// deps returns the packages of the module pkg imports, directly or
	// not, each with the package that imports it.
	deps := func(pkg string) map[string]string {
		seen := map[string]string{}
		queue := []string{pkg}
		for len(queue) > 0 {
			from := queue[0]
			queue = queue[1:]
			for _, imp := range imports(from) {
				rel, ok := strings.CutPrefix(imp, module+"/")
				if !ok {
					continue
				}
				if _, done := seen[rel]; !done {
					seen[rel] = from
					queue = append(queue, rel)
				}
			}
		}
		return seen
	}
	for _, a := range []struct {
		from, to string
		direct   bool // only the direct arrow is forbidden
	}{
		{"record", "search", true},
		{"web", "arena", false},
		{"engine", "arena", false},
		{"clock", "arena", false},
		{"clock", "record", false},
		{"clock", "registry", false},
		{"bot", "registry", false},
	} {
		if a.direct {
			for _, imp := range imports(a.from) {
				if imp == module+"/"+a.to {
					t.Errorf("%s imports %s", a.from, a.to)
				}
			}
			continue
		}
		if by, ok := deps(a.from)[a.to]; ok {
			t.Errorf("%s reaches %s (imported by %s)", a.from, a.to, by)
		}
	}
}
