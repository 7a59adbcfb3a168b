// server.go holds the HTTP server: its options, limits and errors, and
// its routes.

package web

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"os"
	"sync"
	"time"
)

//go:embed static
var static embed.FS

// Options configure a Server. The zero value keeps up to 64 games in
// memory, caps a bot's time per move at 30 seconds and accepts any Host.
type Options struct {
	// Dir, if set, is a directory where every game's record is kept, so
	// that a restarted server resumes its games.
	Dir string
	// MaxGames is the number of games kept in memory; 0 means 64. When it
	// is reached the least recently used game whose bot is not thinking
	// leaves memory (and stays in Dir, if set).
	MaxGames int
	// MaxBotTime caps a bot's time per move; 0 means 30 seconds.
	MaxBotTime time.Duration
	// Hosts, if not empty, are the host names requests may name in their
	// Host header (without port), such as "localhost" and "127.0.0.1":
	// a server on the loopback interface refuses other names, which
	// keeps web pages elsewhere from reaching it through DNS rebinding.
	Hosts []string
	// Engines are the external engines offered in the bot menu, one
	// process per move, started and ended by the server (see Engine).
	Engines []Engine
}

// Request limits.
const (
	maxBody       = 1 << 20 // bytes of a request body (a record to load)
	maxSmallBody  = 16 << 10
	maxDelay      = 60 * time.Second
	defaultTime   = time.Second
	idBytes       = 16
	sseKeepAlive  = 20 * time.Second
	maxPositionSz = 4096
	maxMoveSz     = 200
	maxClicks     = 32
	maxSize       = 64
)

// Errors the server reports to clients.
var (
	// ErrTooManyGames: the server keeps as many games as it may and all
	// of them are busy.
	ErrTooManyGames = errors.New("too many live games")
	// ErrRequest: a request that cannot be read or names something that
	// does not exist.
	ErrRequest = errors.New("bad request")
)

// Server serves the page and the games. It is an http.Handler; Close
// stops its bots.
type Server struct {
	opts   Options
	mux    *http.ServeMux
	ctx    context.Context
	cancel context.CancelFunc

	mu    sync.Mutex
	games map[string]*game
}

// NewServer returns a server with the given options. It creates
// opts.Dir if it does not exist.
func NewServer(opts Options) (*Server, error) {
	if opts.MaxGames <= 0 {
		opts.MaxGames = 64
	}
	if opts.MaxBotTime <= 0 {
		opts.MaxBotTime = 30 * time.Second
	}
	if opts.Dir != "" {
		if err := os.MkdirAll(opts.Dir, 0o755); err != nil {
			return nil, fmt.Errorf("web: %w", err)
		}
	}
	s := &Server{opts: opts, mux: http.NewServeMux(), games: map[string]*game{}}
	s.ctx, s.cancel = context.WithCancel(context.Background())
	sub, err := fs.Sub(static, "static")
	if err != nil {
		return nil, err
	}
	files := http.FileServerFS(sub)
	s.mux.HandleFunc("GET /{$}", s.page)
	s.mux.HandleFunc("GET /g/{id}", s.page)
	s.mux.Handle("GET /static/", http.StripPrefix("/static/", files))
	s.mux.HandleFunc("GET /api/games", s.listGames)
	s.mux.HandleFunc("POST /api/games", s.newGame)
	s.mux.HandleFunc("POST /api/load", s.loadGame)
	s.mux.HandleFunc("GET /api/games/{id}", s.getGame)
	s.mux.HandleFunc("GET /api/games/{id}/view", s.viewGame)
	s.mux.HandleFunc("GET /api/games/{id}/events", s.events)
	s.mux.HandleFunc("GET /api/games/{id}/record", s.record)
	s.mux.HandleFunc("POST /api/games/{id}/move", s.move)
	s.mux.HandleFunc("POST /api/games/{id}/preview", s.preview)
	s.mux.HandleFunc("POST /api/games/{id}/undo", s.undo)
	s.mux.HandleFunc("POST /api/games/{id}/movenow", s.moveNow)
	s.mux.HandleFunc("POST /api/games/{id}/watch", s.watch)
	return s, nil
}

// Close stops the bots of every game.
func (s *Server) Close() error {
	s.cancel()
	return nil
}

// page serves the page, for the site's root and a game's own address.
func (s *Server) page(w http.ResponseWriter, r *http.Request) {
	b, err := static.ReadFile("static/index.html")
	if err != nil {
		http.Error(w, "no page", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Write(b)
}
