// Command board draws a position of a game of the ply library as an SVG
// picture, or as a text board with -text.
//
//	go run ./examples/board -game morelli -o morelli.svg
//	go run ./examples/board -game pathway -position '...b/.r../r.b./.... r' -text
//	go run ./examples/board -game mapello -moves 'f5 f6 e6' -o mapello.svg
//
// With -moves, the moves are played from the position and the last one is
// marked. With -docs DIR it writes the pictures of the documentation
// instead: DIR/<game>-start.svg and DIR/<game>-midgame.svg for every game.
package main

//go:generate go run . -docs ../../docs/img

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"

	"github.com/plygo/ply"
	"github.com/plygo/ply/diagram"
	_ "github.com/plygo/ply/games"
	"github.com/plygo/ply/registry"
)

// gameNames lists the games of the documentation's pictures, in its order.
var gameNames = []string{"pathway", "mapello", "morelli", "mitsudomoe", "pushfight"}

// errUsage reports bad flags or input; the command exits with status 2.
var errUsage = errors.New("usage")

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run is the command: it returns the exit status (0 done, 1 failed, 2 bad
// flags or input).
func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("board", flag.ContinueOnError)
	fs.SetOutput(stderr)
	game := fs.String("game", "", "the game: "+strings.Join(registry.Names(), ", "))
	position := fs.String("position", "", "the position in the game's notation (default: the start)")
	moves := fs.String("moves", "", "moves to play from the position, separated by ';' (or spaces for one-word moves); the last one is marked")
	out := fs.String("o", "", "write the SVG to this file (default: standard output)")
	text := fs.Bool("text", false, "print a text board instead of SVG")
	docs := fs.String("docs", "", "write every game's documentation pictures into this directory")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: board -game G [-position TEXT] [-moves MOVES] [-o FILE.svg | -text]\n       board -docs DIR\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "board: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	var err error
	if *docs != "" {
		err = writeDocs(*docs)
	} else {
		err = draw(*game, *position, *moves, *out, *text, stdout)
	}
	switch {
	case errors.Is(err, errUsage):
		fmt.Fprintf(stderr, "board: %v\n", err)
		return 2
	case err != nil:
		fmt.Fprintf(stderr, "board: %v\n", err)
		return 1
	}
	return 0
}

