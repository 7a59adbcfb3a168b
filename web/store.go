// store.go holds the games a server keeps: the one constructor every game
// goes through, ids, the bound on games in memory, and games read back
// from Dir.

package web

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/record"
	"github.com/plygo/ply/registry"
)

// gameStart is what a live game starts from: a new game, a record loaded
// by a person, or a record read back from Dir.
type gameStart struct {
	// id is the game's id; "" gives it a new one.
	id    string
	g     registry.Game
	line  registry.Line
	sides [2]sideSpec
	// comments are the comments of the moves, by move index.
	comments []string
	// seats and clock are the game's seats and clocks, or nil; rec is
	// the record it is read from, which may give them.
	seats *seating
	clock *gameClock
	rec   *record.Record
	// ending is how the record says the game ended outside its rules.
	ending *ending
	// analysis is the analysis the record carries, or nil.
	analysis *gameAnalysis
	// restored marks a game read back from Dir: a player that is no bot
	// specification plays as a person, and the record, unchanged, is not
	// written again.
	restored bool
}

// start makes a live game, keeps it and starts its bot if it is to move.
// It is the one way a game comes to life. A restored game whose id is
// already in memory (read back by two requests at once) returns the one in
// memory.
func (s *Server) start(st gameStart) (*game, error) {
	if st.rec != nil {
		restoreSeats(&st, st.rec)
	}
	// The seats are the game's from its start: no request finds it
	// without them.
	gm := &game{srv: s, id: st.id, g: st.g, changed: make(chan struct{}),
		line: gameLine{Line: st.line}, bots: bots{delay: 500 * time.Millisecond},
		clock: st.clock, seats: st.seats, offers: offers{ended: st.ending}, analysis: st.analysis}
	if gm.offers.ended != nil {
		gm.clock.stop() // a resigned or agreed game's clocks stay as they ended
	}
	for i, sp := range st.sides {
		sd, err := s.side(st.g, sp, uint64(i+1))
		if err != nil && !st.restored {
			return nil, err
		}
		gm.bots.sides[i] = sd
	}
	for i, c := range st.comments {
		if c != "" {
			gm.line.comment(i, c)
		}
	}
	if gm.id == "" {
		gm.id = newID()
	}
	if !st.restored && s.disk != nil {
		if err := s.disk.makeRoom(s.liveNow()); err != nil {
			return nil, err
		}
	}
	made := gm
	gm, err := s.admit(gm)
	if err != nil {
		return nil, err
	}
	gm.mu.Lock()
	if gm == made {
		gm.startClock()
	}
	if !st.restored {
		if err := gm.save(); err != nil {
			gm.leave()
			gm.mu.Unlock()
			// The server's lock comes before a game's (admit): it is
			// taken once the game's is given back.
			s.mu.Lock()
			if s.games[gm.id] == gm {
				delete(s.games, gm.id)
			}
			s.mu.Unlock()
			return nil, err
		}
	}
	gm.kick()
	s.lobbyUpdate(gm)
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
		return side{}, fmt.Errorf("%w: bot specification too long", bot.ErrSpec)
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
	if e, ok := s.engineFor(g, spec); ok {
		return side{spec: spec, time: d, timed: !sp.untold, bot: moveEngine{g, e.Spec, seed}}, nil
	}
	bs, err := bot.Parse(spec)
	if err != nil {
		return side{}, err
	}
	timed := !sp.untold
	if timeless(bs) {
		// Its play does not depend on a time: the most a bot may take
		// only bounds it, so that a level plays as its level says.
		d, timed = s.opts.MaxBotTime, false
	}
	// A client never names a command: an engine is one of the menu's.
	bot, err := g.NewBot(bs, seed)
	if err != nil {
		return side{}, err
	}
	// The server's bounds win over the specification's hash and threads.
	if rb, ok := bot.(registry.ResourceBot); ok {
		rb.LimitThreads(s.opts.MaxBotThreads)
		rb.SetMemoryMB(s.budget.shareMB)
	}
	return side{spec: spec, time: d, timed: timed, bot: bot}, nil
}

