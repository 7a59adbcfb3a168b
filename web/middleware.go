// middleware.go holds what every request goes through before its handler:
// recovery from panics, the Host check, the security headers and the
// cross-origin check.

package web

import (
	"fmt"
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
	w.Header().Set("Content-Security-Policy", "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'")
	// Requests from another origin that change state are refused, by
	// the browser's Sec-Fetch-Site or else by Origin against Host,
	// whatever their Content-Type.
	if err := s.cop.Check(r); err != nil {
		fail(w, http.StatusForbidden, fmt.Errorf("%w: %v", ErrRequest, err))
		return
	}
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
