// staticpage.go holds the page of the board that needs no server: the
// page's files written to a directory, with the transport that sends the
// page's requests to a Web Worker rather than to a server.

package web

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// StaticWasm and StaticWasmExec are the files a static board needs beside
// those WriteStaticPage writes: the server compiled to WebAssembly
// (command web/wasm built with GOOS=js GOARCH=wasm) and the Go
// toolchain's JavaScript support for it, from $(go env GOROOT)/lib/wasm.
const (
	StaticWasm     = "ply.wasm"
	StaticWasmExec = "wasm_exec.js"
)

// WriteStaticPage writes the page's files into dir, which it creates, for
// the board that needs no server (docs/static-board.md): index.html,
// naming the worker transport and with every address relative to dir, and
// the scripts and style beside it; learn.html likewise. The board also needs StaticWasm and
// StaticWasmExec in dir; go run ./examples/web -static DIR writes all of
// them. Any host of plain files then serves dir.
func WriteStaticPage(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("web: %w", err)
	}
	err := fs.WalkDir(static, "static", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel := strings.TrimPrefix(strings.TrimPrefix(path, "static"), "/")
		dst := filepath.Join(dir, filepath.FromSlash(rel))
		if d.IsDir() {
			return os.MkdirAll(dst, 0o755)
		}
		b, err := static.ReadFile(path)
		if err != nil {
			return err
		}
		if rel == "index.html" || rel == "learn.html" {
			if b, err = staticIndex(b); err != nil {
				return err
			}
		}
		return os.WriteFile(dst, b, 0o644)
	})
	if err != nil {
		return fmt.Errorf("web: %w", err)
	}
	return nil
}

// staticIndex turns the server's index.html, or learn.html (the Learn
// page, at learn.html#GAME there), into the static board's: the worker
// transport named, and the addresses of the page's files and of its home
// relative, so that the board may be hosted under any path.
func staticIndex(b []byte) ([]byte, error) {
	s := string(b)
	const head = "<head>"
	if !strings.Contains(s, head) {
		return nil, fmt.Errorf("index.html has no %s", head)
	}
	s = strings.Replace(s, head, head+"\n"+`<meta name="ply-transport" content="worker">`, 1)
	s = strings.ReplaceAll(s, `"/static/`, `"`)
	s = strings.ReplaceAll(s, `href="/"`, `href="./"`)
	return []byte(s), nil
}
