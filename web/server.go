// server.go holds the HTTP server: its options, limits and errors, and
// its routes.

package web

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"net/http"
	"sync"
	"time"

	"github.com/plygo/ply/bot"
)

//go:embed static
var static embed.FS

// Options configure a Server. The zero value keeps up to 64 games in
// memory, caps a bot's time per move at 30 seconds, lets 4 bots think at
// once within 512 MiB, and accepts any Host. docs/server.md describes
// every limit.
type Options struct {
	// Dir, if set, is a directory where every game's record is kept, so
	// that a restarted server resumes its games. A change is acknowledged
	// only once its record is durably written there.
	Dir string
	// MaxGames is the number of games kept in memory; 0 means 64. When it
	// is reached the least recently used game whose bot is not searching
	// leaves memory (and stays in Dir, if set), unwatched games first.
	MaxGames int
	// MaxStored is the number of games kept in Dir; 0 means 10,000, and
	// it is at least MaxGames. A new game beyond it removes the least
	// recently touched record not in memory.
	MaxStored int
	// Expire is how long a record in Dir may go untouched (no move, not
	// opened) before it is removed; 0 means 30 days.
	Expire time.Duration
	// MaxBotTime caps a bot's time per move; 0 means 30 seconds.
	MaxBotTime time.Duration
	// MaxThinking is the number of bots that search at once; 0 means 4.
	// Others wait for a slot before their clock starts. It is less than
	// MaxGames.
	MaxThinking int
	// MaxBotThreads caps the threads of a bot's search (a specification's
	// threads=N); 0 means 1.
	MaxBotThreads int
	// BotMemoryMB is the memory of all bots' tables and trees together,
	// in mebibytes; 0 means 512. Each thinking slot has an equal share,
	// to which every bot's search is bounded.
	BotMemoryMB int
	// MaxStreams is the number of event streams open at once; 0 means
	// 256. MaxClientStreams is the number one client address may hold; 0
	// means 16.
	MaxStreams, MaxClientStreams int
	// Hosts, if not empty, are the host names requests may name in their
	// Host header (without port), such as "localhost" and "127.0.0.1":
	// a server refuses other names, which keeps web pages elsewhere from
	// reaching it through DNS rebinding.
	Hosts []string
	// TrustedOrigins are origins, such as "https://games.example.org",
	// from which cross-origin requests that change state are allowed
	// (http.CrossOriginProtection); others are refused with 403.
	TrustedOrigins []string
	// Log receives what goes wrong, such as a record that cannot be
	// written; nil means slog.Default().
	Log *slog.Logger
	// Engines are the external engines offered in the bot menu, one
	// process per move, started and ended by the server (see Engine).
	// NewServer refuses one whose Spec is no external engine, with an
	// error wrapping bot.ErrSpec.
	Engines []Engine
	// MaxOpen is the number of games the lobby lists at once (games
	// with a seat nobody took); 0 means 32. A new game for the lobby
	// beyond it is refused with ErrLobbyFull.
	MaxOpen int
	// MaxGameStreams is the number of event streams one game may have
	// open, its players' and spectators'; 0 means 64.
	MaxGameStreams int
	// MaxConns is the number of connections open at once through
	// Server.Listener; 0 means 1024. MaxClientConns is the number one
	// client address (an IPv6 client's /64 network) may hold; 0 means
	// 64. It must stay well below MaxConns, else one address can hold
	// them all; behind a reverse proxy, whose address every client
	// shares, raise it to MaxConns.
	MaxConns, MaxClientConns int
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
	// ErrTooManyStreams: the server, or the client's address, has as many
	// event streams open as it may.
	ErrTooManyStreams = errors.New("too many event streams")
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

	budget *budget
	disk   *disk // nil without Dir
	log    *slog.Logger
	cop    *http.CrossOriginProtection

	mu      sync.Mutex
	games   map[string]*game
	streams map[string]int // open event streams by client address
	nstream int

	lobby lobby
}

// NewServer returns a server with the given options. It creates
// opts.Dir if it does not exist.
func NewServer(opts Options) (*Server, error) {
	if opts.MaxGames <= 0 {
		opts.MaxGames = 64
	}
	if opts.MaxStored <= 0 {
		opts.MaxStored = 10_000
	}
	opts.MaxStored = max(opts.MaxStored, opts.MaxGames)
	if opts.Expire <= 0 {
		opts.Expire = 30 * 24 * time.Hour
	}
	if opts.MaxBotTime <= 0 {
		opts.MaxBotTime = 30 * time.Second
	}
	if opts.MaxThinking <= 0 {
		opts.MaxThinking = 4
	}
	opts.MaxThinking = max(min(opts.MaxThinking, opts.MaxGames-1), 1)
	if opts.MaxBotThreads <= 0 {
		opts.MaxBotThreads = 1
	}
	if opts.BotMemoryMB <= 0 {
		opts.BotMemoryMB = 512
	}
	if opts.MaxStreams <= 0 {
		opts.MaxStreams = 256
	}
	if opts.MaxClientStreams <= 0 {
		opts.MaxClientStreams = 16
	}
	if opts.Log == nil {
		opts.Log = slog.Default()
	}
	if opts.MaxOpen <= 0 {
		opts.MaxOpen = 32
	}
	if opts.MaxGameStreams <= 0 {
		opts.MaxGameStreams = 64
	}
	if opts.MaxConns <= 0 {
		opts.MaxConns = 1024
	}
	if opts.MaxClientConns <= 0 {
		opts.MaxClientConns = 64
	}
	for _, e := range opts.Engines {
		if !e.Spec.IsEngine() {
			return nil, fmt.Errorf("web: engine %s: %s is no external engine: %w", e.Name, e.Spec, bot.ErrSpec)
		}
		if err := e.Spec.Validate(); err != nil {
			return nil, fmt.Errorf("web: engine %s: %w", e.Name, err)
		}
	}
	s := &Server{opts: opts, mux: http.NewServeMux(), games: map[string]*game{}, streams: map[string]int{}, log: opts.Log}
	s.budget = newBudget(opts.MaxThinking, opts.BotMemoryMB)
	s.lobby.games = map[string]lobbyGame{}
	s.cop = http.NewCrossOriginProtection()
	for _, o := range opts.TrustedOrigins {
		if err := s.cop.AddTrustedOrigin(o); err != nil {
			return nil, fmt.Errorf("web: %w", err)
		}
	}
	if opts.Dir != "" {
		d, err := openDisk(opts.Dir, opts.MaxStored, opts.Expire)
		if err != nil {
			return nil, err
		}
		s.disk = d
	}
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
	s.mux.HandleFunc("POST /api/games/{id}/analyze", s.analyze)
	s.mux.HandleFunc("POST /api/games/{id}/resign", s.resign)
	s.mux.HandleFunc("POST /api/games/{id}/draw", s.draw)
	s.mux.HandleFunc("GET /api/status", s.status)
	s.mux.HandleFunc("GET /api/lobby", s.listLobby)
	s.mux.HandleFunc("POST /api/games/{id}/seat", s.takeSeat)
	s.mux.HandleFunc("POST /api/games/{id}/join", s.join)
	s.mux.HandleFunc("GET /learn/{game}", s.learnPage)
	s.mux.HandleFunc("GET /api/learn/{game}", s.learn)
	if s.disk != nil {
		s.disk.expireOld(s.liveNow())
		s.checkStored()
		s.lobbyRead()
		go s.expireEvery(time.Hour)
	}
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
