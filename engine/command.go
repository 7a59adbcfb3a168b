// command.go reads the lines of the protocol: commands with their optional
// id, and answers.

package engine

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Errors of the protocol; match them with errors.Is.
var (
	// ErrCommand: a command line that cannot be read, or a command the
	// server does not know or cannot carry out with its arguments.
	ErrCommand = errors.New("bad command")
	// ErrAnswer: an answer from an engine that does not follow the
	// protocol, or that passes the bounds of one answer (MaxAnswer,
	// MaxAnswerLines).
	ErrAnswer = errors.New("bad answer")
	// ErrRefused: the engine answered a command with a failure ("?").
	ErrRefused = errors.New("engine refused")
	// ErrEngine: an external engine failed: it could not be started,
	// crashed, did not answer in time, or answered garbage or an illegal
	// move. A game whose engine fails is lost by that engine.
	ErrEngine = errors.New("engine failed")
)

// Failure is the error of an external engine that failed. It matches
// ErrEngine and, with errors.Is and errors.As, what caused the failure.
type Failure struct {
	// Engine is the engine's command line, or its bot specification.
	Engine string
	// Reason says what happened, such as "the engine ended during
	// \"genmove\"; exit status 2".
	Reason string
	cause  error
}

// Error says which engine failed and how.
func (f *Failure) Error() string {
	if f.Engine == "" {
		return "engine failed: " + f.Reason
	}
	return f.Engine + ": engine failed: " + f.Reason
}

// Unwrap returns ErrEngine and the cause.
func (f *Failure) Unwrap() []error {
	if f.cause == nil {
		return []error{ErrEngine}
	}
	return []error{ErrEngine, f.cause}
}

// MaxLine is the longest command line a Server reads, in bytes. Longer
// lines are refused. (A Client bounds a whole answer: see MaxAnswer.)
const MaxLine = 1 << 20

// maxID is the largest command id: GTP ids are integers, and this bound
// keeps them in an int everywhere.
const maxID = 1<<31 - 1

// Command is one command line: "[id] name args".
type Command struct {
	// ID is the command's id, echoed in its answer; HasID reports whether
	// the line gave one.
	ID    int
	HasID bool
	// Name is the command's name, such as "play".
	Name string
	// Args is the rest of the line after the name, with surrounding
	// spaces trimmed and runs of spaces inside kept: the argument of
	// "play" is the whole move, spaces included.
	Args string
}

// String writes the command as a line of the protocol, without the
// newline.
func (c Command) String() string {
	var b strings.Builder
	if c.HasID {
		b.WriteString(strconv.Itoa(c.ID))
		b.WriteByte(' ')
	}
	b.WriteString(c.Name)
	if c.Args != "" {
		b.WriteByte(' ')
		b.WriteString(c.Args)
	}
	return b.String()
}

// Clean prepares a raw input line as GTP asks: control characters other
// than tab are removed, tabs become spaces, and surrounding spaces are
// trimmed. A line that then starts with '#' is a comment and becomes
// empty. Unlike GTP, a '#' later in the line is kept, since positions
// (Mapello's walls) use it.
func Clean(line string) string {
	line = strings.TrimSuffix(line, "\n")
	clean := true
	for i := 0; i < len(line); i++ {
		if c := line[i]; c < 32 || c == 127 {
			clean = false
			break
		}
	}
	if !clean {
		var b strings.Builder
		for i := 0; i < len(line); i++ {
			switch c := line[i]; {
			case c == '\t':
				b.WriteByte(' ')
			case c < 32 || c == 127:
			default:
				b.WriteByte(c)
			}
		}
		line = b.String()
	}
	line = strings.TrimSpace(line)
	if strings.HasPrefix(line, "#") {
		return ""
	}
	return line
}

// ParseCommand reads a command line, already cleaned (see Clean) and not
// empty. When the line has an id but no valid command, the returned
// Command still carries the id, so that the failure can be answered with
// it. Errors wrap ErrCommand.
func ParseCommand(line string) (Command, error) {
	var c Command
	line = strings.TrimSpace(line)
	first, rest, _ := strings.Cut(line, " ")
	if first != "" && first[0] >= '0' && first[0] <= '9' {
		id, err := strconv.Atoi(first)
		if err != nil || id < 0 || id > maxID {
			return c, fmt.Errorf("id %.20q: want a whole number from 0 to %d: %w", first, maxID, ErrCommand)
		}
		c.ID, c.HasID = id, true
		line = strings.TrimSpace(rest)
		first, rest, _ = strings.Cut(line, " ")
	}
	if first == "" {
		return c, fmt.Errorf("missing command: %w", ErrCommand)
	}
	for i := 0; i < len(first); i++ {
		ch := first[i]
		if !(ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z' || ch >= '0' && ch <= '9' || ch == '_' || ch == '-') {
			return c, fmt.Errorf("command %.40q: letters, digits, '_' and '-' only: %w", first, ErrCommand)
		}
	}
	c.Name = first
	c.Args = strings.TrimSpace(rest)
	return c, nil
}

// answer is an engine's answer to one command.
type answer struct {
	// OK is true for a success ("="), false for a failure ("?").
	OK bool
	// ID is the id the answer carries; HasID reports whether it has one.
	ID    int
	HasID bool
	// Text is the answer's text, lines joined by "\n", without the final
	// empty line.
	Text string
}

// formatAnswer writes an answer as the protocol frames it: "=[id] text" or
// "?[id] text", then an empty line. Empty lines inside text are dropped,
// since an empty line ends the answer.
func formatAnswer(ok bool, c Command, text string) string {
	var b strings.Builder
	if ok {
		b.WriteByte('=')
	} else {
		b.WriteByte('?')
	}
	if c.HasID {
		b.WriteString(strconv.Itoa(c.ID))
	}
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	firstLine := true
	for _, l := range lines {
		l = strings.TrimRight(l, " \r")
		if l == "" && !firstLine {
			continue
		}
		if !firstLine {
			b.WriteByte('\n')
		} else if l != "" {
			b.WriteByte(' ')
		}
		b.WriteString(l)
		firstLine = false
	}
	b.WriteString("\n\n")
	return b.String()
}

// parseAnswerHead reads the first line of an answer: "=[id] text" or
// "?[id] text". Errors wrap ErrAnswer.
func parseAnswerHead(line string) (answer, error) {
	var a answer
	if line == "" || line[0] != '=' && line[0] != '?' {
		return a, fmt.Errorf("%.80q is not an answer (want '=' or '?' first): %w", line, ErrAnswer)
	}
	a.OK = line[0] == '='
	rest := line[1:]
	i := 0
	for i < len(rest) && rest[i] >= '0' && rest[i] <= '9' {
		i++
	}
	if i > 0 {
		id, err := strconv.Atoi(rest[:i])
		if err != nil || id > maxID {
			return a, fmt.Errorf("answer id %.20q: %w", rest[:i], ErrAnswer)
		}
		a.ID, a.HasID = id, true
	}
	rest = rest[i:]
	if rest != "" && rest[0] != ' ' {
		return a, fmt.Errorf("%.80q: want a space after the answer's id: %w", line, ErrAnswer)
	}
	a.Text = strings.TrimSpace(rest)
	return a, nil
}
