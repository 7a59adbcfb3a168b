//go:build unix

package engine

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/plygo/ply"
	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/registry"
)

// TestMain turns the test binary into a fake engine when it is started as
// "-fake-engine MODE GAME BOT [PIDFILE]", so that the tests talk to real
// processes that misbehave on purpose.
func TestMain(m *testing.M) {
	if len(os.Args) >= 3 && os.Args[1] == "-gtp-engine" {
		os.Exit(scriptedGTP(os.Args[2]))
	}
	if len(os.Args) >= 5 && os.Args[1] == "-limited-engine" {
		os.Exit(limitedEngine(os.Args[2], os.Args[3], os.Args[4]))
	}
	if len(os.Args) >= 5 && os.Args[1] == "-fake-engine" {
		os.Exit(fakeEngine(os.Args[2], os.Args[3], os.Args[4], os.Args[5:]))
	}
	os.Exit(m.Run())
}

// limitedEngine serves the protocol as the engine command does, in a
// process whose address space is limited (as by ulimit -v) to what it maps
// and 384 MiB more, so that a table of 1 GiB cannot be allocated whatever
// the machine's memory: the limit is set before the server is made when
// "before", after it when "after". It exits 77 where the limit cannot be
// set.
func limitedEngine(when, game, spec string) int {
	limit := func() bool {
		b, err := os.ReadFile("/proc/self/statm")
		var pages uint64
		if err == nil {
			_, err = fmt.Sscan(string(b), &pages)
		}
		if err != nil {
			return false
		}
		most := pages*uint64(os.Getpagesize()) + 384<<20
		return syscall.Setrlimit(syscall.RLIMIT_AS, &syscall.Rlimit{Cur: most, Max: most}) == nil
	}
	if when == "before" && !limit() {
		return 77
	}
	s, err := NewServer(game, registry.Config{}, ply.Must(bot.Parse(spec)), 1)
	if err != nil {
		fmt.Fprintf(os.Stderr, "engine: %v\n", err)
		return 2
	}
	if when == "after" && !limit() {
		return 77
	}
	if err := s.Serve(context.Background(), os.Stdin, os.Stdout); err != nil {
		fmt.Fprintf(os.Stderr, "engine: %v\n", err)
		return 1
	}
	return 0
}

