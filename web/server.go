// server.go holds the HTTP server: its routes, request decoding and limits.

package web

import (
	"compress/gzip"
	"context"
	"crypto/rand"
	"embed"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/plygo/ply/diagram"
	"github.com/plygo/ply/registry"
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

// ServeHTTP serves a request; no request panics the server.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	defer func() {
		if v := recover(); v != nil {
			if v == http.ErrAbortHandler {
				panic(v)
			}
			http.Error(w, "internal error", http.StatusInternalServerError)
		}
	}()
	if len(s.opts.Hosts) > 0 {
		host := r.Host
		if h, _, err := net.SplitHostPort(host); err == nil {
			host = h
		}
		if !slices.Contains(s.opts.Hosts, strings.ToLower(strings.Trim(host, "[]"))) {
			http.Error(w, "unknown host", http.StatusForbidden)
			return
		}
	}
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.Header().Set("Content-Security-Policy", "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:")
	s.mux.ServeHTTP(w, r)
}

func (s *Server) page(w http.ResponseWriter, r *http.Request) {
	b, err := static.ReadFile("static/index.html")
	if err != nil {
		http.Error(w, "no page", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Write(b)
}

// writeJSON writes v as the response.
func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

// writeGame writes a game's view, compressed when the client takes gzip:
// Push Fight's two thousand turns a position shrink about sixfold.
func writeGame(w http.ResponseWriter, r *http.Request, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		fail(w, http.StatusInternalServerError, err)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Add("Vary", "Accept-Encoding")
	if len(b) < 4096 || !strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
		w.Write(b)
		return
	}
	w.Header().Set("Content-Encoding", "gzip")
	zw, _ := gzip.NewWriterLevel(w, gzip.BestSpeed)
	zw.Write(b)
	zw.Close()
}

// fail writes an error response: 400 for a bad request, 404 for an
// unknown game, 503 when the server is full.
func fail(w http.ResponseWriter, status int, err error) {
	writeJSON(w, status, map[string]string{"error": err.Error()})
}

// decode reads a JSON request body of at most limit bytes into v, which
// must be all of it. Errors wrap ErrRequest.
func decode(w http.ResponseWriter, r *http.Request, limit int64, v any) error {
	if ct := r.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		return fmt.Errorf("%w: want Content-Type application/json", ErrRequest)
	}
	return decodeBody(http.MaxBytesReader(w, r.Body, limit), v)
}

// decodeBody reads one JSON value from body into v and nothing after it.
func decodeBody(body io.Reader, v any) error {
	dec := json.NewDecoder(body)
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("%w: %v", ErrRequest, err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return fmt.Errorf("%w: data after the request", ErrRequest)
	}
	return nil
}

// gameInfo describes a registered game for the new-game form.
type gameInfo struct {
	Name    string     `json:"name"`
	Summary string     `json:"summary"`
	Setups  []string   `json:"setups"`
	Players [2]string  `json:"players"`
	Bots    []botInfo  `json:"bots"`
	Demo    [2]string  `json:"demo"`
	Sizes   *sizeRange `json:"sizes,omitempty"`
}

type botInfo struct {
	Name string `json:"name"`
	Help string `json:"help"`
}

type sizeRange struct {
	Default int `json:"default"`
}

func (s *Server) listGames(w http.ResponseWriter, r *http.Request) {
	var out struct {
		Games   []gameInfo `json:"games"`
		BotHelp string     `json:"botHelp"`
		MaxTime string     `json:"maxTime"`
	}
	out.BotHelp = registry.BotHelp
	out.MaxTime = s.opts.MaxBotTime.String()
	for _, name := range registry.Names() {
		e, _ := registry.Lookup(name)
		g, err := registry.Open(name, registry.Config{})
		if err != nil {
			continue
		}
		info := gameInfo{Name: name, Summary: e.Summary, Setups: e.Setups, Players: g.Players(), Demo: e.Demo}
		if info.Demo == [2]string{} {
			info.Demo = registry.DefaultDemo
		}
		if info.Setups == nil {
			info.Setups = []string{}
		}
		if sizeAccepted(name) {
			info.Sizes = &sizeRange{}
		}
		for _, b := range g.Bots() {
			info.Bots = append(info.Bots, botInfo{b.Name, b.Help})
		}
		out.Games = append(out.Games, info)
	}
	writeJSON(w, http.StatusOK, out)
}

