// td.go holds TD(lambda) self-play training of an n-tuple network (TD).

package tune

import (
	"context"
	"math/rand/v2"

	"github.com/plygo/ply"
	"github.com/plygo/ply/ntuple"
)

// TDOptions configure TD. The zero value is usable.
type TDOptions struct {
	// Games is the number of self-play games (default 1000).
	Games int
	// Lambda weighs the later positions of a game in each position's
	// target, from 0 (the next position's value alone) to 1 (the
	// game's result alone); default 0.5.
	Lambda float64
	// Rate is the learning rate: the step of a position's value, in
	// logits per unit of error, shared among its placed tuples (default
	// 0.1).
	Rate float64
	// Epsilon is the share of moves chosen uniformly at random instead
	// of by the network, to explore (default 0.1). Positions before a
	// random move still learn from it, as in the classic TD-Gammon and
	// Othello n-tuple experiments.
	Epsilon float64
	// MaxPlies cuts a game that runs longer (default 1000); a cut game
	// teaches nothing.
	MaxPlies int
	// Seed seeds the moves and the starts.
	Seed uint64
	// Progress, if not nil, is called after every finished game with
	// the number of games played.
	Progress func(games int)
}

// TD trains net by temporal-difference learning in self-play on g: each
// game starts from start(rng) (g.Start() when nil), every move is the one
// whose resulting position the network likes best for the mover (or, with
// probability Epsilon, a random one), and after the game each position's
// value Sigmoid(net.Value(board)) moves toward its lambda-return, the mix
// of the values of the positions after it and the game's result, seen by
// its player to move. board writes the cells of a state from the view of
// its player to move (the network's view), into dst. Randomness comes
// from o.Seed alone, so training is reproducible. It returns the number of
// games played, stopping early with ctx's error when ctx ends.
func TD[S, M comparable](ctx context.Context, g ply.Game[S, M], net *ntuple.Network, board func(dst []uint8, s S) []uint8, start func(rng *rand.Rand) S, o TDOptions) (int, error) {
	if o.Games <= 0 {
		o.Games = 1000
	}
	if o.Lambda <= 0 {
		o.Lambda = 0.5
	}
	if o.Rate <= 0 {
		o.Rate = 0.1
	}
	if o.Epsilon < 0 {
		o.Epsilon = 0
	} else if o.Epsilon == 0 {
		o.Epsilon = 0.1
	}
	if o.MaxPlies <= 0 {
		o.MaxPlies = 1000
	}
	rng := rand.New(rand.NewPCG(o.Seed, 0x7464)) // "td"
	var (
		moves  []M
		states []S
		values []float64
		buf    []uint8
		idx    []int32
	)
	value := func(s S) float64 {
		buf = board(buf[:0], s)
		return Sigmoid(net.Value(buf))
	}
	for game := range o.Games {
		if err := ctx.Err(); err != nil {
			return game, err
		}
		s := g.Start()
		if start != nil {
			s = start(rng)
		}
		states, values = states[:0], values[:0]
		var res ply.Result
		over := false
		for range o.MaxPlies {
			if res, over = g.Result(s); over {
				break
			}
			states = append(states, s)
			values = append(values, value(s))
			me := g.ToMove(s)
			moves = g.AppendMoves(moves[:0], s)
			best := 0
			if rng.Float64() < o.Epsilon {
				best = rng.IntN(len(moves))
			} else {
				bv := -1.0
				for i, m := range moves {
					c := g.Apply(s, m)
					var v float64
					if r, end := g.Result(c); end {
						v = resultFor(r, me)
					} else if v = value(c); g.ToMove(c) != me {
						v = 1 - v
					}
					if v > bv {
						best, bv = i, v
					}
				}
			}
			s = g.Apply(s, moves[best])
		}
		if !over {
			continue
		}
		// Backward lambda-returns: target is the return of the position
		// after t, seen by the player who follows t.
		target, who := 0.0, ply.NoPlayer
		for t := len(states) - 1; t >= 0; t-- {
			me := g.ToMove(states[t])
			var z float64
			if who == ply.NoPlayer {
				z = resultFor(res, me)
			} else {
				next, ret := values[t+1], target
				if who != me {
					next, ret = 1-next, 1-ret
				}
				z = (1-o.Lambda)*next + o.Lambda*ret
			}
			buf = board(buf[:0], states[t])
			idx = net.AppendIndexes(idx[:0], buf)
			step := float32(o.Rate * (z - values[t]) / float64(max(len(idx), 1)))
			for _, j := range idx {
				net.Weights[j] += step
			}
			target, who = z, me
		}
		if o.Progress != nil {
			o.Progress(game + 1)
		}
	}
	return o.Games, nil
}
