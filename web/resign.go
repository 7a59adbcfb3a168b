// resign.go holds the ends of a game that its rules do not make: a
// resignation and a draw agreed on an offer, which a bot answers from its
// own judgement of the position. The record keeps the result and why.

package web

import (
	"fmt"
	"net/http"
	"strings"

	"github.com/plygo/ply"
	"github.com/plygo/ply/record"
	"github.com/plygo/ply/registry"
)

// ending is how a game ended outside its rules.
type ending struct {
	// Winner is the player who won, or ply.NoPlayer for a draw.
	Winner ply.Player
	// Text says why, such as "Black resigns" or "draw agreed: ...".
	Text string
	// Termination is the record's Termination tag: record.Resignation or
	// record.Agreement.
	Termination string
}

// endingView describes an ending to the page.
type endingView struct {
	Winner ply.Player `json:"winner"`
	Text   string     `json:"text"`
}

// offerView is a draw offer waiting for an answer.
type offerView struct {
	// By is the player who offered the draw.
	By ply.Player `json:"by"`
}

// drawAccept is the highest expected result (1 a win, ½ a draw) at which a
// bot accepts a draw: an even position or a worse one.
const drawAccept = 0.55

// resignRequest is the body of POST /api/games/{id}/resign.
type resignRequest struct {
	// Side is the player who resigns; it must be a person.
	Side ply.Player `json:"side"`
}

// drawRequest is the body of POST /api/games/{id}/draw.
type drawRequest struct {
	// Side is the person who offers, accepts or declines.
	Side ply.Player `json:"side"`
	// Answer is "offer", "accept", "decline" or "withdraw".
	Answer string `json:"answer"`
}

func (s *Server) resign(w http.ResponseWriter, r *http.Request) {
	gm, req, ok := lookupDecode[resignRequest](s, w, r)
	if !ok || !maySpeakFor(w, r, gm, req.Side) {
		return
	}
	if err := gm.resign(req.Side); err != nil {
		fail(w, statusOf(err), err)
		return
	}
	writeGame(w, r, gm.view())
}

func (s *Server) draw(w http.ResponseWriter, r *http.Request) {
	gm, req, ok := lookupDecode[drawRequest](s, w, r)
	if !ok || !maySpeakFor(w, r, gm, req.Side) {
		return
	}
	if err := gm.drawOffer(req.Side, req.Answer); err != nil {
		fail(w, statusOf(err), err)
		return
	}
	writeGame(w, r, gm.view())
}

// person checks that side is a person's side of a game still going on;
// gm.mu is held.
func (gm *game) person(side ply.Player) error {
	if gm.gone {
		return errGone
	}
	if side != ply.First && side != ply.Second {
		return fmt.Errorf("%w: side %q", ErrRequest, side)
	}
	if gm.ended != nil || gm.g.ToMove(gm.line.Position()) == ply.NoPlayer {
		return fmt.Errorf("%w: %w", ErrRequest, ply.ErrGameOver)
	}
	if gm.sides[side.Index()].bot != nil {
		return fmt.Errorf("%w: %s is a bot", ErrRequest, gm.g.Players()[side.Index()])
	}
	return nil
}

// end ends the game with e once the record saying so is stored: the
// thinking bot stops, its move is dropped, the streams are told, and the
// lobby no longer lists it. gm.mu is held.
func (gm *game) end(e ending) error {
	prev := gm.ended
	gm.ended = &e
	if err := gm.save(); err != nil {
		gm.ended = prev
		return err
	}
	gm.offer = ply.NoPlayer
	gm.stopClock()
	if gm.cancel != nil {
		gm.cancel()
	}
	gm.version++
	gm.notify()
	gm.releaseBots()
	gm.srv.lobbyUpdate(gm)
	return nil
}

// resign ends the game: side, a person, resigns.
func (gm *game) resign(side ply.Player) error {
	gm.mu.Lock()
	defer gm.mu.Unlock()
	if err := gm.person(side); err != nil {
		return err
	}
	names := gm.g.Players()
	winner := side.Opponent()
	return gm.end(ending{Winner: winner, Termination: record.Resignation,
		Text: fmt.Sprintf("%s resigns", names[side.Index()])})
}

