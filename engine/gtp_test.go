//go:build unix

package engine

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/registry"
)

// scriptedGTP is a standard GTP 2 Othello engine, as the Othello programs
// of the GTP world are, when the test binary is started as "-gtp-engine
// MODE": colours with play and genmove, moves answered in upper case,
// a board drawn with row 1 at the top, final_score as "B+12". It plays
// the first legal move. In mode "explicit" it takes passes as moves
// ("play white pass") and answers "PASS"; in mode "skip" it refuses them
// and skips the side that cannot move by itself, as gtp-rhino does, and
// answers "PASS" when asked for the side that is not to move. Mode
// "liar" plays another move than the one it is given after four moves
// (its board then differs from ply's), "scorer" gives the wrong winner,
// "resign" resigns.
func scriptedGTP(mode string) int {
	g, err := registry.Open("mapello", registry.Config{Setup: "plain"})
	if err != nil {
		return 2
	}
	line := registry.NewLine(g.Start())
	colour := func(w string) (ply.Player, bool) {
		switch strings.ToLower(w) {
		case "b", "black":
			return ply.First, true
		case "w", "white":
			return ply.Second, true
		}
		return ply.NoPlayer, false
	}
	// skip plays the forced pass for the side to move, in mode skip.
	skip := func() {
		ms := g.Moves(line.Position())
		if mode == "skip" && len(ms) == 1 && ms[0].String() == "pass" {
			line, _ = line.PlayMove(g, ms[0])
		}
	}
	in := bufio.NewScanner(os.Stdin)
	for in.Scan() {
		f := strings.Fields(in.Text())
		id := ""
		if len(f) > 0 && strings.Trim(f[0], "0123456789") == "" {
			id, f = f[0], f[1:]
		}
		if len(f) == 0 {
			continue
		}
		ok, text := true, ""
		pos := line.Position()
		switch f[0] {
		case "protocol_version":
			text = "2"
		case "name":
			text = "Scripted Othello"
		case "list_commands":
			text = "protocol_version\nname\nlist_commands\nboardsize\nclear_board\nkomi\nplay\ngenmove\nshowboard\nfinal_score\nquit"
		case "boardsize":
			ok = len(f) == 2 && f[1] == "8"
			text = "unacceptable size"
		case "clear_board":
			line = registry.NewLine(g.Start())
		case "komi":
		case "play":
			p, okc := colour(f[min(1, len(f)-1)])
			switch {
			case len(f) != 3 || !okc:
				ok, text = false, "syntax error"
			case mode == "skip" && strings.EqualFold(f[2], "pass"):
				ok, text = false, "syntax error"
			case p != g.ToMove(pos):
				ok, text = false, "illegal move"
			default:
				m, err := g.ParseMove(pos, strings.ToLower(f[2]))
				if err != nil {
					ok, text = false, "illegal move"
					break
				}
				if mode == "liar" && line.Len() == 4 {
					m = g.Moves(pos)[len(g.Moves(pos))-1]
				}
				line, _ = line.PlayMove(g, m)
				skip()
			}
		case "genmove":
			p, okc := colour(f[min(1, len(f)-1)])
			switch {
			case len(f) != 2 || !okc:
				ok, text = false, "syntax error"
			case mode == "resign":
				text = "resign"
			case p != g.ToMove(pos) && mode == "skip":
				text = "PASS"
			case p != g.ToMove(pos):
				ok, text = false, "not your turn"
			default:
				m := g.Moves(pos)[0]
				line, _ = line.PlayMove(g, m)
				text = strings.ToUpper(m.String())
				skip()
			}
		case "showboard":
			var b strings.Builder
			b.WriteString("\n   A B C D E F G H\n")
			r := g.Render(pos) // ply's board, rank 8 at the top
			grid := readGrid(r)
			for rank := 1; rank <= 8; rank++ {
				fmt.Fprintf(&b, "%2d", rank)
				for file := 'a'; file <= 'h'; file++ {
					c := map[byte]string{cellFirst: "X", cellOther: "O", cellEmpty: "."}[grid[fmt.Sprintf("%c%d", file, rank)]]
					b.WriteString(" " + c)
				}
				b.WriteString("\n")
			}
			text = strings.TrimRight(b.String(), "\n")
		case "final_score":
			res, over := g.Result(pos)
			switch {
			case !over:
				ok, text = false, "cannot score"
			case res.Winner == ply.NoPlayer:
				text = "0"
			default:
				d := res.Score[0] - res.Score[1]
				w := "B"
				if res.Winner == ply.Second {
					w, d = "W", -d
				}
				if mode == "scorer" {
					w = map[string]string{"B": "W", "W": "B"}[w]
				}
				text = fmt.Sprintf("%s+%d", w, d)
			}
		case "quit":
			fmt.Printf("=%s\n\n", id)
			return 0
		default:
			ok, text = false, "unknown command"
		}
		mark := "="
		if !ok {
			mark = "?"
		}
		if text != "" {
			text = " " + text
		}
		fmt.Printf("%s%s%s\n\n", mark, id, text)
	}
	return 0
}

