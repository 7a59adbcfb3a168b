package web_test

import (
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"

	_ "github.com/plygo/ply/games"
	"github.com/plygo/ply/web"
)

// The server is an http.Handler: here it serves a test server and answers
// a junk request with a clear error, as it answers anything it receives.
func Example() {
	s, err := web.NewServer(web.Options{MaxGames: 8})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer s.Close()
	ts := httptest.NewServer(s)
	defer ts.Close()

	resp, err := http.Get(ts.URL + "/")
	if err != nil {
		fmt.Println(err)
		return
	}
	resp.Body.Close()
	fmt.Println("page:", resp.StatusCode, resp.Header.Get("Content-Type"))

	resp, err = http.Post(ts.URL+"/api/games", "application/json", strings.NewReader("{not json"))
	if err != nil {
		fmt.Println(err)
		return
	}
	resp.Body.Close()
	fmt.Println("junk:", resp.StatusCode)
	// Output:
	// page: 200 text/html; charset=utf-8
	// junk: 400
}

// A server for other machines: its deadlines (HTTPServer), a bound on
// connections (LimitListener), games kept on disk, and what it holds
// against its limits (Status).
func ExampleServer_HTTPServer() {
	dir, err := os.MkdirTemp("", "games")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer os.RemoveAll(dir)
	s, err := web.NewServer(web.Options{Dir: dir, MaxThinking: 2, BotMemoryMB: 64, Hosts: []string{"localhost", "127.0.0.1"}})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer s.Close()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		fmt.Println(err)
		return
	}
	hs := s.HTTPServer()
	go hs.Serve(web.LimitListener(ln, 100))
	defer hs.Close()

	resp, err := http.Post("http://"+ln.Addr().String()+"/api/games", "application/json", strings.NewReader(`{"game": "pathway"}`))
	if err != nil {
		fmt.Println(err)
		return
	}
	resp.Body.Close()
	st := s.Status()
	fmt.Println("new game:", resp.StatusCode, "stored:", st.Stored, "bots' memory:", st.MemoryMB, "MiB")
	// Output:
	// new game: 200 stored: 1 bots' memory: 64 MiB
}
