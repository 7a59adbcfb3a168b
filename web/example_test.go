package web_test

import (
	"encoding/json"
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

// A server for other machines: its deadlines (HTTPServer), bounds on
// connections, in all and per client address (Listener), games kept on disk, and what it holds
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
	go hs.Serve(s.Listener(ln))
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

// A seated game between two machines: the maker is given a token per
// person's seat (their links are /g/ID#seat=TOKEN); a move is played only
// with the token of the seat to move, in the SeatHeader.
func Example_seats() {
	s, err := web.NewServer(web.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer s.Close()
	ts := httptest.NewServer(s)
	defer ts.Close()

	resp, err := http.Post(ts.URL+"/api/games", "application/json", strings.NewReader(`{"game": "pathway", "seats": true, "clock": "5:00+3"}`))
	if err != nil {
		fmt.Println(err)
		return
	}
	var made struct {
		ID     string
		Tokens [2]string
	}
	json.NewDecoder(resp.Body).Decode(&made)
	resp.Body.Close()

	move := func(token string) int {
		req, _ := http.NewRequest("POST", ts.URL+"/api/games/"+made.ID+"/move", strings.NewReader(`{"move": "a1", "ply": 0}`))
		req.Header.Set("Content-Type", "application/json")
		if token != "" {
			req.Header.Set(web.SeatHeader, token)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			return 0
		}
		resp.Body.Close()
		return resp.StatusCode
	}
	fmt.Println("no token:", move(""))
	fmt.Println("the second seat's token:", move(made.Tokens[1]))
	fmt.Println("the first seat's token:", move(made.Tokens[0]))
	// Output:
	// no token: 403
	// the second seat's token: 403
	// the first seat's token: 200
}
