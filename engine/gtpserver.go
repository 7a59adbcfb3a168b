// gtpserver.go holds the commands of standard GTP that a controller sends
// to any board-game engine, beside ply's own: reg_genmove, final_score,
// boardsize, komi and kgs-time_settings.

package engine

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/plygo/ply"
	"github.com/plygo/ply/registry"
)

// regGenmove is GTP's reg_genmove [COLOUR]: the move the bot would play,
// not played.
func (s *Server) regGenmove(ctx context.Context, args string) (string, error) {
	move, err := s.chooseFor(ctx, args)
	if err != nil {
		return "", err
	}
	return move.String(), nil
}

// finalScoreCmd is final_score, which takes no arguments.
func (s *Server) finalScoreCmd(_ context.Context, args string) (string, error) {
	if args != "" {
		return "", fmt.Errorf("takes no arguments, got %.40q: %w", args, ErrCommand)
	}
	return s.finalScore()
}

// finalScore is GTP's final_score for a finished game: "B+12" (the winner's
// colour letter and its margin, as in SGF), "B+" for a game won without a
// score, "0" for a draw. A game not over has no score yet.
func (s *Server) finalScore() (string, error) {
	r, over := s.g.Result(s.line.Position())
	if !over {
		return "", fmt.Errorf("the game is not over: no final score: %w", ErrCommand)
	}
	if r.Winner == ply.NoPlayer {
		return "0", nil
	}
	c := colourWords(s.g)[r.Winner.Index()]
	margin := r.Score[0] - r.Score[1]
	if r.Winner == ply.Second {
		margin = -margin
	}
	out := strings.ToUpper(c[:1]) + "+"
	if margin > 0 {
		out += strconv.Itoa(margin)
	}
	return out, nil
}

// boardsize is GTP's boardsize N: a game of several sizes is opened again
// at size N, with an empty history; a game of one size takes only its own.
func (s *Server) boardsize(_ context.Context, args string) (string, error) {
	n, err := strconv.Atoi(args)
	if err != nil || n < 1 || n > 1000 {
		return "", fmt.Errorf("boardsize %.20q: want a whole number: %w", args, ErrCommand)
	}
	e, _ := registry.Lookup(s.base.Name())
	if e.Sizes == (registry.Sizes{}) {
		if own := boardSize(s.g.Render(s.g.Start())); own != n {
			if own > 0 {
				return "", fmt.Errorf("unacceptable size: %s is played on one board size, %d: %w", s.g.Name(), own, ErrCommand)
			}
			return "", fmt.Errorf("unacceptable size: %s is played on one board size: %w", s.g.Name(), ErrCommand)
		}
		return "", nil
	}
	if !e.Sizes.Has(n) {
		return "", fmt.Errorf("unacceptable size: %s is played on sizes %d to %d: %w", s.g.Name(), e.Sizes.Min, e.Sizes.Max, ErrCommand)
	}
	cfg := s.base.Config()
	cfg.Size, cfg.Position = n, ""
	g, err := registry.Open(s.base.Name(), cfg)
	if err != nil {
		return "", err
	}
	if err := s.setGame(g); err != nil {
		return "", err
	}
	s.base = g
	s.line = registry.NewLine(g.Start())
	return "", nil
}

// komi is GTP's komi: ply's games have none, so any number is taken and
// changes nothing.
func (s *Server) komi(_ context.Context, args string) (string, error) {
	if _, err := strconv.ParseFloat(args, 64); err != nil {
		return "", fmt.Errorf("komi %.20q: want a number: %w", args, ErrCommand)
	}
	return "", nil
}

// kgsTimeSettings is KGS's kgs-time_settings: "none", "absolute MAIN",
// "byoyomi MAIN PERIOD_TIME PERIODS" (taken as one move a period) or
// "canadian MAIN BYO_TIME BYO_STONES", in seconds, as time_settings.
func (s *Server) kgsTimeSettings(ctx context.Context, args string) (string, error) {
	f := strings.Fields(args)
	if len(f) == 0 {
		return "", fmt.Errorf("want none, absolute, byoyomi or canadian: %w", ErrCommand)
	}
	var std string
	switch {
	case f[0] == "none" && len(f) == 1:
		std = "0 0 0"
	case f[0] == "absolute" && len(f) == 2:
		std = f[1] + " 0 0"
	case f[0] == "byoyomi" && len(f) == 4:
		if _, err := count(f[3]); err != nil {
			return "", err
		}
		std = f[1] + " " + f[2] + " 1"
	case f[0] == "canadian" && len(f) == 4:
		std = f[1] + " " + f[2] + " " + f[3]
	default:
		return "", fmt.Errorf("kgs-time_settings %.40q: want none, absolute MAIN, byoyomi MAIN TIME PERIODS or canadian MAIN TIME STONES: %w", args, ErrCommand)
	}
	return s.timeSettings(ctx, std)
}
