package registry

// botText builds the bot of a specification's text, as a command does:
// ParseBotSpec, then Game.NewBot.
func botText(g Game, text string, seed uint64) (Bot, error) {
	spec, err := ParseBotSpec(text)
	if err != nil {
		return nil, err
	}
	return g.NewBot(spec, seed)
}
