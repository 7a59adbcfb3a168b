// view.go holds what the page reads of a game: its whole state, with the
// part that depends on the position alone computed once (posView), an
// earlier position for review, and a bot's search.

package web

import (
	"encoding/binary"
	"encoding/json"
	"fmt"
	"hash/crc32"
	"net/http"
	"slices"
	"strings"

	"github.com/plygo/ply"
	"github.com/plygo/ply/diagram"
	"github.com/plygo/ply/registry"
	"github.com/plygo/ply/search"
)

// sideView describes a player to the page.
type sideView struct {
	Name string `json:"name"`
	Bot  string `json:"bot,omitempty"`
	Time string `json:"time,omitempty"`
}

// searchView is a bot's search: its progress while it thinks, or what it
// found for its last move.
type searchView struct {
	Side  ply.Player `json:"side"`
	Depth int        `json:"depth"`
	// Score is the search's score for Side (scoreText): "+0.53", or
	// "win in 3" / "loss in 2" for a proven result.
	Score string   `json:"score,omitempty"`
	Nodes uint64   `json:"nodes"`
	PV    []string `json:"pv,omitempty"`
	// Cells are the clicks of the principal variation's first move, for
	// the board to mark.
	Cells     []string `json:"cells,omitempty"`
	ElapsedMS int64    `json:"elapsedMs"`
	Move      string   `json:"move,omitempty"`
}

// gameView is the whole state of a game for the page.
type gameView struct {
	ID       string           `json:"id"`
	Game     string           `json:"game"`
	Setup    string           `json:"setup,omitempty"`
	Players  [2]string        `json:"players"`
	Sides    [2]sideView      `json:"sides"`
	Start    string           `json:"start"`
	Moves    []string         `json:"moves"`
	Movers   []ply.Player     `json:"movers"` // who made each move
	Ply      int              `json:"ply"`
	Version  int              `json:"version"`
	Position string           `json:"position"`
	ToMove   ply.Player       `json:"toMove"`
	Over     bool             `json:"over"`
	Winner   ply.Player       `json:"winner"`
	Result   string           `json:"result,omitempty"`
	Reason   string           `json:"reason,omitempty"`
	Diagram  *diagram.Diagram `json:"diagram,omitempty"`
	Text     string           `json:"text"`
	Clicks   *clickTree       `json:"clicks,omitempty"`
	Legal    []string         `json:"legal,omitempty"`
	Thinking *searchView      `json:"thinking,omitempty"`
	Last     *searchView      `json:"last,omitempty"`
	Note     string           `json:"note,omitempty"`
	Paused   bool             `json:"paused"`
	DelayMS  int64            `json:"delayMs"`
	Analysis *analysisView    `json:"analysis,omitempty"`
	Seats    *seatView        `json:"seats,omitempty"`
	Clock    *clockView       `json:"clock,omitempty"`
	// Ending is how the game ended outside its rules: a resignation or
	// an agreed draw (resign.go).
	Ending *endingView `json:"ending,omitempty"`
	// Offer is a draw offer waiting for an answer.
	Offer *offerView `json:"offer,omitempty"`
}

// view returns the game's state for the page, with its click tree in
// full.
func (gm *game) view() gameView { return gm.viewFor("") }

