//go:build js

package main

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"
)

// TestMemFS checks web/static/memfs.js through Go's os package, as package
// web's store uses it, when this test runs under it (TestUnderNode).
func TestMemFS(t *testing.T) {
	if os.Getenv("PLY_MEMFS") != "1" {
		t.Skip("runs under web/static/memfs.js, from TestUnderNode")
	}
	dir := "/ply/games"
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(os.MkdirAll(dir, 0o755))
	must(os.MkdirAll(dir, 0o755))
	if err := os.Mkdir(dir, 0o755); !errors.Is(err, fs.ErrExist) {
		t.Errorf("Mkdir of an existing directory: %v", err)
	}
	if _, err := os.ReadFile(filepath.Join(dir, "none.txt")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("ReadFile of no file: %v", err)
	}
	if err := os.Mkdir("/no/such/parent", 0o755); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Mkdir under no parent: %v", err)
	}

	// A durable write, as package web's disk does it.
	write := func(name, text string) {
		t.Helper()
		tmp, err := os.CreateTemp(dir, ".tmp-"+name+"-*")
		must(err)
		_, err = tmp.WriteString(text)
		must(err)
		must(tmp.Sync())
		must(tmp.Close())
		must(os.Rename(tmp.Name(), filepath.Join(dir, name)))
		d, err := os.Open(dir)
		must(err)
		must(d.Sync())
		must(d.Close())
	}
	write("a.txt", "first record")
	write("b.txt", "second")
	write("a.txt", "first record, longer now")
	b, err := os.ReadFile(filepath.Join(dir, "a.txt"))
	must(err)
	if string(b) != "first record, longer now" {
		t.Errorf("a.txt holds %q", b)
	}
	entries, err := os.ReadDir(dir)
	must(err)
	var names []string
	for _, e := range entries {
		info, err := e.Info()
		must(err)
		if !info.Mode().IsRegular() || e.IsDir() {
			t.Errorf("%s: mode %v", e.Name(), info.Mode())
		}
		names = append(names, e.Name())
	}
	if !slices.Equal(names, []string{"a.txt", "b.txt"}) {
		t.Errorf("the directory holds %q", names)
	}
	if info, err := os.Stat(dir); err != nil || !info.IsDir() {
		t.Errorf("Stat of the directory: %v, %v", info, err)
	}

	// O_EXCL, appending, reading at offsets, truncating.
	if _, err := os.OpenFile(filepath.Join(dir, "b.txt"), os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o600); !errors.Is(err, fs.ErrExist) {
		t.Errorf("O_EXCL on an existing file: %v", err)
	}
	f, err := os.OpenFile(filepath.Join(dir, "b.txt"), os.O_WRONLY|os.O_APPEND, 0)
	must(err)
	_, err = f.WriteString(" and more")
	must(err)
	must(f.Close())
	f, err = os.Open(filepath.Join(dir, "b.txt"))
	must(err)
	buf := make([]byte, 4)
	if _, err := f.ReadAt(buf, 7); err != nil || string(buf) != "and " {
		t.Errorf("ReadAt 7: %q, %v", buf, err)
	}
	rest, err := io.ReadAll(f)
	must(err)
	if string(rest) != "second and more" {
		t.Errorf("b.txt holds %q", rest)
	}
	if _, err := f.Write([]byte("x")); err == nil {
		t.Error("a write to a file opened for reading")
	}
	must(f.Close())
	must(os.Truncate(filepath.Join(dir, "b.txt"), 6))
	if b, _ := os.ReadFile(filepath.Join(dir, "b.txt")); string(b) != "second" {
		t.Errorf("truncated b.txt holds %q", b)
	}

	// Times, as package web's store touches a record it reads.
	when := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	must(os.Chtimes(filepath.Join(dir, "b.txt"), when, when))
	if info, err := os.Stat(filepath.Join(dir, "b.txt")); err != nil || !info.ModTime().Equal(when) {
		t.Errorf("ModTime after Chtimes: %v, %v", info.ModTime(), err)
	}

	// Removal: files, then the directory once it is empty.
	if err := os.Remove(dir); err == nil {
		t.Error("Remove of a directory that is not empty")
	}
	must(os.Remove(filepath.Join(dir, "a.txt")))
	if _, err := os.Stat(filepath.Join(dir, "a.txt")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Stat of a removed file: %v", err)
	}
	must(os.RemoveAll(dir))
	if _, err := os.Stat(dir); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Stat of a removed directory: %v", err)
	}
}
