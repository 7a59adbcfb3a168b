//go:build js && wasm

// main_js.go holds the program the Web Worker runs: a web.Server whose
// requests come from the page as messages, with its games in /ply.

package main

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"sync"
	"syscall/js"

	_ "github.com/plygo/ply/games"
	"github.com/plygo/ply/web"
)

// The server's bounds in the browser: one search at a time (a worker runs
// one thread) in a modest share of the tab's memory.
var options = web.Options{
	Dir:         "/ply",
	MaxGames:    16,
	MaxStored:   1000,
	MaxThinking: 1,
	BotMemoryMB: 128,
}

// jsSink sends a response to the callbacks the worker gave.
type jsSink struct{ cb js.Value }

func (s jsSink) chunk(b []byte) { s.cb.Call("chunk", string(b)) }
func (s jsSink) end()           { s.cb.Call("end") }

// head sends the status and the headers, the first value of each.
func (s jsSink) head(status int, header http.Header) {
	h := map[string]any{}
	for k := range header {
		h[k] = header.Get(k)
	}
	s.cb.Call("head", status, h)
}

func main() {
	srv, err := web.NewServer(options)
	if err != nil {
		fmt.Fprintln(os.Stderr, "ply:", err)
		js.Global().Call("plyFailed", err.Error())
		return
	}
	var mu sync.Mutex
	cancels := map[int]context.CancelFunc{}
	// plyServe(id, method, url, body, {head, chunk, end}) serves one
	// request; plyCancel(id) ends it, as a client that went away.
	js.Global().Set("plyServe", js.FuncOf(func(_ js.Value, args []js.Value) any {
		id := args[0].Int()
		method, target, body, cb := args[1].String(), args[2].String(), args[3].String(), args[4]
		ctx, cancel := context.WithCancel(context.Background())
		mu.Lock()
		cancels[id] = cancel
		mu.Unlock()
		// A callback from JavaScript must not block: the request runs on.
		go func() {
			defer func() {
				mu.Lock()
				delete(cancels, id)
				mu.Unlock()
				cancel()
			}()
			serve(ctx, srv, method, target, body, jsSink{cb})
		}()
		return nil
	}))
	js.Global().Set("plyCancel", js.FuncOf(func(_ js.Value, args []js.Value) any {
		mu.Lock()
		cancel := cancels[args[0].Int()]
		mu.Unlock()
		if cancel != nil {
			cancel()
		}
		return nil
	}))
	js.Global().Call("plyReady")
	select {}
}
