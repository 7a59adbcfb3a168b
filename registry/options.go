// options.go holds a game's rule options: their descriptions (Option, in
// Entry.Options), the values a Config gives them by name (Options), and
// ReadOptions, which checks the ones against the others.

package registry

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/plygo/ply"
	"github.com/plygo/ply/internal/quote"
)

// OptionKind is the kind of value a game's option takes.
type OptionKind int

// The kinds of option.
const (
	// IntOption takes a whole number from Min to Max, such as
	// maxturns=50, and, where Off is set, "off" for 0.
	IntOption OptionKind = iota + 1
	// FloatOption takes a number from Min to Max, such as 0.5.
	FloatOption
	// BoolOption takes on or off.
	BoolOption
)

// String returns "int", "float" or "bool".
func (k OptionKind) String() string {
	switch k {
	case IntOption:
		return "int"
	case FloatOption:
		return "float"
	case BoolOption:
		return "bool"
	}
	return "OptionKind(" + strconv.Itoa(int(k)) + ")"
}

// Option describes one rule option of a game, one its constructor takes
// (such as pushfight.WithMaxTurns), so that every command (-opt), the web
// board, the engine, the arena and records set it by name through
// Config.Options.
type Option struct {
	// Name is the option's name in Config.Options: lower case letters
	// and digits, from a letter, at most 32 bytes.
	Name string
	// Kind is the kind of value it takes.
	Kind OptionKind
	// Default is the value of the game without the option, written as
	// ReadOptions writes values: "200", "off", "3".
	Default string
	// Min and Max bound the value of an IntOption or a FloatOption, both
	// included.
	Min, Max float64
	// Off, for an IntOption, also takes "off", which is 0 (no cap, no
	// rule), beside Min to Max.
	Off bool
	// Help says in a few words what it changes.
	Help string
}

// Want says the values o takes, such as "a whole number from 1 to 65535,
// or off", for messages and help screens.
func (o Option) Want() string {
	switch o.Kind {
	case IntOption:
		s := fmt.Sprintf("a whole number from %g to %g", o.Min, o.Max)
		if o.Off {
			s += ", or off"
		}
		return s
	case FloatOption:
		return fmt.Sprintf("a number from %g to %g", o.Min, o.Max)
	case BoolOption:
		return "on or off"
	}
	return "nothing"
}

// read reads text as a value of o: its number (1 or 0 for a BoolOption)
// and the text that writes it, or false.
func (o Option) read(text string) (float64, string, bool) {
	switch o.Kind {
	case IntOption:
		if o.Off && text == "off" {
			return 0, "off", true
		}
		n, err := strconv.Atoi(text)
		if err != nil || !(o.Off && n == 0) && (float64(n) < o.Min || float64(n) > o.Max) {
			return 0, "", false
		}
		if o.Off && n == 0 {
			return 0, "off", true
		}
		return float64(n), strconv.Itoa(n), true
	case FloatOption:
		x, err := strconv.ParseFloat(text, 64)
		if err != nil || math.IsNaN(x) || x < o.Min || x > o.Max {
			return 0, "", false
		}
		return x, strconv.FormatFloat(x, 'g', -1, 64), true
	case BoolOption:
		switch text {
		case "on":
			return 1, text, true
		case "off":
			return 0, text, true
		}
	}
	return 0, "", false
}

// check returns why o is not a valid description, or "".
func (o Option) check() string {
	if !optionName(o.Name) {
		return "want a name of lower case letters and digits, from a letter, at most 32 bytes"
	}
	switch o.Kind {
	case IntOption:
		if o.Min != math.Trunc(o.Min) || o.Max != math.Trunc(o.Max) || math.Abs(o.Min) > 1<<31 || math.Abs(o.Max) > 1<<31 {
			return fmt.Sprintf("range %g to %g: want whole numbers of 32 bits", o.Min, o.Max)
		}
	case FloatOption:
		if o.Off {
			return "Off is for an IntOption"
		}
	case BoolOption:
		if o.Off || o.Min != 0 || o.Max != 0 {
			return "a BoolOption has no range and no Off"
		}
	default:
		return fmt.Sprintf("kind %v", o.Kind)
	}
	if o.Kind != BoolOption && !(o.Min <= o.Max) || math.IsInf(o.Min, 0) || math.IsInf(o.Max, 0) {
		return fmt.Sprintf("range %g to %g", o.Min, o.Max)
	}
	if _, text, ok := o.read(o.Default); !ok || text != o.Default {
		return fmt.Sprintf("default %q: want %s, written as ReadOptions writes it", o.Default, o.Want())
	}
	return ""
}

// optionName reports whether s is a valid option name: lower case letters
// and digits, from a letter, at most 32 bytes.
func optionName(s string) bool {
	if s == "" || len(s) > 32 || s[0] < 'a' || s[0] > 'z' {
		return false
	}
	for _, c := range []byte(s) {
		if !('a' <= c && c <= 'z' || '0' <= c && c <= '9') {
			return false
		}
	}
	return true
}

// checkOptions returns why opts are not valid descriptions of a game's
// options, or "".
func checkOptions(opts []Option) string {
	seen := map[string]bool{}
	for _, o := range opts {
		if why := o.check(); why != "" {
			return fmt.Sprintf("option %q: %s", o.Name, why)
		}
		if seen[o.Name] {
			return fmt.Sprintf("option %q: named twice", o.Name)
		}
		seen[o.Name] = true
	}
	return ""
}

