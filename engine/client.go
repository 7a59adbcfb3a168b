// client.go holds the controller side of the protocol: a Client that
// starts an engine process and sends it commands.

package engine

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Client drives an engine process through the protocol. Its methods are
// for one goroutine at a time.
type Client struct {
	name    string
	cmd     *exec.Cmd
	stdin   *os.File // our ends of the engine's stdin, stdout and stderr
	stdout  *os.File
	errOut  *os.File
	answers chan answerOrErr
	nextID  int
	stderr  *tail
	tree    *tree         // the engine's processes, found to be ended (proc_*.go)
	exited  chan struct{} // closed once the process has been waited for
	stop    chan struct{} // closed by Kill
	errDone chan struct{} // closed once stderr is read to its end
	waitErr error
	once    sync.Once
	dead    bool
}

type answerOrErr struct {
	a   answer
	err error
}

// Start starts the engine argv[0] with the arguments argv[1:], in a
// process group of its own. The last lines the engine writes to stderr are
// kept for error messages. Errors are *Failure.
//
// On Linux, while an engine started so lives, the whole process is a child
// subreaper (prctl PR_SET_CHILD_SUBREAPER): an engine's descendant whose
// parent dies is reparented to it rather than to init, so that Kill finds
// it, and reaps it. The host's own children are told apart by the pidfds
// the os package holds for the children it starts; a child the host
// started with its own process group or session and then let go
// (os.Process.Release), or started without the os package, may be taken
// for an engine's orphan. See docs/engine.md.
func Start(argv []string) (*Client, error) {
	if len(argv) == 0 || argv[0] == "" {
		return nil, &Failure{Reason: "no engine command"}
	}
	name := strings.Join(argv, " ")
	cmd := exec.Command(argv[0], argv[1:]...)
	ownGroup(cmd)
	// Pipes of our own rather than exec's, so that nothing waits for the
	// engine's descendants to close them, and writes can time out.
	var ends [6]*os.File
	for i := 0; i < 6; i += 2 {
		r, w, err := os.Pipe()
		if err != nil {
			for _, f := range ends[:i] {
				f.Close()
			}
			return nil, &Failure{Engine: name, Reason: err.Error(), cause: err}
		}
		ends[i], ends[i+1] = r, w
	}
	cmd.Stdin, cmd.Stdout, cmd.Stderr = ends[0], ends[3], ends[5]
	c := &Client{name: name, cmd: cmd, stdin: ends[1], stdout: ends[2], errOut: ends[4],
		answers: make(chan answerOrErr, 1), stderr: &tail{max: 2048}, exited: make(chan struct{}), stop: make(chan struct{}), errDone: make(chan struct{})}
	c.tree = newTree(cmd)
	err := cmd.Start()
	// The engine's ends are the engine's now.
	ends[0].Close()
	ends[3].Close()
	ends[5].Close()
	if err != nil {
		c.stdin.Close()
		c.stdout.Close()
		c.errOut.Close()
		c.tree.release()
		return nil, &Failure{Engine: name, Reason: "cannot start: " + err.Error(), cause: err}
	}
	c.tree.started(cmd.Process.Pid)
	go c.read()
	go func() {
		io.Copy(c.stderr, c.errOut)
		close(c.errDone)
	}()
	go func() {
		c.waitErr = cmd.Wait()
		close(c.exited)
	}()
	return c, nil
}

// read reads answers until the engine's stdout ends or Kill closes it.
func (c *Client) read() {
	in := bufio.NewReaderSize(c.stdout, 64<<10)
	for {
		a, err := readAnswer(in)
		select {
		case c.answers <- answerOrErr{a, err}:
		case <-c.stop:
			err = errStopped
		}
		if err != nil {
			break
		}
	}
	// Drain what the engine still writes, so that it never blocks.
	io.Copy(io.Discard, in)
}

var errStopped = errors.New("stopped")

// MaxAnswer and MaxAnswerLines bound one answer a Client reads: its bytes
// in all (its lines with their ends, and the empty lines before it) and
// its lines. An engine whose answer passes either fails at once, with an
// error wrapping ErrAnswer, and is killed: an engine that floods its
// output costs its controller at most this much memory.
const (
	MaxAnswer      = 1 << 20
	MaxAnswerLines = 1 << 16
)

// readAnswer reads one answer: its head line, then lines up to an empty
// one. Empty lines before the head are skipped. An answer beyond
// MaxAnswer bytes or MaxAnswerLines lines is an error as soon as it
// passes the bound, and nothing more of it is kept.
func readAnswer(in *bufio.Reader) (answer, error) {
	left, lines := MaxAnswer, 0
	next := func() (string, error) {
		if lines++; lines > MaxAnswerLines {
			return "", fmt.Errorf("an answer of more than %d lines: %w", MaxAnswerLines, ErrAnswer)
		}
		l, err := readCapped(in, &left)
		if left < 0 {
			return "", fmt.Errorf("an answer longer than %d bytes: %w", MaxAnswer, ErrAnswer)
		}
		if err != nil && (l == "" || !strings.HasSuffix(l, "\n")) {
			if errors.Is(err, io.EOF) {
				return "", io.ErrUnexpectedEOF
			}
			return "", err
		}
		return strings.TrimRight(l, "\r\n"), nil
	}
	var head string
	for head == "" {
		l, err := next()
		if err != nil {
			return answer{}, err
		}
		head = l
	}
	a, err := parseAnswerHead(head)
	if err != nil {
		return a, err
	}
	var text strings.Builder
	text.WriteString(a.Text)
	for {
		l, err := next()
		if err != nil {
			return answer{}, err
		}
		if l == "" {
			break
		}
		if text.Len() > 0 {
			text.WriteByte('\n')
		}
		text.WriteString(l)
	}
	a.Text = text.String()
	return a, nil
}

