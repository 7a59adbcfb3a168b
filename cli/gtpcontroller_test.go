package cli_test

import (
	"bufio"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"testing"
)

// gtpProc is one engine process under the scripted controller below.
type gtpProc struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Reader
	log *strings.Builder
}

func startGTP(t *testing.T, log *strings.Builder, argv ...string) *gtpProc {
	t.Helper()
	cmd := exec.Command(argv[0], argv[1:]...)
	in, _ := cmd.StdinPipe()
	out, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { in.Close(); cmd.Process.Kill(); cmd.Wait() })
	return &gtpProc{cmd, in, bufio.NewReader(out), log}
}

// do sends a command as a standard GTP controller does (no ids, colours
// and moves in upper case as GoGui sends them) and returns whether it
// succeeded and its text.
func (p *gtpProc) do(t *testing.T, command string) (bool, string) {
	t.Helper()
	fmt.Fprintf(p.log, "%s> %s\n", p.cmd.Args[0][strings.LastIndexByte(p.cmd.Args[0], '/')+1:], command)
	if _, err := io.WriteString(p.in, command+"\n"); err != nil {
		t.Fatalf("%s: %v\n%s", command, err, p.log)
	}
	var lines []string
	for {
		l, err := p.out.ReadString('\n')
		if err != nil {
			t.Fatalf("%s: %v\n%s", command, err, p.log)
		}
		l = strings.TrimRight(l, "\r\n")
		if l == "" && len(lines) > 0 {
			break
		}
		if l != "" {
			lines = append(lines, l)
		}
	}
	text := strings.Join(lines, "\n")
	fmt.Fprintf(p.log, "  %s\n", text)
	if len(text) == 0 || text[0] != '=' && text[0] != '?' {
		t.Fatalf("%s: answered %q", command, text)
	}
	return text[0] == '=', strings.TrimSpace(text[1:])
}

// ply's engine plays Othello against gtp-rhino under a controller that is
// not ply's client: a referee that speaks standard GTP to both, as GoGui's
// twogtp does, relays each genmove to the other engine with play, and
// asks both for final_score at the end. Both play each colour once; the
// two engines must agree on every move and on the score.
func TestEngineUnderGTPController(t *testing.T) {
	eng := buildEngine(t)
	rh := rhino(t)
	for plyColour := range 2 {
		var log strings.Builder
		ply := startGTP(t, &log, eng, "-game", "mapello", "-setup", "plain", "-bot", "alphabeta:2")
		rhino := startGTP(t, &log, rh)
		players := [2]*gtpProc{rhino, rhino}
		players[plyColour] = ply
		for _, p := range players {
			for _, c := range []string{"protocol_version", "name", "boardsize 8", "clear_board", "komi 0", "time_settings 0 5 1"} {
				if ok, text := p.do(t, c); !ok {
					t.Fatalf("%s: %s\n%s", c, text, log.String())
				}
			}
		}
		colours := [2]string{"B", "W"}
		passes, moves := 0, 0
		for turn := 0; passes < 2 && turn < 200; turn++ {
			me, other := players[turn%2], players[(turn+1)%2]
			ok, m := me.do(t, "genmove "+colours[turn%2])
			if !ok && me == ply && strings.Contains(m, "game is over") {
				break
			}
			if !ok {
				t.Fatalf("genmove: %s\n%s", m, log.String())
			}
			if strings.EqualFold(m, "pass") {
				passes++
				// A side that may not move passes; an engine that
				// skips it by itself refuses the pass, as gtp-rhino
				// does, and that is no error.
				other.do(t, "play "+colours[turn%2]+" PASS")
				continue
			}
			passes = 0
			moves++
			if ok, text := other.do(t, "play "+colours[turn%2]+" "+strings.ToUpper(m)); !ok {
				t.Fatalf("play %s: %s\n%s", m, text, log.String())
			}
		}
		_, s1 := ply.do(t, "final_score")
		_, s2 := rhino.do(t, "final_score")
		if s1 == "" || s2 == "" || s1[:1] != s2[:1] && s1 != s2 {
			t.Errorf("final_score: ply %q, gtp-rhino %q\n%s", s1, s2, log.String())
		}
		if moves < 40 {
			t.Errorf("only %d moves\n%s", moves, log.String())
		}
		ply.do(t, "quit")
		rhino.do(t, "quit")
		t.Logf("ply as %s: %d moves, ply scores %s, gtp-rhino %s", colours[plyColour], moves, s1, s2)
	}
}
