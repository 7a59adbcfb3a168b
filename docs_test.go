// docs_test.go checks the rules documents in docs/rules: one per game, every
// test they cite exists, every relative link resolves inside the module, and
// the module points at nothing outside itself.

package ply_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// ruleGames are the games that have a rules document, each named after its
// package directory.
var ruleGames = []string{"pathway", "mapello", "morelli", "mitsudomoe", "pushfight"}

var (
	// citedTest matches a test, example, fuzz target or benchmark named in
	// backticks, optionally followed by the test file that holds it:
	// "`TestFoo` in `mapello/rules_test.go`".
	citedTest = regexp.MustCompile("`((?:Test|Example|Fuzz|Benchmark)[A-Za-z0-9_]*)`(?: in `([a-z0-9_/]+_test\\.go)`)?")
	// mdLink matches the target of a markdown link or image.
	mdLink = regexp.MustCompile(`!?\[[^\]]*\]\(([^)\s]+)\)`)
)

// testFuncs returns the top-level function names of the _test.go files in
// dir, by file name.
func testFuncs(t *testing.T, dir string) map[string][]string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*_test.go"))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]string{}
	fset := token.NewFileSet()
	for _, name := range files {
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for _, d := range f.Decls {
			if fn, ok := d.(*ast.FuncDecl); ok && fn.Recv == nil {
				out[filepath.Base(name)] = append(out[filepath.Base(name)], fn.Name.Name)
			}
		}
	}
	return out
}

// TestRulesDocsCiteRealTests checks that every game has docs/rules/<game>.md
// and that each test the document names exists in the game's package (in
// the file it names, when it names one).
func TestRulesDocsCiteRealTests(t *testing.T) {
	for _, game := range ruleGames {
		t.Run(game, func(t *testing.T) {
			doc := filepath.Join("docs", "rules", game+".md")
			text, err := os.ReadFile(doc)
			if err != nil {
				t.Fatalf("the rules of %s: %v", game, err)
			}
			funcs := testFuncs(t, game)
			cited := citedTest.FindAllStringSubmatch(string(text), -1)
			if len(cited) == 0 {
				t.Fatalf("%s names no test of package %s", doc, game)
			}
			for _, c := range cited {
				name, file := c[1], c[2]
				if file == "" {
					found := false
					for _, names := range funcs {
						found = found || slices.Contains(names, name)
					}
					if !found {
						t.Errorf("%s cites %s, which is in no test file of %s", doc, name, game)
					}
					continue
				}
				dir, base := filepath.Split(filepath.FromSlash(file))
				if filepath.Clean(dir) != game {
					t.Errorf("%s cites %s in %s, outside package %s", doc, name, file, game)
					continue
				}
				if !slices.Contains(funcs[base], name) {
					t.Errorf("%s cites %s in %s, which has no such function", doc, name, file)
				}
			}
			if pic := "![The start position](../img/" + game + "-start.svg)"; !strings.Contains(string(text), pic) {
				t.Errorf("%s lacks the picture line %s", doc, pic)
			}
		})
	}
}

// TestDocsLinksResolve checks that every relative link of the module's
// markdown documents resolves to a file of the module. Links to docs/img are checked only once that
// directory exists, because its pictures are generated separately.
func TestDocsLinksResolve(t *testing.T) {
	root, err := filepath.Abs(".")
	if err != nil {
		t.Fatal(err)
	}
	imgDir := filepath.Join(root, "docs", "img")
	_, statErr := os.Stat(imgDir)
	haveImages := statErr == nil
	skipped := 0
	checked := 0
	err = filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err == nil && d.IsDir() && path != "." && strings.HasPrefix(d.Name(), ".") {
			return filepath.SkipDir
		}
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".md") {
			return err
		}
		text, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, m := range mdLink.FindAllStringSubmatch(string(text), -1) {
			target := m[1]
			if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") || strings.HasPrefix(target, "#") {
				continue
			}
			target, _, _ = strings.Cut(target, "#")
			abs := filepath.Join(root, filepath.Dir(path), filepath.FromSlash(target))
			if rel, err := filepath.Rel(root, abs); err != nil || strings.HasPrefix(rel, "..") {
				t.Errorf("%s: link %s leaves the module", path, m[1])
				continue
			}
			if !haveImages && strings.HasPrefix(abs, imgDir+string(filepath.Separator)) {
				skipped++
				continue
			}
			checked++
			if _, err := os.Stat(abs); err != nil {
				t.Errorf("%s: link %s: %v", path, m[1], err)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if checked+skipped == 0 {
		t.Error("no relative links found in docs/")
	}
	if skipped > 0 {
		t.Logf("docs/img does not exist yet: %d picture links not checked", skipped)
	}
}

// TestNoMergeMarkers checks that no document or text file of the module
// keeps the markers of an unresolved merge, which nothing else would
// catch: Go files with them do not compile, documents do not complain.
func TestNoMergeMarkers(t *testing.T) {
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err == nil && d.IsDir() && path != "." && strings.HasPrefix(d.Name(), ".") && d.Name() != ".ci" {
			return filepath.SkipDir
		}
		if err != nil || d.IsDir() {
			return err
		}
		switch filepath.Ext(path) {
		case ".md", ".txt", ".book", ".html", ".css", ".js", ".sh", "":
		default:
			return nil
		}
		text, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for i, line := range strings.Split(string(text), "\n") {
			if strings.HasPrefix(line, "<<<<<<< ") || strings.HasPrefix(line, ">>>>>>> ") {
				t.Errorf("%s:%d: a merge marker: %q", path, i+1, line)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// outsidePath matches a relative path that climbs out of its directory,
// such as "../../x/y.md", standing as a word of its own (group 1); a
// position string such as "..b/..r." is no path.
var outsidePath = regexp.MustCompile("(?:^|[\\s\"'(`])((?:\\.\\./)+[A-Za-z_][A-Za-z0-9_-]*)")

// TestSelfContained checks that no Go file or markdown document of the
// module points at material outside it: no relative path climbs out of
// the module, and no text sends the reader to "the rules file" instead of
// the module's own rules documents.
func TestSelfContained(t *testing.T) {
	root, err := filepath.Abs(".")
	if err != nil {
		t.Fatal(err)
	}
	err = filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if path != "." && strings.HasPrefix(d.Name(), ".") {
				return filepath.SkipDir
			}
			return nil
		}
		if path == "docs_test.go" ||
			!strings.HasSuffix(path, ".go") && !strings.HasSuffix(path, ".md") {
			return nil
		}
		text, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for i, line := range strings.Split(string(text), "\n") {
			if strings.Contains(strings.ToLower(line), "rules file") {
				t.Errorf("%s:%d sends the reader to a rules file: %s", path, i+1, strings.TrimSpace(line))
			}
			for _, m := range outsidePath.FindAllStringSubmatch(line, -1) {
				p := m[1]
				// Read from the file's folder, as links and Go code read
				// it, the path must stay in the module and name something
				// there.
				abs := filepath.Join(root, filepath.Dir(path), filepath.FromSlash(p))
				rel, err := filepath.Rel(root, abs)
				_, statErr := os.Stat(abs)
				if err != nil || strings.HasPrefix(rel, "..") || statErr != nil {
					t.Errorf("%s:%d points outside the module (%s): %s", path, i+1, p, strings.TrimSpace(line))
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
