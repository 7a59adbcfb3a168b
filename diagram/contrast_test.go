package diagram_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/diagram"
	_ "github.com/plygo/ply/games"
	"github.com/plygo/ply/registry"
)

// xtermRGB returns the colour of xterm 256-colour index i: the 6x6x6 cube
// from 16, the grey ramp from 232. Indices 0 to 15 follow the terminal's
// theme: ok is false for them.
func xtermRGB(i int) (r, g, b int, ok bool) {
	level := [6]int{0, 95, 135, 175, 215, 255}
	switch {
	case i >= 16 && i <= 231:
		i -= 16
		return level[i/36], level[i/6%6], level[i%6], true
	case i >= 232 && i <= 255:
		v := 8 + 10*(i-232)
		return v, v, v, true
	}
	return 0, 0, 0, false
}

// relativeLuminance is WCAG 2's relative luminance of an sRGB colour.
func relativeLuminance(r, g, b int) float64 {
	lin := func(v int) float64 {
		c := float64(v) / 255
		if c <= 0.03928 {
			return c / 12.92
		}
		return math.Pow((c+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
}

// contrastRatio is WCAG 2's contrast ratio of xterm colours a and b.
func contrastRatio(a, b int) float64 {
	ra, ga, ba, _ := xtermRGB(a)
	rb, gb, bb, _ := xtermRGB(b)
	la, lb := relativeLuminance(ra, ga, ba), relativeLuminance(rb, gb, bb)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// glyph is one visible character of a coloured text board with the
// colours it is drawn in, -1 for the terminal's own.
type glyph struct {
	r      rune
	fg, bg int
}

// glyphs reads the SGR escapes of s ("\x1b[...m") and returns its visible
// characters but spaces with their colours.
func glyphs(t *testing.T, s string) []glyph {
	t.Helper()
	var out []glyph
	fg, bg := -1, -1
	for i := 0; i < len(s); {
		if s[i] == 0x1b {
			end := strings.IndexByte(s[i:], 'm')
			if end < 0 || i+1 >= len(s) || s[i+1] != '[' {
				t.Fatalf("an escape that is not SGR at %d in %q", i, s)
			}
			params := strings.Split(s[i+2:i+end], ";")
			for k := 0; k < len(params); k++ {
				switch params[k] {
				case "0", "":
					fg, bg = -1, -1
				case "1", "22":
				case "38", "48":
					if k+2 >= len(params) || params[k+1] != "5" {
						t.Fatalf("colour escape %q is not a 256-colour one", s[i:i+end+1])
					}
					n, err := strconv.Atoi(params[k+2])
					if err != nil {
						t.Fatal(err)
					}
					if params[k] == "38" {
						fg = n
					} else {
						bg = n
					}
					k += 2
				default:
					t.Fatalf("unexpected escape %q", s[i:i+end+1])
				}
			}
			i += end + 1
			continue
		}
		r, n := rune(s[i]), 1
		if r >= 0x80 {
			r, n = []rune(s[i:])[0], len(string([]rune(s[i:])[0]))
		}
		if r != ' ' && r != '\n' {
			out = append(out, glyph{r, fg, bg})
		}
		i += n
	}
	return out
}

// boardGames are the games whose text boards the contrast test draws:
// the five of the library and any other registered game with a diagram.
func boardGames(t *testing.T) []string {
	names := registry.Names()
	for _, want := range []string{"mapello", "mitsudomoe", "morelli", "pathway", "pushfight"} {
		if !slices.Contains(names, want) {
			t.Fatalf("game %s is not registered: %v", want, names)
		}
	}
	return names
}

// gameDiagrams returns diagrams of game name: the start of each of its
// setups and every position of a few random games from them, each with
// its last move marked.
func gameDiagrams(t *testing.T, name string) []diagram.Diagram {
	e, _ := registry.Lookup(name)
	setups := []string{""}
	for _, s := range e.Setups {
		setups = append(setups, strings.TrimSpace(strings.SplitN(s, ":", 2)[0]))
	}
	var out []diagram.Diagram
	for _, setup := range setups {
		if strings.Contains(setup, " ") || strings.Contains(setup, "SEED") {
			continue // a pattern, such as random:SEED:WALLS
		}
		g, err := registry.Open(name, registry.Config{Setup: setup, Seed: 7})
		if err != nil {
			t.Fatalf("%s setup %q: %v", name, setup, err)
		}
		start, ok := g.Diagram(g.Start())
		if !ok {
			return nil
		}
		out = append(out, start)
		for seed := range uint64(3) {
			rng := rand.New(rand.NewPCG(seed, 37))
			p := g.Start()
			for range 80 {
				if _, over := g.Result(p); over {
					break
				}
				moves := g.Moves(p)
				if len(moves) == 0 {
					break
				}
				m := moves[rng.IntN(len(moves))]
				if p, err = g.Apply(m); err != nil {
					t.Fatal(err)
				}
				d, err := g.DiagramAfter(m, p)
				if err != nil {
					t.Fatal(err)
				}
				out = append(out, d)
			}
		}
	}
	return out
}

// cellVariants returns the cells a game's text board may draw, from the
// cells of its diagrams: each kind and tone of cell a game draws, empty
// and with each piece seen on it; a cell that holds a player's piece may
// hold any player's (any of the legend's pieces with an owner), every
// cell may be empty, and any cell may carry any mark.
func cellVariants(ds []diagram.Diagram) []diagram.Cell {
	var owned []diagram.Piece
	addOwned := func(p diagram.Piece) {
		p.Text = ""
		if p.Owner != ply.NoPlayer && !slices.Contains(owned, p) {
			owned = append(owned, p)
		}
	}
	for _, d := range ds {
		for _, e := range d.Legend {
			if e.Piece != nil {
				addOwned(*e.Piece)
			}
		}
		for _, c := range d.Cells {
			for _, p := range c.Pieces {
				addOwned(p)
			}
		}
	}
	seen := map[string]bool{}
	var out []diagram.Cell
	add := func(c diagram.Cell, pieces []diagram.Piece) {
		for _, m := range []diagram.Mark{"", diagram.MarkTo, diagram.MarkFrom, diagram.MarkChanged, diagram.MarkHighlight} {
			v := diagram.Cell{Name: "a1", Kind: c.Kind, Tone: c.Tone, Pieces: pieces}
			if m != "" {
				v.Marks = []diagram.Mark{m}
			}
			if k := fmt.Sprint(v); !seen[k] {
				seen[k] = true
				out = append(out, v)
			}
		}
	}
	cells := map[string]bool{}
	for _, d := range ds {
		for _, c := range d.Cells {
			k := fmt.Sprint(c.Kind, c.Tone, c.Pieces)
			if cells[k] {
				continue
			}
			cells[k] = true
			add(c, nil)
			if len(c.Pieces) == 0 {
				continue
			}
			add(c, c.Pieces)
			hasOwned := slices.ContainsFunc(c.Pieces, func(p diagram.Piece) bool { return p.Owner != ply.NoPlayer })
			if !hasOwned {
				continue
			}
			var neutral []diagram.Piece
			for _, p := range c.Pieces {
				if p.Owner == ply.NoPlayer {
					neutral = append(neutral, p)
				}
			}
			for _, p := range owned {
				add(c, append([]diagram.Piece{p}, neutral...))
			}
			// A stack of all of them, abbreviated where the game fixes
			// the width of a cell.
			add(c, append(append([]diagram.Piece(nil), owned...), owned...))
		}
	}
	return out
}

// TestTextContrast: in every game's coloured text board, every character
// (each piece's letter, an empty cell's glyph, the brackets of a marked
// cell, a stack's count, the legend's samples) reads against what is
// behind it at 4.5:1 or more, WCAG 2's contrast for text, and is drawn in
// colours 16 to 255 only, which the terminal's theme does not change.
func TestTextContrast(t *testing.T) {
	type pair struct{ fg, bg int }
	worst, worstAt := math.Inf(1), ""
	for _, name := range boardGames(t) {
		ds := gameDiagrams(t, name)
		if len(ds) == 0 {
			continue
		}
		where := map[pair]string{}
		check := func(text, what string) {
			for _, g := range glyphs(t, text) {
				if g.fg < 0 && g.bg < 0 {
					continue // labels and words in the terminal's own colours
				}
				p := pair{g.fg, g.bg}
				if _, ok := where[p]; !ok {
					where[p] = fmt.Sprintf("%q in %s", g.r, what)
				}
			}
		}
		for i, d := range ds {
			if i == 0 || i == len(ds)-1 || d.LastMove == "" {
				check(diagram.Text(d, diagram.TextOptions{Color: true}), "a board")
			}
		}
		for _, c := range cellVariants(ds) {
			d := diagram.Diagram{Game: name, Width: 1, Height: 1, Players: ds[0].Players, TextWidth: ds[0].TextWidth, Cells: []diagram.Cell{c}}
			check(diagram.Text(d, diagram.TextOptions{Color: true, NoLegend: true}), fmt.Sprintf("cell %+v", c))
		}
		gameWorst, gameWorstAt := math.Inf(1), ""
		for p, at := range where {
			_, _, _, fgOK := xtermRGB(p.fg)
			_, _, _, bgOK := xtermRGB(p.bg)
			if !fgOK || !bgOK {
				t.Errorf("%s: %s: colours %d on %d: want both in 16 to 255, fixed colours", name, at, p.fg, p.bg)
				continue
			}
			c := contrastRatio(p.fg, p.bg)
			if c < gameWorst {
				gameWorst, gameWorstAt = c, fmt.Sprintf("%s: %d on %d (%s)", name, p.fg, p.bg, at)
			}
			if c < 4.5 {
				t.Errorf("%s: %s: colour %d on %d has contrast %.2f:1, want 4.5:1", name, at, p.fg, p.bg, c)
			}
		}
		t.Logf("%s: %d pairs, the worst %.2f:1: %s", name, len(where), gameWorst, gameWorstAt)
		if gameWorst < worst {
			worst, worstAt = gameWorst, gameWorstAt
		}
	}
	t.Logf("worst of all: %.2f:1: %s", worst, worstAt)
}

// TestTextSidesRecognisable: in colour, a White piece is drawn light and a
// Black piece dark, in every game with such a side: of the two colours of
// its letter, the one that is not the cell's (the letter's, or a patch
// behind it) is near white for White and near black for Black.
func TestTextSidesRecognisable(t *testing.T) {
	lum := func(i int) float64 {
		r, g, b, _ := xtermRGB(i)
		return relativeLuminance(r, g, b)
	}
	for _, name := range boardGames(t) {
		g, err := registry.Open(name, registry.Config{})
		if err != nil {
			t.Fatal(err)
		}
		d, ok := g.Diagram(g.Start())
		if !ok {
			continue
		}
		for _, e := range d.Legend {
			if e.Piece == nil || e.Piece.Owner == ply.NoPlayer {
				continue
			}
			side := strings.ToLower(d.Players[e.Piece.Owner.Index()])
			if side != "white" && side != "black" {
				continue
			}
			// Highlighted, for brackets drawn on the cell's background.
			one := diagram.Diagram{Width: 1, Height: 1, Players: d.Players, Cells: []diagram.Cell{{Name: "a1", Pieces: []diagram.Piece{*e.Piece}, Marks: []diagram.Mark{diagram.MarkHighlight}}}}
			gs := glyphs(t, diagram.Text(one, diagram.TextOptions{Color: true, NoLegend: true}))
			if len(gs) != 3 || gs[0].r != '<' || string(gs[1].r) != e.Piece.Letter {
				t.Fatalf("%s: %q: glyphs %v", name, e.Piece.Letter, gs)
			}
			own := gs[1].fg
			if gs[1].bg != gs[0].bg {
				own = gs[1].bg // a patch of its own
			}
			if l := lum(own); side == "white" && l < 0.8 || side == "black" && l > 0.05 {
				t.Errorf("%s: %s's %q is drawn in %d on %d, on a cell of %d: its colour %d is not %s", name, d.Players[e.Piece.Owner.Index()], gs[1].r, gs[1].fg, gs[1].bg, gs[0].bg, own, side)
			}
		}
	}
}
