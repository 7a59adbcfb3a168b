// events.go holds GET /api/games/{id}/events: a stream of Server-Sent
// Events that tells the page when its game changed and how the thinking
// bot's search goes.

package web

import (
	"encoding/json"
	"fmt"
	"net/http"
	"time"
)

// update is what an event stream sends: enough for the page to know
// whether to fetch the game again, and the bot's progress.
type update struct {
	Version  int         `json:"version"`
	Ply      int         `json:"ply"`
	Thinking *searchView `json:"thinking,omitempty"`
}

// update returns the game's update; gm.mu is held.
func (gm *game) update() update {
	u := update{Version: gm.version, Ply: gm.line.Len()}
	if gm.thinking {
		mover := gm.g.ToMove(gm.line.Position())
		u.Thinking = &searchView{Side: mover}
		if gm.progress != nil {
			u.Thinking = searchViewOf(*gm.progress, mover)
			u.Thinking.Cells = gm.pvCells
		}
	}
	return u
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