// fakeEngine serves the protocol as a Server does, except that genmove
// (or position, for "refuse") misbehaves as mode says: "serve" does not,
// "crash" exits, "hang" never answers, "illegal" answers an illegal move,
// "garbage" answers out of protocol, "minimal" knows neither position nor
// movetime, "noclock" does not know time_control, "spawn" starts a child that hangs (writing its pid to the
// file named) and hangs too, "escape" does the same with a child outside
// its process group that keeps its stdout and stderr open.
func fakeEngine(mode, game, spec string, rest []string) int {
	if mode == "sleep" {
		time.Sleep(time.Hour)
		return 0
	}
	if mode == "middle" {
		// The middle of a double fork: a grandchild with an empty
		// environment, in a session of its own, then exit.
		child := exec.Command(os.Args[0], "-fake-engine", "sleep", game, spec)
		child.Env = []string{}
		child.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
		if err := child.Start(); err != nil {
			return 4
		}
		os.WriteFile(rest[0], []byte(fmt.Sprint(child.Process.Pid)), 0o644)
		return 0
	}
	s, err := NewServer(game, registry.Config{}, ply.Must(bot.Parse(spec)), 1)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(nil, MaxLine)
	for in.Scan() {
		c, _ := ParseCommand(Clean(in.Text()))
		switch {
		case c.Name == "genmove" && mode == "crash":
			fmt.Fprintln(os.Stderr, "panic: the fake engine crashes")
			return 3
		case c.Name == "genmove" && mode == "hang":
			time.Sleep(time.Hour)
		case c.Name == "genmove" && mode == "orphan":
			// A grandchild whose parent exits at once, reparented
			// away from the engine; then the engine plays on.
			middle := exec.Command(os.Args[0], "-fake-engine", "middle", game, spec, rest[0])
			middle.Env = []string{}
			if middle.Run() != nil {
				return 4
			}
		case c.Name == "genmove" && (mode == "spawn" || mode == "escape" || mode == "setsid" || mode == "noenv-setsid"):
			// The child sleeps: "hang" would end at once with no
			// input.
			child := exec.Command(os.Args[0], "-fake-engine", "sleep", game, spec)
			child.Stdin, _ = os.Open(os.DevNull)
			if mode == "setsid" || mode == "noenv-setsid" {
				// A daemon: a session and group of its own.
				child.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
			}
			if mode == "noenv-setsid" {
				// env -i: no tag.
				child.Env = []string{}
			}
			if mode == "escape" {
				// A child in a group of its own, holding our stdout
				// and stderr open.
				child.Stdout, child.Stderr = os.Stdout, os.Stderr
				child.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
			}
			if err := child.Start(); err != nil {
				return 4
			}
			os.WriteFile(rest[0], []byte(fmt.Sprint(child.Process.Pid)), 0o644)
			time.Sleep(time.Hour)
		case c.Name == "genmove" && strings.HasPrefix(mode, "flood"):
			flood(mode, c.ID)
			return 0
		case c.Name == "genmove" && mode == "illegal":
			fmt.Printf("=%d zz99\n\n", c.ID)
			continue
		case c.Name == "genmove" && mode == "garbage":
			fmt.Print("thinking...\n\n")
			continue
		case c.Name == "position" && mode == "refuse":
			fmt.Printf("?%d I only play from the start\n\n", c.ID)
			continue
		case c.Name == "known_command" && mode == "minimal" && (c.Args == "position" || c.Args == "movetime"):
			fmt.Printf("=%d false\n\n", c.ID)
			continue
		case c.Name == "known_command" && mode == "noclock" && c.Args == "time_control":
			fmt.Printf("=%d false\n\n", c.ID)
			continue
		case c.Name == "list_commands" && (mode == "minimal" || mode == "noclock"):
			fmt.Printf("=%d\n\n", c.ID) // known_command then tells
			continue
		}
		a, quit := s.Handle(context.Background(), in.Text())
		fmt.Print(a)
		if quit {
			return 0
		}
	}
	return 0
}

// flood answers with no end, until its output breaks: "flood" an
// endless answer of short lines, "flood-line" one endless line,
// "flood-wide" an endless answer of lines of 64 bytes, "flood-empty"
// endless empty lines before any answer.
func flood(mode string, id int) {
	w := bufio.NewWriterSize(os.Stdout, 64<<10)
	chunk := "aaaa\n"
	switch mode {
	case "flood":
		fmt.Fprintf(w, "=%d ", id)
	case "flood-wide":
		fmt.Fprintf(w, "=%d ", id)
		chunk = strings.Repeat("a", 63) + "\n"
	case "flood-line":
		fmt.Fprintf(w, "=%d ", id)
		chunk = "aaaa"
	case "flood-empty":
		chunk = "\n"
	}
	for {
		if _, err := w.WriteString(chunk); err != nil {
			return
		}
	}
}

func fakeArgv(mode, game, bot string, rest ...string) []string {
	return append([]string{os.Args[0], "-fake-engine", mode, game, bot}, rest...)
}

// alive reports whether the process pid still exists (unreaped zombies
// included).
func alive(pid int) bool {
	return syscall.Kill(pid, 0) == nil
}

// running reports whether the process pid exists and is not a zombie.
func running(pid int) bool {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return alive(pid)
	}
	// The state follows the command name in parentheses.
	i := strings.LastIndexByte(string(b), ')')
	return i < 0 || i+2 >= len(b) || b[i+2] != 'Z'
}

// playGame plays a game between two bots from line, at most plies plies,
// and returns its moves.
func playGame(t *testing.T, g registry.Game, line registry.Line, bots [2]registry.Bot, plies int) []string {
	t.Helper()
	for range plies {
		pos := line.Position()
		if _, over := g.Result(pos); over {
			break
		}
		c, err := bots[g.ToMove(pos).Index()].Choose(context.Background(), line, nil)
		if err != nil {
			t.Fatalf("after %q: %v", line.Moves, err)
		}
		if line, err = line.PlayMove(g, c.Move); err != nil {
			t.Fatal(err)
		}
	}
	return line.Texts()
}

