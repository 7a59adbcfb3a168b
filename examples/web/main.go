// Command web serves a page on which every registered game is played and
// watched in the browser: against a person or a bot, or bots against each
// other.
//
//	go run ./examples/web [-addr 127.0.0.1:8080] [-dir DIR]
//
// It listens on the loopback interface unless -addr names another, and
// with -dir keeps every game's record in DIR, so that a restart loses
// nothing.
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
	"time"

	_ "github.com/plygo/ply/games"
	"github.com/plygo/ply/web"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8080", "address to listen on")
	dir := flag.String("dir", "", "directory that keeps the games' records (default: memory only)")
	maxGames := flag.Int("games", 64, "games kept in memory")
	maxTime := flag.Duration("maxtime", 30*time.Second, "longest time per move a bot may be given")
	var engines []web.Engine
	flag.Func("engine", "an external engine in the bot menu, NAME=GAME=SPEC, such as rhino=mapello=gtp:/usr/games/gtp-rhino (repeat for more)", func(v string) error {
		e, err := web.ParseEngine(v)
		engines = append(engines, e)
		return err
	})
	flag.Parse()
	if err := run(*addr, *dir, *maxGames, *maxTime, engines); err != nil {
		fmt.Fprintln(os.Stderr, "web:", err)
		os.Exit(1)
	}
}

func run(addr, dir string, maxGames int, maxTime time.Duration, engines []web.Engine) error {
	opts := web.Options{Dir: dir, MaxGames: maxGames, MaxBotTime: maxTime, Engines: engines}
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return err
	}
	if ip := net.ParseIP(host); host == "localhost" || (ip != nil && ip.IsLoopback()) {
		// Only this machine can connect: refuse Host names other than its
		// own, so that a page elsewhere cannot reach the server through
		// DNS rebinding.
		opts.Hosts = []string{"localhost", "127.0.0.1", "::1", host}
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
	fmt.Printf("ply: play in the browser at http://%s/\n", ln.Addr())
	hs := &http.Server{Handler: srv, ReadHeaderTimeout: 10 * time.Second, MaxHeaderBytes: 64 << 10}
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
