//go:build js

// yield_js.go holds what a bot's search does between its reports on a host
// with one thread and no preemption (WebAssembly in a browser).

package web

import (
	"runtime"
	"time"
)

// yieldToHost lets the host run for a moment: every goroutine asleep, the
// Go program returns to the browser's event loop, which hands it the
// page's waiting requests (the event stream's progress, "move now"); then
// the search, woken first, lets those requests run before it goes on.
func yieldToHost() {
	time.Sleep(time.Millisecond)
	runtime.Gosched()
}
