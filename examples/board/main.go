// Command board draws a position of a game of the ply library as an SVG
// picture, or as a text board with -text.
//
//	go run ./examples/board -game morelli -o morelli.svg
//	go run ./examples/board -game pathway -position '...b/.r../r.b./.... r' -text
//	go run ./examples/board -game mapello -moves 'f5 f6 e6' -o mapello.svg
//
// With -moves, the moves are played from the position and the last one is
// marked. It is the board command of package cli (cli.Board), which a
// program of one's own also runs as "board" through cli.Main.
//
// With -docs DIR as its first flag it writes the pictures of the
// documentation instead: DIR/<game>-start.svg and DIR/<game>-midgame.svg
// for each of the five games (go generate ./examples/board).
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
	"slices"
	"strings"

	"github.com/plygo/ply"
	"github.com/plygo/ply/cli"
	"github.com/plygo/ply/diagram"
	_ "github.com/plygo/ply/games"
	"github.com/plygo/ply/registry"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run is the command: cli.Board, or with -docs first the documentation
// pictures. It returns the exit status (0 done, 1 failed, 2 bad flags or
// input).
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || !isDocs(args[0]) {
		code := cli.Board(args, stdout, stderr)
		if code == 0 && slices.ContainsFunc(args, func(a string) bool { return a == "-h" || a == "-help" || a == "--help" }) {
			fmt.Fprintf(stderr, "\nboard -docs DIR writes the documentation pictures of the five games into DIR.\n")
		}
		return code
	}
	fs := flag.NewFlagSet("board", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dir := fs.String("docs", "", "write every game's documentation pictures into this directory")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if fs.NArg() > 0 || *dir == "" {
		fmt.Fprintf(stderr, "board: want -docs DIR and nothing else\n")
		return 2
	}
	if err := writeDocs(*dir); err != nil {
		fmt.Fprintf(stderr, "board: %v\n", err)
		return 1
	}
	return 0
}

// isDocs reports whether the flag arg is -docs.
func isDocs(arg string) bool {
	name, _, _ := strings.Cut(arg, "=")
	return name == "-docs" || name == "--docs"
}

// midgame describes the position of g after a seeded random game of at least
// plies plies, stopping at the first move from there on that changed
// pieces beside its own (a capture, a flip) and did not end the game, with
// that move marked.
func midgame(g registry.Game, seed uint64, plies int) (diagram.Diagram, error) {
	// A random game may end early; the next seeds take over.
	for k := range uint64(100) {
		if d, ok, err := playout(g, seed+k, plies); ok || err != nil {
			return d, err
		}
	}
	return diagram.Diagram{}, fmt.Errorf("no game of 100 from seed %d lasted %d plies", seed, plies)
}

// playout plays the random game of one seed for midgame; ok is false if it
// ended before plies.
func playout(g registry.Game, seed uint64, plies int) (d diagram.Diagram, ok bool, err error) {
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
		g, err := registry.Open(p.game, registry.Config{})
		if err != nil {
			return nil, err
		}
		start, ok := g.Diagram(g.Start())
		if !ok {
			return nil, fmt.Errorf("%s: %w", p.game, registry.ErrNoDiagram)
		}
		mid, err := midgame(g, p.seed, p.plies)
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