func gtpArgv(mode string) []string { return []string{os.Args[0], "-gtp-engine", mode} }

// passGame returns a game of plain Mapello between two seeded random bots
// in which a side passes: the first such of the seeds tried.
func passGame(t *testing.T, g registry.Game) registry.Line {
	for seed := uint64(1); seed < 500; seed++ {
		a, _ := g.NewBot(bot.Spec{Kind: "random"}, seed)
		line := registry.NewLine(g.Start())
		for {
			if _, over := g.Result(line.Position()); over {
				break
			}
			c, _ := a.Choose(context.Background(), line, nil)
			line, _ = line.PlayMove(g, c.Move)
		}
		if slices.Contains(line.Texts(), "pass") {
			return line
		}
	}
	t.Fatal("no game with a pass")
	return registry.Line{}
}

// A standard GTP engine (not ply's dialect) plays whole games of Othello
// against ply's bots, in both pass conventions and both colours: its dialect
// is found from its name and commands, its answers in upper case and
// "PASS" read, its board compared with ply's after every move, and its
// final_score with ply's result.
func TestExecBotStandardGTP(t *testing.T) {
	g, _ := registry.Open("mapello", registry.Config{Setup: "plain"})
	for _, mode := range []string{"explicit", "skip"} {
		t.Run(mode, func(t *testing.T) {
			t.Parallel()
			gtpGames(t, g, mode)
		})
	}
	// A game with passes, replayed into the engine at once (a
	// controller that resumes a game) and move by move.
	line := passGame(t, g)
	for _, mode := range []string{"explicit", "skip"} {
		eb, _ := NewExecBot(g, gtpArgv(mode), ExecOptions{})
		i := slices.Index(line.Texts(), "pass")
		// The engine is asked for the move after the pass: it gets the
		// pass, and then its board is checked.
		_, err := eb.Choose(context.Background(), line.Undo(line.Len()-i-1), nil)
		if err != nil {
			t.Errorf("%s: after a pass: %v", mode, err)
		}
		if err := eb.Finish(context.Background(), line); err != nil {
			t.Errorf("%s: finish after passes: %v", mode, err)
		}
		eb.Close()
	}
}

// Standard GTP engines whose game differs from ply's fail with the reason:
// a board that differs, a wrong score, a resignation; and one that cannot
// take ply's start or board.
// gtpGames plays 12 games of random moves against the standard GTP engine
// of mode (gtpArgv), the engine on each side with seeds 1 to 6, and
// checks how it finished and which pass convention ply found in it.
func gtpGames(t *testing.T, g registry.Game, mode string) {
	passes := 0
	for engineSide := range 2 {
		for seed := uint64(1); seed <= 6; seed++ {
			eb, err := NewExecBot(g, gtpArgv(mode), ExecOptions{})
			if err != nil {
				t.Fatal(err)
			}
			other, _ := g.NewBot(bot.Spec{Kind: "random"}, seed)
			bots := [2]registry.Bot{other, other}
			bots[engineSide] = eb
			line := registry.NewLine(g.Start())
			for {
				pos := line.Position()
				if _, over := g.Result(pos); over {
					break
				}
				c, err := bots[g.ToMove(pos).Index()].Choose(context.Background(), line, nil)
				if err != nil {
					t.Fatalf("%s: after %q: %v", mode, line.Texts(), err)
				}
				line, _ = line.PlayMove(g, c.Move)
			}
			if err := eb.Finish(context.Background(), line); err != nil {
				t.Errorf("%s: finish: %v", mode, err)
			}
			if eb.Dialect() != DialectGTP {
				t.Errorf("%s: dialect %v, want gtp", mode, eb.Dialect())
			}
			if mode == "skip" && slices.Contains(line.Texts(), "pass") && !eb.skipPasses {
				t.Errorf("skip: a game with a pass, and the engine's convention not found")
			}
			if mode == "explicit" && eb.skipPasses {
				t.Errorf("explicit: the engine taken to skip passes")
			}
			if slices.Contains(line.Texts(), "pass") {
				passes++
			}
			eb.Close()
		}
	}
	t.Logf("%s: %d games with a pass", mode, passes)
}

