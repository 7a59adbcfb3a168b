package record_test

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/plygo/ply/bot"
	_ "github.com/plygo/ply/games"
	"github.com/plygo/ply/record"
	"github.com/plygo/ply/registry"
)

var update = flag.Bool("update", false, "rewrite the records in testdata by playing them again")

// testGames are the games of testdata/GAME.txt: each game's configurations
// and bots.
var testGames = []struct {
	game  string
	cfg   registry.Config
	bots  [2]string
	plies int // stop after this many (0: to the end)
}{
	{"pathway", registry.Config{}, [2]string{"alphabeta:3", "greedy"}, 0},
	{"pathway", registry.Config{Size: 8, Seed: 7}, [2]string{"random", "alphabeta:2"}, 0},
	{"pathway", registry.Config{Position: "...b/.r../r.b./.... r"}, [2]string{"greedy", "minimax:3"}, 0},
	{"mapello", registry.Config{}, [2]string{"alphabeta:2", "greedy"}, 0},
	{"mapello", registry.Config{Setup: "random", Seed: 11}, [2]string{"greedy", "mcts:300"}, 0},
	{"morelli", registry.Config{}, [2]string{"alphabeta:2", "greedy"}, 0},
	{"morelli", registry.Config{Setup: "random", Seed: 5}, [2]string{"random", "alphabeta:1"}, 30},
	{"mitsudomoe", registry.Config{}, [2]string{"alphabeta:2", "greedy"}, 0},
	{"pushfight", registry.Config{}, [2]string{"alphabeta:1", "greedy"}, 0},
	{"pushfight", registry.Config{Setup: "placement", Seed: 3}, [2]string{"greedy", "alphabeta:1"}, 0},
}

// play plays a game between two bots and returns its record, with each
// bot's comment on its moves.
func play(t *testing.T, game string, cfg registry.Config, bots [2]string, plies int) *record.Record {
	t.Helper()
	g, err := registry.Open(game, cfg)
	if err != nil {
		t.Fatal(err)
	}
	var players [2]registry.Bot
	for i, text := range bots {
		spec, err := bot.Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		if players[i], err = g.NewBot(spec, cfg.Seed+uint64(i)); err != nil {
			t.Fatal(err)
		}
	}
	line := registry.NewLine(g.Start())
	var comments []string
	for plies == 0 || line.Len() < plies {
		pos := line.Position()
		if _, over := g.Result(pos); over {
			break
		}
		c, err := players[g.ToMove(pos).Index()].Choose(context.Background(), line, nil)
		if err != nil {
			t.Fatal(err)
		}
		if line, err = line.PlayMove(g, c.Move); err != nil {
			t.Fatal(err)
		}
		comments = append(comments, record.Comment(c))
	}
	r := record.New(g, line)
	r.First, r.Second = bots[0], bots[1]
	for i := range r.Moves {
		r.Moves[i].Comment = comments[i]
	}
	return r
}

func TestGenerate(t *testing.T) {
	if !*update {
		t.Skip("run with -update to play the records of testdata again")
	}
	files := map[string]*bytes.Buffer{}
	for _, tg := range testGames {
		r := play(t, tg.game, tg.cfg, tg.bots, tg.plies)
		b := files[tg.game]
		if b == nil {
			b = &bytes.Buffer{}
			files[tg.game] = b
		} else {
			b.WriteByte('\n')
		}
		if err := record.Write(b, r); err != nil {
			t.Fatal(err)
		}
	}
	for game, b := range files {
		if err := os.WriteFile(filepath.Join("testdata", game+".txt"), b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		fmt.Printf("wrote testdata/%s.txt\n", game)
	}
}