// draw writes one picture or text board.
func draw(game, position, moves, out string, text bool, stdout io.Writer) error {
	b, err := open(game, position)
	if err != nil {
		return err
	}
	d, err := b.diagram(splitMoves(moves))
	if err != nil {
		return fmt.Errorf("%w: %w", err, errUsage)
	}
	if text {
		_, err := io.WriteString(stdout, diagram.Text(d, diagram.TextOptions{Color: out == "" && diagram.ColorTerminal(os.Stdout) && stdout == os.Stdout}))
		return err
	}
	var buf bytes.Buffer
	if err := diagram.SVG(&buf, d, diagram.SVGOptions{}); err != nil {
		return err
	}
	if out == "" {
		_, err := stdout.Write(buf.Bytes())
		return err
	}
	return os.WriteFile(out, buf.Bytes(), 0o644)
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

// board is a registered game seen through its diagrams.
type board struct{ g registry.Game }

// open returns the board of a registered game, started from position when
// it is not empty (a Pathway position sets the board size).
func open(game, position string) (board, error) {
	if game == "" {
		return board{}, fmt.Errorf("-game is required (one of %s): %w", strings.Join(registry.Names(), ", "), errUsage)
	}
	if _, ok := registry.Lookup(game); !ok {
		return board{}, fmt.Errorf("-game %q: want one of %s: %w", game, strings.Join(registry.Names(), ", "), errUsage)
	}
	g, err := registry.Open(game, registry.Config{Position: position})
	if err != nil {
		return board{}, fmt.Errorf("%w: %w", err, errUsage)
	}
	if _, ok := g.Diagram(g.Start()); !ok {
		return board{}, fmt.Errorf("-game %q: the game does not describe its board: %w", game, errUsage)
	}
	return board{g}, nil
}

// diagram describes the start after the moves, the last one marked.
func (b board) diagram(moves []string) (diagram.Diagram, error) {
	line, err := registry.Replay(b.g, b.g.Start(), moves)
	if err != nil {
		return diagram.Diagram{}, err
	}
	d, _ := line.Diagram(b.g, line.Len())
	return d, nil
}

// midgame describes the position after a seeded random game of at least
// plies plies, stopping at the first move from there on that changed
// pieces beside its own (a capture, a flip) and did not end the game, with
// that move marked.
func (b board) midgame(seed uint64, plies int) (diagram.Diagram, error) {
	// A random game may end early; the next seeds take over.
	for k := range uint64(100) {
		if d, ok, err := b.playout(seed+k, plies); ok || err != nil {
			return d, err
		}
	}
	return diagram.Diagram{}, fmt.Errorf("no game of 100 from seed %d lasted %d plies", seed, plies)
}

// playout plays the random game of one seed for midgame; ok is false if it
// ended before plies.
func (b board) playout(seed uint64, plies int) (d diagram.Diagram, ok bool, err error) {
	g := b.g
	rng := rand.New(rand.NewPCG(seed, 0x706c79))
	p := g.Start()
	var first diagram.Diagram
	for i := 0; i < plies+100; i++ {
		if _, over := g.Result(p); over {
			break
		}
		moves := g.Moves(p)
		if len(moves) == 0 {
			break
		}
		m := moves[rng.IntN(len(moves))]
		next, err := g.Apply(m)
		if err != nil {
			return diagram.Diagram{}, false, err
		}
		if i+1 >= plies {
			d, err := g.DiagramAfter(m, next)
			if err != nil {
				return diagram.Diagram{}, false, err
			}
			if i+1 == plies && d.ToMove != ply.NoPlayer {
				first = d
			}
			for _, c := range d.Cells {
				if c.Has(diagram.MarkChanged) && d.ToMove != ply.NoPlayer {
					return d, true, nil
				}
			}
		}
		p = next
	}
	return first, first.Cells != nil, nil
}

// playthrough returns the diagrams along a seeded random game of at most
// plies plies: the start, then the position after each move with the move
// marked.
func (b board) playthrough(seed uint64, plies int) ([]diagram.Diagram, error) {
	g := b.g
	rng := rand.New(rand.NewPCG(seed, 0x706c79))
	p := g.Start()
	d, _ := g.Diagram(p)
	out := []diagram.Diagram{d}
	for range plies {
		if _, over := g.Result(p); over {
			break
		}
		moves := g.Moves(p)
		m := moves[rng.IntN(len(moves))]
		next, err := g.Apply(m)
		if err != nil {
			return nil, err
		}
		d, err := g.DiagramAfter(m, next)
		if err != nil {
			return nil, err
		}
		out = append(out, d)
		p = next
	}
	return out, nil
}

// docPictures lists the documentation pictures: each game's start and a
// mid-game position, with the seed and the least number of plies of the
// latter.
var docPictures = []struct {
	game  string
	seed  uint64
	plies int
}{
	{"pathway", 1, 14},
	{"mapello", 1, 20},
	{"morelli", 1, 40},
	{"mitsudomoe", 1, 12},
	{"pushfight", 1, 8},
}

// docs returns the documentation pictures by file name.
func docs() (map[string][]byte, error) {
	out := map[string][]byte{}
	for _, p := range docPictures {
		b, err := open(p.game, "")
		if err != nil {
			return nil, err
		}
		start, err := b.diagram(nil)
		if err != nil {
			return nil, err
		}
		mid, err := b.midgame(p.seed, p.plies)
		if err != nil {
			return nil, err
		}
		for name, d := range map[string]diagram.Diagram{"start": start, "midgame": mid} {
			var buf bytes.Buffer
			if err := diagram.SVG(&buf, d, diagram.SVGOptions{}); err != nil {
				return nil, err
			}
			out[p.game+"-"+name+".svg"] = buf.Bytes()
		}
	}
	return out, nil
}

// writeDocs writes the documentation pictures into dir.
func writeDocs(dir string) error {
	pics, err := docs()
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for name, data := range pics {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			return err
		}
	}
	return nil
}
