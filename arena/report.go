// report.go writes tournament results as a text table and as JSON.

package arena

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/plygo/ply/elo"
)

// Report is a tournament's results in the form written out.
type Report struct {
	Game string   `json:"game"`
	Bots []string `json:"bots"`
	// Tournament is "gauntlet" for a gauntlet, empty for a round robin.
	Tournament   string `json:"tournament,omitempty"`
	GamesPerPair int    `json:"games_per_pair"`
	Seed         uint64 `json:"seed"`
	Opening      int    `json:"opening_plies"`
	Played       int    `json:"games_played"`
	Interrupted  bool   `json:"interrupted"`
	// Shard is "K/N" when the report covers the K-th of N slices of the
	// schedule (see Shard), empty for a whole tournament.
	Shard string `json:"shard,omitempty"`
	// SPRT is the sequential test of the first pair, if one was run
	// (see AddSPRT).
	SPRT   *SPRTRow  `json:"sprt,omitempty"`
	Pairs  []PairRow `json:"pairs"`
	Totals []BotRow  `json:"bots_total"`
	// Games are the games played, in schedule order: enough to compute
	// everything else again (see Merge).
	Games []GameRow `json:"games"`
}

// GameRow is one game played.
type GameRow struct {
	// Index numbers the game in the whole tournament's schedule.
	Index int `json:"index"`
	// Pair indexes Pairs; First and Second index Bots.
	Pair   int `json:"pair"`
	First  int `json:"first"`
	Second int `json:"second"`
	// Seed seeded the game's opening and random bots.
	Seed uint64 `json:"seed"`
	// Outcome is from the first player's side: 1 a win, 0 a draw, -1 a
	// loss.
	Outcome int `json:"outcome"`
	Plies   int `json:"plies"`
	// Forfeit, if not empty, says why the loser lost by failing.
	Forfeit string `json:"forfeit,omitempty"`
	// FirstBot and SecondBot name the bots that played first and
	// second, and Colours the names of those sides in the game, such as
	// "Black" (filled by AddGames).
	FirstBot  string    `json:"first_bot,omitempty"`
	SecondBot string    `json:"second_bot,omitempty"`
	Colours   [2]string `json:"colours,omitempty"`
	// Result is "1-0" when the first player won, "0-1" or "1/2-1/2".
	Result string `json:"result,omitempty"`
	// Opening is the position the bots started from, in the game's
	// notation.
	Opening string `json:"opening,omitempty"`
}

