package web

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestWriteStaticPage(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "board")
	if err := WriteStaticPage(dir); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"index.html", "app.js", "board.js", "style.css", "transport.js", "worker.js", "memfs.js"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
	b, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	page := string(b)
	if !strings.Contains(page, `<meta name="ply-transport" content="worker">`) {
		t.Error("index.html does not name the worker transport")
	}
	// A host of plain files knows only the directory's files, which may
	// be anywhere on it: no address may start at the host's root.
	for _, abs := range []string{`="/`, `url(/`} {
		if i := strings.Index(page, abs); i >= 0 {
			t.Errorf("index.html has an absolute address: %q", page[max(0, i-30):min(len(page), i+40)])
		}
	}
	// The worker loads these by name.
	w, err := os.ReadFile(filepath.Join(dir, "worker.js"))
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{StaticWasm, StaticWasmExec} {
		if !strings.Contains(string(w), `"`+name+`"`) {
			t.Errorf("worker.js does not load %s", name)
		}
	}
}
