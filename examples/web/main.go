// Command web serves a page on which every registered game is played and
// watched in the browser: against a person or a bot, or bots against each
// other.
//
//	go run ./examples/web [-addr 127.0.0.1:8080] [-dir DIR] [flags]
//	go run ./examples/web -static DIR
//
// It listens on the loopback interface unless -addr names another, and
// with -dir keeps every game's record in DIR, so that a restart loses
// nothing. docs/server.md describes its limits, their flags, what it
// stores for how long, and running it behind a reverse proxy.
//
// With -static DIR it serves nothing: it writes into DIR the board that
// needs no server, the server compiled to WebAssembly and run in the
// browser, to host as plain files (docs/static-board.md).
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"time"

	_ "github.com/plygo/ply/games"
	"github.com/plygo/ply/web"
)

func main() {
	var opts web.Options
	addr := flag.String("addr", "127.0.0.1:8080", "address to listen on")
	flag.StringVar(&opts.Dir, "dir", "", "directory that keeps the games' records (default: memory only)")
	flag.IntVar(&opts.MaxGames, "games", 64, "games kept in memory")
	flag.IntVar(&opts.MaxStored, "stored", 10_000, "games kept in -dir")
	flag.DurationVar(&opts.Expire, "expire", 30*24*time.Hour, "how long a game in -dir may go untouched before it is removed")
	flag.DurationVar(&opts.MaxBotTime, "maxtime", 30*time.Second, "longest time per move a bot may be given")
	flag.IntVar(&opts.MaxThinking, "thinking", 4, "bots searching at once")
	flag.IntVar(&opts.BotMemoryMB, "botmem", 512, "MiB of all bots' tables and trees together")
	flag.IntVar(&opts.MaxBotThreads, "botthreads", 1, "threads a bot's search may run")
	flag.IntVar(&opts.MaxStreams, "streams", 256, "event streams open at once")
	flag.IntVar(&opts.MaxClientStreams, "clientstreams", 16, "event streams one client address may hold")
	flag.IntVar(&opts.MaxGameStreams, "gamestreams", 64, "event streams of one game, its players' and spectators'")
	flag.IntVar(&opts.MaxOpen, "open", 32, "games the lobby lists at once (games with a seat nobody took)")
	flag.IntVar(&opts.MaxConns, "conns", 1024, "connections open at once")
	flag.IntVar(&opts.MaxClientConns, "clientconns", 64, "connections one client address may hold open (well below -conns; behind a reverse proxy, -conns)")
	hosts := flag.String("hosts", "", "comma-separated extra host names the Host header may name (such as the name a reverse proxy serves); * accepts any")
	origins := flag.String("origins", "", "comma-separated origins, such as https://games.example.org, trusted for cross-origin requests")
	flag.Func("engine", "an external engine in the bot menu, NAME=GAME=SPEC, such as rhino=mapello=gtp:/usr/games/gtp-rhino (repeat for more)", func(v string) error {
		e, err := web.ParseMenuEngine(v)
		opts.Engines = append(opts.Engines, e)
		return err
	})
	staticDir := flag.String("static", "", "write the board that needs no server into this directory, and exit")
	flag.Parse()
	if *staticDir != "" {
		if err := buildStatic(*staticDir); err != nil {
			fmt.Fprintln(os.Stderr, "web:", err)
			os.Exit(1)
		}
		return
	}
	if err := run(*addr, opts, list(*hosts), list(*origins)); err != nil {
		fmt.Fprintln(os.Stderr, "web:", err)
		os.Exit(1)
	}
}

// list splits a comma-separated flag.
func list(s string) []string {
	var out []string
	for f := range strings.SplitSeq(s, ",") {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, strings.ToLower(f))
		}
	}
	return out
}

func run(addr string, opts web.Options, hosts, origins []string) error {
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
	fmt.Printf("ply: play in the browser at http://%s/\n", ln.Addr())
	hs := srv.HTTPServer()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	go func() {
		<-ctx.Done()
		sctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		srv.Close()
		hs.Shutdown(sctx)
	}()
	if err := hs.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
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