// AddGames completes r.Games with the bots' names, the names of the two
// sides and opening(i), the opening position of game i ("" if not known).
func (r *Report) AddGames(colours [2]string, opening func(index int) string) {
	for i := range r.Games {
		g := &r.Games[i]
		g.FirstBot, g.SecondBot, g.Colours = r.Bots[g.First], r.Bots[g.Second], colours
		g.Result = "1/2-1/2"
		switch g.Outcome {
		case 1:
			g.Result = "1-0"
		case -1:
			g.Result = "0-1"
		}
		if opening != nil {
			g.Opening = opening(g.Index)
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
	// Ptnml counts A's finished game pairs by its points in the pair, 0
	// to 2 by halves (LL, LD, WL+DD, WD, WW), and Paired estimates the
	// difference from them (nil without a finished pair).
	Ptnml  [5]int       `json:"ptnml"`
	Paired *EstimateRow `json:"paired"`
}

// EstimateRow is an Estimate as written out: NaN and infinities are nil
// (null in JSON).
type EstimateRow struct {
	Pairs  int         `json:"pairs"`
	Score  *float64    `json:"score"`
	Elo    *float64    `json:"elo"`
	EloCI  [2]*float64 `json:"elo_ci95"`
	NElo   *float64    `json:"nelo"`
	NEloCI [2]*float64 `json:"nelo_ci95"`
	LOS    *float64    `json:"los"`
}

func estimateRow(e elo.Estimate) *EstimateRow {
	if e.Samples == 0 {
		return nil
	}
	return &EstimateRow{Pairs: e.Samples, Score: finite(e.Score), Elo: finite(e.Elo), EloCI: [2]*float64{finite(e.EloLo), finite(e.EloHi)},
		NElo: finite(e.NElo), NEloCI: [2]*float64{finite(e.NEloLo), finite(e.NEloHi)}, LOS: finite(e.LOS)}
}

// BotRow is one bot's record over all its games, and its rating.
type BotRow struct {
	Bot    string   `json:"bot"`
	Wins   int      `json:"wins"`
	Draws  int      `json:"draws"`
	Losses int      `json:"losses"`
	Score  *float64 `json:"score"`
	// Elo is the bot's rating fitted to all the games of the
	// tournament, in Elo points, the ratings averaging 0 (see Ratings).
	Elo float64 `json:"elo"`
	// EloLo and EloHi bound its 95% interval; nil (null in JSON) when it
	// has none, as for a bot that played no game.
	EloLo *float64 `json:"elo_lo"`
	EloHi *float64 `json:"elo_hi"`
	// Forfeits counts the games the bot lost by failing.
	Forfeits int `json:"forfeits"`
	// Moves counts the moves the bot chose in the games of this run, and
	// Think is the wall-clock time it took over them, in seconds (see
	// AddThinking): Think/Moves is its mean time a move, which shows
	// whether two bots had equal time. Both are 0 when not measured; a
	// merged report sums those of its shards.
	Moves int     `json:"moves,omitempty"`
	Think float64 `json:"think_seconds,omitempty"`
}

// AddThinking adds to the totals of bot i (an index of r.Bots) moves
// chosen in think of wall-clock time.
func (r *Report) AddThinking(i, moves int, think time.Duration) {
	if i < 0 || i >= len(r.Totals) {
		return
	}
	r.Totals[i].Moves += moves
	r.Totals[i].Think += think.Seconds()
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
			Elo: finite(elo.FromScore(p.Score())), EloCI: [2]*float64{finite(elo.FromScore(lo)), finite(elo.FromScore(hi))},
			WinsAsFirst: p.AsFirst.Wins, DrawsAsFirst: p.AsFirst.Draws, LossesAsFirst: p.AsFirst.Losses,
			Ptnml:  p.Ptnml.Counts(),
			Paired: estimateRow(elo.EstimatePentanomial(p.Ptnml)),
		})
	}
	ratings := elo.Ratings(len(bots), matchups(ps))
	for i, t := range totals {
		e := ratings[i]
		r.Totals = append(r.Totals, BotRow{Bot: bots[i], Wins: t.Wins, Draws: t.Draws, Losses: t.Losses, Score: finite(t.Score()),
			Elo: e.Elo, EloLo: finite(e.Lo), EloHi: finite(e.Hi)})
	}
	r.Games = make([]GameRow, 0, len(played))
	for _, p := range played {
		r.Games = append(r.Games, GameRow{Index: p.Index, Pair: p.Pair, First: p.First, Second: p.Second, Seed: p.Seed,
			Outcome: int(p.Outcome), Plies: p.Plies, Forfeit: p.Forfeit})
		if p.Forfeit != "" {
			loser := p.First
			if p.Outcome > 0 {
				loser = p.Second
			}
			r.Totals[loser].Forfeits++
		}
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
	if r.Shard != "" {
		fmt.Fprintf(&b, " in shard %s", r.Shard)
	}
	if r.Interrupted {
		b.WriteString(" (interrupted)")
	}
	fmt.Fprintf(&b, ", %d per pair", r.GamesPerPair)
	if r.Tournament != "" {
		fmt.Fprintf(&b, " (%s)", r.Tournament)
	}
	fmt.Fprintf(&b, ", seed %d, %d random opening plies\n\n", r.Seed, r.Opening)
	tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "A\tB\tW\tD\tL\tscore A\t95% CI\tElo A-B\t95% CI\tA first W-D-L\t")
	for _, p := range r.Pairs {
		fmt.Fprintf(tw, "%s\t%s\t%d\t%d\t%d\t%s\t%s\t%s\t%s\t%d-%d-%d\t\n", p.A, p.B, p.Wins, p.Draws, p.Losses,
			pct(p.Score), "["+pct(p.CI[0])+", "+pct(p.CI[1])+"]",
			fmtElo(p.Elo, p.Score), "["+fmtElo(p.EloCI[0], p.CI[0])+", "+fmtElo(p.EloCI[1], p.CI[1])+"]",
			p.WinsAsFirst, p.DrawsAsFirst, p.LossesAsFirst)
	}
	tw.Flush()
	r.writePaired(&b)
	b.WriteString("\n")
	tw = tabwriter.NewWriter(&b, 0, 0, 2, ' ', tabwriter.AlignRight)
	timed := false
	for _, t := range r.Totals {
		timed = timed || t.Moves > 0
	}
	head := "bot\tW\tD\tL\tscore\tElo\t95% CI\t"
	if timed {
		head += "time a move\t"
	}
	fmt.Fprintln(tw, head)
	apart := false
	for _, t := range r.Totals {
		ci := "-"
		if t.EloLo != nil && t.EloHi != nil {
			ci = "[" + fmtElo(t.EloLo, nil) + ", " + fmtElo(t.EloHi, nil) + "]"
		} else if t.Wins+t.Draws+t.Losses > 0 {
			apart = true
		}
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%s\t%s\t%s\t", t.Bot, t.Wins, t.Draws, t.Losses, pct(t.Score), fmtElo(&t.Elo, nil), ci)
		if timed {
			fmt.Fprintf(tw, "%s\t", meanTime(t))
		}
		fmt.Fprintln(tw)
	}
	tw.Flush()
	b.WriteString("\nElo: maximum likelihood over all games, mean 0, one virtual draw per pair; 95% CI: ±1.96 standard errors\n")
	if timed {
		b.WriteString("time a move: the mean wall-clock time of the bot's moves in the games of this run\n")
	}
	if apart {
		b.WriteString("Elo: the bots fall into groups that never met: ratings compare only within a group, and have no interval\n")
	}
	first := true
	for _, g := range r.Games {
		if g.Forfeit == "" || g.First >= len(r.Bots) || g.Second >= len(r.Bots) || g.First < 0 || g.Second < 0 {
			continue
		}
		if first {
			b.WriteString("\nforfeits:\n")
			first = false
		}
		loser, side := r.Bots[g.First], "first"
		if g.Outcome > 0 {
			loser, side = r.Bots[g.Second], "second"
		}
		fmt.Fprintf(&b, "  game %d (seed %d): %s, playing %s, lost after %d plies: %s\n", g.Index, g.Seed, loser, side, g.Plies, g.Forfeit)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// meanTime formats a bot's mean time a move, "-" when it made none.
func meanTime(t BotRow) string {
	if t.Moves == 0 {
		return "-"
	}
	d := time.Duration(t.Think / float64(t.Moves) * float64(time.Second))
	switch {
	case d >= 10*time.Second:
		return d.Round(100 * time.Millisecond).String()
	case d >= time.Second:
		return d.Round(10 * time.Millisecond).String()
	case d >= time.Millisecond:
		return d.Round(10 * time.Microsecond).String()
	}
	return d.Round(time.Microsecond).String()
}

func pct(x *float64) string {
	if x == nil {
		return "-"
	}
	return fmt.Sprintf("%.1f%%", 100**x)
}

// fmtElo formats an Elo difference; score tells the sign of an infinite one.
func fmtElo(x, score *float64) string {
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
