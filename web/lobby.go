// lobby.go holds the lobby: the games listed while one of their seats is
// open, at most Options.MaxOpen of them, read back from Dir at start.

package web

import (
	"bytes"
	"errors"
	"io"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/plygo/ply/record"
	"github.com/plygo/ply/registry"
)

// ErrLobbyFull reports a new game for the lobby when it lists
// Options.MaxOpen games already; it wraps ErrTooManyGames (503).
var ErrLobbyFull = errors.New("the lobby is full")

// lobbyGame is a game the lobby lists.
type lobbyGame struct {
	ID      string    `json:"id"`
	Game    string    `json:"game"`
	Setup   string    `json:"setup,omitempty"`
	Players [2]string `json:"players"`
	Sides   [2]string `json:"sides"` // each side's bot, "" for a person's seat
	Open    [2]bool   `json:"open"`
	Clock   string    `json:"clock,omitempty"`
	Ply     int       `json:"ply"`
	Listed  time.Time `json:"listed"`
}

// lobby is the open games, by id.
type lobby struct {
	mu    sync.Mutex
	games map[string]lobbyGame
}

// lobbyEntry returns gm's entry, and whether the lobby lists it: a lobby
// game going on with an open seat. gm.mu is held.
func (gm *game) lobbyEntry() (lobbyGame, bool) {
	st := gm.seats
	if !st.inLobby() || gm.over() {
		return lobbyGame{}, false
	}
	e := lobbyGame{ID: gm.id, Game: gm.g.Name(), Setup: gm.g.Config().Setup, Players: gm.g.Players(), Ply: gm.line.Len(), Listed: st.listed}
	for i, sd := range gm.bots.sides {
		e.Sides[i] = sd.spec
		e.Open[i] = st.open(i)
	}
	if gm.clock != nil {
		e.Clock = gm.clock.tc.String()
	}
	return e, true
}

// lobbyUpdate lists gm, or drops it, as it now is. gm.mu is held.
func (s *Server) lobbyUpdate(gm *game) {
	e, ok := gm.lobbyEntry()
	s.lobby.mu.Lock()
	defer s.lobby.mu.Unlock()
	if ok {
		s.lobby.games[gm.id] = e
	} else {
		delete(s.lobby.games, gm.id)
	}
}

// lobbyAdmit checks that a new lobby game fits: ErrLobbyFull otherwise.
func (s *Server) lobbyAdmit() error {
	s.lobbyPrune()
	s.lobby.mu.Lock()
	defer s.lobby.mu.Unlock()
	if len(s.lobby.games) >= s.opts.MaxOpen {
		return errors.Join(ErrLobbyFull, ErrTooManyGames)
	}
	return nil
}

// lobbyPrune drops the games that no longer exist: gone from memory
// without Dir, or their record removed.
func (s *Server) lobbyPrune() {
	s.lobby.mu.Lock()
	ids := make([]string, 0, len(s.lobby.games))
	for id := range s.lobby.games {
		ids = append(ids, id)
	}
	s.lobby.mu.Unlock()
	for _, id := range ids {
		exists := s.live(id)
		if !exists && s.disk != nil {
			exists = s.disk.has(id)
		}
		if !exists {
			s.lobby.mu.Lock()
			delete(s.lobby.games, id)
			s.lobby.mu.Unlock()
		}
	}
}

// listLobby is GET /api/lobby: the open games, oldest first.
func (s *Server) listLobby(w http.ResponseWriter, r *http.Request) {
	s.lobbyPrune()
	s.lobby.mu.Lock()
	out := make([]lobbyGame, 0, len(s.lobby.games))
	for _, e := range s.lobby.games {
		out = append(out, e)
	}
	s.lobby.mu.Unlock()
	slices.SortFunc(out, func(a, b lobbyGame) int {
		if c := a.Listed.Compare(b.Listed); c != 0 {
			return c
		}
		return strings.Compare(a.ID, b.ID)
	})
	writeJSON(w, http.StatusOK, map[string]any{"games": out, "max": s.opts.MaxOpen})
}

// lobbyRead lists the open games of Dir at start. Only records that name
// the lobby among their first bytes are read in full, and no symbolic
// link is followed.
func (s *Server) lobbyRead() {
	head := []byte("[" + lobbyTag + " ")
	for _, id := range s.disk.ids() {
		f, err := s.disk.open(id)
		if err != nil {
			continue
		}
		// The tags come first: a record of the lobby names it within
		// its first 8 KiB (a start position is at most 4 KiB).
		b, err := io.ReadAll(io.LimitReader(f, 8<<10))
		if err == nil && bytes.Contains(b, head) {
			var rest []byte
			rest, err = io.ReadAll(io.LimitReader(f, maxBody))
			b = append(b, rest...)
		}
		f.Close()
		if err != nil || !bytes.Contains(b, head) {
			continue
		}
		rec, err := record.Parse(string(b))
		if err != nil || rec.Result != record.Unfinished {
			continue
		}
		st := seatingOf(rec)
		if !st.inLobby() {
			continue
		}
		e := lobbyGame{ID: id, Game: rec.Game, Setup: rec.Setup, Ply: len(rec.Moves), Listed: st.listed, Clock: rec.TimeControl}
		for i, p := range [2]string{rec.First, rec.Second} {
			if st.tokens[i] == "" {
				e.Sides[i] = p
			}
			e.Open[i] = st.open(i)
		}
		e.Players = playersOf(rec.Game, rec.Config())
		s.lobby.games[id] = e
	}
}

// playersOf returns the players' names of a game, or none if it cannot be
// opened.
func playersOf(name string, cfg registry.Config) [2]string {
	g, err := registry.Open(name, cfg)
	if err != nil {
		return [2]string{"first", "second"}
	}
	return g.Players()
}

// ids returns the ids of the records in the directory.
func (d *disk) ids() []string {
	d.mu.Lock()
	defer d.mu.Unlock()
	out := make([]string, 0, len(d.files))
	for id := range d.files {
		out = append(out, id)
	}
	return out
}

// has reports whether the directory holds game id's record.
func (d *disk) has(id string) bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	_, ok := d.files[id]
	return ok
}
