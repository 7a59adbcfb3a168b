// seats.go holds the seats of a game between people on different
// machines: a secret token per person's side, who may change what, the
// requests that take a seat, and the seats kept in the record.

package web

import (
	"crypto/subtle"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/plygo/ply"
	"github.com/plygo/ply/record"
)

// Errors of the seats.
var (
	// ErrSeat: a request that changes a seated game without the token of
	// the seat it needs (403 Forbidden): a move for another seat, a
	// wrong or missing token, or a take-back between two seats.
	ErrSeat = errors.New("not your seat")
	// ErrSeatTaken: a seat taken from the lobby that someone already
	// holds (409 Conflict).
	ErrSeatTaken = errors.New("the seat is taken")
)

// SeatHeader is the request header that carries a seat's token.
const SeatHeader = "Ply-Seat"

// seating is who may play a seated game: a token per person's side ("" for
// a bot's), whether its holder has taken it, and whether the game is
// listed in the lobby while a seat is open. The first person's seat is its
// maker's, taken from the start. tokens, lobby and listed never change
// once the game is made, and are read without a lock; taken is guarded by
// the game's mu, with which the methods that read it are called. A nil
// *seating is a game of one browser: whoever has its address plays.
type seating struct {
	tokens [2]string
	taken  [2]bool
	lobby  bool
	listed time.Time // when it entered the lobby
}

// newSeating gives every person's side of sides a new token.
func newSeating(sides [2]sideSpec, lobby bool) (*seating, error) {
	st := &seating{lobby: lobby, listed: time.Now()}
	for i, sp := range sides {
		if b := strings.TrimSpace(sp.Bot); b == "" || b == "human" {
			st.tokens[i] = newID()
		}
	}
	if st.tokens == [2]string{} {
		return nil, fmt.Errorf("%w: a game of bots has no seats", ErrRequest)
	}
	st.taken[st.maker()] = true
	return st, nil
}

// maker returns the side of the maker's seat: the first person's. A
// seating has at least one.
func (st *seating) maker() int {
	if st.tokens[0] != "" {
		return 0
	}
	return 1
}

// sideOf returns the side whose token is token, or -1.
func (st *seating) sideOf(token string) int {
	for i, t := range st.tokens {
		if t != "" && subtle.ConstantTimeCompare([]byte(t), []byte(token)) == 1 {
			return i
		}
	}
	return -1
}

// open reports whether the seat of side is a person's that nobody took.
func (st *seating) open(side int) bool { return st.tokens[side] != "" && !st.taken[side] }

// full reports whether every seat is taken (a game of one browser has
// none to take): people's clocks run only then, so that no one loses on
// time waiting for an opponent.
func (st *seating) full() bool {
	return st == nil || (!st.open(0) && !st.open(1))
}

// inLobby reports whether the lobby lists the game while it goes on: a
// lobby game with an open seat.
func (st *seating) inLobby() bool {
	return st != nil && st.lobby && !st.full()
}

// mayPlay reports whether the holder of seat (see seatOf) may move for
// side, a person's: in a seated game only the holder of its seat.
func (st *seating) mayPlay(side, seat int) bool {
	return st == nil || seat == side
}

// seatOf returns the side whose token the request carries, or -1.
func seatOf(r *http.Request, gm *game) int {
	if gm.seats == nil {
		return -1
	}
	return gm.seats.sideOf(r.Header.Get(SeatHeader))
}

// mayChange answers 403 and returns false if a request that changes gm
// (undo, move now, the watch settings, the analysis) lacks a seat's token:
// in a seated game only its players change it, and a take-back needs the
// other side to be a bot.
func mayChange(w http.ResponseWriter, r *http.Request, gm *game, takeBack bool) bool {
	if gm.seats == nil {
		return true
	}
	seat := seatOf(r, gm)
	switch {
	case seat < 0:
		fail(w, http.StatusForbidden, fmt.Errorf("%w: only the players of a seated game change it", ErrSeat))
		return false
	case takeBack && gm.seats.tokens[1-seat] != "":
		fail(w, http.StatusForbidden, fmt.Errorf("%w: no take-backs between two seats", ErrSeat))
		return false
	}
	return true
}

// maySpeakFor answers 403 and returns false if, in a seated game, the
// request does not carry the token of side's seat: only a seat's holder
// resigns, offers a draw or answers one for it. A side that is no player's
// is left to the request's own checks.
func maySpeakFor(w http.ResponseWriter, r *http.Request, gm *game, side ply.Player) bool {
	if gm.seats == nil || (side != ply.First && side != ply.Second) {
		return true
	}
	if seatOf(r, gm) != side.Index() {
		fail(w, http.StatusForbidden, fmt.Errorf("%w: only the holder of %s's seat speaks for it", ErrSeat, gm.g.Players()[side.Index()]))
		return false
	}
	return true
}

