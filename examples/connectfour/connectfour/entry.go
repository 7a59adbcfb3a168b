// entry.go holds the game's registry entry, which a program registers to
// serve the game to every command of package cli.

package connectfour

import "github.com/plygo/ply/registry"

// Name is the name the game is registered under.
const Name = "connectfour"

// Entry returns the registry entry of Connect Four: its name, summary,
// notation help and lessons, and Open, which builds the game with
// registry.Adapt. A program serves the game with
// registry.Register(connectfour.Entry()) before it runs cli.Main.
func Entry() registry.Entry {
	return registry.Entry{
		Name:    Name,
		Summary: "Connect Four: drop stones into seven columns six high; four in a row across, up or diagonally wins",
		Notation: "move: the column's number, 1 to 7 from the left (4 is the centre)\n" +
			"position: the columns played from the start, such as 4453; start for the empty board",
		Open: func(cfg registry.Config) (registry.Game, error) {
			if err := cfg.Only(Name); err != nil {
				return nil, err
			}
			return registry.Adapt[State, Move](Name, Game{}, cfg)
		},
		Lessons: Lessons(),
	}
}
