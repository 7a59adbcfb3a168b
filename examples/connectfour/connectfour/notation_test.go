package connectfour_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/examples/connectfour/connectfour"
	"github.com/plygo/ply/gametest"
)

func TestParseState(t *testing.T) {
	for _, tc := range []struct {
		text, want string // want: FormatState's text, or the error's sentinel name
		err        error
	}{
		{text: "", want: "start"},
		{text: "start", want: "start"},
		{text: "4", want: "4"},
		// FormatState writes the order that plays the leftmost column it
		// can: Red's d1 first, then Yellow's c1, not d2, which needs d1.
		{text: "4453", want: "4354"},
		{text: "5344", want: "4354"},
		{text: "44455554221", want: "15224444555"},
		// Red wins across with the last move, which only c1 or g1 can be.
		{text: "4455663", want: "4455663"},
		{text: "444444", want: "444444"},
		{text: "4444444", err: ply.ErrInvalidState},  // a seventh stone in column 4
		{text: "44556637", err: ply.ErrInvalidState}, // a move after Red won
		{text: "4453 ", err: ply.ErrSyntax},
		{text: "0", err: ply.ErrSyntax},
		{text: "8", err: ply.ErrSyntax},
		{text: "d1", err: ply.ErrSyntax},
		{text: strings.Repeat("1234567", 7), err: ply.ErrInvalidState},
	} {
		s, err := connectfour.ParseState(tc.text)
		if tc.err != nil {
			if !errors.Is(err, tc.err) {
				t.Errorf("ParseState(%q) = %v, %v; want an error wrapping %v", tc.text, s, err, tc.err)
			}
			continue
		}
		if err != nil || s.String() != tc.want {
			t.Errorf("ParseState(%q) = %q, %v; want %q", tc.text, s, err, tc.want)
		}
	}
}

// TestFullBoard: a whole drawn game, read and written back.
func TestFullBoard(t *testing.T) {
	text := drawn
	g := connectfour.Game{}
	s, err := connectfour.ParseState(text)
	if err != nil {
		t.Fatal(err)
	}
	if r, over := g.Result(s); !over || r.Winner != ply.NoPlayer {
		t.Fatalf("%s: result %v, over %v; want a draw", text, r, over)
	}
	if got := g.EndReason(s); got != "the board is full with no four in a row" {
		t.Errorf("EndReason = %q", got)
	}
	if back, err := connectfour.ParseState(s.String()); err != nil || back != s {
		t.Errorf("%s does not read back: %v", s, err)
	}
}

func TestParseMove(t *testing.T) {
	full, _ := connectfour.ParseState("444444")
	won, _ := connectfour.ParseState("4455663")
	for _, tc := range []struct {
		state connectfour.State
		text  string
		want  connectfour.Move
		err   error
	}{
		{connectfour.State{}, "1", 0, nil},
		{connectfour.State{}, "7", 6, nil},
		{full, "5", 4, nil},
		{full, "4", 0, ply.ErrIllegalMove},
		{full, "0", 0, ply.ErrSyntax},
		{full, "44", 0, ply.ErrSyntax},
		{full, "", 0, ply.ErrSyntax},
		{won, "1", 0, ply.ErrGameOver},
	} {
		m, err := connectfour.ParseMove(tc.state, tc.text)
		if tc.err != nil {
			if !errors.Is(err, tc.err) {
				t.Errorf("ParseMove(%s, %q) = %v, %v; want %v", tc.state, tc.text, m, err, tc.err)
			}
			continue
		}
		if err != nil || m != tc.want {
			t.Errorf("ParseMove(%s, %q) = %v, %v; want %v", tc.state, tc.text, m, err, tc.want)
		}
	}
}

func TestEndReason(t *testing.T) {
	g := connectfour.Game{}
	for text, want := range map[string]string{
		"4455663":          "Red connected four in a row (horizontal)",
		"4545454":          "Red connected four in a row (vertical)",
		"1223433454":       "", // not over
		"1223433454" + "4": "Red connected four in a row (diagonal)",
		"1213141":          "Red connected four in a row (vertical)",
		"13243546":         "Yellow connected four in a row (horizontal)",
	} {
		s, err := connectfour.ParseState(text)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		if got := g.EndReason(s); got != want {
			t.Errorf("EndReason(%s) = %q, want %q", text, got, want)
		}
	}
}

// fuzzSeeds are the inputs the fuzz targets start from: seeds and lengths
// of random games, and texts to read in their states.
var fuzzSeeds = []gametest.FuzzSeed{
	{Seed: 1, Plies: 0, Text: "4"},
	{Seed: 2, Plies: 7, Text: "7"},
	{Seed: 3, Plies: 20, Text: "0"},
	{Seed: 4, Plies: 39, Text: "44"},
	{Seed: 5, Plies: 12, Text: "start"},
	{Seed: 6, Plies: 3, Text: ""},
	{Seed: 7, Plies: 41, Text: "d"},
}

// playTo plays plies (modulo 43) seeded random moves from the start.
func playTo(seed uint64, plies uint8) connectfour.State {
	g := connectfour.Game{}
	return gametest.PlayTo[connectfour.State, connectfour.Move](g, g.Start(), seed, int(plies)%43)
}

// FuzzParseState: text ParseState accepts writes back as text that reads
// to the same position; text it refuses gives an error wrapping a
// sentinel of ply.
func FuzzParseState(f *testing.F) {
	for _, s := range []string{"", "start", "4453", "44455554221", "4444444", "44556637", "4453 ", "x", strings.Repeat("1234567", 6)} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		s, err := connectfour.ParseState(text)
		if err != nil {
			if !errors.Is(err, ply.ErrSyntax) && !errors.Is(err, ply.ErrInvalidState) {
				t.Fatalf("ParseState(%q): error %v wraps no sentinel", text, err)
			}
			return
		}
		back, err := connectfour.ParseState(s.String())
		if err != nil || back != s {
			t.Fatalf("ParseState(%q) = %q does not read back: %v", text, s, err)
		}
	})
}

// FuzzUnmarshalText: State's text round trip, in states of random games.
func FuzzUnmarshalText(f *testing.F) {
	gametest.FuzzUnmarshalText[connectfour.State](f, fuzzSeeds, playTo)
}

// FuzzGameParseMove reads text as a move in states of random games: an
// error wraps a sentinel; a move read is legal and reads back from its
// text.
func FuzzGameParseMove(f *testing.F) {
	gametest.FuzzParseMove[connectfour.State, connectfour.Move](f, connectfour.Game{}, fuzzSeeds, playTo)
}
