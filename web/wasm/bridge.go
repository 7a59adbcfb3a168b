// bridge.go holds the bridge between the page's messages and an
// http.Handler: a request runs through the handler in memory and its
// response goes back a piece at a time, so that an event stream is
// delivered as it is written.

package main

import (
	"context"
	"io"
	"net/http"
	"strings"
)

// sink receives a response: its head once, before any body; each piece of
// its body as the handler writes and flushes it; and its end, once, when
// the handler returns.
type sink interface {
	head(status int, header http.Header)
	chunk(b []byte)
	end()
}

// serve runs one request through h and reports its response to out. The
// request ends when ctx does, as a client's would that went away.
func serve(ctx context.Context, h http.Handler, method, target, body string, out sink) {
	var rd io.Reader = http.NoBody
	if body != "" {
		rd = strings.NewReader(body)
	}
	req, err := http.NewRequestWithContext(ctx, method, target, rd)
	w := &writer{out: out, header: http.Header{}}
	defer w.finish()
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	// The request comes from the page itself: same origin, one client.
	req.Header.Set("Sec-Fetch-Site", "same-origin")
	req.RemoteAddr = "127.0.0.1:1"
	req.Host = "localhost"
	h.ServeHTTP(w, req)
}

// writer is the http.ResponseWriter of a request served in memory. What is
// written waits in buf until a Flush or the handler's return sends it.
type writer struct {
	out    sink
	header http.Header
	status int  // 0 until the handler writes its head
	sent   bool // the head went to out
	buf    []byte
}

func (w *writer) Header() http.Header { return w.header }

func (w *writer) WriteHeader(status int) {
	if w.status != 0 {
		return
	}
	w.status = status
}

func (w *writer) Write(b []byte) (int, error) {
	w.WriteHeader(http.StatusOK)
	w.buf = append(w.buf, b...)
	return len(b), nil
}

// Flush sends what was written so far.
func (w *writer) Flush() {
	w.WriteHeader(http.StatusOK)
	w.sendHead()
	if len(w.buf) > 0 {
		w.out.chunk(w.buf)
		w.buf = nil
	}
}

// sendHead sends the head, once.
func (w *writer) sendHead() {
	if !w.sent {
		w.sent = true
		w.out.head(w.status, w.header)
	}
}

// finish sends the rest of the response and its end.
func (w *writer) finish() {
	w.Flush()
	w.out.end()
}
