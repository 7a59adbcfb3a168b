// conn.go holds the connections' limits: the HTTP server's deadlines, a
// listener that bounds the connections open at once, and one that bounds
// those of one client address.

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

// Listener returns ln with the bounds of s's options on connections: at
// most Options.MaxConns open at once, the next waiting in the kernel's
// backlog until one closes (LimitListener), and at most
// Options.MaxClientConns of one client address, whose next is closed at
// once, so that one address cannot take the connections of every other.
func (s *Server) Listener(ln net.Listener) net.Listener {
	return clientLimitListener(LimitListener(ln, s.opts.MaxConns), s.opts.MaxClientConns)
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

// clientLimitListener returns a listener that holds at most n connections
// of one client address (clientKey) open at once: it closes the next at
// once and accepts on, so that the others' connections wait for nothing.
func clientLimitListener(ln net.Listener, n int) net.Listener {
	return &clientListener{Listener: ln, n: n, open: map[string]int{}}
}

type clientListener struct {
	net.Listener
	n int

	mu   sync.Mutex
	open map[string]int // connections open by client address
}

func (l *clientListener) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		key := clientKey(c.RemoteAddr())
		l.mu.Lock()
		if l.open[key] >= l.n {
			l.mu.Unlock()
			c.Close()
			continue
		}
		l.open[key]++
		l.mu.Unlock()
		return &limitConn{Conn: c, release: func() { l.release(key) }}, nil
	}
}

func (l *clientListener) release(key string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.open[key]--; l.open[key] <= 0 {
		delete(l.open, key)
	}
}

// clientKey returns the client address a connection counts against: its
// IP address, or for IPv6 its /64 network, which one host commonly holds
// whole.
func clientKey(a net.Addr) string {
	var ip net.IP
	switch a := a.(type) {
	case *net.TCPAddr:
		ip = a.IP
	default:
		host, _, err := net.SplitHostPort(a.String())
		if err != nil {
			return a.String()
		}
		ip = net.ParseIP(host)
		if ip == nil {
			return host
		}
	}
	if ip4 := ip.To4(); ip4 != nil {
		return ip4.String()
	}
	return ip.Mask(net.CIDRMask(64, 128)).String() + "/64"
}
