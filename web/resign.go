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

// offers is how a game ends outside its rules: a resignation or an agreed
// draw once it happened, the draw offer waiting for an answer, and each
// bot's judgement of the game, which answers an offer to it. Its fields
// are guarded by the game's mu, with which its methods are called.
type offers struct {
	ended  *ending             // how the game ended outside its rules, or nil
	offer  ply.Player          // the side whose draw offer waits for an answer
	judged [2]*registry.Choice // each bot's search of its last move, its judgement for draw offers
}

// respond applies side's answer to the draw offer ("offer", "accept",
// "decline" or "withdraw"; names are the players'): it returns the draw
// agreed, with which the game ends, or what to note.
func (o *offers) respond(side ply.Player, answer string, names [2]string) (agreed *ending, note string, err error) {
	other := side.Opponent()
	switch answer {
	case "offer":
		if o.offer != ply.NoPlayer {
			return nil, "", fmt.Errorf("%w: a draw offer is waiting for an answer", ErrRequest)
		}
		o.offer = side
		return nil, fmt.Sprintf("%s offers a draw", names[side.Index()]), nil
	case "accept":
		if o.offer != other {
			return nil, "", fmt.Errorf("%w: no draw offer to accept", ErrRequest)
		}
		return &ending{Winner: ply.NoPlayer, Termination: record.Agreement,
			Text: fmt.Sprintf("draw agreed: %s accepts %s's offer", names[side.Index()], names[other.Index()])}, "", nil
	case "decline", "withdraw":
		want := other
		if answer == "withdraw" {
			want = side
		}
		if o.offer != want {
			return nil, "", fmt.Errorf("%w: no draw offer to %s", ErrRequest, answer)
		}
		o.offer = ply.NoPlayer
		if answer == "withdraw" {
			return nil, fmt.Sprintf("%s withdraws the draw offer", names[side.Index()]), nil
		}
		return nil, fmt.Sprintf("%s %ss the draw", names[side.Index()], answer), nil
	}
	return nil, "", fmt.Errorf("%w: answer %q", ErrRequest, answer)
}

// reply is the answer of the bot, spec, to the draw offer waiting for it,
// from its search c (nil: it has none yet) as the player who searched: it
// accepts, returning the draw agreed, when it expects no more than
// drawAccept; else the offer lapses, and note says why.
func (o *offers) reply(g registry.Game, spec string, c *registry.Choice) (agreed *ending, note string) {
	by := o.offer
	bot := by.Opponent()
	names := g.Players()
	if c == nil || !c.Scored {
		o.offer = ply.NoPlayer
		return nil, fmt.Sprintf("%s (%s) declines the draw: it has no judgement of the position yet", names[bot.Index()], spec)
	}
	expected := registry.CurveOf(g).Expected(c.Score)
	if expected > drawAccept {
		o.offer = ply.NoPlayer
		return nil, fmt.Sprintf("%s (%s) declines the draw: it expects %.0f%% (score %s)", names[bot.Index()], spec, 100*expected, scoreText(c.Score))
	}
	return &ending{Winner: ply.NoPlayer, Termination: record.Agreement,
		Text: fmt.Sprintf("draw agreed: %s (%s) accepts %s's offer, expecting %.0f%% (score %s)",
			names[bot.Index()], spec, names[by.Index()], 100*expected, scoreText(c.Score))}, ""
}

// judge keeps a bot's search c of its move as its judgement of the game,
// for draw offers; mover is the bot's side. It returns the judgement
// kept, and whether a draw offer waits for its answer.
func (o *offers) judge(mover ply.Player, c registry.Choice) (*registry.Choice, bool) {
	if mover == ply.NoPlayer {
		return nil, false
	}
	cc := c
	o.judged[mover.Index()] = &cc
	return &cc, o.offer == mover.Opponent()
}

// moved lets a waiting draw offer lapse when the other side moves; mover
// moved.
func (o *offers) moved(mover ply.Player) {
	if o.offer != ply.NoPlayer && o.offer != mover {
		o.offer = ply.NoPlayer
	}
}

// show adds the ending and the draw offer waiting to v, the view of a
// game of g.
func (o *offers) show(g registry.Game, v *gameView) {
	if e := o.ended; e != nil && !v.Over {
		v.Over, v.Winner, v.ToMove, v.Result = true, e.Winner, ply.NoPlayer, e.result(g)
		v.Ending = &endingView{Winner: e.Winner, Text: e.Text}
	}
	if o.offer != ply.NoPlayer && !v.Over {
		v.Offer = &offerView{By: o.offer}
	}
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
	if gm.offers.ended != nil || gm.line.toMove(gm.g) == ply.NoPlayer {
		return fmt.Errorf("%w: %w", ErrRequest, ply.ErrGameOver)
	}
	if gm.bots.isBot(side) {
		return fmt.Errorf("%w: %s is a bot", ErrRequest, gm.g.Players()[side.Index()])
	}
	return nil
}

// end ends the game with e once the record saying so is stored: the
// thinking bot stops, its move is dropped, the streams are told, and the
// lobby no longer lists it. gm.mu is held.
func (gm *game) end(e ending) error {
	prev := gm.offers.ended
	gm.offers.ended = &e
	if err := gm.save(); err != nil {
		gm.offers.ended = prev
		return err
	}
	gm.offers.offer = ply.NoPlayer
	gm.clock.stop()
	gm.bots.stop()
	gm.version++
	gm.notify()
	gm.bots.release(gm.srv.budget)
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
	agreed, note, err := gm.offers.respond(side, answer, gm.g.Players())
	if err != nil {
		return err
	}
	if agreed != nil {
		return gm.end(*agreed)
	}
	gm.note = note
	if other := side.Opponent(); answer == "offer" && gm.bots.isBot(other) && !gm.bots.thinking {
		// The bot is not searching: its last search answers.
		gm.answerDraw(gm.offers.judged[other.Index()])
	}
	gm.version++
	gm.notify()
	return nil
}

// answerDraw answers the waiting draw offer to a bot with its search c
// (nil: it has none yet): it accepts, ending the game, when it expects no
// more than drawAccept. It reports whether the game ended. gm.mu is held.
func (gm *game) answerDraw(c *registry.Choice) bool {
	if gm.offers.offer == ply.NoPlayer {
		return false
	}
	spec := gm.bots.sides[gm.offers.offer.Opponent().Index()].spec
	agreed, note := gm.offers.reply(gm.g, spec, c)
	if agreed == nil {
		gm.note = note
		return false
	}
	if err := gm.end(*agreed); err != nil {
		gm.offers.offer = ply.NoPlayer
		gm.note = fmt.Sprintf("the draw was not recorded: %s", public(err))
		return false
	}
	gm.note = ""
	return true
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
