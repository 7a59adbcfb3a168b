// Command wasm is the board that needs no server: package web's server
// compiled to WebAssembly, run in a Web Worker of the page, with the games
// kept in the browser's IndexedDB. examples/web builds the directory to
// host as plain files:
//
//	go run ./examples/web -static DIR
//
// which compiles this command with GOOS=js GOARCH=wasm into DIR/ply.wasm
// beside the toolchain's wasm_exec.js and the page (web.WriteStaticPage).
// The page's transport.js sends each API request to the worker
// (web/static/worker.js) as a message; the worker hands it to the Go
// request handling the server runs (web.Server), and sends the response
// back, the event stream a chunk at a time. Games are written through
// Go's os package to the directory /ply, which web/static/memfs.js keeps
// in memory and, durably before the write returns, in IndexedDB; a page
// reloaded, or opened again, finds them there. docs/static-board.md
// describes the design and its limits.
//
// Built for another platform the command only says how to build it.
package main
