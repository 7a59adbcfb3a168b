// play.go holds the play command's game loop for any game: bots and people
// at the terminal taking turns.

package games

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"

	"github.com/plygo/ply"
	"github.com/plygo/ply/search"
)

// ErrQuit reports that a person ended the game (quit, or end of input).
var ErrQuit = errors.New("quit")

// PlayConfig says who plays and where the game is shown.
type PlayConfig struct {
	// Context stops bots that are thinking; nil means context.Background().
	Context context.Context
	// Players are the bot specifications of the first and second player
	// (see BotHelp), or Human.
	Players [2]string
	// Seed seeds the random bots; the same seed plays the same game.
	Seed uint64
	// In is where people's moves are read from; Out where the game is shown.
	In  io.Reader
	Out io.Writer
	// Quiet shows only the moves and the end, not the board after each.
	Quiet bool
	// MaxPlies stops a game after that many plies (0: play to the end).
	MaxPlies int
}

func (a *adapter[S, M]) Play(cfg PlayConfig) (ply.Result, error) {
	ctx := cfg.Context
	if ctx == nil {
		ctx = context.Background()
	}
	var bots [2]search.Strategy[S, M]
	for i, spec := range cfg.Players {
		if spec == Human {
			continue
		}
		bot, err := a.newBot(spec, rand.New(rand.NewPCG(cfg.Seed, uint64(i))))
		if err != nil {
			return ply.Result{}, err
		}
		bots[i] = bot
	}
	in := bufio.NewScanner(cfg.In)
	out := cfg.Out
	s := a.start
	a.show(out, s)
	for n := 1; ; n++ {
		if r, over := a.g.Result(s); over {
			fmt.Fprintf(out, "game over: %v\n", r)
			if cfg.Quiet {
				a.show(out, s)
			}
			return r, nil
		}
		if cfg.MaxPlies > 0 && n > cfg.MaxPlies {
			fmt.Fprintf(out, "stopped after %d plies\n", cfg.MaxPlies)
			return ply.Result{}, nil
		}
		p := a.g.ToMove(s)
		var m M
		if bot := bots[p.Index()]; bot != nil {
			var err error
			if m, err = bot.Choose(ctx, s); err != nil {
				return ply.Result{}, fmt.Errorf("%s (%v): %w", cfg.Players[p.Index()], p, err)
			}
		} else {
			var err error
			if m, err = a.ask(in, out, s, p); err != nil {
				return ply.Result{}, err
			}
		}
		fmt.Fprintf(out, "%d. %v (%s): %s\n", n, p, cfg.Players[p.Index()], a.g.FormatMove(s, m))
		s = a.g.Apply(s, m)
		if !cfg.Quiet {
			a.show(out, s)
		}
	}
}

// show writes the board, or the position string for games without one.
func (a *adapter[S, M]) show(out io.Writer, s S) {
	if r, ok := ply.As[ply.Renderer[S]](a.g); ok {
		fmt.Fprint(out, r.Render(s))
		return
	}
	fmt.Fprintln(out, a.g.FormatState(s))
}

// ask reads moves from a person until one is legal. Commands: "moves",
// "board", "position", "help", "quit".
func (a *adapter[S, M]) ask(in *bufio.Scanner, out io.Writer, s S, p ply.Player) (M, error) {
	var zero M
	for {
		fmt.Fprintf(out, "%v to move (moves, board, position, help, quit)> ", p)
		if !in.Scan() {
			fmt.Fprintln(out)
			if err := in.Err(); err != nil {
				return zero, err
			}
			return zero, ErrQuit
		}
		line := strings.TrimSpace(in.Text())
		switch line {
		case "":
			continue
		case "quit", "exit":
			return zero, ErrQuit
		case "help":
			fmt.Fprintln(out, "type a move in the game's notation, or: moves (list the legal moves), board, position (the state string), quit")
			continue
		case "board":
			a.show(out, s)
			continue
		case "position":
			fmt.Fprintln(out, a.g.FormatState(s))
			continue
		case "moves":
			moves := a.g.AppendMoves(nil, s)
			texts := make([]string, len(moves))
			for i, m := range moves {
				texts[i] = a.g.FormatMove(s, m)
			}
			// Moves with spaces in them (whole turns) go one to a line.
			sep := " "
			for _, t := range texts {
				if strings.ContainsAny(t, " ,") {
					sep = "\n  "
					break
				}
			}
			fmt.Fprintf(out, "%d moves:%s%s\n", len(moves), sep, strings.Join(texts, sep))
			continue
		}
		m, err := a.g.ParseMove(s, line)
		if err == nil {
			// Notation checks legality, but Play keeps a person's move from
			// ever reaching Apply unchecked.
			_, err = ply.Play(ply.Game[S, M](a.g), s, m)
		}
		if err != nil {
			fmt.Fprintf(out, "not played: %v\n", err)
			continue
		}
		return m, nil
	}
}
