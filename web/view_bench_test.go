package web

import (
	"encoding/json"
	"net/http/httptest"
	"strings"
	"testing"
)

// BenchmarkGetView measures GET /api/games/ID of Push Fight's start, a
// game of two people, in the server alone: the whole view, and the view
// of a page that holds its click tree (?clicks=KEY), and the whole view
// gzipped. The figures are in docs/server.md.
func BenchmarkGetView(b *testing.B) {
	s, err := NewServer(Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	gzip := false
	serve := func(method, path, body string) *httptest.ResponseRecorder {
		req := httptest.NewRequest(method, path, strings.NewReader(body))
		if gzip {
			req.Header.Set("Accept-Encoding", "gzip")
		}
		req.Host = "127.0.0.1"
		req.RemoteAddr = "127.0.0.1:1"
		if body != "" {
			req.Header.Set("Content-Type", "application/json")
		}
		w := httptest.NewRecorder()
		s.ServeHTTP(w, req)
		return w
	}
	var made struct{ ID string }
	if w := serve("POST", "/api/games", `{"game":"pushfight"}`); w.Code != 200 || json.Unmarshal(w.Body.Bytes(), &made) != nil {
		b.Fatalf("new game: %d %s", w.Code, w.Body)
	}
	var v struct {
		Clicks struct{ Key string } `json:"clicks"`
	}
	json.Unmarshal(serve("GET", "/api/games/"+made.ID, "").Body.Bytes(), &v)
	for _, bc := range []struct {
		name, path string
		gzip       bool
	}{
		{"whole", "/api/games/" + made.ID, false},
		{"whole-gzip", "/api/games/" + made.ID, true},
		{"held", "/api/games/" + made.ID + "?clicks=" + v.Clicks.Key, false},
	} {
		b.Run(bc.name, func(b *testing.B) {
			gzip = bc.gzip
			size := 0
			for b.Loop() {
				size = serve("GET", bc.path, "").Body.Len()
			}
			b.ReportMetric(float64(size), "bytes")
		})
	}
}