// sizeAccepted reports whether the game takes a board size option.
func sizeAccepted(name string) bool {
	g, err := registry.Open(name, registry.Config{})
	if err != nil {
		return false
	}
	start := g.FormatPosition(g.Start())
	for _, n := range []int{4, 5, 6, 8} {
		h, err := registry.Open(name, registry.Config{Size: n})
		if err == nil && h.FormatPosition(h.Start()) != start {
			return true
		}
	}
	return false
}

// sideSpec is one side of a new game as the client asks for it.
type sideSpec struct {
	// Bot is a bot specification, or "" (or "human") for a person.
	Bot string `json:"bot"`
	// Time is the bot's time per move, such as "2s"; "" means one second.
	Time string `json:"time"`
}

// newGameRequest is the body of POST /api/games.
type newGameRequest struct {
	Game     string      `json:"game"`
	Setup    string      `json:"setup"`
	Size     int         `json:"size"`
	Position string      `json:"position"`
	Sides    [2]sideSpec `json:"sides"`
}

// loadRequest is the body of POST /api/load.
type loadRequest struct {
	Record string `json:"record"`
	// Sides, if given, replace the players the record names.
	Sides *[2]sideSpec `json:"sides"`
}

func (s *Server) newGame(w http.ResponseWriter, r *http.Request) {
	var req newGameRequest
	if err := decode(w, r, maxSmallBody, &req); err != nil {
		fail(w, http.StatusBadRequest, err)
		return
	}
	if len(req.Position) > maxPositionSz || req.Size < 0 || req.Size > 64 {
		fail(w, http.StatusBadRequest, fmt.Errorf("%w: position or size out of range", ErrRequest))
		return
	}
	cfg := registry.Config{Setup: req.Setup, Size: req.Size, Position: strings.TrimSpace(req.Position)}
	g, err := registry.Open(req.Game, cfg)
	if err != nil {
		fail(w, http.StatusBadRequest, err)
		return
	}
	s.answerCreate(w, g, req.Game, cfg, registry.NewLine(g.Start()), req.Sides)
}

func (s *Server) loadGame(w http.ResponseWriter, r *http.Request) {
	var req loadRequest
	if err := decode(w, r, maxBody, &req); err != nil {
		fail(w, http.StatusBadRequest, err)
		return
	}
	rec, err := readRecord(req.Record)
	if err != nil {
		fail(w, http.StatusBadRequest, err)
		return
	}
	g, cfg, line, err := replay(rec)
	if err != nil {
		fail(w, http.StatusBadRequest, err)
		return
	}
	sides := sidesOf(rec)
	if req.Sides != nil {
		sides = *req.Sides
	}
	s.answerCreate(w, g, rec.Game, cfg, line, sides)
}

// answerCreate creates a game and answers its id, or the error: 503 when
// the server holds as many games as it may.
func (s *Server) answerCreate(w http.ResponseWriter, g registry.Game, name string, cfg registry.Config, line registry.Line, sides [2]sideSpec) {
	gm, err := s.create(g, name, cfg, line, sides)
	if err != nil {
		status := http.StatusBadRequest
		if errors.Is(err, ErrTooManyGames) {
			status = http.StatusServiceUnavailable
		}
		fail(w, status, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"id": gm.id})
}

// newID returns an unguessable game id.
func newID() string {
	var b [idBytes]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// validID reports whether id has the form newID gives.
func validID(id string) bool {
	if len(id) != 2*idBytes {
		return false
	}
	_, err := hex.DecodeString(id)
	return err == nil && strings.ToLower(id) == id
}

// create makes a live game, keeps it and starts its bot if it is to move.
func (s *Server) create(g registry.Game, name string, cfg registry.Config, line registry.Line, specs [2]sideSpec) (*game, error) {
	gm := &game{srv: s, g: g, name: name, cfg: cfg, line: line, changed: make(chan struct{}), delay: 500 * time.Millisecond}
	for i, sp := range specs {
		sd, err := s.side(g, sp, uint64(i+1))
		if err != nil {
			return nil, err
		}
		gm.sides[i] = sd
	}
	gm.id = newID()
	if err := s.admit(gm); err != nil {
		return nil, err
	}
	gm.mu.Lock()
	gm.save()
	gm.kick()
	gm.mu.Unlock()
	return gm, nil
}

// side builds one side of a game from its specification.
func (s *Server) side(g registry.Game, sp sideSpec, seed uint64) (side, error) {
	spec := strings.TrimSpace(sp.Bot)
	if spec == "" || spec == "human" {
		return side{}, nil
	}
	if len(spec) > 100 {
		return side{}, fmt.Errorf("%w: bot specification too long", registry.ErrBotSpec)
	}
	d := defaultTime
	if sp.Time != "" {
		t, err := time.ParseDuration(sp.Time)
		if err != nil || t <= 0 {
			return side{}, fmt.Errorf("%w: time per move %q", ErrRequest, sp.Time)
		}
		d = t
	}
	d = min(d, s.opts.MaxBotTime)
	bot, err := g.NewBot(spec, seed)
	if err != nil {
		return side{}, err
	}
	return side{spec: spec, time: d, bot: bot}, nil
}

// admit keeps gm, making room if the server is full.
func (s *Server) admit(gm *game) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	gm.used = time.Now()
	for len(s.games) >= s.opts.MaxGames {
		var oldest *game
		for _, o := range s.games {
			o.mu.Lock()
			busy := o.thinking || o.watchers > 0
			o.mu.Unlock()
			if !busy && (oldest == nil || o.used.Before(oldest.used)) {
				oldest = o
			}
		}
		if oldest == nil {
			return ErrTooManyGames
		}
		delete(s.games, oldest.id)
	}
	s.games[gm.id] = gm
	return nil
}

