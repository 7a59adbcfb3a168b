// web.go holds the web command: the browser board of package web served
// on an address, or written as the board that needs no server.

package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/plygo/ply/web"
)

// Web is the web command: it serves the browser board of package web, on
// which every registered game is played and watched, on -addr (the
// loopback interface unless it names another) until ctx is done, and
// prints the address it listens on as "ply: play in the browser at
// http://ADDR/" (with -addr 127.0.0.1:0, the port the system chose). Its
// flags set the bounds of web.Options; docs/server.md lists them. With
// -static DIR it serves nothing: it writes into DIR the board that needs
// no server (docs/static-board.md), whose games are the five of package
// games, compiled from web/wasm.
func Web(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("web", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: web [flags]\n\nServes the browser board: every registered game played and watched in the browser (see docs/server.md).\n\nFlags:\n")
		fs.PrintDefaults()
	}
	var opts web.Options
	addr := fs.String("addr", "127.0.0.1:8080", "address to listen on")
	fs.StringVar(&opts.Dir, "dir", "", "directory that keeps the games' records (default: memory only)")
	fs.IntVar(&opts.MaxGames, "games", 64, "games kept in memory")
	fs.IntVar(&opts.MaxStored, "stored", 10_000, "games kept in -dir")
	fs.DurationVar(&opts.Expire, "expire", 30*24*time.Hour, "how long a game in -dir may go untouched before it is removed")
	fs.DurationVar(&opts.MaxBotTime, "maxtime", 30*time.Second, "longest time per move a bot may be given")
	fs.IntVar(&opts.MaxThinking, "thinking", 4, "bots searching at once")
	fs.IntVar(&opts.BotMemoryMB, "botmem", 512, "MiB of all bots' tables and trees together")
	fs.IntVar(&opts.MaxBotThreads, "botthreads", 1, "threads a bot's search may run")
	fs.IntVar(&opts.MaxStreams, "streams", 256, "event streams open at once")
	fs.IntVar(&opts.MaxClientStreams, "clientstreams", 16, "event streams one client address may hold")
	fs.IntVar(&opts.MaxGameStreams, "gamestreams", 64, "event streams of one game, its players' and spectators'")
	fs.IntVar(&opts.MaxOpen, "open", 32, "games the lobby lists at once (games with a seat nobody took)")
	fs.IntVar(&opts.MaxConns, "conns", 1024, "connections open at once")
	fs.IntVar(&opts.MaxClientConns, "clientconns", 64, "connections one client address may hold open (well below -conns; behind a reverse proxy, -conns)")
	hosts := fs.String("hosts", "", "comma-separated extra host names the Host header may name (such as the name a reverse proxy serves); * accepts any")
	origins := fs.String("origins", "", "comma-separated origins, such as https://games.example.org, trusted for cross-origin requests")
	fs.Func("engine", "an external engine in the bot menu, NAME=GAME=SPEC, such as rhino=mapello=gtp:/usr/games/gtp-rhino (repeat for more)", func(v string) error {
		e, err := web.ParseMenuEngine(v)
		opts.Engines = append(opts.Engines, e)
		return err
	})
	staticDir := fs.String("static", "", "write the board that needs no server (the five games of package games) into this directory, and exit")
	if code, ok := parse(fs, args); !ok {
		return code
	}
	var err error
	if *staticDir != "" {
		err = buildStatic(ctx, *staticDir, stdout)
	} else {
		err = serveWeb(ctx, *addr, opts, commaList(*hosts), commaList(*origins), stdout)
	}
	if err != nil {
		fmt.Fprintln(stderr, "web:", err)
		return 1
	}
	return 0
}

// commaList splits a comma-separated flag into its lower-case items.
func commaList(s string) []string {
	var out []string
	for f := range strings.SplitSeq(s, ",") {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, strings.ToLower(f))
		}
	}
	return out
}

// serveWeb serves the board on addr until ctx is done, then stops the
// bots and lets the requests under way finish, for at most 2 seconds.
func serveWeb(ctx context.Context, addr string, opts web.Options, hosts, origins []string, stdout io.Writer) error {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return err
	}
	opts.TrustedOrigins = origins
	if len(hosts) != 1 || hosts[0] != "*" {
		// Refuse Host names other than the machine's own and those
		// given, so that a page elsewhere cannot reach the server
		// through DNS rebinding, on whichever interfaces it listens.
		opts.Hosts, err = ownHosts(host)
		if err != nil {
			return err
		}
		opts.Hosts = append(opts.Hosts, hosts...)
	}
	srv, err := web.NewServer(opts)
	if err != nil {
		return err
	}
	defer srv.Close()
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	ln = srv.Listener(ln)
	fmt.Fprintf(stdout, "ply: play in the browser at http://%s/\n", ln.Addr())
	hs := srv.HTTPServer()
	served := make(chan struct{})
	stopped := make(chan struct{})
	go func() {
		defer close(stopped)
		select {
		case <-ctx.Done():
		case <-served:
			return
		}
		sctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		srv.Close()
		hs.Shutdown(sctx)
	}()
	err = hs.Serve(ln)
	close(served)
	<-stopped
	if !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// ownHosts returns the names by which this machine is reached on the
// interfaces host binds: the loopback names, and for an address on every
// interface ("", 0.0.0.0, ::) or another one, the machine's name and the
// addresses of its interfaces too.
func ownHosts(host string) ([]string, error) {
	out := []string{"localhost", "127.0.0.1", "::1"}
	if host != "" {
		out = append(out, strings.ToLower(host))
	}
	if ip := net.ParseIP(host); host == "localhost" || (ip != nil && ip.IsLoopback()) {
		return out, nil
	}
	if name, err := os.Hostname(); err == nil {
		out = append(out, strings.ToLower(name))
	}
	addrs, err := net.InterfaceAddrs()
	if err != nil {
		return nil, err
	}
	for _, a := range addrs {
		if n, ok := a.(*net.IPNet); ok {
			out = append(out, n.IP.String())
		}
	}
	return out, nil
}
