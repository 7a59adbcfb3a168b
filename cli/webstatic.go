// webstatic.go holds web -static DIR: the board that needs no server,
// built into a directory of plain files.

package cli

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/plygo/ply/web"
)

// wasmMain is the package of the static board's WebAssembly program.
const wasmMain = "github.com/plygo/ply/web/wasm"

// buildStatic writes the board that needs no server into dir: the page
// (web.WriteStaticPage), the toolchain's wasm_exec.js, and web/wasm
// compiled by the go command with GOOS=js GOARCH=wasm. It runs in the
// module's directory (or one of a module that requires it), where the go
// command finds the package.
func buildStatic(ctx context.Context, dir string, stdout io.Writer) error {
	goCmd, err := exec.LookPath("go")
	if err != nil {
		if goCmd, err = exec.LookPath(filepath.Join(os.Getenv("GOROOT"), "bin", "go")); err != nil {
			return fmt.Errorf("the static board is built by the go command: %w", err)
		}
	}
	if err := web.WriteStaticPage(dir); err != nil {
		return err
	}
	out, err := exec.CommandContext(ctx, goCmd, "env", "GOROOT").Output()
	if err != nil {
		return fmt.Errorf("go env GOROOT: %w", err)
	}
	root := strings.TrimSpace(string(out))
	// wasm_exec.js must come from the toolchain that compiles the
	// program: it moved from misc/wasm to lib/wasm in Go 1.24.
	var support []byte
	for _, d := range []string{"lib/wasm", "misc/wasm"} {
		if support, err = os.ReadFile(filepath.Join(root, d, web.StaticWasmExec)); err == nil {
			break
		}
	}
	if err != nil {
		return fmt.Errorf("the toolchain's %s: %w", web.StaticWasmExec, err)
	}
	if err := os.WriteFile(filepath.Join(dir, web.StaticWasmExec), support, 0o644); err != nil {
		return err
	}
	wasm := filepath.Join(dir, web.StaticWasm)
	cmd := exec.CommandContext(ctx, goCmd, "build", "-trimpath", "-ldflags=-s -w", "-o", wasm, wasmMain)
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("GOOS=js GOARCH=wasm go build %s: %w\n%s", wasmMain, err, stderr.Bytes())
	}
	info, err := os.Stat(wasm)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "ply: the static board is in %s (%s: %.1f MB); serve it as plain files\n", dir, web.StaticWasm, float64(info.Size())/1e6)
	return nil
}
