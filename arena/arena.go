package arena

import (
	"context"
	"errors"
	"fmt"
	"sync"
)

// Fixture is one game of a tournament's schedule, before it is played:
// which bots play which colour, and the seed of its opening.
type Fixture struct {
	// Index numbers the games of a tournament from 0.
	Index int
	// Pair is the index of the pair of bots in Schedule's pair list.
	Pair int
	// First and Second are the indexes of the bots playing first and
	// second.
	First, Second int
	// Round numbers the couples of games from 0: the games of one round
	// play the round's opening, every pair twice with colours swapped.
	Round int
	// Seed seeds the game's opening and random bots. The two games of a
	// colour-swapped couple share it, so both bots play both sides of the
	// same opening.
	Seed uint64
}

// Outcome is how a game ended, from the first player's side: +1 a win, 0 a
// draw, -1 a loss.
type Outcome int

// Pair is two bots that meet: A and B index the bot list, A < B.
type Pair struct{ A, B int }

// Format says which bots meet in a tournament.
type Format int

const (
	// RoundRobin: every bot meets every other.
	RoundRobin Format = iota
	// Gauntlet: the first bot meets each of the others, which do not
	// meet each other (a new version against a field of references).
	Gauntlet
)

// String returns "roundrobin" or "gauntlet".
func (f Format) String() string {
	if f == Gauntlet {
		return "gauntlet"
	}
	return "roundrobin"
}

// ErrFormat reports an unknown tournament format.
var ErrFormat = errors.New("unknown tournament format")

// ParseFormat reads "roundrobin" (or "") and "gauntlet".
func ParseFormat(s string) (Format, error) {
	switch s {
	case "roundrobin", "":
		return RoundRobin, nil
	case "gauntlet":
		return Gauntlet, nil
	}
	return 0, fmt.Errorf("%q: want roundrobin or gauntlet: %w", s, ErrFormat)
}

// Schedule returns the pairs of n bots and the games of a round robin in
// which every pair plays games games (rounded up to an even number, so that
// colours balance): couples of games share an opening seed, with A first
// in one and B first in the other. Games are ordered round by round, so
// that an interrupted tournament has played every pair about equally.
// The two games of a couple have the indexes 2k and 2k+1: they are the
// game pair of the pentanomial statistics.
func Schedule(n, games int, seed uint64) ([]Pair, []Fixture) {
	return ScheduleFormat(RoundRobin, n, games, seed)
}

// ScheduleFormat is Schedule for a tournament of format f: in a gauntlet,
// the pairs are bot 0 with each other bot.
func ScheduleFormat(f Format, n, games int, seed uint64) ([]Pair, []Fixture) {
	var pairs []Pair
	for a := range n {
		for b := a + 1; b < n; b++ {
			if f == Gauntlet && a > 0 {
				break
			}
			pairs = append(pairs, Pair{a, b})
		}
	}
	couples := (games + 1) / 2
	var out []Fixture
	for c := range couples {
		for pi, p := range pairs {
			s := mix(seed, uint64(c))
			out = append(out,
				Fixture{Index: len(out), Pair: pi, First: p.A, Second: p.B, Round: c, Seed: s},
				Fixture{Index: len(out) + 1, Pair: pi, First: p.B, Second: p.A, Round: c, Seed: s})
		}
	}
	return pairs, out
}

// mix derives a game seed from the tournament seed and a couple number
// (SplitMix64's finaliser).
func mix(seed, n uint64) uint64 {
	z := seed + (n+1)*0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// Played is a finished game.
type Played struct {
	Fixture
	Outcome Outcome
	Plies   int
	// Forfeit, if not empty, says why the loser lost by failing (an
	// engine that crashed, hung, or answered an illegal move).
	Forfeit string
}

// Forfeit is the error a game's play function returns when a bot failed:
// the game is scored as a loss for that bot, the reason recorded, and the
// tournament goes on. Any other error stops it.
type Forfeit struct {
	// Loser is 0 when the first player failed, 1 when the second did.
	Loser int
	// Plies is the number of plies played before the failure.
	Plies int
	// Err says what went wrong.
	Err error
}

// Error says which player forfeited, after how many plies, and why.
func (f *Forfeit) Error() string {
	return fmt.Sprintf("player %d forfeits after %d plies: %s", f.Loser+1, f.Plies, f.reason())
}

func (f *Forfeit) reason() string {
	if f.Err == nil {
		return "failed"
	}
	return f.Err.Error()
}

// Unwrap returns the failure.
func (f *Forfeit) Unwrap() error { return f.Err }

// Run plays games on workers goroutines, calling play for each and report
// (from one goroutine at a time) as each finishes. A game whose play
// returns a *Forfeit is lost by the failing bot, with the reason in
// Played.Forfeit. Run stops starting games when ctx is done, and returns
// the games that finished, in the order of games, with ctx.Err() if it was
// interrupted or the first other error of play.
func Run(parent context.Context, games []Fixture, workers int, play func(context.Context, Fixture) (Outcome, int, error), report func(Played)) ([]Played, error) {
	return RunUntil(parent, games, workers, play, func(p Played) bool {
		if report != nil {
			report(p)
		}
		return false
	})
}

// RunUntil is Run that stops early when report returns true (as an SPRT
// does once it decides): no game starts after that, the games still being
// played are abandoned and left out, and RunUntil returns the games
// reported up to then, with no error.
func RunUntil(parent context.Context, games []Fixture, workers int, play func(context.Context, Fixture) (Outcome, int, error), report func(Played) bool) ([]Played, error) {
	workers = max(1, min(workers, len(games)))
	ctx, cancel := context.WithCancel(parent)
	defer cancel()
	var (
		mu       sync.Mutex
		done     = make([]*Played, len(games))
		firstErr error
		next     int
		wg       sync.WaitGroup
		stopped  bool
	)
	take := func() (int, bool) {
		mu.Lock()
		defer mu.Unlock()
		if next == len(games) || ctx.Err() != nil {
			return 0, false
		}
		next++
		return next - 1, true
	}
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i, ok := take()
				if !ok {
					return
				}
				g := games[i]
				o, plies, err := play(ctx, g)
				reason := ""
				var f *Forfeit
				if err != nil && ctx.Err() == nil && errors.As(err, &f) {
					o, plies, reason, err = Outcome(2*f.Loser-1), f.Plies, f.reason(), nil
				}
				mu.Lock()
				switch {
				case stopped:
					// Finished after the stop: left out, so that the
					// results are those at the decision.
				case err != nil && ctx.Err() != nil:
					// Interrupted: the game is dropped.
				case err != nil:
					if firstErr == nil {
						firstErr = err
					}
					cancel()
				default:
					p := &Played{Fixture: g, Outcome: o, Plies: plies, Forfeit: reason}
					done[i] = p
					if report != nil && report(*p) {
						stopped = true
						cancel()
					}
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	var out []Played
	for _, p := range done {
		if p != nil {
			out = append(out, *p)
		}
	}
	if firstErr != nil {
		return out, firstErr
	}
	if stopped {
		return out, nil
	}
	if len(out) < len(games) {
		return out, parent.Err()
	}
	return out, nil
}
