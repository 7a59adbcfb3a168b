// learn.go holds the Learn page of a game: GET /learn/{game} serves the
// page (static/learn.html, with learn.js), and GET /api/learn/{game} the
// game's lessons, the worked examples of its rules document
// (registry.Entry.Lessons, the game package's Lessons), ready to play:
// each position's board and click tree, and the board after its move.

package web

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync"

	"github.com/plygo/ply/diagram"
	"github.com/plygo/ply/internal/quote"
	"github.com/plygo/ply/registry"
)

// learnView is the answer of GET /api/learn/{game}.
type learnView struct {
	Game    string `json:"game"`
	Summary string `json:"summary"`
	// Notation explains the game's move notation (Entry.Notation).
	Notation string       `json:"notation,omitempty"`
	Players  [2]string    `json:"players"`
	Lessons  []lessonView `json:"lessons"`
}

// lessonView is one lesson (ply.Lesson) for the page: the lesson's words,
// its position drawn with the click tree of its legal moves, and, for a
// lesson with a move, the position after it drawn with the move marked.
type lessonView struct {
	Title    string `json:"title"`
	Rule     string `json:"rule"`
	Text     string `json:"text"`
	Position string `json:"position"`
	// Move is the move to find, as the click tree's moves write it; ""
	// for a finished game.
	Move  string `json:"move,omitempty"`
	After string `json:"after"`
	// ToMove names the player to move.
	ToMove  string           `json:"toMove"`
	Diagram *diagram.Diagram `json:"diagram,omitempty"`
	// Clicks is the click tree of the position's legal moves, in the
	// form of a game's view (docs/server.md), for a game whose moves are
	// clicked and a position that is not over.
	Clicks *clickTree `json:"clicks,omitempty"`
	// Why says, for the cells that start no move where a cell is a
	// whole move (such as a placement), the rule that refuses the move:
	// the game's ParseMove error, without its prefix and sentinel.
	Why map[string]string `json:"why,omitempty"`
	// Next is the position after Move, Board its diagram with the move
	// marked.
	Next  string           `json:"next,omitempty"`
	Board *diagram.Diagram `json:"board,omitempty"`
	// End says how the game ends, in the lesson's position or after its
	// move, when it does.
	End string `json:"end,omitempty"`
}

// refusals returns, for each cell of diagram d that starts none of the
// clicks cms and that the game reads as a move it refuses (a cell is a
// whole move in a game of placements), the rule that refuses it.
func refusals(g registry.Game, p registry.Position, d *diagram.Diagram, cms []registry.ClickMove) map[string]string {
	starts := make(map[string]bool)
	for _, cm := range cms {
		if len(cm.Clicks) > 0 {
			starts[cm.Clicks[0]] = true
		}
	}
	why := make(map[string]string)
	for _, c := range d.Cells {
		if starts[c.Name] {
			continue
		}
		_, err := g.ParseMove(p, c.Name)
		if text, ok := refusalText(err); ok {
			why[c.Name] = text
		}
	}
	if len(why) == 0 {
		return nil
	}
	return why
}

// learned holds the answer of GET /api/learn/{game} for each game, built
// once: the lessons are fixed data of the game's package.
var learned sync.Map // game name → *learnOnce

type learnOnce struct {
	once sync.Once
	body []byte // the JSON
	gz   []byte // body gzipped, for the clients that take it
	err  error
}

// learnPage serves the Learn page of a game; the page reads the game's
// name from its address and its lessons from GET /api/learn/{game}.
func (s *Server) learnPage(w http.ResponseWriter, r *http.Request) {
	if _, ok := registry.Lookup(r.PathValue("game")); !ok {
		http.Error(w, unknownGame(r.PathValue("game")).Error(), http.StatusNotFound)
		return
	}
	b, err := static.ReadFile("static/learn.html")
	if err != nil {
		http.Error(w, "no page", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Write(b)
}

// unknownGame is the error of a Learn page or lessons asked of a game
// that is not registered.
func unknownGame(name string) error {
	return fmt.Errorf("%w: %s (have %s)", registry.ErrUnknownGame, quote.Show(name, 40), strings.Join(registry.Names(), ", "))
}

// learn answers GET /api/learn/{game}: the game's lessons (learnView), or
// 404 for a game that is not registered.
func (s *Server) learn(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("game")
	e, ok := registry.Lookup(name)
	if !ok {
		fail(w, http.StatusNotFound, unknownGame(name))
		return
	}
	v, _ := learned.LoadOrStore(e.Name, &learnOnce{})
	lo := v.(*learnOnce)
	lo.once.Do(func() {
		var view learnView
		if view, lo.err = lessonsOf(e); lo.err == nil {
			lo.body, lo.err = json.Marshal(view)
		}
		if lo.err == nil {
			var b bytes.Buffer
			zw := gzip.NewWriter(&b)
			zw.Write(lo.body)
			zw.Close()
			lo.gz = b.Bytes()
		}
	})
	if lo.err != nil {
		fail(w, http.StatusInternalServerError, lo.err)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Add("Vary", "Accept-Encoding")
	if len(lo.body) < 4096 || !strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
		w.Write(lo.body)
		return
	}
	w.Header().Set("Content-Encoding", "gzip")
	w.Write(lo.gz)
}

// lessonsOf builds the Learn page's view of the lessons of game e.
func lessonsOf(e registry.Entry) (learnView, error) {
	v := learnView{Game: e.Name, Summary: e.Summary, Notation: e.Notation, Lessons: []lessonView{}}
	for _, l := range e.Lessons {
		g, err := registry.Open(e.Name, registry.Config{Position: l.Position})
		if err != nil {
			return v, fmt.Errorf("%s: lesson %q: %w", e.Name, l.Title, err)
		}
		v.Players = g.Players()
		p := g.Start()
		lv := lessonView{Title: l.Title, Rule: l.Rule, Text: l.Text, Position: l.Position, After: l.After}
		if i := g.ToMove(p).Index(); i >= 0 {
			lv.ToMove = v.Players[i]
		}
		if d, ok := g.Diagram(p); ok {
			lv.Diagram = &d
		}
		lv.End = g.DescribeEnd(p)
		if cms, ok := g.Clicks(p); ok && lv.Diagram != nil && lv.End == "" {
			lv.Clicks = newClickTree(cms, distinctMoves(cms), nil, g.ClickGroups(p))
			lv.Why = refusals(g, p, lv.Diagram, cms)
		}
		if l.Move != "" {
			m, err := g.ParseMove(p, l.Move)
			if err != nil {
				return v, fmt.Errorf("%s: lesson %q: %w", e.Name, l.Title, err)
			}
			next, err := g.Apply(m)
			if err != nil {
				return v, fmt.Errorf("%s: lesson %q: %w", e.Name, l.Title, err)
			}
			lv.Move, lv.Next, lv.End = m.String(), g.FormatPosition(next), g.DescribeEnd(next)
			if d, err := g.DiagramAfter(m, next); err == nil {
				lv.Board = &d
			}
		}
		v.Lessons = append(v.Lessons, lv)
	}
	return v, nil
}
