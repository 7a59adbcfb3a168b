package games_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	_ "github.com/plygo/ply/games"
	"github.com/plygo/ply/registry"
)

// rulesSection returns the section of the rules document doc under the
// heading "### title", up to the next heading of its level or above, and
// whether it is there.
func rulesSection(doc, title string) (string, bool) {
	head := "\n### " + title + "\n"
	i := strings.Index(doc, head)
	if i < 0 {
		return "", false
	}
	rest := doc[i+len(head):]
	if j := strings.Index(rest, "\n#"); j >= 0 {
		rest = rest[:j]
	}
	return rest, true
}

// TestLessons checks every game's lessons (Entry.Lessons, the game
// package's Lessons) against the rules and against the rules document:
// each is the heading of a worked example of docs/rules/<game>.md whose
// text holds the lesson's position and move; the position reads back as
// it is written; the move is legal there, written as FormatMove writes
// it, and entered by clicks on the board; a lesson without a move shows a
// finished game. The web board's Learn page shows these lessons, so this
// is what keeps it true to the rules.
func TestLessons(t *testing.T) {
	for _, name := range []string{"mapello", "mitsudomoe", "morelli", "pathway", "pushfight"} {
		t.Run(name, func(t *testing.T) {
			e, ok := registry.Lookup(name)
			if !ok {
				t.Fatalf("%s is not registered", name)
			}
			if len(e.Lessons) < 3 {
				t.Errorf("%d lessons, want at least 3", len(e.Lessons))
			}
			raw, err := os.ReadFile(filepath.Join("..", "docs", "rules", name+".md"))
			if err != nil {
				t.Fatal(err)
			}
			doc := string(raw)
			moves := 0
			seen := make(map[string]bool)
			for _, l := range e.Lessons {
				if seen[l.Title] {
					t.Errorf("%q twice", l.Title)
				}
				seen[l.Title] = true
				if l.Rule == "" || l.Text == "" || l.After == "" {
					t.Errorf("%q: a rule, a text and an after are wanted", l.Title)
				}
				section, ok := rulesSection(doc, l.Title)
				if !ok {
					t.Errorf("%q is no heading of docs/rules/%s.md", l.Title, name)
				} else {
					if !strings.Contains(section, l.Position) {
						t.Errorf("%q: the document's example does not give the position %q", l.Title, l.Position)
					}
					// A document may mark a winning move with "!".
					if l.Move != "" && !strings.Contains(section, "`"+l.Move+"`") && !strings.Contains(section, "`"+l.Move+"!`") {
						t.Errorf("%q: the document's example does not give the move `%s`", l.Title, l.Move)
					}
				}
				g, err := registry.Open(name, registry.Config{Position: l.Position})
				if err != nil {
					t.Errorf("%q: %v", l.Title, err)
					continue
				}
				p := g.Start()
				if back := g.FormatPosition(p); back != l.Position {
					t.Errorf("%q: the position reads back as %q", l.Title, back)
				}
				_, over := g.Result(p)
				if l.Move == "" {
					if !over {
						t.Errorf("%q: no move, but the game goes on", l.Title)
					}
					continue
				}
				moves++
				m, err := g.ParseMove(p, l.Move)
				if err != nil {
					t.Errorf("%q: %v", l.Title, err)
					continue
				}
				if m.String() != l.Move {
					t.Errorf("%q: the move is written %q", l.Title, m.String())
				}
				if _, err := g.Apply(m); err != nil {
					t.Errorf("%q: %v", l.Title, err)
				}
				cms, ok := g.Clicks(p)
				clicked := false
				for _, cm := range cms {
					clicked = clicked || cm.Move == m
				}
				if !ok || !clicked {
					t.Errorf("%q: no clicks enter %s", l.Title, l.Move)
				}
			}
			if moves == 0 {
				t.Error("no lesson asks for a move")
			}
		})
	}
}
