//go:build !(js && wasm)

// main_other.go holds the command on other platforms, where it only says
// how it is built.

package main

import (
	"fmt"
	"os"
)

func main() {
	fmt.Fprintln(os.Stderr, "wasm: this is the static board's WebAssembly program; build the board with: go run ./examples/web -static DIR")
	os.Exit(2)
}