// lookup returns the game of the request's id, loading it from Dir if it
// is not in memory; it writes a 404 and returns nil if there is none.
// lookupDecode looks up the game of r and decodes its small JSON body
// into a T; ok is false when it has answered the request with an error.
func lookupDecode[T any](s *Server, w http.ResponseWriter, r *http.Request) (gm *game, req T, ok bool) {
	if gm = s.lookup(w, r); gm == nil {
		return nil, req, false
	}
	if err := decode(w, r, maxSmallBody, &req); err != nil {
		fail(w, http.StatusBadRequest, err)
		return nil, req, false
	}
	return gm, req, true
}

// lookup returns the game the request names, from memory or from -dir,
// and answers 404 when there is none.
func (s *Server) lookup(w http.ResponseWriter, r *http.Request) *game {
	id := r.PathValue("id")
	if !validID(id) {
		fail(w, http.StatusNotFound, fmt.Errorf("%w: no such game", ErrRequest))
		return nil
	}
	s.mu.Lock()
	gm := s.games[id]
	if gm != nil {
		gm.used = time.Now()
	}
	s.mu.Unlock()
	if gm != nil {
		return gm
	}
	gm, err := s.restore(id)
	if err != nil {
		fail(w, http.StatusNotFound, fmt.Errorf("%w: no such game", ErrRequest))
		return nil
	}
	return gm
}

// restore loads the game id from Dir.
func (s *Server) restore(id string) (*game, error) {
	if s.opts.Dir == "" {
		return nil, os.ErrNotExist
	}
	b, err := os.ReadFile(filepath.Join(s.opts.Dir, id+".txt"))
	if err != nil {
		return nil, err
	}
	rec, err := readRecord(string(b))
	if err != nil {
		return nil, err
	}
	g, cfg, line, err := replay(rec)
	if err != nil {
		return nil, err
	}
	gm := &game{srv: s, id: id, g: g, name: rec.Game, cfg: cfg, line: line, changed: make(chan struct{}), delay: 500 * time.Millisecond}
	for i, sp := range sidesOf(rec) {
		sd, err := s.side(g, sp, uint64(i+1))
		if err != nil {
			sd = side{}
		}
		gm.sides[i] = sd
	}
	for i, m := range rec.Moves {
		if m.Comment != "" {
			gm.comment(i, m.Comment)
		}
	}
	s.mu.Lock()
	if o := s.games[id]; o != nil {
		s.mu.Unlock()
		return o, nil
	}
	s.mu.Unlock()
	if err := s.admit(gm); err != nil {
		return nil, err
	}
	gm.mu.Lock()
	gm.kick()
	gm.mu.Unlock()
	return gm, nil
}

func (s *Server) getGame(w http.ResponseWriter, r *http.Request) {
	gm := s.lookup(w, r)
	if gm == nil {
		return
	}
	writeGame(w, r, gm.view())
}

func (s *Server) viewGame(w http.ResponseWriter, r *http.Request) {
	gm := s.lookup(w, r)
	if gm == nil {
		return
	}
	n, err := strconv.Atoi(r.URL.Query().Get("ply"))
	if err != nil {
		fail(w, http.StatusBadRequest, fmt.Errorf("%w: ply", ErrRequest))
		return
	}
	v, ok := gm.viewAt(n)
	if !ok {
		fail(w, http.StatusBadRequest, fmt.Errorf("%w: ply %d out of range", ErrRequest, n))
		return
	}
	writeJSON(w, http.StatusOK, v)
}