// timeless reports whether bot b plays without a time per move: a level
// (bounded by depth or nodes), random or greedy.
func timeless(b bot.Spec) bool {
	switch b.Kind {
	case "level", "random", "greedy":
		return true
	}
	return false
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

// admit keeps gm, making room if the server is full, and returns it, or
// the game of its id already kept. The game that leaves memory to make
// room is the least recently used whose bot is not searching, unwatched
// games first; watchers never pin a game (their stream ends, and the page
// reconnects). It fails with ErrTooManyGames only when every game's bot is
// searching.
func (s *Server) admit(gm *game) (*game, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if o := s.games[gm.id]; o != nil {
		return o, nil
	}
	gm.used = time.Now()
	for len(s.games) >= s.opts.MaxGames {
		var oldest *game
		oldWatched := false
		for _, o := range s.games {
			o.mu.Lock()
			searching, watched := o.bots.searching, o.watchers > 0
			o.mu.Unlock()
			if searching {
				continue
			}
			if oldest == nil || (oldWatched && !watched) || (oldWatched == watched && o.used.Before(oldest.used)) {
				oldest, oldWatched = o, watched
			}
		}
		if oldest == nil {
			return nil, ErrTooManyGames
		}
		delete(s.games, oldest.id)
		oldest.mu.Lock()
		oldest.leave()
		oldest.mu.Unlock()
	}
	s.games[gm.id] = gm
	return gm, nil
}

// lookup returns the game the request names, from memory or from Dir. It
// answers 404 when there is none, or when its record is found damaged now
// (and set aside), 503 when it cannot be brought into memory now, and 500
// when its record cannot be read now: an existing game is never reported
// missing. No answer quotes the record or names a file.
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
	switch {
	case err == nil:
		return gm
	case errors.Is(err, os.ErrNotExist):
		fail(w, http.StatusNotFound, fmt.Errorf("%w: no such game", ErrRequest))
	case errors.Is(err, ErrDamaged):
		fail(w, http.StatusNotFound, fmt.Errorf("%w: no such game: its record is damaged and was set aside", ErrRequest))
	case errors.Is(err, ErrTooManyGames):
		fail(w, http.StatusServiceUnavailable, err)
	default:
		s.log.Error("web: cannot restore a game", "id", id, "err", err)
		fail(w, http.StatusInternalServerError, fmt.Errorf("game %s cannot be read back now", id))
	}
	return nil
}

// restore reads the game id back from Dir. A record found damaged is set
// aside, and the error wraps ErrDamaged.
func (s *Server) restore(id string) (*game, error) {
	if s.disk == nil {
		return nil, os.ErrNotExist
	}
	st, err := s.readStored(id, true)
	if errors.Is(err, ErrDamaged) {
		s.setAside(id, err)
	}
	if err != nil {
		return nil, err
	}
	st.id, st.restored = id, true
	return s.start(st)
}

// readStored reads and replays the record of game id, touching it if
// touch is set. A record that is read but cannot be replayed, or whose
// file is no record's, gives an error wrapping ErrDamaged; other errors
// are the file system's (os.ErrNotExist if there is none).
func (s *Server) readStored(id string, touch bool) (st gameStart, err error) {
	read := s.disk.load
	if touch {
		read = s.disk.read
	}
	b, err := read(id)
	if err != nil {
		return gameStart{}, err
	}
	// A game's replay must not panic on any record; if one does, the
	// record is damaged rather than the server down.
	defer func() {
		if v := recover(); v != nil {
			st, err = gameStart{}, fmt.Errorf("%w: replay failed: %v", ErrDamaged, v)
		}
	}()
	st, err = startOf(string(b))
	if err != nil {
		return gameStart{}, fmt.Errorf("%w: %w", ErrDamaged, err)
	}
	return st, nil
}

// setAside moves the damaged record of game id into Dir's folder
// damagedDir and logs why.
func (s *Server) setAside(id string, why error) {
	moved, err := s.disk.setAside(id)
	switch {
	case moved:
		s.log.Error("web: a damaged record is set aside", "id", id, "reason", why, "to", filepath.Join(s.disk.dir, damagedDir))
	case err != nil:
		s.log.Error("web: a damaged record cannot be set aside; its game is gone", "id", id, "reason", why, "err", err)
	}
}

// checkStored reads back every record of Dir at start, on as many
// goroutines as the process may run, and sets aside those that are
// damaged, with one log line for each. It reads records without touching
// them.
func (s *Server) checkStored() {
	ids := s.disk.ids()
	slices.Sort(ids)
	type verdict struct {
		id  string
		err error
	}
	jobs := make(chan string)
	out := make(chan verdict)
	var wg sync.WaitGroup
	for range max(runtime.GOMAXPROCS(0), 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for id := range jobs {
				_, err := s.readStored(id, false)
				out <- verdict{id, err}
			}
		}()
	}
	go func() {
		for _, id := range ids {
			jobs <- id
		}
		close(jobs)
		wg.Wait()
		close(out)
	}()
	damaged := 0
	for v := range out {
		switch {
		case v.err == nil, errors.Is(v.err, os.ErrNotExist):
		case errors.Is(v.err, ErrDamaged):
			s.setAside(v.id, v.err)
			damaged++
		default:
			s.log.Error("web: a record cannot be read now", "id", v.id, "err", v.err)
		}
	}
	if damaged > 0 {
		s.log.Warn("web: damaged records set aside at start", "count", damaged, "of", len(ids))
	}
}

// startOf reads a record (see record.Parse) and replays it: the start of a
// game loaded or restored, with the players the record names. Errors wrap
// ErrRecord, or are the replay's.
func startOf(text string) (gameStart, error) {
	rec, err := record.Parse(text)
	if err != nil {
		return gameStart{}, fmt.Errorf("%w: %w", ErrRecord, err)
	}
	g, line, err := rec.Replay()
	if err != nil {
		return gameStart{}, err
	}
	st := gameStart{g: g, line: line, sides: sidesOf(rec), comments: make([]string, len(rec.Moves)), rec: rec, ending: endingOf(rec, g, line),
		analysis: recordedAnalysis(g, rec, line)}
	for i, m := range rec.Moves {
		st.comments[i] = m.Comment
	}
	return st, nil
}