// An engine process plays the same moves as the same bot in process, from
// a start that is not the game's and through a history-sensitive game.
func TestExecBotMatchesInProcess(t *testing.T) {
	for _, tc := range []struct {
		game, bot string
		plies     int
	}{
		{"pathway", "alphabeta:2", 40},
		{"pushfight", "greedy", 16},
		{"mitsudomoe", "alphabeta:1", 12},
	} {
		g, err := registry.Open(tc.game, registry.Config{})
		if err != nil {
			t.Fatal(err)
		}
		line, err := registry.NewLine(g.Start()).PlayMove(g, g.Moves(g.Start())[0])
		if err != nil {
			t.Fatal(err)
		}
		line = registry.NewLine(line.Position()) // a start of its own
		mk := func() registry.Bot {
			b, err := g.NewBot(ply.Must(bot.Parse(tc.bot)), 1)
			if err != nil {
				t.Fatal(err)
			}
			return b
		}
		opp, _ := g.NewBot(bot.Spec{Kind: "greedy"}, 1)
		want := playGame(t, g, line, [2]registry.Bot{mk(), opp}, tc.plies)
		eb, err := NewExecBot(g, fakeArgv("serve", tc.game, tc.bot), ExecOptions{})
		if err != nil {
			t.Fatal(err)
		}
		opp, _ = g.NewBot(bot.Spec{Kind: "greedy"}, 1)
		got := playGame(t, g, line, [2]registry.Bot{eb, opp}, tc.plies)
		eb.Close()
		if strings.Join(got, ",") != strings.Join(want, ",") {
			t.Errorf("%s: the engine played\n%q\nthe bot in process\n%q", tc.game, got, want)
		}
	}
}

// After its line changes under it (an undo, another game), the engine is
// set up again; an engine without position starts from its own start.
func TestExecBotResync(t *testing.T) {
	g, _ := registry.Open("pathway", registry.Config{})
	for _, mode := range []string{"serve", "minimal"} {
		eb, err := NewExecBot(g, fakeArgv(mode, "pathway", "greedy"), ExecOptions{})
		if err != nil {
			t.Fatal(err)
		}
		ref, _ := g.NewBot(bot.Spec{Kind: "greedy"}, 1)
		line, _ := registry.Replay(g, g.Start(), []string{"a1", "f6", "c3"})
		for _, l := range []registry.Line{line, line.Undo(2), line} {
			want, _ := ref.Choose(context.Background(), l, nil)
			got, err := eb.Choose(context.Background(), l, nil)
			if err != nil || got.Move != want.Move {
				t.Errorf("%s after %q: %q, %v; want %q", mode, l.Moves, got.Move, err, want.Move)
			}
		}
		eb.Close()
	}
}

func TestExecBotFailures(t *testing.T) {
	g, _ := registry.Open("pathway", registry.Config{})
	pidFile := t.TempDir() + "/child"
	for _, tc := range []struct {
		mode            string
		timeout, margin time.Duration
		want            string
	}{
		{"crash", 0, 0, "exit status 3; stderr: panic: the fake engine crashes"},
		{"hang", 50 * time.Millisecond, 100 * time.Millisecond, "no answer to \"genmove\" within the time per move and a margin of 100ms"},
		{"spawn", 50 * time.Millisecond, time.Second, "margin of 1s"},
		{"illegal", 0, 0, `"zz99"`},
		{"garbage", 0, 0, "not an answer"},
		{"refuse", 0, 0, "only play from the start"},
	} {
		eb, err := NewExecBot(g, fakeArgv(tc.mode, "pathway", "greedy", pidFile), ExecOptions{Margin: tc.margin})
		if err != nil {
			t.Fatal(err)
		}
		ctx := context.Background()
		if tc.timeout > 0 {
			var cancel context.CancelFunc
			ctx, cancel = context.WithTimeout(ctx, tc.timeout)
			defer cancel()
		}
		line, _ := registry.Replay(g, g.Start(), []string{"b2"})
		start := time.Now()
		_, err = eb.Choose(ctx, line, nil)
		if !errors.Is(err, ErrEngine) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want ErrEngine saying %q", tc.mode, err, tc.want)
		}
		var f *Failure
		if !errors.As(err, &f) || !strings.HasPrefix(f.Engine, "exec:") {
			t.Errorf("%s: error %#v is not a *Failure naming the engine", tc.mode, err)
		}
		if el := time.Since(start); tc.timeout > 0 && el > tc.timeout+tc.margin+5*time.Second {
			t.Errorf("%s: took %v", tc.mode, el)
		}
		if eb.pid == 0 || alive(eb.pid) {
			t.Errorf("%s: engine process %d left behind", tc.mode, eb.pid)
		}
		if tc.mode == "spawn" {
			var child int
			b, _ := os.ReadFile(pidFile)
			fmt.Sscan(string(b), &child)
			// The child is not ours to reap: a zombie is dead enough.
			for i := 0; i < 100 && child != 0 && running(child); i++ {
				time.Sleep(20 * time.Millisecond)
			}
			if child == 0 || running(child) {
				t.Errorf("spawn: the engine's child %d outlived it", child)
			}
		}
		eb.Close()
	}
}

