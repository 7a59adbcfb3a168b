// Package clitest runs the commands of package cli in a test as a person
// runs them, for the author of a game who has registered it: each command
// through cli.Main with its arguments and standard input, and the web
// board on the loopback interface, asked as the page asks it.
//
//	code, out, errs := clitest.Run(t, "", "perft", "-game", "mygame", "-depth", "3")
//	base := clitest.StartWeb(t)
//	page := clitest.Get(t, base+"/api/games")
//
// Every helper fails the test, with what the command printed, when the
// command or the request does not go as asked.
package clitest

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/plygo/ply/cli"
)

// Run runs cli.Main with args and input as standard input, as a program's
// main does, and returns its exit status and what it wrote to standard
// output and standard error.
func Run(t testing.TB, input string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errs bytes.Buffer
	code = cli.Main(context.Background(), args, strings.NewReader(input), &out, &errs)
	return code, out.String(), errs.String()
}

// webPrefix starts the line in which the web command says where it serves.
const webPrefix = "ply: play in the browser at "

// StartWeb runs the web command through cli.Main with args, on a free
// port of the loopback interface unless args give -addr, and returns the
// base URL it serves, without a trailing slash. The command ends when
// the test does; the test fails if it then exits with a status other
// than 0, or still serves 10 s later.
func StartWeb(t testing.TB, args ...string) (base string) {
	t.Helper()
	if !slices.Contains(args, "-addr") && !slices.ContainsFunc(args, func(a string) bool { return strings.HasPrefix(a, "-addr=") }) {
		args = append([]string{"-addr", "127.0.0.1:0"}, args...)
	}
	ctx, cancel := context.WithCancel(context.Background())
	pr, pw := io.Pipe()
	var errs syncBuilder
	done := make(chan int, 1)
	go func() {
		code := cli.Main(ctx, append([]string{"web"}, args...), strings.NewReader(""), pw, &errs)
		pw.Close()
		done <- code
	}()
	line, err := bufio.NewReader(pr).ReadString('\n')
	go io.Copy(io.Discard, pr)
	if err != nil || !strings.HasPrefix(line, webPrefix) {
		cancel()
		code := <-done
		t.Fatalf("web: first line %q, %v; exit %d, stderr %q", line, err, code, errs.String())
	}
	t.Cleanup(func() {
		cancel()
		select {
		case code := <-done:
			if code != 0 {
				t.Errorf("web: exit %d, stderr %q", code, errs.String())
			}
		case <-time.After(10 * time.Second):
			t.Error("web: still serving 10 s after its context ended")
		}
	})
	return strings.TrimSuffix(strings.TrimPrefix(strings.TrimSpace(line), webPrefix), "/")
}

// Get returns the body of a GET of url, which must answer 200 OK.
func Get(t testing.TB, url string) string {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %s, %v\n%.300s", url, resp.Status, err, body)
	}
	return string(body)
}

// Post posts the JSON body to url, which must answer 200 OK, and decodes
// the JSON answer into v.
func Post(t testing.TB, url, body string, v any) {
	t.Helper()
	resp, err := http.Post(url, "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	text, err := io.ReadAll(resp.Body)
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("POST %s %s: %s, %v\n%.300s", url, body, resp.Status, err, text)
	}
	if err := json.Unmarshal(text, v); err != nil {
		t.Fatalf("POST %s: %v\n%.300s", url, err, text)
	}
}

// syncBuilder is a strings.Builder safe for the command's goroutine to
// write while the test reads it.
type syncBuilder struct {
	mu sync.Mutex
	b  strings.Builder
}

func (s *syncBuilder) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuilder) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}