func TestExecBotStandardGTPMismatch(t *testing.T) {
	g, _ := registry.Open("mapello", registry.Config{Setup: "plain"})
	line := passGame(t, g)
	for _, tc := range []struct {
		mode string
		game registry.Game
		want error
		text string
	}{
		{"liar", g, ErrMismatch, "the engine's board differs from ply's after move"},
		{"scorer", g, ErrMismatch, "the engine scores"},
		{"resign", g, ErrResigned, "resigned"},
	} {
		eb, _ := NewExecBot(tc.game, gtpArgv(tc.mode), ExecOptions{Dialect: DialectGTP})
		var err error
		for n := 0; n < line.Len() && err == nil; n++ {
			_, err = eb.Choose(context.Background(), line.Undo(line.Len()-n), nil)
		}
		if err == nil {
			err = eb.Finish(context.Background(), line)
		}
		var f *Failure
		if !errors.Is(err, tc.want) || !errors.As(err, &f) || !strings.Contains(f.Reason, tc.text) || !strings.HasPrefix(f.Engine, "gtp:") {
			t.Errorf("%s: error %v, want a *Failure for gtp: matching %v, saying %q", tc.mode, err, tc.want, tc.text)
		}
		if eb.pid == 0 || alive(eb.pid) {
			t.Errorf("%s: engine left behind", tc.mode)
		}
		eb.Close()
	}
	// Mapello's default board, with walls and bonuses, is not the
	// engine's Othello: its start is refused before a move.
	def, _ := registry.Open("mapello", registry.Config{})
	eb, _ := NewExecBot(def, gtpArgv("explicit"), ExecOptions{})
	_, err := eb.Choose(context.Background(), registry.NewLine(def.Start()), nil)
	if !errors.Is(err, ErrMismatch) || !strings.Contains(err.Error(), "at the start") {
		t.Errorf("default board: %v, want a mismatch at the start", err)
	}
	eb.Close()
}

func TestReadScore(t *testing.T) {
	c := [2]string{"black", "white"}
	for _, tc := range []struct {
		in   string
		want ply.Player
		ok   bool
	}{
		{"B+12", ply.First, true}, {"W+3.5", ply.Second, true}, {"0", ply.NoPlayer, true},
		{"Draw", ply.NoPlayer, true}, {"B+R", ply.First, true}, {"W+0", ply.NoPlayer, true},
		{"X+1", ply.NoPlayer, false}, {"B+x", ply.NoPlayer, false}, {"", ply.NoPlayer, false}, {"+3", ply.NoPlayer, false},
	} {
		got, ok := readScore(tc.in, c)
		if got != tc.want || ok != tc.ok {
			t.Errorf("readScore(%q) = %v %v, want %v %v", tc.in, got, ok, tc.want, tc.ok)
		}
	}
}

func TestReadGrid(t *testing.T) {
	rhino := "Next move: Black\n    a b c d e f g h\n  1 . . . . . . . .\n  4 . . . O X . . .\n"
	g := readGrid(rhino)
	if g["d4"] != cellOther || g["e4"] != cellFirst || g["a1"] != cellEmpty || len(g) != 16 {
		t.Errorf("readGrid: %v", g)
	}
	if readGrid("= 2\n") != nil || readGrid("a b\nx y z\n") != nil {
		t.Error("readGrid read a board from no board")
	}
	m, _ := registry.Open("mapello", registry.Config{Setup: "plain"})
	if n := boardSize(m.Render(m.Start())); n != 8 {
		t.Errorf("boardSize of plain Mapello: %d, want 8", n)
	}
	// The board ply's engine shows (play's, with Mapello's border and the
	// last move's brackets) reads as the game's own Render does, cell by
	// cell, so that a controller compares a ply engine's board too.
	for _, name := range []string{"mapello", "pathway", "morelli"} {
		g, _ := registry.Open(name, registry.Config{})
		line, err := registry.Replay(g, g.Start(), nil)
		if err != nil {
			t.Fatal(err)
		}
		for range 6 {
			line, _ = line.PlayMove(g, g.Moves(line.Position())[0])
		}
		own := pieceLetters(g)
		ours, shown := readGridAs(g.Render(line.Position()), own), readGridAs(registry.TextBoard(g, line, false), own)
		n := 0
		for k, c := range ours {
			if name == "mapello" && (k[0] < 'a' || k[0] > 'h' || k[1] < '1' || k[1] > '8' || len(k) > 2) {
				continue // Mapello's border, which the play board leaves unnamed
			}
			n++
			if shown[k] != c {
				t.Errorf("%s: %s is %q on the play board, %q in Render", name, k, shown[k], c)
			}
		}
		if n < 36 || boardSize(registry.TextBoard(g, registry.NewLine(g.Start()), false)) != boardSize(g.Render(g.Start())) {
			t.Errorf("%s: %d cells compared, board sizes %d and %d", name, n,
				boardSize(registry.TextBoard(g, registry.NewLine(g.Start()), false)), boardSize(g.Render(g.Start())))
		}
	}
}