// readCapped reads one line and counts its bytes off *left. A line that
// would take *left below zero sets it to -1 and is dropped at once,
// without reading to its end.
func readCapped(in *bufio.Reader, left *int) (string, error) {
	var b []byte
	for {
		chunk, err := in.ReadSlice('\n')
		if len(chunk) > *left {
			*left = -1
			return "", err
		}
		*left -= len(chunk)
		b = append(b, chunk...)
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		return string(b), err
	}
}

// Do sends a command line (without id: Do numbers it) and returns the
// text of the engine's success answer. A failure answer is an error
// wrapping ErrRefused with the engine's message. When ctx ends first
// (its cause says why), or the engine exits, or answers out of protocol,
// Do kills the engine and returns a *Failure.
func (c *Client) Do(ctx context.Context, command string) (string, error) {
	if c.dead {
		return "", &Failure{Engine: c.name, Reason: "the engine was stopped"}
	}
	c.nextID++
	id := c.nextID
	if dl, ok := ctx.Deadline(); ok {
		c.stdin.SetWriteDeadline(dl)
	} else {
		c.stdin.SetWriteDeadline(time.Time{})
	}
	if _, err := io.WriteString(c.stdin, strconv.Itoa(id)+" "+command+"\n"); err != nil {
		return "", c.fail(fmt.Errorf("send %.60q: %w", command, err))
	}
	select {
	case r := <-c.answers:
		if r.err != nil {
			if errors.Is(r.err, io.ErrUnexpectedEOF) {
				return "", c.fail(fmt.Errorf("the engine ended during %.60q", command))
			}
			return "", c.fail(fmt.Errorf("answer to %.60q: %w", command, r.err))
		}
		if r.a.HasID && r.a.ID != id {
			return "", c.fail(fmt.Errorf("answer to %.60q carries id %d, want %d: %w", command, r.a.ID, id, ErrAnswer))
		}
		if !r.a.OK {
			return "", fmt.Errorf("%w %.60q: %s", ErrRefused, command, prefix(r.a.Text))
		}
		return r.a.Text, nil
	case <-ctx.Done():
		return "", c.fail(fmt.Errorf("no answer to %.60q %w", command, context.Cause(ctx)))
	}
}

// fail kills the engine and returns a *Failure that says err, how the
// engine exited and the last line of its stderr.
func (c *Client) fail(err error) error {
	c.Kill()
	var b strings.Builder
	b.WriteString(err.Error())
	var ee *exec.ExitError
	if c.waitErr != nil && (!errors.As(c.waitErr, &ee) || ee.ExitCode() != -1) {
		// The engine exited by itself, not by our kill.
		fmt.Fprintf(&b, "; %v", c.waitErr)
	}
	if s := c.stderr.lastLine(); s != "" {
		fmt.Fprintf(&b, "; stderr: %s", s)
	}
	return &Failure{Engine: c.name, Reason: b.String(), cause: err}
}

// Kill kills the engine's process group and every descendant of the
// engine that can be found (on Linux, those that left the group too), and
// waits for them, so that no process is left behind.
func (c *Client) Kill() {
	c.once.Do(func() {
		c.dead = true
		close(c.stop)
		c.stdin.Close()
		killGroup(c.cmd, c.tree)
		<-c.exited
		c.tree.release()
		// Read the last of stderr, for the error message; but a
		// descendant that left the group may hold the pipes open.
		select {
		case <-c.errDone:
		case <-time.After(200 * time.Millisecond):
		}
		c.stdout.Close()
		c.errOut.Close()
	})
}

// Close asks the engine to quit and waits a moment for it to exit, then
// kills it. It returns nil.
func (c *Client) Close() error {
	if !c.dead {
		c.nextID++
		c.stdin.SetWriteDeadline(time.Now().Add(time.Second))
		fmt.Fprintf(c.stdin, "%d quit\n", c.nextID)
		c.stdin.Close()
		timeout := time.After(time.Second)
	wait:
		for {
			select {
			case <-c.exited:
				break wait
			case <-c.answers:
			case <-timeout:
				break wait
			}
		}
	}
	c.Kill()
	return nil
}

// Pid returns the engine's process id.
func (c *Client) Pid() int { return c.cmd.Process.Pid }

// tail keeps the last bytes written to it.
type tail struct {
	mu  sync.Mutex
	max int
	b   []byte
}

func (t *tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.b = append(t.b, p...)
	if len(t.b) > t.max {
		t.b = append(t.b[:0], t.b[len(t.b)-t.max:]...)
	}
	return len(p), nil
}

// lastLine returns the last non-empty line written, trimmed.
func (t *tail) lastLine() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	lines := strings.Split(strings.TrimSpace(string(t.b)), "\n")
	return strings.TrimSpace(lines[len(lines)-1])
}