// viewFor returns the game's state for the page. A click tree whose key
// is held (the page holds that tree already) is sent as its key alone.
// The part that depends on the position alone is computed once (see
// posView); the rest (the sides, the clocks, a bot's search, the
// analysis, the seats) is read at each request.
func (gm *game) viewFor(held string) gameView {
	gm.mu.Lock()
	defer gm.mu.Unlock()
	g, line := gm.g, gm.line.Line
	pv := gm.line.view(g)
	v := gameView{
		ID: gm.id, Game: g.Name(), Setup: g.Config().Setup, Players: g.Players(),
		Start: pv.start, Moves: line.Texts(),
		Ply: line.Len(), Version: gm.version, Position: pv.position,
		ToMove: pv.toMove, Text: pv.text, Note: gm.note, Paused: gm.bots.paused,
		DelayMS: gm.bots.delay.Milliseconds(),
	}
	v.Movers = pv.movers
	v.Sides = gm.bots.sideViews(v.Players)
	v.Over, v.Winner = pv.over, ply.NoPlayer
	if pv.over {
		v.Winner, v.Result, v.Reason = pv.winner, pv.result, pv.reason
	}
	gm.offers.show(g, &v)
	if pv.diagram != nil {
		// The view's own copy, whose fields a request may change (a
		// loss on time changes its status); its slices are the cache's.
		d := *pv.diagram
		v.Diagram = &d
	}
	v.Thinking = gm.bots.thinkingView(pv.toMove)
	v.Analysis = gm.analysis.viewOf(line)
	v.Last = gm.bots.lastView(line.Len())
	if !v.Over && v.ToMove != ply.NoPlayer && gm.bots.person(v.ToMove) {
		pv.offer(g)
		v.Clicks, v.Legal = pv.clicks.sent(held), pv.legal
	}
	v.Seats = gm.seats.view()
	gm.clock.show(g, line, &v)
	return v
}

// writeView writes the view v as writeGame does, with its click tree's
// JSON form, encoded and compressed once for the position, put in as it
// is: encoded again, and so checked again, and compressed again at every
// request, Push Fight's tree of two thousand moves would cost a
// millisecond or more.
func writeView(w http.ResponseWriter, r *http.Request, v gameView) {
	t := v.Clicks
	if t == nil || t.deflated == nil {
		writeGame(w, r, v) // no tree, or its key alone
		return
	}
	v.Clicks = nil
	b, err := json.Marshal(v)
	if err != nil || len(b) < 2 || b[len(b)-1] != '}' {
		v.Clicks = t
		writeGame(w, r, v)
		return
	}
	// The view is b without its closing brace, the tree, and the brace.
	head := append(b[:len(b)-1:len(b)-1], `,"clicks":`...)
	tail := []byte{'}'}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Add("Vary", "Accept-Encoding")
	if len(head)+len(t.enc) < 4096 || !strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
		w.Write(slices.Concat(head, t.enc, tail))
		return
	}
	w.Header().Set("Content-Encoding", "gzip")
	w.Write(gzipOf(head, t, tail))
}

// gzipOf returns the gzip stream (RFC 1952) of head, t's JSON form and
// tail: the head and the tail in stored DEFLATE blocks, and between them
// the tree as it was compressed once (clickTree.deflated).
func gzipOf(head []byte, t *clickTree, tail []byte) []byte {
	out := make([]byte, 0, 10+len(head)+len(t.deflated)+len(tail)+32)
	out = append(out, 0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff)
	out = appendStored(out, head, false)
	out = append(out, t.deflated...)
	out = appendStored(out, tail, true)
	crc := crc32.ChecksumIEEE(head)
	crc = crc32.Update(crc, crc32.IEEETable, t.enc)
	crc = crc32.Update(crc, crc32.IEEETable, tail)
	out = binary.LittleEndian.AppendUint32(out, crc)
	return binary.LittleEndian.AppendUint32(out, uint32(len(head)+len(t.enc)+len(tail)))
}

// appendStored appends data to b as stored (uncompressed) DEFLATE blocks
// (RFC 1951, 3.2.4), the last one final if final is set. b ends on a byte
// boundary, as stored blocks leave it.
func appendStored(b, data []byte, final bool) []byte {
	for {
		n := min(len(data), 0xffff)
		var bfinal byte
		if final && n == len(data) {
			bfinal = 1
		}
		b = append(b, bfinal, byte(n), byte(n>>8), ^byte(n), ^byte(n>>8))
		b = append(b, data[:n]...)
		if data = data[n:]; len(data) == 0 {
			return b
		}
	}
}

// posView is the part of a game's view that depends on its line's
// position alone: computed once, by the first view of the position, and
// served from the game until its line changes (a move, an undo, a load).
// The inputs of a move (the click tree, or the list of legal moves) are
// computed by the first view that offers a person the move. It is guarded
// by the game's mu (gameLine keeps it).
type posView struct {
	// The line it describes: its start, its length, its position and
	// the last move (drawn on the diagram).
	startPos registry.Position
	n        int
	pos      registry.Position
	last     registry.Move

	start, position, text string
	movers                []ply.Player
	toMove                ply.Player
	over                  bool
	winner                ply.Player
	result, reason        string
	diagram               *diagram.Diagram

	offered bool       // clicks or legal computed
	clicks  *clickTree // the click tree, for a game whose moves are clicked
	legal   []string   // the legal moves, for a game without clicks
	// moves are the legal moves by their canonical text: a person's move
	// that names one of them is played as it is, read nothing again.
	moves map[string]registry.Move
}

