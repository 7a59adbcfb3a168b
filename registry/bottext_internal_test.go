package registry

import "github.com/plygo/ply/bot"

// botText builds the bot of a specification's text, as a command does:
// bot.Parse, then Game.NewBot.
func botText(g Game, text string, seed uint64) (Bot, error) {
	spec, err := bot.Parse(text)
	if err != nil {
		return nil, err
	}
	return g.NewBot(spec, seed)
}
