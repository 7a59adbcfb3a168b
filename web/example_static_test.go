package web_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/plygo/ply/web"
)

// WriteStaticPage writes the page of the board that needs no server; the
// server compiled to WebAssembly goes beside it (go run ./examples/web
// -static DIR does both).
func ExampleWriteStaticPage() {
	dir, err := os.MkdirTemp("", "board-")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer os.RemoveAll(dir)
	if err := web.WriteStaticPage(dir); err != nil {
		fmt.Println(err)
		return
	}
	page, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("worker transport:", strings.Contains(string(page), `<meta name="ply-transport" content="worker">`))
	for _, name := range []string{"transport.js", "worker.js", "memfs.js"} {
		_, err := os.Stat(filepath.Join(dir, name))
		fmt.Println(name, err == nil)
	}
	fmt.Println("still needed:", web.StaticWasm, web.StaticWasmExec)
	// Output:
	// worker transport: true
	// transport.js true
	// worker.js true
	// memfs.js true
	// still needed: ply.wasm wasm_exec.js
}
