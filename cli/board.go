// board.go holds the board command: a position drawn as an SVG picture,
// or as the text board play draws.

package cli

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/plygo/ply/diagram"
	"github.com/plygo/ply/registry"
)

// Board is the board command: it draws a position of a registered game as
// an SVG picture (diagram.SVG), or with -text as the text board play
// draws (registry.TextBoard), on stdout or into the file -o names. The
// position is the start of -game (of -setup, -size, -seed) or -position,
// after -moves when given, the last of them marked; -moves are separated
// by ';', or by spaces when every move is one word. Unlike the other
// commands it has no default game: -game is required. A game without a
// diagram.Diagrammer has no picture: -text draws its Render, and without
// -text the command refuses it with status 2.
func Board(args []string, stdout, stderr io.Writer) int {
	fs, gf := newFlagSet("board", "Draws a position as an SVG picture, or as a text board with -text.",
		stderr, "seed for random setups", true, false)
	// A picture of a game nobody named would surprise: no default.
	*gf.game = ""
	fs.Lookup("game").DefValue = ""
	moves := fs.String("moves", "", "moves to play from the position, separated by ';' (or spaces for one-word moves); the last one is marked")
	out := fs.String("o", "", "write the picture (or with -text the text board) to this file (default: standard output)")
	text := fs.Bool("text", false, "draw the text board play draws instead of SVG")
	if code, ok := parse(fs, args); !ok {
		return code
	}
	bad := func(format string, args ...any) int {
		fmt.Fprintf(stderr, "board: "+format+"\n", args...)
		return 2
	}
	names := strings.Join(registry.Names(), ", ")
	if *gf.game == "" {
		return bad("-game is required (one of %s)", names)
	}
	if _, ok := registry.Lookup(*gf.game); !ok {
		return bad("-game %q: want one of %s", *gf.game, names)
	}
	g, err := gf.open()
	if err != nil {
		return bad("%v", err)
	}
	if _, ok := g.Diagram(g.Start()); !ok && !*text {
		return bad("-game %s: %v: it implements no diagram.Diagrammer; -text draws its text form", *gf.game, registry.ErrNoDiagram)
	}
	line, err := registry.Replay(g, g.Start(), splitMoves(*moves))
	if err != nil {
		return bad("%v", err)
	}
	var buf bytes.Buffer
	if *text {
		buf.WriteString(registry.TextBoard(g, line, *out == "" && colorOutput(stdout)))
	} else {
		d, ok := line.Diagram(g, line.Len())
		if !ok {
			fmt.Fprintf(stderr, "board: %s drew no diagram of the position\n", *gf.game)
			return 1
		}
		if err := diagram.SVG(&buf, d, diagram.SVGOptions{}); err != nil {
			fmt.Fprintf(stderr, "board: %v\n", err)
			return 1
		}
	}
	if *out == "" {
		_, err = stdout.Write(buf.Bytes())
	} else {
		err = os.WriteFile(*out, buf.Bytes(), 0o644)
	}
	if err != nil {
		fmt.Fprintf(stderr, "board: %v\n", err)
		return 1
	}
	return 0
}

// splitMoves splits a move list at ';', or at spaces when it has none.
func splitMoves(text string) []string {
	var parts []string
	if strings.Contains(text, ";") {
		parts = strings.Split(text, ";")
	} else {
		parts = strings.Fields(text)
	}
	var out []string
	for _, p := range parts {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}
