package clitest_test

import (
	"strings"
	"testing"

	"github.com/plygo/ply/cli/clitest"
)

// A game's author, with the game registered as the program's main
// registers it (here nim, a pile of 7), checks two commands in a test.
func Example() {
	test := func(t *testing.T) {
		if code, out, errs := clitest.Run(t, "", "perft", "-game", "nim", "-size", "7", "-depth", "2"); code != 0 || !strings.Contains(out, "\n2 9 ") {
			t.Errorf("perft: exit %d, stderr %q\n%s", code, errs, out)
		}
		base := clitest.StartWeb(t) // ends with the test
		if list := clitest.Get(t, base+"/api/games"); !strings.Contains(list, `"nim"`) {
			t.Errorf("the web board does not list the game: %.200s", list)
		}
	}
	_ = test // in a package's tests: func TestCommands(t *testing.T) { ... }
}
