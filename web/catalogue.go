// catalogue.go holds GET /api/games: the registered games, their setups,
// board sizes, rule options and bots, for the new-game form.

package web

import (
	"net/http"

	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/registry"
)

// gameInfo describes a registered game for the new-game form.
type gameInfo struct {
	Name    string     `json:"name"`
	Summary string     `json:"summary"`
	Setups  []string   `json:"setups"`
	Players [2]string  `json:"players"`
	Bots    []botInfo  `json:"bots"`
	Demo    [2]string  `json:"demo"`
	Sizes   *sizeRange `json:"sizes,omitempty"`
	// Options are the game's rule options (registry.Entry.Options),
	// which "options" in POST /api/games sets by name.
	Options []optionInfo `json:"options"`
	// Lessons is the number of the game's lessons (Entry.Lessons), which
	// its Learn page, /learn/{game}, shows.
	Lessons int `json:"lessons"`
}

// optionInfo describes one of a game's rule options for the form.
type optionInfo struct {
	Name string `json:"name"`
	// Kind is "int", "float" or "bool".
	Kind    string `json:"kind"`
	Default string `json:"default"`
	// Min and Max bound an int or float; Off says an int also takes
	// "off" (0).
	Min  float64 `json:"min"`
	Max  float64 `json:"max"`
	Off  bool    `json:"off,omitempty"`
	Help string  `json:"help"`
	// Want says the values it takes in words.
	Want string `json:"want"`
}

type botInfo struct {
	Name string `json:"name"`
	Help string `json:"help"`
}

// sizeRange is the board sizes of a game that has several.
type sizeRange struct {
	Min     int `json:"min"`
	Max     int `json:"max"`
	Default int `json:"default"`
}

func (s *Server) listGames(w http.ResponseWriter, r *http.Request) {
	var out struct {
		Games   []gameInfo `json:"games"`
		BotHelp string     `json:"botHelp"`
		MaxTime string     `json:"maxTime"`
	}
	out.BotHelp = bot.Help
	out.MaxTime = s.opts.MaxBotTime.String()
	for _, name := range registry.Names() {
		e, _ := registry.Lookup(name)
		g, err := e.Open(registry.Config{})
		if err != nil {
			continue
		}
		info := gameInfo{Name: name, Summary: e.Summary, Setups: e.Setups, Players: g.Players(), Demo: e.Demo, Lessons: len(e.Lessons)}
		if info.Setups == nil {
			info.Setups = []string{}
		}
		if z := e.Sizes; z != (registry.Sizes{}) {
			info.Sizes = &sizeRange{Min: z.Min, Max: z.Max, Default: z.Default}
		}
		info.Options = []optionInfo{}
		for _, o := range e.Options {
			info.Options = append(info.Options, optionInfo{Name: o.Name, Kind: o.Kind.String(), Default: o.Default,
				Min: o.Min, Max: o.Max, Off: o.Off, Help: o.Help, Want: o.Want()})
		}
		for _, b := range g.Bots() {
			info.Bots = append(info.Bots, botInfo{b.Name, b.Help})
		}
		info.Bots = append(info.Bots, s.engineInfos(name)...)
		out.Games = append(out.Games, info)
	}
	writeJSON(w, http.StatusOK, out)
}
