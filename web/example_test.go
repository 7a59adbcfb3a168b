package web_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
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