// seatView is the seats of a game for the page.
type seatView struct {
	// Seat tells which sides are people's seats, Open which of those
	// nobody took yet.
	Seat  [2]bool `json:"seat"`
	Open  [2]bool `json:"open"`
	Lobby bool    `json:"lobby"`
}

// view describes the seats to the page; nil for a game without.
func (st *seating) view() *seatView {
	if st == nil {
		return nil
	}
	v := &seatView{Lobby: st.lobby}
	for i := range 2 {
		v.Seat[i], v.Open[i] = st.tokens[i] != "", st.open(i)
	}
	return v
}

// seatAnswer is the answer to a new seated game and to a seat taken: the
// tokens the asker holds and the links to give to the others.
type seatAnswer struct {
	ID string `json:"id"`
	// Side is the seat the asker took ("" for the maker of a game, who
	// holds every token).
	Side ply.Player `json:"side"`
	// Tokens are the seats' tokens the asker holds, by side ("" for
	// another's or a bot's).
	Tokens [2]string `json:"tokens"`
	// Links are the seats' links (/g/ID#seat=TOKEN) to give away: every
	// person's seat's for a new game's maker, the seats nobody took yet
	// for the holder of the maker's seat, none for another seat's; and
	// the spectators' link (/g/ID).
	Links [2]string `json:"links"`
	Watch string    `json:"watch"`
}

// answer returns what the holder of seat (or, for -1, the maker of game
// id as it makes the game) is told: its own token, and the links of the
// seats still open only if it holds the maker's seat. A stranger who joins
// from the lobby learns no other seat's token or link.
func (st *seating) answer(id string, seat int) seatAnswer {
	a := seatAnswer{ID: id, Side: ply.NoPlayer, Watch: "/g/" + id}
	for i, t := range st.tokens {
		if t == "" {
			continue
		}
		if seat < 0 || seat == i {
			a.Tokens[i] = t
		}
		if seat < 0 || (seat == st.maker() && st.open(i)) {
			a.Links[i] = "/g/" + id + "#seat=" + t
		}
	}
	if seat >= 0 {
		a.Side = ply.First
		if seat == 1 {
			a.Side = ply.Second
		}
	}
	return a
}

// takeSeat is POST /api/games/{id}/seat: the holder of a seat's token (in
// SeatHeader) takes it, so that the lobby no longer offers it, and is told
// its side and the links of the seats still open.
func (s *Server) takeSeat(w http.ResponseWriter, r *http.Request) {
	gm, _, ok := lookupDecode[struct{}](s, w, r)
	if !ok {
		return
	}
	seat := seatOf(r, gm)
	if seat < 0 {
		fail(w, http.StatusForbidden, fmt.Errorf("%w: no seat has this token", ErrSeat))
		return
	}
	gm.mu.Lock()
	defer gm.mu.Unlock()
	if err := gm.take(seat); err != nil {
		fail(w, statusOf(err), err)
		return
	}
	writeJSON(w, http.StatusOK, gm.seats.answer(gm.id, seat))
}

// joinRequest is the body of POST /api/games/{id}/join: the side whose
// seat to take, or none for the first open one.
type joinRequest struct {
	Side string `json:"side"`
}

// join is POST /api/games/{id}/join: whoever finds a game in the lobby
// takes one of its open seats and is given its token, and no other. The
// maker's seat is never open: a join of it, or of any seat taken, is
// refused with ErrSeatTaken.
func (s *Server) join(w http.ResponseWriter, r *http.Request) {
	gm, req, ok := lookupDecode[joinRequest](s, w, r)
	if !ok {
		return
	}
	switch req.Side {
	case "", "first", "second":
	default:
		fail(w, http.StatusBadRequest, fmt.Errorf("%w: side is first, second or none", ErrRequest))
		return
	}
	if gm.seats == nil || !gm.seats.lobby {
		fail(w, http.StatusForbidden, fmt.Errorf("%w: the game is not in the lobby", ErrSeat))
		return
	}
	gm.mu.Lock()
	defer gm.mu.Unlock()
	seat := -1
	for i, name := range [2]string{"first", "second"} {
		if (req.Side == "" || req.Side == name) && gm.seats.open(i) && seat < 0 {
			seat = i
		}
	}
	if seat < 0 || gm.over() {
		fail(w, http.StatusConflict, fmt.Errorf("%w: no open seat to take", ErrSeatTaken))
		return
	}
	if err := gm.take(seat); err != nil {
		fail(w, statusOf(err), err)
		return
	}
	writeJSON(w, http.StatusOK, gm.seats.answer(gm.id, seat))
}

