// conn.go holds the connections' limits: the HTTP server's deadlines and a
// listener that bounds the connections open at once.

package web

import (
	"log/slog"
	"net"
	"net/http"
	"sync"
	"time"
)

// The deadlines of the http.Server HTTPServer returns. An event stream
// lifts the read and write deadlines and keeps its connection alive with
// its own events, each write bounded by WriteTimeout.
const (
	ReadHeaderTimeout = 10 * time.Second // a request's headers
	ReadTimeout       = 30 * time.Second // a whole request, body included
	WriteTimeout      = 60 * time.Second // a response
	IdleTimeout       = 60 * time.Second // a kept-alive connection between requests
	MaxHeaderBytes    = 64 << 10
)

// HTTPServer returns an http.Server for s with the deadlines above.
func (s *Server) HTTPServer() *http.Server {
	return &http.Server{
		Handler:           s,
		ReadHeaderTimeout: ReadHeaderTimeout,
		ReadTimeout:       ReadTimeout,
		WriteTimeout:      WriteTimeout,
		IdleTimeout:       IdleTimeout,
		MaxHeaderBytes:    MaxHeaderBytes,
		ErrorLog:          slog.NewLogLogger(s.log.Handler(), slog.LevelWarn),
	}
}

// LimitListener returns a listener that accepts at most n connections at
// once: the next waits, in the kernel's backlog, until one closes.
func LimitListener(ln net.Listener, n int) net.Listener {
	return &limitListener{Listener: ln, sem: make(chan struct{}, n), done: make(chan struct{})}
}

type limitListener struct {
	net.Listener
	sem       chan struct{}
	done      chan struct{}
	closeOnce sync.Once
}

func (l *limitListener) Accept() (net.Conn, error) {
	select {
	case l.sem <- struct{}{}:
	case <-l.done:
		return nil, net.ErrClosed
	}
	c, err := l.Listener.Accept()
	if err != nil {
		<-l.sem
		return nil, err
	}
	return &limitConn{Conn: c, release: func() { <-l.sem }}, nil
}

func (l *limitListener) Close() error {
	l.closeOnce.Do(func() { close(l.done) })
	return l.Listener.Close()
}

type limitConn struct {
	net.Conn
	once    sync.Once
	release func()
}

func (c *limitConn) Close() error {
	err := c.Conn.Close()
	c.once.Do(c.release)
	return err
}
