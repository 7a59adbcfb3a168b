// match.go holds the arena's unit of work: one game between two bots from
// a seeded random opening.

package games

import (
	"context"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/plygo/ply"
	"github.com/plygo/ply/search"
)

// MatchConfig describes one game between two bots.
type MatchConfig struct {
	// Bots are the specifications of the first and second player (see
	// BotHelp); Human is not allowed.
	Bots [2]string
	// Seed seeds the opening and the random bots: the same seed, the same
	// opening and, for bots without a time limit, the same game.
	Seed uint64
	// OpeningPlies random plies are played from the start before the bots
	// take over, so that games between the same bots differ. An opening
	// that ends the game is drawn again.
	OpeningPlies int
	// MoveTime, if positive, caps each bot's thinking time per move.
	MoveTime time.Duration
	// MaxPlies ends the game as a draw after that many plies, openings
	// included (0: play to the end).
	MaxPlies int
}

// MatchResult is the outcome of one game.
type MatchResult struct {
	Result ply.Result
	Plies  int
	// Opening is the position the bots started from, in the game's
	// notation.
	Opening string
}

// opening returns the position after plies seeded random plies from the
// start. Each ply is drawn among the moves that neither lose at once nor
// give the opponent a winning reply (any move when none is safe), so that
// an opening does not decide the game: in Push Fight most random turns
// hand the opponent a push-off. An opening that still ends the game, or
// whose result a depth-2 alpha-beta search proves (see decided), is drawn
// again, up to 100 times.
func (a *adapter[S, M]) opening(rng *rand.Rand, plies int) S {
	var moves, replies []M
	for range 100 {
		s := a.start
		for range plies {
			if _, over := a.g.Result(s); over {
				break
			}
			moves = a.g.AppendMoves(moves[:0], s)
			pick := moves[rng.IntN(len(moves))]
			// Try the moves in a random order; keep the first safe one.
			for _, i := range rng.Perm(len(moves)) {
				var safe bool
				if safe, replies = a.safe(s, moves[i], replies); safe {
					pick = moves[i]
					break
				}
			}
			s = a.g.Apply(s, pick)
		}
		if _, over := a.g.Result(s); !over && !a.decided(s) {
			return s
		}
	}
	return a.start
}

// openingDepth is the depth of the search that vets an opening.
const openingDepth = 2

// decided reports whether a short search proves the unfinished state s won
// or lost for the side to move: lost in two plies (every move allows a
// winning reply), or, in games whose forcing moves the search follows
// (ply.ForcingMover), won or lost a little further (a double threat).
func (a *adapter[S, M]) decided(s S) bool {
	r, err := search.AlphaBeta(ply.Game[S, M](a.g), search.Options{Depth: openingDepth, TableMB: 1}).Search(context.Background(), s)
	if err != nil {
		return false
	}
	_, proven := search.WinDistance(r.Score)
	return proven
}

// safe reports whether m neither loses at once nor leaves the opponent a
// move that wins at once. buf is scratch space for the replies.
func (a *adapter[S, M]) safe(s S, m M, buf []M) (bool, []M) {
	me := a.g.ToMove(s)
	c := a.g.Apply(s, m)
	if r, over := a.g.Result(c); over {
		return r.For(me) >= 0, buf
	}
	buf = a.g.AppendMoves(buf[:0], c)
	for _, reply := range buf {
		if r, over := a.g.Result(a.g.Apply(c, reply)); over && r.For(me) < 0 {
			return false, buf
		}
	}
	return true, buf
}

// Match plays one game between two bots.
func (a *adapter[S, M]) Match(ctx context.Context, cfg MatchConfig) (MatchResult, error) {
	rng := rand.New(rand.NewPCG(cfg.Seed, 0x6f70656e696e67)) // "opening"
	s := a.opening(rng, cfg.OpeningPlies)
	res := MatchResult{Opening: a.g.FormatState(s)}
	var bots [2]search.Strategy[S, M]
	for i, spec := range cfg.Bots {
		if spec == Human {
			return res, fmt.Errorf("bot %q: a match needs two bots: %w", spec, ErrBotSpec)
		}
		bot, err := a.newBot(spec, rand.New(rand.NewPCG(cfg.Seed, uint64(i+1))))
		if err != nil {
			return res, err
		}
		bots[i] = bot
	}
	for {
		if r, over := a.g.Result(s); over {
			res.Result = r
			return res, nil
		}
		if cfg.MaxPlies > 0 && res.Plies >= cfg.MaxPlies {
			return res, nil // a draw
		}
		i := a.g.ToMove(s).Index()
		m, err := chooseWithin(ctx, bots[i], s, cfg.MoveTime)
		if err != nil {
			return res, fmt.Errorf("%s: %w", cfg.Bots[i], err)
		}
		s = a.g.Apply(s, m)
		res.Plies++
	}
}

// chooseWithin asks bot for a move, with at most d to think when d > 0.
// Running out of the move time is not an error: the bot's best move so far
// is played. Only the caller's ctx ending is.
func chooseWithin[S, M comparable](ctx context.Context, bot search.Strategy[S, M], s S, d time.Duration) (M, error) {
	if d <= 0 {
		return bot.Choose(ctx, s)
	}
	moveCtx, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	m, err := bot.Choose(moveCtx, s)
	if err != nil && ctx.Err() == nil && moveCtx.Err() != nil {
		err = nil
	}
	return m, err
}
