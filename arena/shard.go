// shard.go splits a tournament's schedule into disjoint slices that
// separate machines play, and merges their reports into the report one run
// would have written.

package arena

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
)

// ErrMerge reports reports that cannot be merged: of different
// tournaments, or with a game twice.
var ErrMerge = errors.New("cannot merge")

// ParseShard reads "K/N", the K-th of N shards counted from 0, as
// Kubernetes' JOB_COMPLETION_INDEX counts: 0 <= K < N.
func ParseShard(s string) (k, n int, err error) {
	a, b, ok := strings.Cut(s, "/")
	k, err1 := strconv.Atoi(a)
	n, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || n < 1 || n > 1_000_000 || k < 0 || k >= n {
		return 0, 0, fmt.Errorf("shard %q: want K/N with 0 <= K < N, such as 0/3, 1/3 and 2/3", s)
	}
	return k, n, nil
}

// Shard returns the k-th of n disjoint slices of games, 0 <= k < n: the
// k-th of n contiguous runs of about len(games)/n games. The n slices
// together are the whole schedule. Since Schedule goes round by round,
// each slice holds about the same number of games of every pair (exactly,
// when the rounds divide evenly), so that the shards take about as long.
func Shard(games []Fixture, k, n int) []Fixture {
	if n < 1 || k < 0 || k >= n {
		return nil
	}
	lo, hi := len(games)*k/n, len(games)*(k+1)/n
	return games[lo:hi:hi]
}

// ReadReport reads a report as WriteJSON writes it.
func ReadReport(r io.Reader) (Report, error) {
	var rep Report
	dec := json.NewDecoder(r)
	if err := dec.Decode(&rep); err != nil {
		return rep, err
	}
	return rep, nil
}

// Merge merges the reports of shards of one tournament (or of any disjoint
// sets of its games) into the report a single run of their games would
// have written. missing is the number of scheduled games that no report
// holds; the merged report is marked interrupted when it is not 0 or a
// shard was interrupted. Errors wrap ErrMerge.
func Merge(reports []Report) (merged Report, missing int, err error) {
	if len(reports) == 0 {
		return Report{}, 0, fmt.Errorf("no reports: %w", ErrMerge)
	}
	r0 := reports[0]
	if len(r0.Bots) < 2 || r0.GamesPerPair < 1 {
		return Report{}, 0, fmt.Errorf("report 1 has %d bots and %d games per pair: %w", len(r0.Bots), r0.GamesPerPair, ErrMerge)
	}
	format, err := ParseFormat(r0.Tournament)
	if err != nil {
		return Report{}, 0, fmt.Errorf("report 1: %w: %w", err, ErrMerge)
	}
	pairs, schedule := ScheduleFormat(format, len(r0.Bots), r0.GamesPerPair, r0.Seed)
	seen := make([]bool, len(schedule))
	rows := map[int]GameRow{}
	var played []Played
	interrupted := false
	for i, r := range reports {
		if r.Game != r0.Game || !slices.Equal(r.Bots, r0.Bots) || r.GamesPerPair != r0.GamesPerPair || r.Seed != r0.Seed || r.Opening != r0.Opening ||
			r.Tournament != r0.Tournament || !sameTest(r.SPRT, r0.SPRT) {
			return Report{}, 0, fmt.Errorf("report %d is of another tournament than report 1 (game, bots, format, games per pair, seed, opening or SPRT differ): %w", i+1, ErrMerge)
		}
		if len(r.Games) != r.Played {
			return Report{}, 0, fmt.Errorf("report %d lists %d games of %d played: %w", i+1, len(r.Games), r.Played, ErrMerge)
		}
		interrupted = interrupted || r.Interrupted
		for _, g := range r.Games {
			if g.Index < 0 || g.Index >= len(schedule) {
				return Report{}, 0, fmt.Errorf("report %d: game %d is not in the schedule: %w", i+1, g.Index, ErrMerge)
			}
			s := schedule[g.Index]
			if g.Pair != s.Pair || g.First != s.First || g.Second != s.Second || g.Seed != s.Seed || g.Outcome < -1 || g.Outcome > 1 {
				return Report{}, 0, fmt.Errorf("report %d: game %d does not match the schedule: %w", i+1, g.Index, ErrMerge)
			}
			if seen[g.Index] {
				return Report{}, 0, fmt.Errorf("report %d: game %d is in another report too: %w", i+1, g.Index, ErrMerge)
			}
			seen[g.Index] = true
			rows[g.Index] = g
			played = append(played, Played{Fixture: s, Outcome: Outcome(g.Outcome), Plies: g.Plies, Forfeit: g.Forfeit})
		}
	}
	slices.SortFunc(played, func(a, b Played) int { return a.Index - b.Index })
	missing = len(schedule) - len(played)
	// Games missing from a sequential test are the ones it did not need.
	merged = NewReport(r0.Game, r0.Bots, r0.GamesPerPair, r0.Seed, r0.Opening, pairs, played, interrupted || missing > 0 && r0.SPRT == nil)
	merged.Tournament = r0.Tournament
	if r0.SPRT != nil {
		merged.AddSPRT(r0.SPRT.SPRT)
	}
	// The shards' descriptions of their games (bots' names, colours,
	// result, opening) carry over as they are.
	for i, g := range merged.Games {
		if row, ok := rows[g.Index]; ok {
			merged.Games[i] = row
		}
	}
	// So do the bots' thinking times, where the shards measured them.
	for _, r := range reports {
		for i, t := range r.Totals {
			merged.Totals[i].Moves += t.Moves
			merged.Totals[i].Think += t.Think
		}
	}
	return merged, missing, nil
}

// sameTest reports whether two reports ran the same SPRT, or none.
func sameTest(a, b *SPRTRow) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.SPRT == b.SPRT
}
