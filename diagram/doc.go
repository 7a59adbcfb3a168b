// Package diagram draws any game's board from its description, the
// [Diagram] a game returns as a [Diagrammer]: [SVG] writes a
// self-contained SVG picture and [Text] a board for terminals, in colour
// where the terminal has it ([ColorTerminal]).
//
// Neither knows any game: both draw cells, pieces by kind, coordinates on
// all four sides, the last move's marks and arrows, and a legend, from the
// description alone. Colours are chosen here from the description's
// semantic classes: a player's colour from the player's name where it
// names a colour (Red, Blue, Black, White, Brown), the background of a
// cell from its kind and tone.
//
// The pictures in docs/img are drawn with this package by the board
// command; go generate ./examples/board draws them again.
package diagram
