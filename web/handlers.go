// handlers.go holds the handlers of the API that make, show and change a
// game, and the bodies of their requests.

package web

import (
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"

	"github.com/plygo/ply/diagram"
	"github.com/plygo/ply/registry"
)

// sideSpec is one side of a new game as the client asks for it.
type sideSpec struct {
	// Bot is a bot specification, or "" (or "human") for a person.
	Bot string `json:"bot"`
	// Time is the bot's time per move, such as "2s"; "" means one second.
	// A level, random and greedy play without one.
	Time string `json:"time"`
	// untold marks a bot a record names without its time: it plays with
	// the default, which the page and the record do not tell.
	untold bool
}

// newGameRequest is the body of POST /api/games.
type newGameRequest struct {
	Game     string      `json:"game"`
	Setup    string      `json:"setup"`
	Size     int         `json:"size"`
	Position string      `json:"position"`
	Sides    [2]sideSpec `json:"sides"`
	// Clock is the game's clock (see docs/server.md), such as "5:00+3"
	// or "5:00 3x30"; "" for none.
	Clock string `json:"clock"`
	// Seats gives each person's side a secret link; Lobby lists the game
	// in the lobby while one of them is open.
	Seats bool `json:"seats"`
	Lobby bool `json:"lobby"`
	// Options sets the game's rule options by name, such as
	// {"maxturns": "50"} (registry.Config.Options); GET /api/games lists
	// each game's. The game refuses a name or value it does not take.
	Options map[string]string `json:"options"`
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
	if len(req.Position) > maxPositionSz || req.Size < 0 || req.Size > maxSize {
		fail(w, http.StatusBadRequest, fmt.Errorf("%w: position or size out of range", ErrRequest))
		return
	}
	cfg := registry.Config{Setup: req.Setup, Size: req.Size, Position: strings.TrimSpace(req.Position), Options: req.Options}
	g, err := registry.Open(req.Game, cfg)
	if err != nil {
		fail(w, http.StatusBadRequest, err)
		return
	}
	st := gameStart{g: g, line: registry.NewLine(g.Start()), sides: req.Sides}
	if st.seats, st.clock, err = seatsFor(req); err == nil && req.Lobby {
		err = s.lobbyAdmit()
	}
	if err != nil {
		fail(w, statusOf(err), err)
		return
	}
	s.answerStart(w, st)
}

func (s *Server) loadGame(w http.ResponseWriter, r *http.Request) {
	var req loadRequest
	if err := decode(w, r, maxBody, &req); err != nil {
		fail(w, http.StatusBadRequest, err)
		return
	}
	st, err := startOf(req.Record)
	if err != nil {
		fail(w, http.StatusBadRequest, err)
		return
	}
	if req.Sides != nil {
		st.sides = *req.Sides
	}
	s.answerStart(w, st)
}

// answerStart starts a game and answers its id, or the error: 503 when
// the server holds as many games as it may.
func (s *Server) answerStart(w http.ResponseWriter, st gameStart) {
	gm, err := s.start(st)
	if err != nil {
		fail(w, statusOf(err), err)
		return
	}
	if gm.seats != nil {
		gm.mu.Lock()
		a := gm.seats.answer(gm.id, -1)
		gm.mu.Unlock()
		writeJSON(w, http.StatusOK, a)
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"id": gm.id})
}

// getGame answers the game's view. A page that holds the click tree of
// the position names its key (?clicks=KEY) and is sent the key alone.
func (s *Server) getGame(w http.ResponseWriter, r *http.Request) {
	gm := s.lookup(w, r)
	if gm == nil {
		return
	}
	writeView(w, r, gm.viewFor(r.URL.Query().Get("clicks")))
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
	gm.mu.Unlock()
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="%s-%s.txt"`, gm.g.Name(), gm.id[:8]))
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
	if err := gm.play(req.Move, req.Ply, seatOf(r, gm)); err != nil {
		fail(w, statusOf(err), err)
		return
	}
	writeView(w, r, gm.view())
}

// previewRequest is the body of POST /api/games/{id}/preview: the clicks
// of a turn in progress in the position after Ply moves.
type previewRequest struct {
	Clicks []string `json:"clicks"`
	Ply    int      `json:"ply"`
	// Move, if set, asks for the board after this whole move instead,
	// with the result if it ends the game (afterView).
	Move string `json:"move,omitempty"`
}

// preview answers the board in the middle of a turn, or a null diagram
// when the game draws none for these clicks; or, for a whole move, the
// board after it.
func (s *Server) preview(w http.ResponseWriter, r *http.Request) {
	gm, req, ok := lookupDecode[previewRequest](s, w, r)
	if !ok {
		return
	}
	if req.Move != "" {
		v, ok := gm.after(req.Move, req.Ply)
		if !ok {
			fail(w, http.StatusBadRequest, fmt.Errorf("%w: no such move here", ErrRequest))
			return
		}
		writeJSON(w, http.StatusOK, v)
		return
	}
	if len(req.Clicks) > maxClicks {
		fail(w, http.StatusBadRequest, fmt.Errorf("%w: too many clicks", ErrRequest))
		return
	}
	gm.mu.Lock()
	line := gm.line.Line
	gm.mu.Unlock()
	var out struct {
		Diagram *diagram.Diagram `json:"diagram"`
	}
	if req.Ply == line.Len() {
		if d, ok := gm.g.DiagramClicks(line.Position(), req.Clicks); ok {
			out.Diagram = &d
		}
	}
	writeJSON(w, http.StatusOK, out)
}

func (s *Server) undo(w http.ResponseWriter, r *http.Request) {
	gm, _, ok := lookupDecode[struct{}](s, w, r)
	if !ok || !mayChange(w, r, gm, true) {
		return
	}
	if err := gm.undo(); err != nil {
		fail(w, statusOf(err), err)
		return
	}
	writeView(w, r, gm.view())
}

func (s *Server) moveNow(w http.ResponseWriter, r *http.Request) {
	gm, _, ok := lookupDecode[struct{}](s, w, r)
	if !ok || !mayChange(w, r, gm, false) {
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
	DelayMS *int64 `json:"delayMs"`
}

func (s *Server) watch(w http.ResponseWriter, r *http.Request) {
	gm, req, ok := lookupDecode[watchRequest](s, w, r)
	if !ok || !mayChange(w, r, gm, false) {
		return
	}
	// The range is checked on the number, before any conversion can
	// overflow.
	if req.DelayMS != nil && (*req.DelayMS < 0 || *req.DelayMS > maxDelay.Milliseconds()) {
		fail(w, http.StatusBadRequest, fmt.Errorf("%w: delay out of range", ErrRequest))
		return
	}
	gm.setWatch(req)
	writeView(w, r, gm.view())
}
