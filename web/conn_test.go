package web

import (
	"errors"
	"io"
	"net"
	"net/http"
	"os"
	"sync"
	"testing"
	"time"
)

// One address holding many idle connections stalls no other: with 100
// connections at once and 16 per address, 200 idle connections from
// 127.0.0.2 leave it 16 open, the others closed at once, and a request
// from 127.0.0.1 is served while those 16 are still open (they close
// after ReadHeaderTimeout, 10 s). Without the cap per address the 100
// connections all went to 127.0.0.2 and the request waited for them.
func TestClientConnCap(t *testing.T) {
	const conns, perClient, idle = 100, 16, 200
	s, err := NewServer(Options{MaxConns: conns, MaxClientConns: perClient})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	hs := s.HTTPServer()
	go hs.Serve(s.Listener(ln))
	defer hs.Close()

	other := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.IPv4(127, 0, 0, 2)}, Timeout: 5 * time.Second}
	var held []net.Conn
	defer func() {
		for _, c := range held {
			c.Close()
		}
	}()
	for range idle {
		c, err := other.Dial("tcp", ln.Addr().String())
		if err != nil {
			if len(held) == 0 {
				t.Skipf("no connection from 127.0.0.2: %v", err)
			}
			t.Fatal(err)
		}
		held = append(held, c)
	}

	// A request from 127.0.0.1, with a timeout below the 10 s after
	// which the idle connections are closed.
	client := &http.Client{Timeout: 8 * time.Second, Transport: &http.Transport{DisableKeepAlives: true}}
	resp, err := client.Get("http://" + ln.Addr().String() + "/api/status")
	if err != nil {
		t.Fatalf("a request from another address: %v", err)
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("a request from another address: %s", resp.Status)
	}

	// Of the idle connections, perClient are open (a read waits) and
	// the others were closed (a read ends).
	var mu sync.Mutex
	open := 0
	var wg sync.WaitGroup
	for _, c := range held {
		wg.Go(func() {
			c.SetReadDeadline(time.Now().Add(time.Second))
			_, err := c.Read(make([]byte, 1))
			if errors.Is(err, os.ErrDeadlineExceeded) {
				mu.Lock()
				open++
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	if open != perClient {
		t.Errorf("%d of %d idle connections from one address open, want %d", open, idle, perClient)
	}
}

// clientKey counts an IPv4 address alone, and an IPv6 address with its
// /64 network.
func TestClientKey(t *testing.T) {
	for _, c := range []struct {
		addr net.Addr
		want string
	}{
		{&net.TCPAddr{IP: net.IPv4(192, 0, 2, 7), Port: 80}, "192.0.2.7"},
		{&net.TCPAddr{IP: net.ParseIP("::ffff:192.0.2.7"), Port: 80}, "192.0.2.7"},
		{&net.TCPAddr{IP: net.ParseIP("2001:db8:1:2:3:4:5:6"), Port: 80}, "2001:db8:1:2::/64"},
		{&net.TCPAddr{IP: net.ParseIP("2001:db8:1:2:ffff::1"), Port: 80}, "2001:db8:1:2::/64"},
		{&net.UnixAddr{Name: "/tmp/sock", Net: "unix"}, "/tmp/sock"},
	} {
		if got := clientKey(c.addr); got != c.want {
			t.Errorf("clientKey(%v) = %q, want %q", c.addr, got, c.want)
		}
	}
}