// drawOffer handles a draw offer by side or its answer to one. An offer
// to a bot is answered by the bot from its last search of the game: it
// accepts when it expects no more than drawAccept; a bot to move answers
// with the search of that move. An offer lapses when the other side moves.
func (gm *game) drawOffer(side ply.Player, answer string) error {
	gm.mu.Lock()
	defer gm.mu.Unlock()
	if err := gm.person(side); err != nil {
		return err
	}
	names := gm.g.Players()
	other := side.Opponent()
	switch answer {
	case "offer":
		if gm.offer != ply.NoPlayer {
			return fmt.Errorf("%w: a draw offer is waiting for an answer", ErrRequest)
		}
		gm.offer = side
		gm.note = fmt.Sprintf("%s offers a draw", names[side.Index()])
		if gm.sides[other.Index()].bot != nil && !gm.thinking {
			// The bot is not searching: its last search answers.
			gm.answerDraw(gm.judged[other.Index()])
		}
	case "accept":
		if gm.offer != other {
			return fmt.Errorf("%w: no draw offer to accept", ErrRequest)
		}
		return gm.end(ending{Winner: ply.NoPlayer, Termination: record.Agreement,
			Text: fmt.Sprintf("draw agreed: %s accepts %s's offer", names[side.Index()], names[other.Index()])})
	case "decline", "withdraw":
		want := other
		if answer == "withdraw" {
			want = side
		}
		if gm.offer != want {
			return fmt.Errorf("%w: no draw offer to %s", ErrRequest, answer)
		}
		gm.offer = ply.NoPlayer
		gm.note = fmt.Sprintf("%s %ss the draw", names[side.Index()], answer)
		if answer == "withdraw" {
			gm.note = fmt.Sprintf("%s withdraws the draw offer", names[side.Index()])
		}
	default:
		return fmt.Errorf("%w: answer %q", ErrRequest, answer)
	}
	gm.version++
	gm.notify()
	return nil
}

// answerDraw answers the waiting draw offer to a bot with its search c
// (nil: it has none yet), for the bot as the player who searched: it
// accepts, ending the game, when it expects no more than drawAccept. It
// reports whether the game ended. gm.mu is held.
func (gm *game) answerDraw(c *registry.Choice) bool {
	if gm.offer == ply.NoPlayer {
		return false
	}
	by := gm.offer
	bot := by.Opponent()
	names := gm.g.Players()
	spec := gm.sides[bot.Index()].spec
	if c == nil || !c.Scored {
		gm.offer = ply.NoPlayer
		gm.note = fmt.Sprintf("%s (%s) declines the draw: it has no judgement of the position yet", names[bot.Index()], spec)
		return false
	}
	expected := registry.CurveOf(gm.g).Expected(c.Score)
	if expected > drawAccept {
		gm.offer = ply.NoPlayer
		gm.note = fmt.Sprintf("%s (%s) declines the draw: it expects %.0f%% (score %s)", names[bot.Index()], spec, 100*expected, scoreText(c.Score))
		return false
	}
	err := gm.end(ending{Winner: ply.NoPlayer, Termination: record.Agreement,
		Text: fmt.Sprintf("draw agreed: %s (%s) accepts %s's offer, expecting %.0f%% (score %s)",
			names[bot.Index()], spec, names[by.Index()], 100*expected, scoreText(c.Score))})
	if err != nil {
		gm.offer = ply.NoPlayer
		gm.note = fmt.Sprintf("the draw was not recorded: %s", public(err))
		return false
	}
	gm.note = ""
	return true
}

// judge keeps a bot's search of its move as its judgement of the game,
// for draw offers, and answers an offer waiting for it: it reports
// whether the game ended in a draw, in which case the move is not played.
// mover is the bot's side; gm.mu is held.
func (gm *game) judge(mover ply.Player, c registry.Choice) bool {
	if mover == ply.NoPlayer {
		return false
	}
	cc := c
	gm.judged[mover.Index()] = &cc
	if gm.offer == mover.Opponent() {
		return gm.answerDraw(&cc)
	}
	return false
}

// moved lets a waiting draw offer lapse when the other side moves; mover
// moved. gm.mu is held.
func (gm *game) moved(mover ply.Player) {
	if gm.offer != ply.NoPlayer && gm.offer != mover {
		gm.offer = ply.NoPlayer
	}
}

// result says the ending's result in words, such as "White wins".
func (e *ending) result(g registry.Game) string {
	return g.DescribeResult(ply.Result{Winner: e.Winner})
}

// finishRecord writes the ending, if any, into the record r of a game of
// g: the Result, the Termination, and the Outcome with the reason, such
// as "White wins: Black resigns".
func (e *ending) finishRecord(g registry.Game, r *record.Record) {
	if e == nil {
		return
	}
	r.Result = record.ResultTag(ply.Result{Winner: e.Winner})
	r.Termination = e.Termination
	r.Outcome = e.result(g) + ": " + e.Text
}

// endingOf returns the ending a record read back says, for a game its
// rules did not end: a Result with a Termination on a game not over.
func endingOf(rec *record.Record, g registry.Game, line registry.Line) *ending {
	if rec.Result == "" || rec.Result == record.Unfinished || rec.Termination == "" {
		return nil
	}
	if _, over := g.Result(line.Position()); over {
		return nil
	}
	e := &ending{Winner: ply.NoPlayer, Text: rec.Outcome, Termination: rec.Termination}
	switch rec.Result {
	case record.FirstWins:
		e.Winner = ply.First
	case record.SecondWins:
		e.Winner = ply.Second
	}
	e.Text = strings.TrimPrefix(e.Text, e.result(g)+": ")
	if e.Text == "" {
		e.Text = rec.Termination
	}
	return e
}
