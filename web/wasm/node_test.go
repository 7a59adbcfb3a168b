//go:build !js

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// runner starts a Go test binary compiled to WebAssembly under Node with
// web/static/memfs.js as its file system (in memory: Node has no
// IndexedDB).
const runner = `
globalThis.require = require;
globalThis.performance ??= require("perf_hooks").performance;
globalThis.crypto ??= require("crypto").webcrypto;
const [wasmExec, memfs, wasm, ...args] = process.argv.slice(2);
require(wasmExec);
require(memfs);
(async () => {
  await globalThis.plyFS.open("test");
  const go = new Go();
  go.argv = [wasm, ...args];
  go.env = { PLY_MEMFS: "1" };
  go.exit = (code) => { process.exitCode = code; };
  const { instance } = await WebAssembly.instantiate(require("fs").readFileSync(wasm), go.importObject);
  await go.run(instance);
})().catch((e) => { console.error(e); process.exitCode = 1; });
`

// TestUnderNode runs this package's tests compiled to WebAssembly under
// Node, with the static board's memfs.js under Go's os package:
// TestMemFS checks it as package web's store uses it. It needs Node
// (apt-get install nodejs) and is skipped under -short.
func TestUnderNode(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a WebAssembly test binary: skipped under -short")
	}
	node, err := exec.LookPath("node")
	if err != nil {
		if os.Getenv("PLY_BROWSER_TESTS") == "1" {
			t.Fatal("PLY_BROWSER_TESTS=1 but no node is installed (apt-get install nodejs)")
		}
		t.Skip("no node installed (apt-get install nodejs)")
	}
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command")
	}
	out, err := exec.Command(goCmd, "env", "GOROOT").Output()
	if err != nil {
		t.Fatal(err)
	}
	wasmExec := filepath.Join(strings.TrimSpace(string(out)), "lib", "wasm", "wasm_exec.js")
	dir := t.TempDir()
	bin := filepath.Join(dir, "test.wasm")
	build := exec.Command(goCmd, "test", "-c", "-o", bin, ".")
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("GOOS=js GOARCH=wasm go test -c: %v\n%s", err, out)
	}
	script := filepath.Join(dir, "runner.js")
	if err := os.WriteFile(script, []byte(runner), 0o644); err != nil {
		t.Fatal(err)
	}
	memfs, err := filepath.Abs(filepath.Join("..", "static", "memfs.js"))
	if err != nil {
		t.Fatal(err)
	}
	run := exec.Command(node, script, wasmExec, memfs, bin, "-test.v", "-test.run", "TestMemFS")
	got, err := run.CombinedOutput()
	if err != nil || !strings.Contains(string(got), "--- PASS: TestMemFS") {
		t.Fatalf("under node: %v\n%s", err, got)
	}
}
