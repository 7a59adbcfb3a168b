// deadline_test.go measures how well the searches keep a MoveTime with
// every core busy: the time they take beyond it, on a middle-game position
// of every game of the library.

package search_test

import (
	"context"
	"math/rand/v2"
	"runtime"
	"slices"
	"testing"
	"time"

	"github.com/plygo/ply"
	"github.com/plygo/ply/mapello"
	"github.com/plygo/ply/mitsudomoe"
	"github.com/plygo/ply/morelli"
	"github.com/plygo/ply/pathway"
	"github.com/plygo/ply/pushfight"
	"github.com/plygo/ply/search"
)

// midGame plays plies seeded random moves from the start of g, stopping
// one ply short of the end of the game.
func midGame[S, M comparable](g ply.Game[S, M], plies int, seed uint64) S {
	rng := rand.New(rand.NewPCG(seed, 7))
	s := g.Start()
	for range plies {
		moves := ply.Moves(g, s)
		if len(moves) == 0 {
			break
		}
		next := g.Apply(s, moves[rng.IntN(len(moves))])
		if _, over := g.Result(next); over {
			break
		}
		s = next
	}
	return s
}

// pushFightMidGame plays plies seeded random turns from the start of g,
// avoiding the turns that leave the opponent a winning one (random turns
// soon do), so that the position is a real middle game.
func pushFightMidGame(g *pushfight.Game, plies int, seed uint64) pushfight.State {
	rng := rand.New(rand.NewPCG(seed, 7))
	s := g.Start()
	var wins []pushfight.Move
	for range plies {
		moves := ply.Moves(g, s)
		rng.Shuffle(len(moves), func(i, j int) { moves[i], moves[j] = moves[j], moves[i] })
		found := false
		for _, m := range moves {
			next := g.Apply(s, m)
			if _, over := g.Result(next); over {
				continue
			}
			if wins = g.AppendWinningTurns(wins[:0], next); len(wins) == 0 {
				s, found = next, true
				break
			}
		}
		if !found {
			break
		}
	}
	return s
}

// resettable is what the deadline measures need of a player.
type resettable[S, M comparable] interface {
	Search(context.Context, S) (search.Result[M], error)
	Reset()
}

// overshoots runs p on s once per b.Loop iteration with a fresh table or
// tree and collects the time each search took beyond moveTime.
func overshoots[S, M comparable](b *testing.B, p resettable[S, M], s S, moveTime time.Duration) []time.Duration {
	b.Helper()
	var over []time.Duration
	for b.Loop() {
		b.StopTimer()
		p.Reset()
		b.StartTimer()
		start := time.Now()
		if _, err := p.Search(context.Background(), s); err != nil {
			b.Fatal(err)
		}
		over = append(over, time.Since(start)-moveTime)
	}
	return over
}

// reportOvershoots reports the median, 95th percentile and maximum of over
// in milliseconds.
func reportOvershoots(b *testing.B, over []time.Duration) {
	b.Helper()
	if len(over) == 0 {
		return
	}
	slices.Sort(over)
	q := func(p float64) float64 {
		return float64(over[min(int(p*float64(len(over))), len(over)-1)]) / 1e6
	}
	b.ReportMetric(q(0.5), "p50-overshoot-ms")
	b.ReportMetric(q(0.95), "p95-overshoot-ms")
	b.ReportMetric(float64(over[len(over)-1])/1e6, "max-overshoot-ms")
}

// deadlineCase is one game's middle-game position, searched by alpha-beta
// and by MCTS.
type deadlineCase struct {
	name string
	ab   func(*testing.B, search.Options, time.Duration) []time.Duration
	mcts func(*testing.B, search.MCTSOptions, time.Duration) []time.Duration
	// mctsRun runs one MCTS search and returns its playouts.
	mctsRun func(*testing.B, search.MCTSOptions, search.Limits) uint64
	// overshoot runs one search by a new alpha-beta or MCTS player and
	// returns the time it took beyond moveTime.
	overshoot func(t *testing.T, ab bool, moveTime time.Duration, threads int) time.Duration
}

