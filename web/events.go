// events.go holds GET /api/games/{id}/events: a stream of Server-Sent
// Events that tells the page when its game changed and how the thinking
// bot's search goes.

package web

import (
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"time"
)

// update is what an event stream sends: enough for the page to know
// whether to fetch the game again, and the bot's progress.
type update struct {
	Version  int         `json:"version"`
	Ply      int         `json:"ply"`
	Thinking *searchView `json:"thinking,omitempty"`
	// Analysis is the progress of the analysis of the game's moves.
	Analysis *analysisProgress `json:"analysis,omitempty"`
}

// analysisProgress is how far the analysis of a game has gone.
type analysisProgress struct {
	State string `json:"state"`
	Done  int    `json:"done"`
	Total int    `json:"total"`
}

// update returns the game's update; gm.mu is held.
func (gm *game) update() update {
	u := update{Version: gm.version, Ply: gm.line.Len(), Analysis: gm.analysis.progress()}
	if gm.bots.thinking {
		u.Thinking = gm.bots.thinkingView(gm.line.toMove(gm.g))
	}
	return u
}

// events streams Server-Sent Events: an "update" event with the game's
// version and its bot's progress whenever they change, and at least every
// sseKeepAlive. The stream lifts the server's read and write deadlines,
// bounding each write by WriteTimeout instead, and ends when its game
// leaves memory (the page's EventSource then reconnects). A client address
// holds at most Options.MaxClientStreams streams, the server
// Options.MaxStreams.
func (s *Server) events(w http.ResponseWriter, r *http.Request) {
	client := clientOf(r)
	if err := s.openStream(client); err != nil {
		fail(w, http.StatusTooManyRequests, err)
		return
	}
	defer s.closeStream(client)
	gm := s.lookup(w, r)
	if gm == nil {
		return
	}
	flusher, ok := w.(http.Flusher)
	if !ok {
		http.Error(w, "streaming unsupported", http.StatusInternalServerError)
		return
	}
	rc := http.NewResponseController(w)
	rc.SetReadDeadline(time.Time{})
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-store")
	gm.mu.Lock()
	if gm.watchers >= s.opts.MaxGameStreams {
		gm.mu.Unlock()
		fail(w, http.StatusTooManyRequests, fmt.Errorf("%w: the game has %d watchers", ErrTooManyStreams, s.opts.MaxGameStreams))
		return
	}
	gm.watchers++
	gm.mu.Unlock()
	defer func() {
		gm.mu.Lock()
		gm.watchers--
		gm.mu.Unlock()
	}()
	keepAlive := time.NewTimer(sseKeepAlive)
	defer keepAlive.Stop()
	for {
		gm.mu.Lock()
		ch, gone := gm.changed, gm.gone
		u := gm.update()
		gm.mu.Unlock()
		if gone {
			return
		}
		b, _ := json.Marshal(u)
		rc.SetWriteDeadline(time.Now().Add(WriteTimeout))
		if _, err := fmt.Fprintf(w, "event: update\ndata: %s\n\n", b); err != nil {
			return
		}
		flusher.Flush()
		keepAlive.Reset(sseKeepAlive)
		select {
		case <-ch:
		case <-keepAlive.C:
		case <-r.Context().Done():
			return
		case <-s.ctx.Done():
			return
		}
	}
}

// clientOf returns the address a request comes from, without its port.
func clientOf(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

// openStream counts a stream of client, or fails with ErrTooManyStreams.
func (s *Server) openStream(client string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.nstream >= s.opts.MaxStreams || s.streams[client] >= s.opts.MaxClientStreams {
		return ErrTooManyStreams
	}
	s.nstream++
	s.streams[client]++
	return nil
}

func (s *Server) closeStream(client string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.nstream--
	if s.streams[client]--; s.streams[client] == 0 {
		delete(s.streams, client)
	}
}
