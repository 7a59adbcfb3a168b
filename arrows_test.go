// arrows_test.go checks that imports run one way: a game imports only the
// contract and what a game's own code needs, never the packages built
// around the games (registry, search, tune, arena, record, ...), the
// statistics of package elo stand alone, and the language of bots (package
// bot) knows no game.

package ply_test

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

const module = "github.com/plygo/ply"

// arrows lists, by package directory, the packages of the module each may
// import (outside its tests); any other package of the module is refused.
// The standard library is always allowed. A directory ending in "/..."
// covers the packages under it.
var arrows = map[string][]string{
	// A game: the contract, its drawing, the n-tuple network a trained
	// evaluation embeds, and the internal helpers.
	"pathway":    {"", "diagram", "ntuple", "internal/..."},
	"mapello":    {"", "diagram", "ntuple", "internal/..."},
	"morelli":    {"", "diagram", "ntuple", "internal/..."},
	"mitsudomoe": {"", "diagram", "ntuple", "internal/..."},
	"pushfight":  {"", "diagram", "ntuple", "internal/..."},
	// The n-tuple network: what a game evaluates with at play time.
	"ntuple": {"", "diagram"},
	// The statistics of engine testing: counts in, numbers out.
	"elo": {},
	// The language of bots: it knows no game, only search's limits
	// (threads, table sizes); registry builds the bots it describes.
	"bot": {"search", "internal/quote"},
}

// allowed reports whether path (relative to the module, "" for the root)
// matches one of the patterns.
func allowed(path string, patterns []string) bool {
	for _, p := range patterns {
		if base, ok := strings.CutSuffix(p, "/..."); ok && (path == base || strings.HasPrefix(path, base+"/")) {
			return true
		}
		if path == p {
			return true
		}
	}
	return false
}

// TestArrows checks the directories of arrows: each non-test Go file of
// the package imports, of the module, only what the table allows.
func TestArrows(t *testing.T) {
	dirs := make([]string, 0, len(arrows))
	for dir := range arrows {
		dirs = append(dirs, dir)
	}
	slices.Sort(dirs)
	for _, dir := range dirs {
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		if len(files) == 0 {
			t.Errorf("%s: no package there", dir)
			continue
		}
		fset := token.NewFileSet()
		for _, name := range files {
			if strings.HasSuffix(name, "_test.go") {
				continue
			}
			src, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			f, err := parser.ParseFile(fset, name, src, parser.ImportsOnly)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			for _, spec := range f.Imports {
				path, err := strconv.Unquote(spec.Path.Value)
				if err != nil {
					t.Fatalf("%s: import %s: %v", name, spec.Path.Value, err)
				}
				var rel string
				switch {
				case path == module:
					rel = ""
				case strings.HasPrefix(path, module+"/"):
					rel = strings.TrimPrefix(path, module+"/")
				default:
					continue // the standard library or another module
				}
				if !allowed(rel, arrows[dir]) {
					t.Errorf("%s imports %s: package %s may import only %q of the module", name, path, dir, arrows[dir])
				}
			}
		}
	}
}
