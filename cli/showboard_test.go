package cli_test

import (
	"bufio"
	"fmt"
	"io"
	"math/rand/v2"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/plygo/ply/cli/clitest"
	"github.com/plygo/ply/registry"
)

// TestShowboardIsPlaysBoard checks issue 29's "one board drawing": for
// every game, in the middle of a game and at its end, the engine process's
// showboard answer is the board play draws after the same moves, and play
// -replay draws it too; at the end, all three say why the game ended.
func TestShowboardIsPlaysBoard(t *testing.T) {
	eng := buildEngine(t)
	for _, name := range registry.Names() {
		if name == "nim" || name == "nimboard" {
			continue // the test games of owngame_test.go and board_test.go, unknown to the engine
		}
		g, err := registry.Open(name, registry.Config{})
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(29, uint64(len(name))))
		var whole []string // a random game to its end
		for p := g.Start(); ; {
			moves := g.Moves(p)
			if len(moves) == 0 {
				break
			}
			m := moves[rng.IntN(len(moves))]
			whole = append(whole, m.String())
			p, _ = g.Apply(m)
		}
		for _, moves := range [][]string{whole[:min(5, len(whole)-1)], whole} {
			t.Run(fmt.Sprintf("%s/%d", name, len(moves)), func(t *testing.T) {
				end := len(moves) == len(whole)
				rec := filepath.Join(t.TempDir(), "game.txt")
				input := strings.Join(moves, "\n") + "\nquit\n"
				code, out, errs := clitest.Run(t, input, "play", "-game", name, "-p1", "human", "-p2", "human", "-record", rec)
				if code != 0 {
					t.Fatalf("play: exit %d: %s", code, errs)
				}
				played := lastBoard(t, out, len(moves))

				answers := talk(t, eng, name, moves)
				shown := strings.TrimPrefix(answers["showboard"], "=\n")
				if shown != played {
					t.Errorf("the engine's showboard differs from play's board:\n--- showboard\n%s\n--- play\n%s", shown, played)
				}

				_, out, errs = clitest.Run(t, "last\nquit\n", "play", "-replay", rec)
				if replayed := lastBoard(t, out, len(moves)); replayed != played {
					t.Errorf("play -replay draws another board (%s):\n--- replay\n%s\n--- play\n%s", errs, replayed, played)
				}

				pos, err := registry.Replay(g, g.Start(), moves)
				if err != nil {
					t.Fatal(err)
				}
				why := g.EndReason(pos.Position())
				if end != (why != "") {
					t.Fatalf("end %v, reason %q", end, why)
				}
				if !end {
					return
				}
				for what, text := range map[string]string{"play's board": played, "play's end": out, "result": answers["result"]} {
					if !strings.Contains(text, why) {
						t.Errorf("%s does not say why the game ended (%q):\n%s", what, why, text)
					}
				}
			})
		}
	}
}

// moveLine is the line play writes for move n, before its board.
func moveLine(n int) *regexp.Regexp {
	return regexp.MustCompile(fmt.Sprintf(`(?m)(?:^|> )%d\. [^\n]*\n`, n))
}

// lastBoard returns the board play (or its replay) drew after move n: the
// lines after the move's line up to the prompt or the end message.
func lastBoard(t *testing.T, out string, n int) string {
	t.Helper()
	locs := moveLine(n).FindAllStringIndex(out, -1)
	if len(locs) == 0 {
		t.Fatalf("no move %d in the output:\n%s", n, out)
	}
	board := out[locs[len(locs)-1][1]:]
	for _, stop := range []string{"\nmove ", "\ngame over: ", "\nthe end of the record", "\nreplay, move "} {
		if i := strings.Index(board, stop); i >= 0 {
			board = board[:i+1]
		}
	}
	return board
}

// talk plays moves on an engine process for the game, as a person types
// them, then asks for showboard and result, and returns those answers.
func talk(t *testing.T, eng, game string, moves []string) map[string]string {
	t.Helper()
	cmd := exec.Command(eng, "-game", game, "-bot", "random")
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Wait()
	r := bufio.NewReader(stdout)
	ask := func(line string) string {
		t.Helper()
		if _, err := io.WriteString(stdin, line+"\n"); err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		for {
			l, err := r.ReadString('\n')
			if err != nil {
				t.Fatalf("%s: %v after %q", line, err, b.String())
			}
			if l == "\n" {
				return strings.TrimSuffix(b.String(), "\n")
			}
			b.WriteString(l)
		}
	}
	for _, m := range moves {
		if a := ask("play " + m); a != "=" {
			t.Fatalf("play %s: %q", m, a)
		}
	}
	answers := map[string]string{"showboard": ask("showboard") + "\n", "result": ask("result")}
	ask("quit")
	stdin.Close()
	return answers
}