// An engine's descendant that calls setsid, leaving the engine's process
// group and session, is found and killed with the engine (on Linux, by
// the environment variable it inherited).
func TestExecBotSetsidChild(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("descendants that leave the process group are tracked on Linux only")
	}
	g, _ := registry.Open("pathway", registry.Config{})
	pidFile := t.TempDir() + "/child"
	eb, _ := NewExecBot(g, fakeArgv("setsid", "pathway", "greedy", pidFile), ExecOptions{Margin: 100 * time.Millisecond})
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	_, err := eb.Choose(ctx, registry.NewLine(g.Start()), nil)
	if !errors.Is(err, ErrEngine) {
		t.Fatalf("error %v, want ErrEngine", err)
	}
	var child int
	b, _ := os.ReadFile(pidFile)
	fmt.Sscan(string(b), &child)
	if child == 0 {
		t.Fatal("the engine started no child")
	}
	for i := 0; i < 100 && running(child); i++ {
		time.Sleep(20 * time.Millisecond)
	}
	if running(child) {
		syscall.Kill(child, syscall.SIGKILL)
		t.Errorf("the engine's setsid child %d outlived it", child)
	}
}

// An engine whose child leaves its process group with the engine's pipes
// still fails in time, and the engine itself is ended.
func TestExecBotEscapedChild(t *testing.T) {
	g, _ := registry.Open("pathway", registry.Config{})
	pidFile := t.TempDir() + "/child"
	eb, _ := NewExecBot(g, fakeArgv("escape", "pathway", "greedy", pidFile), ExecOptions{Margin: time.Second})
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := eb.Choose(ctx, registry.NewLine(g.Start()), nil)
	var child int
	b, _ := os.ReadFile(pidFile)
	fmt.Sscan(string(b), &child)
	if child > 0 {
		syscall.Kill(child, syscall.SIGKILL)
	}
	if !errors.Is(err, ErrEngine) || time.Since(start) > 10*time.Second {
		t.Errorf("error %v after %v", err, time.Since(start))
	}
	if alive(eb.pid) {
		t.Errorf("engine process %d left behind", eb.pid)
	}
}

// The caller stopping the game is not the engine's failure.
func TestExecBotCancelled(t *testing.T) {
	g, _ := registry.Open("pathway", registry.Config{})
	eb, _ := NewExecBot(g, fakeArgv("hang", "pathway", "greedy"), ExecOptions{})
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(100*time.Millisecond, cancel)
	_, err := eb.Choose(ctx, registry.NewLine(g.Start()), nil)
	if !errors.Is(err, context.Canceled) || errors.Is(err, ErrEngine) {
		t.Errorf("error %v, want context.Canceled only", err)
	}
	if alive(eb.pid) {
		t.Errorf("engine process %d left behind", eb.pid)
	}
}

