// engines.go holds the external engines a server offers in the bot menu:
// programs named by the server's operator, never by a client.

package web

import (
	"context"
	"fmt"
	"strings"

	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/engine"
	"github.com/plygo/ply/registry"
)

// Engine is an external engine the server offers in a game's bot menu
// (Options.Engines): a client chooses it by Name, and only the operator
// gives its command.
type Engine struct {
	// Name is the bot's name in the menu and in game requests, such as
	// "rhino"; it hides a game's own bot of the same name.
	Name string
	// Game is the registered game it plays, such as "mapello".
	Game string
	// Spec is its bot description, an external engine
	// (bot.Spec.IsEngine): "exec:COMMAND ARGS" or
	// "gtp:COMMAND ARGS" as bot.Parse reads them (see
	// package engine).
	Spec bot.Spec
}

// ParseMenuEngine reads an engine of the bot menu given as NAME=GAME=SPEC,
// as the web command's -engine flag takes it:
// "rhino=mapello=gtp:/usr/games/gtp-rhino". SPEC must be an external
// engine. Errors wrap bot.ErrSpec.
func ParseMenuEngine(s string) (Engine, error) {
	f := strings.SplitN(s, "=", 3)
	if len(f) != 3 || f[0] == "" || f[1] == "" {
		return Engine{}, fmt.Errorf("engine %.80q: want NAME=GAME=exec:COMMAND or NAME=GAME=gtp:COMMAND: %w", s, bot.ErrSpec)
	}
	spec, err := bot.Parse(f[2])
	if err != nil {
		return Engine{}, err
	}
	if !spec.IsEngine() {
		return Engine{}, fmt.Errorf("engine %.80q: %s is no external engine (want exec:COMMAND or gtp:COMMAND): %w", s, spec, bot.ErrSpec)
	}
	return Engine{Name: f[0], Game: f[1], Spec: spec}, nil
}

// engineFor returns the engine the server offers under name for game g.
func (s *Server) engineFor(g registry.Game, name string) (Engine, bool) {
	for _, e := range s.opts.Engines {
		if e.Name == name && e.Game == g.Name() {
			return e, true
		}
	}
	return Engine{}, false
}

// moveEngine plays an external engine one move at a time: each Choose
// starts the engine, gives it the game, asks for its move and ends it
// (its process group and the descendants that left it killed), so that
// no engine outlives the move it was asked for, whatever becomes of the
// game (paused, evicted, deleted, the server closed). A failure is an
// *engine.Failure, and the engine loses the game.
type moveEngine struct {
	g    registry.Game
	spec bot.Spec
	seed uint64
}

func (m moveEngine) Choose(ctx context.Context, line registry.Line, _ func(registry.Choice)) (registry.Choice, error) {
	bot, err := engine.NewBot(m.g, m.spec, m.seed, engine.ExecOptions{})
	if err != nil {
		return registry.Choice{}, err
	}
	if c, ok := bot.(interface{ Close() error }); ok {
		defer c.Close()
	}
	return bot.Choose(ctx, line, nil)
}

// engineInfos lists the engines offered for the game named, for the menu.
func (s *Server) engineInfos(game string) []botInfo {
	var out []botInfo
	for _, e := range s.opts.Engines {
		if e.Game == game {
			out = append(out, botInfo{e.Name, "external engine: " + e.Spec.String()})
		}
	}
	return out
}
