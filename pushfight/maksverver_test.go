package pushfight_test

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/pushfight"
	"github.com/plygo/ply/record"
)

// recordGame is a Push Fight game of the module's testdata: its start
// and its moves.
type recordGame struct {
	start pushfight.State
	moves []pushfight.Move
}

// testdataGames reads every Push Fight game of record/testdata.
func testdataGames(t *testing.T, g *pushfight.Game) []recordGame {
	t.Helper()
	f, err := os.Open("../record/testdata/pushfight.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	recs, err := record.ReadAll(f)
	if err != nil {
		t.Fatal(err)
	}
	var games []recordGame
	for _, r := range recs {
		c := r.Config()
		setup := c.Setup
		if setup == "" {
			setup = "default"
		}
		s, err := g.Setup(setup, c.Seed)
		if err != nil {
			t.Fatal(err)
		}
		rg := recordGame{start: s}
		for _, text := range r.Texts() {
			m, err := g.ParseMove(s, text)
			if err != nil {
				t.Fatalf("%s: %v", text, err)
			}
			rg.moves = append(rg.moves, m)
			s = g.Apply(s, m)
		}
		games = append(games, rg)
	}
	if len(games) < 2 {
		t.Fatalf("%d games in the testdata", len(games))
	}
	return games
}

// board returns the position string of s with the turn counter 0: what
// maksverver's strings keep.
func board(s pushfight.State) string {
	f := strings.Fields(s.String())
	f[3] = "0"
	return strings.Join(f, " ")
}

// TestMaksververTestdata: every position of every Push Fight game in the
// module's testdata round-trips through the solver's and the site's
// position strings (placement positions are refused), every turn through
// maksverver's turn notation, and every game through the site's history
// and address.
func TestMaksververTestdata(t *testing.T) {
	g := pushfight.MustNew()
	positions, placements, turns := 0, 0, 0
	for _, rg := range testdataGames(t, g) {
		s := rg.start
		for i := 0; ; i++ {
			solver := pushfight.FormatMaksverver(s)
			site, siteErr := pushfight.FormatMaksververSite(s)
			if s.Phase() == pushfight.Placement {
				placements++
				if _, err := pushfight.ParseMaksverver(solver, s.ToMove()); !errors.Is(err, ply.ErrInvalidState) {
					t.Errorf("%v: the solver's string %q read: %v, want ErrInvalidState", s, solver, err)
				}
				if !errors.Is(siteErr, ply.ErrInvalidState) {
					t.Errorf("%v: site string %q, %v, want ErrInvalidState", s, site, siteErr)
				}
			} else {
				positions++
				back, err := pushfight.ParseMaksverver(solver, s.ToMove())
				if err != nil || board(back) != board(s) {
					t.Errorf("%v: solver string %q reads as %v, %v", s, solver, back, err)
				}
				if siteErr != nil {
					t.Fatalf("%v: site string: %v", s, siteErr)
				}
				for name, parse := range map[string]func(string) (pushfight.State, error){"ParseMaksververSite": pushfight.ParseMaksververSite, "Game.ParseState": g.ParseState} {
					back, err := parse(site)
					if err != nil || board(back) != board(s) {
						t.Errorf("%v: %s(%q) = %v, %v", s, name, site, back, err)
					}
				}
			}
			if i == len(rg.moves) {
				break
			}
			m := rg.moves[i]
			if !m.IsSetup() {
				turns++
				text := pushfight.FormatMaksververMove(m)
				if got, err := g.ParseMove(s, text); err != nil || got != m {
					t.Errorf("%v: turn %v written %q reads as %v, %v", s, m, text, got, err)
				}
			}
			s = g.Apply(s, m)
		}
		end := s
		// The whole game as the site's history and address.
		h, err := pushfight.FormatMaksververGame(g, rg.start, rg.moves)
		if err != nil {
			t.Fatal(err)
		}
		u, err := pushfight.MaksververURL(g, rg.start, rg.moves)
		if err != nil || u != pushfight.MaksververSite+"#history="+h {
			t.Errorf("MaksververURL = %q, %v", u, err)
		}
		for _, text := range []string{h, u} {
			start, moves, err := pushfight.ParseMaksververGame(g, text)
			if err != nil {
				t.Fatalf("ParseMaksververGame(%q): %v", text, err)
			}
			skip := len(rg.moves) - len(moves)
			if skip < 0 || skip > 0 && !rg.moves[skip-1].IsSetup() {
				t.Fatalf("%q: %d turns, want %d after placement", text, len(moves), len(rg.moves))
			}
			for i, m := range moves {
				if m != rg.moves[skip+i] {
					t.Errorf("%q: turn %d is %v, want %v", text, i+1, m, rg.moves[skip+i])
				}
			}
			after := rg.start
			for _, m := range rg.moves[:skip] {
				after = g.Apply(after, m)
			}
			if start != after {
				t.Errorf("%q: starts at %v, want %v", text, start, after)
			}
			if s, err := g.ParseState(text); err != nil || s != end {
				t.Errorf("Game.ParseState(%q) = %v, %v, want %v", text, s, err, end)
			}
		}
	}
	if positions < 20 || placements < 2 || turns < 20 {
		t.Errorf("%d positions, %d in placement, %d turns: the testdata has more", positions, placements, turns)
	}
	t.Logf("%d positions, %d placement positions, %d turns", positions, placements, turns)
}

// TestMaksververSite checks the site's strings against the site's own
// sources (html/src/board.js): its initial pieces are ply's start, red is
// White and moves first, and a red anchor means blue is to move.
func TestMaksververSite(t *testing.T) {
	g := pushfight.MustNew()
	// INITIAL_PIECES of board.js, written with formatPieces's characters.
	const initial = ".OX.....oXx....oOx.....OX."
	if got, err := pushfight.FormatMaksververSite(g.Start()); got != initial || err != nil {
		t.Errorf("FormatMaksververSite(start) = %q, %v, want %q", got, err, initial)
	}
	after := g.Apply(g.Start(), mustParseMove(t, g, g.Start(), "d4>"))
	site, err := pushfight.FormatMaksververSite(after)
	if want := "..PX....oXx....oOx.....OX."; site != want || err != nil {
		t.Errorf("after d4>: site %q, %v, want %q", site, err, want)
	}
	back, err := pushfight.ParseMaksververSite(site)
	if err != nil || back.ToMove() != ply.Second || back.Anchor().String() != "e4" {
		t.Errorf("ParseMaksververSite(%q) = %v, %v: want Black to move, anchor e4", site, back, err)
	}
	// The README's example, red to move with blue's anchor on f3.
	s, err := pushfight.ParseMaksververSite(".OX.....oxY....Oox.....OX.")
	if err != nil || s.ToMove() != ply.First || s.Anchor().String() != "f3" {
		t.Errorf("README example: %v, %v", s, err)
	}
	// A history as the site writes it: the start, then turns.
	start, moves, err := pushfight.ParseMaksververGame(g, "https://pushfight.verver.ch/#history=.OX.....oXx....oOx.....OX.;d4-c4,d1-d2;e4-d4")
	if err != nil || start != g.Start() || len(moves) != 2 || moves[0].String() != "d4-c4 d1^" {
		t.Errorf("history: %v, %v, %v", start, moves, err)
	}
	for _, tc := range []struct {
		text string
		want error
	}{
		{".OX.....oXx....oOx.....OX", ply.ErrSyntax},
		{".OX.....oXx....oOx.....OXZ", ply.ErrSyntax},
		{".OX.....oXx....oOx......X.", ply.ErrInvalidState},
		{".PY.....oXx....oOx.....OX.", ply.ErrInvalidState},
		{".OX.....oXx....oOx.....OOX", ply.ErrInvalidState},
		{".OX.....oXx.........oOx.....OX.", ply.ErrSyntax},
	} {
		if _, err := pushfight.ParseMaksververSite(tc.text); !errors.Is(err, tc.want) {
			t.Errorf("ParseMaksververSite(%q) = %v, want %v", tc.text, err, tc.want)
		}
	}
	for _, tc := range []struct {
		text string
		want error
	}{
		{"", ply.ErrSyntax},
		{".OX.....oXx....oOx.....OX.;", ply.ErrSyntax},
		{".OX.....oXx....oOx.....OX.;d4-c4 d1-d2", ply.ErrSyntax},
		{".OX.....oXx....oOx.....OX.;d4-c4,d1-d2;zz", ply.ErrSyntax},
		{".OX.....oXx....oOx.....OX.;d4-d3", ply.ErrIllegalMove},
		{".OX.....oXx....oOx.....OX.;d4-c4,d1-d2;d4-c4,d1-d2", ply.ErrIllegalMove},
	} {
		if _, _, err := pushfight.ParseMaksververGame(g, tc.text); !errors.Is(err, tc.want) {
			t.Errorf("ParseMaksververGame(%q) = %v, want %v", tc.text, err, tc.want)
		}
	}
	placement, _ := g.Setup("placement", 0)
	if _, err := pushfight.FormatMaksververGame(g, placement, nil); !errors.Is(err, ply.ErrInvalidState) {
		t.Errorf("history of an empty board: %v, want ErrInvalidState", err)
	}
	if _, err := pushfight.FormatMaksververGame(g, g.Start(), []pushfight.Move{moves[1]}); !errors.Is(err, ply.ErrIllegalMove) {
		t.Errorf("history with an illegal turn: %v, want ErrIllegalMove", err)
	}
}

// FuzzParseMaksververSite: a site string that reads writes back to the
// same string; errors wrap a sentinel.
func FuzzParseMaksververSite(f *testing.F) {
	f.Add(".OX.....oXx....oOx.....OX.")
	f.Add("..PX....oXx....oOx.....OX.")
	f.Add(".OX.....oxY....Oox.....OX.")
	f.Fuzz(func(t *testing.T, text string) {
		s, err := pushfight.ParseMaksververSite(text)
		if err != nil {
			if !errors.Is(err, ply.ErrSyntax) && !errors.Is(err, ply.ErrInvalidState) {
				t.Fatalf("ParseMaksververSite(%q): %v wraps no sentinel", text, err)
			}
			return
		}
		if got, err := pushfight.FormatMaksververSite(s); got != text || err != nil {
			t.Fatalf("ParseMaksververSite(%q) writes back as %q, %v", text, got, err)
		}
	})
}

// FuzzParseMaksververGame: a history that reads writes back to one that
// reads as the same game; errors wrap a sentinel.
func FuzzParseMaksververGame(f *testing.F) {
	g := pushfight.MustNew()
	f.Add(".OX.....oXx....oOx.....OX.;d4-c4,d1-d2;e4-d4")
	f.Add("https://pushfight.verver.ch/#history=.OX.....oXx....oOx.....OX.")
	f.Add("..PX....oXx....oOx.....OX.;f4-g4,f3-f4,e3-d3")
	f.Fuzz(func(t *testing.T, text string) {
		start, moves, err := pushfight.ParseMaksververGame(g, text)
		if err != nil {
			if !errors.Is(err, ply.ErrSyntax) && !errors.Is(err, ply.ErrInvalidState) && !errors.Is(err, ply.ErrIllegalMove) && !errors.Is(err, ply.ErrGameOver) {
				t.Fatalf("ParseMaksververGame(%q): %v wraps no sentinel", text, err)
			}
			return
		}
		h, err := pushfight.FormatMaksververGame(g, start, moves)
		if err != nil {
			t.Fatalf("%q read, then FormatMaksververGame: %v", text, err)
		}
		s2, m2, err := pushfight.ParseMaksververGame(g, h)
		if err != nil || s2 != start || len(m2) != len(moves) {
			t.Fatalf("%q written as %q, read back as %v, %v, %v", text, h, s2, m2, err)
		}
	})
}