func newDeadlineCase[S, M comparable](name string, g ply.Game[S, M], s S) deadlineCase {
	return deadlineCase{
		name: name,
		ab: func(b *testing.B, o search.Options, d time.Duration) []time.Duration {
			return overshoots[S, M](b, bound(search.AlphaBeta(g, o), search.Limits{MoveTime: d}), s, d)
		},
		mcts: func(b *testing.B, o search.MCTSOptions, d time.Duration) []time.Duration {
			return overshoots[S, M](b, bound(search.MCTS(g, o), search.Limits{MoveTime: d}), s, d)
		},
		mctsRun: func(b *testing.B, o search.MCTSOptions, lim search.Limits) uint64 {
			r, err := search.MCTS(g, o).Search(context.Background(), s, lim)
			if err != nil {
				b.Fatal(err)
			}
			return r.Nodes
		},
		overshoot: func(t *testing.T, ab bool, moveTime time.Duration, threads int) time.Duration {
			var p interface {
				Search(context.Context, S) (search.Result[M], error)
			} = bound(search.MCTS(g, search.MCTSOptions{Threads: threads}), search.Limits{MoveTime: moveTime})
			if ab {
				p = bound(search.AlphaBeta(g, search.Options{Threads: threads}), search.Limits{MoveTime: moveTime})
			}
			start := time.Now()
			if _, err := p.Search(context.Background(), s); err != nil {
				t.Fatal(err)
			}
			return time.Since(start) - moveTime
		},
	}
}

func deadlineCases() []deadlineCase {
	pw, ma, mo, mi, pf := pathway.MustNew(), mapello.MustNew(), morelli.MustNew(), mitsudomoe.MustNew(), pushfight.MustNew()
	return []deadlineCase{
		newDeadlineCase("pathway", pw, midGame(pw, 10, 1)),
		newDeadlineCase("mapello", ma, midGame(ma, 16, 1)),
		newDeadlineCase("morelli", mo, midGame(mo, 10, 1)),
		newDeadlineCase("mitsudomoe", mi, midGame(mi, 10, 1)),
		newDeadlineCase("pushfight", pf, pushFightMidGame(pf, 16, 1)),
	}
}

// BenchmarkDeadline measures the time alpha-beta and MCTS take beyond a
// 10 ms MoveTime with one thread per core, on a middle-game position of
// each game: run it with -benchtime=100x or more for steady percentiles.
func BenchmarkDeadline(b *testing.B) {
	const moveTime = 10 * time.Millisecond
	threads := runtime.GOMAXPROCS(0)
	for _, c := range deadlineCases() {
		b.Run("alphabeta/"+c.name, func(b *testing.B) {
			reportOvershoots(b, c.ab(b, search.Options{Threads: threads}, moveTime))
		})
		b.Run("mcts/"+c.name, func(b *testing.B) {
			reportOvershoots(b, c.mcts(b, search.MCTSOptions{Threads: threads}, moveTime))
		})
	}
}

// TestDeadlineBusy: with a thread per core, alpha-beta and MCTS keep a
// 10 ms MoveTime on every game, within a bound loose enough for a loaded
// machine (BenchmarkDeadline measures the real overshoot).
func TestDeadlineBusy(t *testing.T) {
	if testing.Short() {
		t.Skip("a second of searches")
	}
	const moveTime = 10 * time.Millisecond
	threads := max(runtime.GOMAXPROCS(0), 2)
	for _, c := range deadlineCases() {
		for _, ab := range []bool{true, false} {
			var over []time.Duration
			for range 5 {
				over = append(over, c.overshoot(t, ab, moveTime, threads))
			}
			slices.Sort(over)
			if med := over[len(over)/2]; med > 200*time.Millisecond {
				t.Errorf("%s (alpha-beta %v): median overshoot %v of a 10ms MoveTime", c.name, ab, med)
			}
		}
	}
}
