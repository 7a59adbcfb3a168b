// Package diagram describes any game's board for drawing and clicking, and
// draws it.
//
// # Describing a board
//
// A game that can be drawn implements [Diagrammer]: it returns a [Diagram]
// of a state, a grid of [Cell] values with the [Piece] values standing on
// them, coordinates ([Label]), straight features ([Line]), the last move's
// [Mark] flags and [Arrow] steps, and a legend ([LegendEntry]). The
// vocabulary names shapes and marks, not games: a piece is a stone, a
// disc, a ring, a ball, a square, a round, a crown, a star, a token or a
// marker ([PieceKind]); a cell is a plain square, a border, a wall or a
// special cell ([CellKind]); a background is a player's area, a neutral
// area or one band of concentric bands ([Tone], [ToneBand]). Colours stay
// semantic: the renderer chooses them. A Diagram has a JSON form, which
// the browser board of package web reads.
//
// A game whose moves a person enters by clicking implements
// [MoveClicker]: each legal move as the cells (and [ClickPass]) a person
// clicks. [ClickGrouper] lets groups of those clicks come in any order,
// and [ClickPreviewer] draws the board in the middle of a turn of several
// steps. [Owners] reads who holds each cell of the Diagram ([OwnerOf])
// without building it, for evaluations that read the board at every node
// of a search (the n-tuple network of eval=auto). All, like Diagrammer,
// are optional capabilities found with ply.As.
//
// # Drawing a board
//
// [SVG] writes a self-contained SVG picture and [Text] a board for
// terminals, in colour where the terminal has it ([ColorTerminal]).
//
// Neither knows any game: both draw cells, pieces by kind, coordinates on
// all four sides, the last move's marks and arrows, and a legend, from the
// description alone. Colours are chosen here from the description's
// semantic classes: a player's colour from the player's name where it
// names a colour (Red, Blue, Black, White, Brown, Green, Yellow), the
// background of a cell from its kind and tone.
//
// The pictures in docs/img are drawn with this package by the board
// command; go generate ./examples/board draws them again.
package diagram