// lastMove returns the last move of line, or the zero Move.
func lastMove(line registry.Line) registry.Move {
	if n := line.Len(); n > 0 {
		return line.Moves[n-1]
	}
	return registry.Move{}
}

// describes reports whether pv is the view of line's position.
func (pv *posView) describes(line registry.Line) bool {
	return pv != nil && pv.n == line.Len() && pv.pos == line.Position() && pv.last == lastMove(line) && pv.startPos == line.Start
}

// newPosView returns the view of line's position; prev, the view of the
// line before its last move or any other, spares the players who made
// the moves before.
func newPosView(g registry.Game, line registry.Line, prev *posView) *posView {
	p := line.Position()
	pv := &posView{
		startPos: line.Start, n: line.Len(), pos: p, last: lastMove(line),
		start: g.FormatPosition(line.Start), position: g.FormatPosition(p), text: g.Render(p),
		toMove: g.ToMove(p), winner: ply.NoPlayer,
	}
	if n := line.Len(); n > 0 && prev.describes(registry.Line{Start: line.Start, Moves: line.Moves[:n-1], Positions: line.Positions[:n-1]}) {
		pv.movers = append(slices.Clip(prev.movers), prev.toMove)
	} else {
		pv.movers = make([]ply.Player, n)
		for i := range pv.movers {
			pv.movers[i] = moverAt(g, line, i)
		}
	}
	if res, over := g.Result(p); over {
		pv.over, pv.winner = true, res.Winner
		pv.result, pv.reason = g.DescribeResult(res), g.EndReason(p)
	}
	if d, ok := line.Diagram(g, line.Len()); ok {
		pv.diagram = &d
	}
	return pv
}

// offer computes the inputs of a person's move, once: the click tree
// with the moves that lose at once where the game's moves are clicked on
// its diagram, else the list of legal moves.
func (pv *posView) offer(g registry.Game) {
	if pv.offered {
		return
	}
	pv.offered = true
	var moves []registry.Move
	if cms, ok := g.Clicks(pv.pos); ok && pv.diagram != nil {
		moves = distinctMoves(cms)
		pv.clicks = newClickTree(cms, moves, losingMoves(g, pv.toMove, moves), g.ClickGroups(pv.pos))
	} else {
		moves = g.Moves(pv.pos)
		pv.legal = registry.Texts(moves)
	}
	pv.moves = make(map[string]registry.Move, len(moves))
	for _, m := range moves {
		pv.moves[m.String()] = m
	}
}

// positionView is an earlier position of the game, for review.
type positionView struct {
	Ply      int              `json:"ply"`
	Position string           `json:"position"`
	Diagram  *diagram.Diagram `json:"diagram,omitempty"`
	Text     string           `json:"text"`
}

// viewAt returns the position after n moves.
func (gm *game) viewAt(n int) (positionView, bool) {
	gm.mu.Lock()
	defer gm.mu.Unlock()
	return gm.line.at(gm.g, n)
}

// searchView describes a bot's search; side is the player it searches for.
func searchViewOf(c registry.Choice, side ply.Player) *searchView {
	v := &searchView{Side: side, Depth: c.Depth, Nodes: c.Nodes, PV: c.PV, ElapsedMS: c.Elapsed.Milliseconds()}
	if c.Scored {
		v.Score = scoreText(c.Score)
	}
	return v
}

// scoreText says a score from the mover's view: a proven result as
// search.ScoreText says it ("win in 3", "loss in 2"), any other score
// with its sign and two decimals, "+0.53".
func scoreText(score float64) string {
	if _, proven := search.WinDistance(score); proven {
		return search.ScoreText(score)
	}
	return fmt.Sprintf("%+.2f", score)
}