// Options gives values to a game's options (Entry.Options) by name, as
// text: Options{"maxturns": "50", "repetitions": "off"}. ParseOptions
// reads the form String writes, "maxturns=50 repetitions=off", which the
// commands' flag -opt and the record tag Options take. The nil Options
// keeps every option's default.
type Options map[string]string

// String writes the options as NAME=VALUE, sorted by name and separated by
// spaces, such as "maxturns=50 repetitions=off"; "" for none.
func (o Options) String() string {
	names := make([]string, 0, len(o))
	for n := range o {
		names = append(names, n)
	}
	slices.Sort(names)
	var b strings.Builder
	for i, n := range names {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(n + "=" + o[n])
	}
	return b.String()
}

// maxOptionValue bounds the length of an option's value, in bytes.
const maxOptionValue = 64

// ParseOptions reads options written NAME=VALUE and separated by spaces or
// commas, such as "maxturns=50 repetitions=off", the form Options.String
// writes; "" gives nil. It checks the form alone: a name of lower case
// letters and digits, from a letter, given once, and a value of at most 64
// bytes without '='. Open checks the names and values against the game's
// options. Errors wrap ply.ErrInvalidOption and name the bad part.
func ParseOptions(text string) (Options, error) {
	var o Options
	for _, f := range strings.FieldsFunc(text, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' || r == '\n' || r == '\r' }) {
		name, value, ok := strings.Cut(f, "=")
		switch {
		case !ok:
			return nil, fmt.Errorf("option %s: want NAME=VALUE: %w", quote.Show(f, 40), ply.ErrInvalidOption)
		case !optionName(name):
			return nil, fmt.Errorf("option %s: want a name of lower case letters and digits, from a letter: %w", quote.Show(f, 40), ply.ErrInvalidOption)
		case value == "" || len(value) > maxOptionValue || strings.Contains(value, "="):
			return nil, fmt.Errorf("option %s: want a value of 1 to %d bytes without '=': %w", quote.Show(f, 40), maxOptionValue, ply.ErrInvalidOption)
		}
		if _, dup := o[name]; dup {
			return nil, fmt.Errorf("option %s given twice: %w", name, ply.ErrInvalidOption)
		}
		if o == nil {
			o = Options{}
		}
		o[name] = value
	}
	return o, nil
}

// OptionValues are a game's options as ReadOptions read them: a value for
// each, its default where the Options gave none.
type OptionValues struct {
	opts []Option
	vals []float64
	text []string
}

// ReadOptions reads o against opts, the options of the game named game
// (its Entry.Options): each name must be one of theirs, and each value one
// its option takes. It returns every option's value, the default where o
// gives none. Errors wrap ply.ErrInvalidOption and name the option. Open
// (the package function) calls it before the game's Open, which calls it
// again to build the game through its constructor's options.
func ReadOptions(game string, opts []Option, o Options) (OptionValues, error) {
	v := OptionValues{opts: opts, vals: make([]float64, len(opts)), text: make([]string, len(opts))}
	for i, d := range opts {
		v.vals[i], v.text[i], _ = d.read(d.Default) // checked by Register
	}
	names := make([]string, 0, len(o))
	for n := range o {
		names = append(names, n)
	}
	slices.Sort(names)
	for _, n := range names {
		i := slices.IndexFunc(opts, func(d Option) bool { return d.Name == n })
		if i < 0 {
			if len(opts) == 0 {
				return OptionValues{}, fmt.Errorf("%s: option %s: the game has no options: %w", game, quote.Show(n, 40), ply.ErrInvalidOption)
			}
			have := make([]string, len(opts))
			for j, d := range opts {
				have[j] = d.Name
			}
			return OptionValues{}, fmt.Errorf("%s: option %s: the game's options are %s: %w", game, quote.Show(n, 40), strings.Join(have, ", "), ply.ErrInvalidOption)
		}
		x, text, ok := opts[i].read(o[n])
		if !ok {
			return OptionValues{}, fmt.Errorf("%s: option %s=%s: want %s: %w", game, n, quote.Show(o[n], 40), opts[i].Want(), ply.ErrInvalidOption)
		}
		v.vals[i], v.text[i] = x, text
	}
	return v, nil
}

// value returns the value of the option name, and 0 for a name that is
// not one of them.
func (v OptionValues) value(name string) float64 {
	for i, d := range v.opts {
		if d.Name == name {
			return v.vals[i]
		}
	}
	return 0
}

// Int returns the value of the IntOption name ("off" is 0), and 0 for a
// name that is not one of the game's.
func (v OptionValues) Int(name string) int { return int(v.value(name)) }

// Float returns the value of the FloatOption name, and 0 for a name that
// is not one of the game's.
func (v OptionValues) Float(name string) float64 { return v.value(name) }

// Bool returns whether the BoolOption name is on, and false for a name
// that is not one of the game's.
func (v OptionValues) Bool(name string) bool { return v.value(name) != 0 }

// Options returns the options whose values differ from their defaults,
// each value written in one way ("off" for an IntOption's 0 where Off is
// set, "on" or "off", numbers in Go's shortest form): what Game.Config
// keeps and a record writes. It is nil when every option has its default.
func (v OptionValues) Options() Options {
	var o Options
	for i, d := range v.opts {
		if v.text[i] != d.Default {
			if o == nil {
				o = Options{}
			}
			o[d.Name] = v.text[i]
		}
	}
	return o
}