// take marks the seat taken, stored before it is acknowledged. gm.mu is
// held.
func (gm *game) take(seat int) error {
	st := gm.seats
	if st.taken[seat] {
		return nil
	}
	if gm.gone {
		return errGone
	}
	st.taken[seat] = true
	// With the last seat taken, the clock of the person to move starts.
	c := gm.clock
	started := c != nil && c.since.IsZero() && gm.bots.person(gm.line.toMove(gm.g)) && !c.timeUp() && !c.stopped && st.full()
	if started {
		c.since = time.Now()
	}
	if err := gm.save(); err != nil {
		st.taken[seat] = false
		if started {
			c.since = time.Time{}
		}
		return err
	}
	gm.armClock(false)
	gm.version++
	gm.notify()
	gm.srv.lobbyUpdate(gm)
	return nil
}

// over reports whether the game ended: by its rules, on time, or by a
// resignation or an agreed draw. gm.mu is held.
func (gm *game) over() bool {
	return gm.clock.timeUp() || gm.offers.ended != nil || gm.line.toMove(gm.g) == ply.NoPlayer
}

// The tags of the stored record that keep the seats and the clock; the
// seats' are secret, and never in a record downloaded.
const (
	lobbyTag      = "Lobby"
	clockSinceTag = "ClockSince"
)

var seatTags = [2]string{"FirstSeat", "SecondSeat"}

// storedRecord returns the record kept in Dir: the record, with the
// seats' tokens and when the running clock started. gm.mu is held.
func (gm *game) storedRecord() *record.Record {
	r := gm.record()
	gm.seats.writeRecord(r)
	if c := gm.clock; c != nil && !c.since.IsZero() && gm.bots.person(gm.line.toMove(gm.g)) {
		r.Tags = append(r.Tags, record.Tag{Name: clockSinceTag, Value: c.since.UTC().Format(time.RFC3339Nano)})
	}
	return r
}

// writeRecord keeps the seats in r, a record for Dir: each seat's token
// and whether it is taken, and when the game entered the lobby.
func (st *seating) writeRecord(r *record.Record) {
	if st == nil {
		return
	}
	for i, t := range st.tokens {
		if t == "" {
			continue
		}
		state := "open"
		if st.taken[i] {
			state = "taken"
		}
		r.Tags = append(r.Tags, record.Tag{Name: seatTags[i], Value: t + " " + state})
	}
	if st.lobby {
		r.Tags = append(r.Tags, record.Tag{Name: lobbyTag, Value: st.listed.UTC().Format(time.RFC3339Nano)})
	}
}

// seatingOf reads the seats back from a stored record: nil when it has
// none.
func seatingOf(rec *record.Record) *seating {
	var st seating
	for i, name := range seatTags {
		v, ok := rec.Tag(name)
		if !ok {
			continue
		}
		token, state, _ := strings.Cut(v, " ")
		if validID(token) {
			st.tokens[i], st.taken[i] = token, state == "taken"
		}
	}
	if st.tokens == [2]string{} {
		return nil
	}
	// The maker holds its seat, even in a record stored before makers
	// held it from the start.
	st.taken[st.maker()] = true
	if v, ok := rec.Tag(lobbyTag); ok {
		st.lobby = true
		st.listed, _ = time.Parse(time.RFC3339Nano, v)
	}
	return &st
}

// restoreSeats reads the seats and the clock of a record: the seats only
// from a record of Dir (a record loaded by a person gives a game of one
// browser), the clock from both. A clock that cannot be read, such as an
// arena's "0.1/move", is left out: the game plays without.
func restoreSeats(st *gameStart, rec *record.Record) {
	if st.restored {
		st.seats = seatingOf(rec)
	}
	var since time.Time
	if v, ok := rec.Tag(clockSinceTag); ok && st.restored {
		since, _ = time.Parse(time.RFC3339Nano, v)
	}
	st.clock, _ = clockOf(rec, since, st.g.ToMove(st.line.Position()))
}

// seatsFor returns the seats and the clock a new game asks for.
func seatsFor(req newGameRequest) (*seating, *gameClock, error) {
	var st *seating
	if req.Seats || req.Lobby {
		var err error
		if st, err = newSeating(req.Sides, req.Lobby); err != nil {
			return nil, nil, err
		}
	}
	if strings.TrimSpace(req.Clock) == "" {
		return st, nil, nil
	}
	if len(req.Clock) > 40 {
		return nil, nil, fmt.Errorf("%w: clock too long", ErrClock)
	}
	tc, err := parseTimeControl(req.Clock)
	if err != nil {
		return nil, nil, err
	}
	return st, &gameClock{tc: tc, loser: ply.NoPlayer}, nil
}