func TestProbeAndSpecs(t *testing.T) {
	if err := Probe(context.Background(), fakeArgv("serve", "pathway", "greedy")); err != nil {
		t.Errorf("Probe: %v", err)
	}
	if err := Probe(context.Background(), fakeArgv("serve", "pathway", "wizard")); !errors.Is(err, ErrEngine) {
		t.Errorf("Probe of an engine that exits at once: %v", err)
	}
	g, _ := registry.Open("pathway", registry.Config{})
	if _, err := NewExecBot(g, []string{"/no/such/engine"}, ExecOptions{}); !errors.Is(err, bot.ErrSpec) {
		t.Errorf("missing program: %v", err)
	}
	for spec, want := range map[string]string{
		"exec:./e -game pathway":           "./e|-game|pathway",
		`exec:'my engine' -bot "a b" c\ d`: "my engine|-bot|a b|c d",
	} {
		b, err := bot.Parse(spec)
		if err != nil || !b.IsEngine() || strings.Join(b.Command, "|") != want {
			t.Errorf("bot.Parse(%q) = %+v, %v", spec, b, err)
		}
	}
	for _, spec := range []string{"exec:", "exec:  ", "exec:'open", `exec:x\`} {
		if _, err := bot.Parse(spec); !errors.Is(err, bot.ErrSpec) {
			t.Errorf("bot.Parse(%q): %v", spec, err)
		}
	}
	if b, _ := bot.Parse("alphabeta:3"); b.IsEngine() {
		t.Error("alphabeta:3 is an engine")
	}
	// gtp: speaks standard GTP; an engine's spec takes no option.
	b, err := NewBot(g, bot.Spec{Kind: "gtp", Command: fakeArgv("serve", "pathway", "greedy")}, 1, ExecOptions{})
	if eb, ok := b.(*ExecBot); err != nil || !ok || eb.opts.Dialect != DialectGTP {
		t.Errorf("NewBot of gtp: %T %v", b, err)
	}
	bad := bot.Spec{Kind: "exec", Command: []string{"x"}, Depth: 3}
	if _, err := NewBot(g, bad, 1, ExecOptions{}); !errors.Is(err, bot.ErrSpec) {
		t.Errorf("NewBot of %+v: %v", bad, err)
	}
}

// An engine that floods its answer (endless lines, one endless line, or
// endless empty lines) fails as soon as the answer passes MaxAnswer bytes
// or MaxAnswerLines lines, long before its time is up, and costs its
// controller a bounded amount of memory.
func TestExecBotFloodingAnswer(t *testing.T) {
	g, _ := registry.Open("pathway", registry.Config{})
	for _, mode := range []string{"flood", "flood-wide", "flood-line", "flood-empty"} {
		eb, err := NewExecBot(g, fakeArgv(mode, "pathway", "greedy"), ExecOptions{})
		if err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		_, err = eb.Choose(ctx, registry.NewLine(g.Start()), nil)
		runtime.ReadMemStats(&after)
		cancel()
		if !errors.Is(err, ErrAnswer) || !errors.Is(err, ErrEngine) || !strings.Contains(err.Error(), "an answer ") {
			t.Errorf("%s: error %v, want ErrEngine and ErrAnswer for the answer's size", mode, err)
		}
		// Reading 1 MiB in lines of 5 bytes allocates a few MiB; an
		// unbounded reader allocates gigabytes in the 10 seconds.
		if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 64<<20 {
			t.Errorf("%s: %d MiB allocated while reading the answer", mode, alloc>>20)
		}
		if alive(eb.pid) {
			t.Errorf("%s: engine process %d left behind", mode, eb.pid)
		}
		eb.Close()
	}
}

// A bot whose table the process cannot allocate is refused when the
// engine starts: the command exits 2 saying why, and answers nothing
// (it answered "= b2", the first legal move, its search's error dropped).
// A bot made again over the protocol ("seed") that cannot be made is
// refused with "?" and the reason, and the engine goes on with its bot.
func TestEngineImpossibleTable(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the test limits the address space through /proc")
	}
	run := func(when, bot, input string) (stdout, stderr string, code int) {
		t.Helper()
		cmd := exec.Command(os.Args[0], "-limited-engine", when, "pathway", bot)
		cmd.Stdin = strings.NewReader(input)
		var out, errOut strings.Builder
		cmd.Stdout, cmd.Stderr = &out, &errOut
		err := cmd.Run()
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			code = ee.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		if code == 77 {
			t.Skip("cannot limit the address space")
		}
		return out.String(), errOut.String(), code
	}
	out, errOut, code := run("before", "alphabeta:1h:hash=1024", "movetime 2000\ngenmove\nquit\n")
	if code != 2 || out != "" || !strings.Contains(errOut, "cannot search") || !strings.Contains(errOut, "this process can allocate") {
		t.Errorf("an impossible table at start: exit %d, stdout %q, stderr %q; want exit 2, nothing on stdout and the reason on stderr", code, out, errOut)
	}
	out, errOut, code = run("after", "alphabeta:2:hash=1024", "1 seed 5\n2 genmove\nquit\n")
	if code != 0 || !strings.HasPrefix(out, "?1 the bot alphabeta:2:hash=1024 cannot search: ") ||
		!strings.Contains(out, "this process can allocate") || !strings.Contains(out, "\n\n=2 ") {
		t.Errorf("an impossible table over the protocol: exit %d, stdout %q, stderr %q; want \"?1\" with the reason, then the bot's move", code, out, errOut)
	}
	// A table that fits plays under the same limit.
	out, errOut, code = run("before", "alphabeta:2:hash=16", "genmove\nquit\n")
	if code != 0 || !strings.HasPrefix(out, "= ") {
		t.Errorf("a table that fits: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}

// Descendants of an engine that leave its process group and session and
// clear their environment (env -i setsid) are ended with the engine on
// Linux, where the client is a child subreaper: one whose parent, the
// engine, still lives when the engine fails, and one whose parent exited
// at once (a double fork), reparented to the client, when the engine is
// closed at the end of its game. A child of the host itself, in a session
// of its own, started meanwhile, is left alone.
func TestExecBotDescendantsEnded(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("descendants that leave the process group are tracked on Linux only")
	}
	g, _ := registry.Open("pathway", registry.Config{})
	pidOf := func(file string) int {
		var pid int
		b, _ := os.ReadFile(file)
		fmt.Sscan(string(b), &pid)
		if pid == 0 {
			t.Fatal("the engine started no child")
		}
		return pid
	}
	gone := func(pid int) bool {
		for i := 0; i < 100 && alive(pid); i++ {
			time.Sleep(20 * time.Millisecond)
		}
		if alive(pid) {
			syscall.Kill(pid, syscall.SIGKILL)
			return false
		}
		return true
	}

	// The engine hangs and fails; its child left with env -i setsid.
	pidFile := t.TempDir() + "/child"
	eb, _ := NewExecBot(g, fakeArgv("noenv-setsid", "pathway", "greedy", pidFile), ExecOptions{Margin: 100 * time.Millisecond})
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	if _, err := eb.Choose(ctx, registry.NewLine(g.Start()), nil); !errors.Is(err, ErrEngine) {
		t.Fatalf("error %v, want ErrEngine", err)
	}
	if child := pidOf(pidFile); !gone(child) {
		t.Errorf("the engine's child %d (env -i setsid) outlived it", child)
	}
	eb.Close()

	// The engine plays on and is closed; its grandchild was orphaned.
	pidFile = t.TempDir() + "/grandchild"
	eb, _ = NewExecBot(g, fakeArgv("orphan", "pathway", "greedy", pidFile), ExecOptions{})
	if _, err := eb.Choose(context.Background(), registry.NewLine(g.Start()), nil); err != nil {
		t.Fatal(err)
	}
	host := exec.Command(os.Args[0], "-fake-engine", "sleep", "pathway", "greedy")
	host.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
	if err := host.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		host.Process.Kill()
		host.Wait()
	}()
	grandchild := pidOf(pidFile)
	if !running(grandchild) {
		t.Fatalf("the grandchild %d is not running", grandchild)
	}
	eb.Close()
	if !gone(grandchild) {
		t.Errorf("the engine's orphaned grandchild %d (env -i setsid) outlived it", grandchild)
	}
	if !running(host.Process.Pid) {
		t.Errorf("the host's own child %d was ended with the engine", host.Process.Pid)
	}
}
