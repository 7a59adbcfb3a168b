// middleware.go holds what every request goes through before its handler:
// recovery from panics, the Host check and the security headers.

package web

import (
	"net"
	"net/http"
	"slices"
	"strings"
)

// ServeHTTP serves a request; no request panics the server.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	defer func() {
		if v := recover(); v != nil {
			if v == http.ErrAbortHandler {
				panic(v)
			}
			http.Error(w, "internal error", http.StatusInternalServerError)
		}
	}()
	if !s.hostAllowed(r.Host) {
		http.Error(w, "unknown host", http.StatusForbidden)
		return
	}
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.Header().Set("Content-Security-Policy", "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:")
	s.mux.ServeHTTP(w, r)
}

// hostAllowed reports whether a request may name host (with or without
// a port) in its Host header: any host when Options.Hosts is empty.
func (s *Server) hostAllowed(host string) bool {
	if len(s.opts.Hosts) == 0 {
		return true
	}
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	return slices.Contains(s.opts.Hosts, strings.ToLower(strings.Trim(host, "[]")))
}
