// view.go holds what the page reads of a game: its whole state, an earlier
// position for review, a bot's search, and the tree of clicks that enter
// the legal moves.

package web

import (
	"fmt"

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
	Score string     `json:"score,omitempty"`
	Nodes uint64     `json:"nodes"`
	PV    []string   `json:"pv,omitempty"`
	// Cells are the clicks of the principal variation's first move, for
	// the board to mark.
	Cells     []string `json:"cells,omitempty"`
	ElapsedMS int64    `json:"elapsedMs"`
	Move      string   `json:"move,omitempty"`
}

// clickTree is the legal moves and, as a tree, the clicks that enter them:
// each node maps a click to the next node, and a path ends at the index
// of its move in Moves.
type clickTree struct {
	Moves []string       `json:"moves"`
	Tree  map[string]any `json:"tree"`
	// Loses are the indices in Moves of the moves that lose at once: the
	// game is over after them and the mover lost (feel.go).
	Loses []int `json:"loses,omitempty"`
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

// view returns the game's state for the page.
func (gm *game) view() gameView {
	gm.mu.Lock()
	defer gm.mu.Unlock()
	g, line := gm.g, gm.line
	p := line.Position()
	v := gameView{
		ID: gm.id, Game: g.Name(), Setup: g.Config().Setup, Players: g.Players(),
		Start: g.FormatPosition(line.Start), Moves: line.Texts(),
		Ply: line.Len(), Version: gm.version, Position: g.FormatPosition(p),
		ToMove: g.ToMove(p), Text: g.Render(p), Note: gm.note, Paused: gm.paused,
		DelayMS: gm.delay.Milliseconds(),
	}
	for i, sd := range gm.sides {
		v.Sides[i] = sideView{Name: v.Players[i]}
		if sd.bot != nil {
			v.Sides[i].Bot, v.Sides[i].Time = sd.spec, sd.time.String()
		}
	}
	res, over := g.Result(p)
	v.Over, v.Winner = over, ply.NoPlayer
	if over {
		v.Winner = res.Winner
		v.Result = g.DescribeResult(res)
		v.Reason = g.EndReason(p)
	}
	if e := gm.ended; e != nil && !over {
		over = true
		v.Over, v.Winner, v.ToMove, v.Result = true, e.Winner, ply.NoPlayer, e.result(g)
		v.Ending = &endingView{Winner: e.Winner, Text: e.Text}
	}
	if gm.offer != ply.NoPlayer && !over {
		v.Offer = &offerView{By: gm.offer}
	}
	if d, ok := gm.diagram(line.Len()); ok {
		v.Diagram = &d
	}
	if gm.thinking && gm.progress != nil {
		v.Thinking = searchViewOf(*gm.progress, g.ToMove(p))
		v.Thinking.Cells = gm.pvCells
	} else if gm.thinking {
		v.Thinking = &searchView{Side: g.ToMove(p)}
	}
	v.Analysis = gm.analysis.viewOf(line)
	if gm.last != nil && line.Len() > 0 {
		v.Last = searchViewOf(*gm.last, ply.NoPlayer)
		v.Last.Move = gm.last.Move.String()
	}
	if !over && v.ToMove != ply.NoPlayer && gm.sides[v.ToMove.Index()].bot == nil {
		if cms, ok := g.Clicks(p); ok && v.Diagram != nil {
			v.Clicks = buildTree(cms)
			v.Clicks.Loses = losingMoves(g, p, cms, v.Clicks)
		} else {
			v.Legal = registry.Texts(g.Moves(p))
		}
	}
	gm.viewSeats(&v)
	return v
}

// diagram returns the diagram of the position after n moves, with the
// nth move marked: drawn from the move and the position the line keeps,
// read and played nothing again.
func (gm *game) diagram(n int) (diagram.Diagram, bool) {
	return gm.line.Diagram(gm.g, n)
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
	if n < 0 || n > gm.line.Len() {
		return positionView{}, false
	}
	p := gm.line.Start
	if n > 0 {
		p = gm.line.Positions[n-1]
	}
	v := positionView{Ply: n, Position: gm.g.FormatPosition(p), Text: gm.g.Render(p)}
	if d, ok := gm.diagram(n); ok {
		v.Diagram = &d
	}
	return v, true
}

// searchView describes a bot's search; side is the player it searches for.
func searchViewOf(c registry.Choice, side ply.Player) *searchView {
	v := &searchView{Side: side, Depth: c.Depth, Nodes: c.Nodes, PV: c.PV, ElapsedMS: c.Elapsed.Milliseconds()}
	if c.Scored {
		v.Score = scoreText(c.Score)
	}
	return v
}

// scoreText says a score from the mover's view in plain words.
func scoreText(score float64) string {
	if plies, proven := search.WinDistance(score); proven {
		switch {
		case score > 0:
			return fmt.Sprintf("wins in %d", plies)
		case score < 0:
			return fmt.Sprintf("loses in %d", plies)
		}
	}
	return fmt.Sprintf("%+.2f", score)
}

// buildTree builds the click tree of cms.
func buildTree(cms []registry.ClickMove) *clickTree {
	t := &clickTree{Moves: []string{}, Tree: map[string]any{}}
	index := map[registry.Move]int{}
	for _, cm := range cms {
		i, ok := index[cm.Move]
		if !ok {
			i = len(t.Moves)
			index[cm.Move] = i
			t.Moves = append(t.Moves, cm.Move.String())
		}
		node := t.Tree
		for j, c := range cm.Clicks {
			if j == len(cm.Clicks)-1 {
				node[c] = i
				break
			}
			next, ok := node[c].(map[string]any)
			if !ok {
				next = map[string]any{}
				node[c] = next
			}
			node = next
		}
	}
	return t
}
