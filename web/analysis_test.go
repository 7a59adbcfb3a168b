package web

import (
	"context"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/plygo/ply/record"
)

// blunderRecord returns analysis/testdata/blunder.txt, the 4x4 Pathway
// game with a planted blunder, and the number of that move.
func blunderRecord(t *testing.T) (string, int) {
	t.Helper()
	b, err := os.ReadFile("../analysis/testdata/blunder.txt")
	if err != nil {
		t.Fatal(err)
	}
	rec, err := record.Parse(string(b))
	if err != nil {
		t.Fatal(err)
	}
	tag, _ := rec.Tag("Blunder")
	n, err := strconv.Atoi(tag)
	if err != nil {
		t.Fatal(err)
	}
	return string(b), n
}

// loadRecord loads a record with two people as its players.
func (c *client) loadRecord(text string) string {
	c.t.Helper()
	var out struct{ ID string }
	c.post("/api/load", loadRequest{Record: text, Sides: &[2]sideSpec{{}, {}}}, 200, &out)
	return out.ID
}

// waitAnalysis waits for the game's analysis to end, and returns the view.
func (c *client) waitAnalysis(id string, timeout time.Duration) gameView {
	c.t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		v := c.view(id)
		if a := v.Analysis; a != nil && a.State != analysisRunning {
			return v
		}
		if time.Now().After(deadline) {
			c.t.Fatalf("game %s: the analysis did not end in %v: %+v", id, timeout, v.Analysis)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// The analysis of a loaded record, deep enough to prove the 4x4 game,
// marks the planted blunder ?? with the best line, gives an evaluation
// for every position, and the record downloads annotated.
func TestAnalysis(t *testing.T) {
	_, c := newTestServer(t, Options{})
	text, planted := blunderRecord(t)
	id := c.loadRecord(text)
	var v gameView
	c.post("/api/games/"+id+"/analyze", analyzeRequest{Bot: "alphabeta:16", Time: "20s"}, 200, &v)
	if v.Analysis == nil || v.Analysis.State != analysisRunning || v.Analysis.Total != v.Ply+1 {
		t.Fatalf("analysis started as %+v", v.Analysis)
	}
	// One analysis at a time.
	if status, body := c.do("POST", "/api/games/"+id+"/analyze", `{}`); status != 400 && !strings.Contains(string(body), "done") {
		t.Errorf("second analysis: %d %s, want 400", status, body)
	}
	v = c.waitAnalysis(id, 60*time.Second)
	a := v.Analysis
	if a.State != analysisDone || a.Error != "" {
		t.Fatalf("analysis ended as %+v", a)
	}
	if len(a.Expected) != v.Ply+1 || len(a.Eval) != v.Ply+1 || len(a.Moves) != v.Ply {
		t.Fatalf("analysis of %d moves has %d expectations, %d evaluations, %d judgments", v.Ply, len(a.Expected), len(a.Eval), len(a.Moves))
	}
	for i, x := range a.Expected {
		if !(x >= 0 && x <= 1) {
			t.Errorf("position %d: expected result %v", i, x)
		}
	}
	// Blue (Second) wins: the game's last position is 0 for First.
	if a.Expected[v.Ply] != 0 {
		t.Errorf("the end, a win of Second, is %v for First", a.Expected[v.Ply])
	}
	for i, m := range a.Moves {
		if i+1 == planted {
			if m.Glyph != "??" || len(m.Best) == 0 || len(m.BestCells) == 0 || m.Loss != 1 {
				t.Errorf("the planted blunder, move %d: %+v", planted, m)
			}
		} else if m.Glyph == "??" || m.Glyph == "?" {
			t.Errorf("move %d %s judged %s", i+1, v.Moves[i], m.Glyph)
		}
	}
	// The proven results in words, as the analysis's comments say them:
	// Red wins in 12 plies before the blunder, and after it First loses
	// in 10 (the record's [%eval #-10]).
	if m := a.Moves[planted-1]; m.Words != "win in 12 for Red" || a.Eval[planted] != "loss in 10" {
		t.Errorf("the planted blunder, move %d: words %q, evaluation after it %q", planted, m.Words, a.Eval[planted])
	}
	for i, e := range a.Eval {
		if strings.Contains(e, "#") {
			t.Errorf("position %d: evaluation %q", i, e)
		}
	}
	if !strings.Contains(a.Summary[(planted-1)%2], "1 blunder") {
		t.Errorf("summaries %q do not count the blunder", a.Summary)
	}
	status, body := c.do("GET", "/api/games/"+id+"/record", "")
	rec, err := record.Parse(string(body))
	if status != 200 || err != nil {
		t.Fatalf("record: %d %v\n%s", status, err, body)
	}
	if m := rec.Moves[planted-1]; len(m.NAGs) != 1 || m.NAGs[0] != record.NAGBlunder || !strings.Contains(m.Comment, "best ") {
		t.Errorf("the record's blunder: %+v", m)
	}
	if _, _, ok := record.CommentEval(rec.Moves[0].Comment); !ok {
		t.Errorf("the record's first move has no evaluation: %q", rec.Moves[0].Comment)
	}
	// Undo leaves moves the analysis no longer covers: it is dropped.
	var after gameView
	c.post("/api/games/"+id+"/undo", struct{}{}, 200, &after)
	if after.Analysis != nil {
		t.Errorf("after undo the analysis is %+v", after.Analysis)
	}
}

// An analysis takes a thinking slot for each position, stops when asked,
// and stops when its game leaves memory.
func TestAnalysisBudget(t *testing.T) {
	s, c := newTestServer(t, Options{MaxThinking: 1, MaxGames: 2})
	text, _ := blunderRecord(t)
	id := c.loadRecord(text)
	// Every slot is taken: the analysis waits.
	release, err := s.budget.acquire(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	c.post("/api/games/"+id+"/analyze", analyzeRequest{Bot: "alphabeta:2"}, 200, nil)
	time.Sleep(300 * time.Millisecond)
	if a := c.view(id).Analysis; a == nil || a.State != analysisRunning || a.Done != 0 {
		t.Errorf("without a slot the analysis is %+v", a)
	}
	release()
	if v := c.waitAnalysis(id, 30*time.Second); v.Analysis.State != analysisDone {
		t.Errorf("with a slot the analysis is %+v", v.Analysis)
	}

	// Stopped on request.
	id = c.loadRecord(text)
	c.post("/api/games/"+id+"/analyze", analyzeRequest{Bot: "alphabeta:40", Time: "30s"}, 200, nil)
	c.post("/api/games/"+id+"/analyze", analyzeRequest{Stop: true}, 200, nil)
	if v := c.waitAnalysis(id, 10*time.Second); v.Analysis.State != analysisStopped {
		t.Errorf("stopped analysis is %+v", v.Analysis)
	}

	// Stopped when the game leaves memory: its slot is free again.
	c.post("/api/games/"+id+"/analyze", analyzeRequest{Bot: "alphabeta:40", Time: "30s"}, 200, nil)
	c.loadRecord(text)
	c.loadRecord(text)
	if s.live(id) {
		t.Fatal("the analysed game is still in memory")
	}
	for deadline := time.Now().Add(10 * time.Second); ; {
		if _, thinking := s.budget.holders(); thinking == 0 && len(s.budget.slots) == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the evicted game's analysis still holds its slot")
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// Junk requests get clear errors, never a 5xx.
func TestAnalysisBadRequests(t *testing.T) {
	_, c := newTestServer(t, Options{})
	text, _ := blunderRecord(t)
	id := c.loadRecord(text)
	empty := c.newGame(newGameRequest{Game: "pathway", Size: 4})
	cases := []struct {
		path, body, want string
	}{
		{id, `{"bot":"random"}`, "no best lines"},
		{id, `{"bot":"nonsense"}`, "nonsense"},
		{id, `{"bot":"alphabeta","time":"-1s"}`, "time"},
		{id, `{"bot":"alphabeta","time":"soon"}`, "time"},
		{id, `{"bot":"` + strings.Repeat("x", 200) + `"}`, "too long"},
		{id, `{"bogus":1}`, "unknown field"},
		{id, `[]`, "bad request"},
		{id, "\x00\xff", "bad request"},
		{empty, `{}`, "no moves"},
	}
	for _, tc := range cases {
		status, body := c.do("POST", "/api/games/"+tc.path+"/analyze", tc.body)
		if status != 400 || !strings.Contains(string(body), tc.want) {
			t.Errorf("%.40q: %d %s, want 400 saying %q", tc.body, status, body, tc.want)
		}
	}
	if status, _ := c.do("POST", "/api/games/"+strings.Repeat("0", 32)+"/analyze", `{}`); status != 404 {
		t.Errorf("analysis of no game: %d, want 404", status)
	}
	if v := c.view(id); v.Analysis != nil {
		t.Errorf("junk started an analysis: %+v", v.Analysis)
	}
}
