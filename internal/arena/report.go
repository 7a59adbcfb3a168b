// report.go writes tournament results as a text table and as JSON.

package arena

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"strings"
	"text/tabwriter"
)

// Report is a tournament's results in the form written out.
type Report struct {
	Game         string    `json:"game"`
	Bots         []string  `json:"bots"`
	GamesPerPair int       `json:"games_per_pair"`
	Seed         uint64    `json:"seed"`
	Opening      int       `json:"opening_plies"`
	Played       int       `json:"games_played"`
	Interrupted  bool      `json:"interrupted"`
	Pairs        []PairRow `json:"pairs"`
	Totals       []BotRow  `json:"bots_total"`
	// Games lists the games played, in schedule order, once AddGames
	// has filled it.
	Games []GameRow `json:"games,omitempty"`
}

// GameRow is one game played.
type GameRow struct {
	// Index numbers the game in the schedule, from 0 (Game.Index).
	Index int `json:"index"`
	// First and Second are the bots that played first and second, and
	// Colours the names of those sides in the game, such as "Black".
	First   string    `json:"first"`
	Second  string    `json:"second"`
	Colours [2]string `json:"colours"`
	// Seed seeded the game's opening and random bots.
	Seed uint64 `json:"seed"`
	// Result is "1-0" when the first player won, "0-1" or "1/2-1/2".
	Result string `json:"result"`
	// Plies counts the plies the bots played after the opening.
	Plies int `json:"plies"`
	// Opening is the position the bots started from, in the game's
	// notation.
	Opening string `json:"opening,omitempty"`
}

// AddGames fills r.Games from the played games, with the names of the
// two sides and opening(i), the opening position of game i ("" if not
// known).
func (r *Report) AddGames(played []Played, colours [2]string, opening func(index int) string) {
	r.Games = make([]GameRow, len(played))
	for i, p := range played {
		res := "1/2-1/2"
		switch p.Outcome {
		case 1:
			res = "1-0"
		case -1:
			res = "0-1"
		}
		r.Games[i] = GameRow{Index: p.Index, First: r.Bots[p.First], Second: r.Bots[p.Second], Colours: colours,
			Seed: p.Seed, Result: res, Plies: p.Plies}
		if opening != nil {
			r.Games[i].Opening = opening(p.Index)
		}
	}
}

// PairRow is one pairing, from bot A's side.
type PairRow struct {
	A      string      `json:"a"`
	B      string      `json:"b"`
	Wins   int         `json:"wins"`
	Draws  int         `json:"draws"`
	Losses int         `json:"losses"`
	Score  *float64    `json:"score"`
	CI     [2]*float64 `json:"score_ci95"`
	Elo    *float64    `json:"elo"`
	EloCI  [2]*float64 `json:"elo_ci95"`
	// WinsAsFirst, DrawsAsFirst and LossesAsFirst count A's games as the
	// first player.
	WinsAsFirst   int `json:"wins_as_first"`
	DrawsAsFirst  int `json:"draws_as_first"`
	LossesAsFirst int `json:"losses_as_first"`
}

// BotRow is one bot's record over all its games.
type BotRow struct {
	Bot    string   `json:"bot"`
	Wins   int      `json:"wins"`
	Draws  int      `json:"draws"`
	Losses int      `json:"losses"`
	Score  *float64 `json:"score"`
}

// finite returns a pointer to x, or nil for NaN and infinities (null in
// JSON).
func finite(x float64) *float64 {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return nil
	}
	return &x
}

// NewReport builds the report of the played games.
func NewReport(game string, bots []string, gamesPerPair int, seed uint64, opening int, pairs []Pair, played []Played, interrupted bool) Report {
	ps, totals := Summarise(len(bots), pairs, played)
	r := Report{Game: game, Bots: bots, GamesPerPair: gamesPerPair, Seed: seed, Opening: opening, Played: len(played), Interrupted: interrupted}
	for _, p := range ps {
		lo, hi := p.Interval()
		r.Pairs = append(r.Pairs, PairRow{
			A: bots[p.A], B: bots[p.B],
			Wins: p.Wins, Draws: p.Draws, Losses: p.Losses,
			Score: finite(p.Score()), CI: [2]*float64{finite(lo), finite(hi)},
			Elo: finite(Elo(p.Score())), EloCI: [2]*float64{finite(Elo(lo)), finite(Elo(hi))},
			WinsAsFirst: p.AsFirst.Wins, DrawsAsFirst: p.AsFirst.Draws, LossesAsFirst: p.AsFirst.Losses,
		})
	}
	for i, t := range totals {
		r.Totals = append(r.Totals, BotRow{Bot: bots[i], Wins: t.Wins, Draws: t.Draws, Losses: t.Losses, Score: finite(t.Score())})
	}
	return r
}

// WriteJSON writes the report as indented JSON.
func (r Report) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(r)
}

// WriteTable writes the report as aligned text tables.
func (r Report) WriteTable(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %d games played", r.Game, r.Played)
	if r.Interrupted {
		b.WriteString(" (interrupted)")
	}
	fmt.Fprintf(&b, ", %d per pair, seed %d, %d random opening plies\n\n", r.GamesPerPair, r.Seed, r.Opening)
	tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "A\tB\tW\tD\tL\tscore A\t95% CI\tElo A-B\t95% CI\tA first W-D-L\t")
	for _, p := range r.Pairs {
		fmt.Fprintf(tw, "%s\t%s\t%d\t%d\t%d\t%s\t%s\t%s\t%s\t%d-%d-%d\t\n", p.A, p.B, p.Wins, p.Draws, p.Losses,
			pct(p.Score), "["+pct(p.CI[0])+", "+pct(p.CI[1])+"]",
			elo(p.Elo, p.Score), "["+elo(p.EloCI[0], p.CI[0])+", "+elo(p.EloCI[1], p.CI[1])+"]",
			p.WinsAsFirst, p.DrawsAsFirst, p.LossesAsFirst)
	}
	tw.Flush()
	b.WriteString("\n")
	tw = tabwriter.NewWriter(&b, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "bot\tW\tD\tL\tscore\t")
	for _, t := range r.Totals {
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%s\t\n", t.Bot, t.Wins, t.Draws, t.Losses, pct(t.Score))
	}
	tw.Flush()
	_, err := io.WriteString(w, b.String())
	return err
}

func pct(x *float64) string {
	if x == nil {
		return "-"
	}
	return fmt.Sprintf("%.1f%%", 100**x)
}

// elo formats an Elo difference; score tells the sign of an infinite one.
func elo(x, score *float64) string {
	switch {
	case x != nil:
		// Rounded first, so that -0.3 prints as +0, not -0.
		return fmt.Sprintf("%+.0f", math.Round(*x)+0)
	case score == nil:
		return "-"
	case *score >= 1:
		return "+inf"
	}
	return "-inf"
}
