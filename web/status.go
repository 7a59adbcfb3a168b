// status.go holds GET /api/status, what the server holds against its
// limits, and the periodic expiry of the records in Options.Dir.

package web

import (
	"net/http"
	"time"
)

// Status is what a server holds against its limits, as GET /api/status
// answers it.
type Status struct {
	Games     int `json:"games"`     // games in memory
	MaxGames  int `json:"maxGames"`  // Options.MaxGames
	Thinking  int `json:"thinking"`  // bots searching
	HoldingMB int `json:"holdingMB"` // memory the bots may hold now (an upper bound)
	MemoryMB  int `json:"memoryMB"`  // Options.BotMemoryMB
	Streams   int `json:"streams"`   // event streams open
	// Stored and StoredBytes are the records in Options.Dir and their
	// size; MaxStored bounds Stored.
	Stored      int   `json:"stored"`
	StoredBytes int64 `json:"storedBytes"`
	MaxStored   int   `json:"maxStored"`
	// Damaged is the number of records of Options.Dir found damaged
	// since the server started, at start or when opened, and moved into
	// its folder "damaged" (see ErrDamaged).
	Damaged int `json:"damaged"`
}

// Status returns what the server holds against its limits.
func (s *Server) Status() Status {
	st := Status{MaxGames: s.opts.MaxGames, MemoryMB: s.opts.BotMemoryMB}
	s.mu.Lock()
	st.Games, st.Streams = len(s.games), s.nstream
	s.mu.Unlock()
	holding, thinking := s.budget.holders()
	st.Thinking, st.HoldingMB = thinking, holding*s.budget.shareMB
	if s.disk != nil {
		st.Stored, st.StoredBytes, st.Damaged = s.disk.stats()
		st.MaxStored = s.opts.MaxStored
	}
	return st
}

func (s *Server) status(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, s.Status())
}

// live reports whether game id is in memory.
func (s *Server) live(id string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.games[id] != nil
}

// liveNow returns whether each game is in memory as of now: the disk
// reads it with its own lock held, which must not wait for the server's
// (a game stores its record with its own lock held, and admit waits for
// that with the server's).
func (s *Server) liveNow() func(id string) bool {
	s.mu.Lock()
	ids := make(map[string]bool, len(s.games))
	for id := range s.games {
		ids[id] = true
	}
	s.mu.Unlock()
	return func(id string) bool { return ids[id] }
}

// expireEvery removes the expired records of Dir every period until the
// server is closed.
func (s *Server) expireEvery(period time.Duration) {
	t := time.NewTicker(period)
	defer t.Stop()
	for {
		select {
		case <-t.C:
			s.disk.expireOld(s.liveNow())
		case <-s.ctx.Done():
			return
		}
	}
}