func (s *Server) record(w http.ResponseWriter, r *http.Request) {
	gm := s.lookup(w, r)
	if gm == nil {
		return
	}
	gm.mu.Lock()
	text := gm.record().String()
	name := gm.name
	gm.mu.Unlock()
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="%s-%s.txt"`, name, gm.id[:8]))
	io.WriteString(w, text)
}

// moveRequest is the body of POST /api/games/{id}/move.
type moveRequest struct {
	Move string `json:"move"`
	// Ply is the number of moves played that the client saw; a move sent
	// for another position is refused.
	Ply int `json:"ply"`
}

func (s *Server) move(w http.ResponseWriter, r *http.Request) {
	gm, req, ok := lookupDecode[moveRequest](s, w, r)
	if !ok {
		return
	}
	if err := gm.play(req.Move, req.Ply); err != nil {
		fail(w, http.StatusBadRequest, err)
		return
	}
	writeGame(w, r, gm.view())
}

// previewRequest is the body of POST /api/games/{id}/preview: the clicks
// of a turn in progress in the position after Ply moves.
type previewRequest struct {
	Clicks []string `json:"clicks"`
	Ply    int      `json:"ply"`
}

// preview answers the board in the middle of a turn, or a null diagram
// when the game draws none for these clicks.
func (s *Server) preview(w http.ResponseWriter, r *http.Request) {
	gm, req, ok := lookupDecode[previewRequest](s, w, r)
	if !ok {
		return
	}
	if len(req.Clicks) > 32 {
		fail(w, http.StatusBadRequest, fmt.Errorf("%w: too many clicks", ErrRequest))
		return
	}
	gm.mu.Lock()
	g, line := gm.g, gm.line
	gm.mu.Unlock()
	var out struct {
		Diagram *diagram.Diagram `json:"diagram"`
	}
	if req.Ply == line.Len() {
		if d, ok := registry.DiagramClicks(g, line.Position(), req.Clicks); ok {
			out.Diagram = &d
		}
	}
	writeJSON(w, http.StatusOK, out)
}

func (s *Server) undo(w http.ResponseWriter, r *http.Request) {
	gm, _, ok := lookupDecode[struct{}](s, w, r)
	if !ok {
		return
	}
	gm.undo()
	writeGame(w, r, gm.view())
}

func (s *Server) moveNow(w http.ResponseWriter, r *http.Request) {
	gm, _, ok := lookupDecode[struct{}](s, w, r)
	if !ok {
		return
	}
	gm.moveNow()
	writeJSON(w, http.StatusOK, map[string]bool{"ok": true})
}

// watchRequest is the body of POST /api/games/{id}/watch: how bots play.
type watchRequest struct {
	// Paused stops bots from starting to think.
	Paused *bool `json:"paused"`
	// Step lets one bot move be played while paused.
	Step bool `json:"step"`
	// DelayMS is the pause before each bot move, in milliseconds.
	DelayMS *int `json:"delayMs"`
}

func (s *Server) watch(w http.ResponseWriter, r *http.Request) {
	gm, req, ok := lookupDecode[watchRequest](s, w, r)
	if !ok {
		return
	}
	if req.DelayMS != nil && (*req.DelayMS < 0 || time.Duration(*req.DelayMS)*time.Millisecond > maxDelay) {
		fail(w, http.StatusBadRequest, fmt.Errorf("%w: delay out of range", ErrRequest))
		return
	}
	gm.setWatch(req)
	writeGame(w, r, gm.view())
}

// events streams Server-Sent Events: an "update" event with the game's
// version and its bot's progress whenever they change.
func (s *Server) events(w http.ResponseWriter, r *http.Request) {
	gm := s.lookup(w, r)
	if gm == nil {
		return
	}
	flusher, ok := w.(http.Flusher)
	if !ok {
		http.Error(w, "streaming unsupported", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-store")
	gm.mu.Lock()
	gm.watchers++
	gm.mu.Unlock()
	defer func() {
		gm.mu.Lock()
		gm.watchers--
		gm.mu.Unlock()
	}()
	for {
		gm.mu.Lock()
		ch := gm.changed
		u := gm.update()
		gm.mu.Unlock()
		b, _ := json.Marshal(u)
		if _, err := fmt.Fprintf(w, "event: update\ndata: %s\n\n", b); err != nil {
			return
		}
		flusher.Flush()
		select {
		case <-ch:
		case <-time.After(sseKeepAlive):
		case <-r.Context().Done():
			return
		case <-s.ctx.Done():
			return
		}
	}
}
