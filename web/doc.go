// Package web serves a page on which every game of package registry is
// played and watched in the browser: a person against a person or a bot,
// or bots against each other. examples/web runs it:
//
//	go run ./examples/web [-addr 127.0.0.1:8080] [-dir DIR]
//
// The server uses the standard library only; the page is plain HTML, CSS
// and JavaScript modules embedded in the binary, with no build step and
// no network beyond the server.
//
// # The board
//
// The page draws any game from its diagram.Diagram (registry.Boards), as
// JSON, in SVG with the look of package diagram's pictures. A person
// enters a move by clicking: the game says, with diagram.MoveClicker, the
// clicks of every legal move (registry.Boards), which the server sends as
// a trie, computed once for the position and sent once to a page (see
// docs/server.md; Push Fight's two thousand turns a position take about 75
// KB, 16 KB gzipped). The page follows the tree: after each click only the
// cells that continue some legal move are live and marked, a move is
// played as soon as the clicks so far leave only one, Escape or Cancel
// drops the turn in progress, and tokens such as "pass" become buttons.
// Where the game groups clicks that may come in any order
// (diagram.ClickGrouper, a Push Fight setup's squares, then its rounds),
// the page takes them in any order, says what the next click does ("next:
// place a square ×2, then place a round ×2"), and a click on a cell
// already clicked in the group not yet complete takes that click back.
// A drag from a piece to a target is the same as clicking both. A click
// that continues no move flashes and the page says why. A turn completed
// by a single click waits for Confirm (a setting kept in the browser), and
// a move that loses at once is always warned of: the click tree marks
// such moves (Loses), and the preview of a whole move draws the board
// after it with its result. Moves are animated from the board before to
// the board after, the move's arrows saying which piece went where (slides,
// pushes off the board, throws) and the rest matched cell by cell (flips,
// pieces placed or captured); not under prefers-reduced-motion. The move
// list walks with the arrow keys, Home and End; sounds, made with
// WebAudio, are off unless turned on.
// Games with a diagram.ClickPreviewer show the turn in progress carried out
// (Push Fight's slides and pieces placed, Mitsudomoe's ring and ball
// steps). A game with no board description (a game of one's own, say) is
// shown as its text board, with its legal moves as buttons; every move can
// also be typed in the game's notation.
//
// # Resigning and draws
//
// A person may resign or offer a draw. A bot answers a draw offer from its
// own judgement: the score of its last search (or of the search of its
// move, when it is to move), read as an expected result by the game's
// curve (registry.CurveOf), accepting at 55% or less. Another person accepts or
// declines; an offer lapses when the other side moves. The record keeps
// such an end: its Result, [Termination "resignation"] or "agreement" and the reason in its
// Outcome ("White wins: Black resigns"), and a record read back ends the
// same way. Undo takes the resignation or the agreed draw back.
//
// # With no server
//
// The same page runs with no server: go run ./examples/web -static DIR
// writes a directory of plain files (WriteStaticPage, and the server
// compiled to WebAssembly by command web/wasm) in which a Web Worker runs
// this package's Server, the page's requests reach it as messages
// (static/transport.js), and the games are kept in the browser's
// IndexedDB through Options.Dir (static/memfs.js). docs/static-board.md
// describes it.
//
// # The analysis
//
// "Analyse this game" runs package analysis on the game's moves in the
// background, a position at a time in one of the bots' thinking slots;
// then the move list carries the glyphs (?!, ?, ??, !), an evaluation bar
// stands beside the board and the evaluation graph under it (a point a
// position, click it to see that position), the best move of the position
// viewed is marked on the board, and the record downloads annotated.
//
// # Seats and clocks
//
// A seated game is played between machines: each person's side has a
// secret token, given in its link (/g/ID#seat=TOKEN) and sent in the
// SeatHeader of every change; a change without the token it needs is
// refused with 403 (ErrSeat) and changes nothing. The address alone
// (/g/ID) is the spectators' link. The maker holds the first person's seat
// from the start. The lobby lists seated games with an open seat, and
// gives such a seat, and its token alone, to whoever asks first. A game may have a
// clock, Fischer (the arena's time controls) or byo-yomi, for people and
// bots: the server ends the game when the clock of the side to move runs
// out, and the record says so ([Termination "time forfeit"]; a clock run
// out before its side's first move aborts the game, [Termination
// "abandoned"]). Seats, the
// lobby and clocks survive a restart with Options.Dir. docs/server.md
// describes them.
//
// # The API
//
//	GET  /api/games                  the registered games, setups, rule options and bots
//	POST /api/games                  a new game: {game, setup, size, position, options: {NAME: VALUE}, sides: [{bot, time}, ...], clock, seats, lobby}
//	POST /api/load                   a new game from a record: {record}
//	GET  /api/games/{id}             the game: moves, position, diagram, clicks, result, bot progress
//	GET  /api/games/{id}/view?ply=N  an earlier position, for review
//	GET  /api/games/{id}/events      Server-Sent Events: the version, the thinking bot's and the analysis's progress
//	GET  /api/games/{id}/record      the record, for download
//	POST /api/games/{id}/move        {move, ply}: a person's move
//	POST /api/games/{id}/preview     {clicks, ply}: the board in the middle of a turn; {move, ply}: after a whole move, or {refused}: the rule that refuses it
//	POST /api/games/{id}/resign      {side}: a person resigns
//	POST /api/games/{id}/draw        {side, answer}: offer a draw, accept, decline or withdraw it
//	POST /api/games/{id}/undo        take back to the person's previous turn
//	POST /api/games/{id}/movenow     stop the bot's search: it plays its best move so far
//	POST /api/games/{id}/watch       {paused, step, delayMs}: pace a game of bots
//	POST /api/games/{id}/analyze     {bot, time} or {stop}: analyse the game's moves in the background
//	POST /api/games/{id}/seat        take the seat whose token the Ply-Seat header carries
//	POST /api/games/{id}/join        {side}: take an open seat of a game in the lobby, and its token
//	GET  /api/lobby                  the games with an open seat
//	GET  /api/status                 what the server holds against its limits (Status)
//	GET  /api/learn/{game}           the game's lessons (ply.Lesson), each position drawn with its click tree, and the board after its move
//	GET  /learn/{game}               the game's Learn page: the worked examples of its rules, each a board to click the move on
//
// # Safety
//
// Requests are checked: bodies are limited in size (http.MaxBytesReader)
// and must be JSON, unknown fields and trailing data are refused, numbers
// are range-checked before any conversion, unknown routes are 404s, and a
// handler that panics answers 500 without stopping the server.
// State-changing requests from another origin are refused
// (http.CrossOriginProtection, Options.TrustedOrigins), the page may not
// be framed (frame-ancestors 'none'), and Options.Hosts guards against DNS
// rebinding.
//
// Everything a client can make the server hold is bounded: games in memory
// (Options.MaxGames; watchers never pin a game), bots searching at once
// and one memory budget for all their tables and trees (Options.MaxThinking,
// BotMemoryMB; released on pause, game over and eviction), a bot's time
// per move (Options.MaxBotTime), event streams in all and per client
// address (Options.MaxStreams, MaxClientStreams), records on disk and
// their age (Options.MaxStored, Expire). Server.HTTPServer gives read,
// write and idle deadlines (event streams keep their own keep-alive), and
// Server.Listener bounds the connections, in all and per client address
// (Options.MaxConns, MaxClientConns). Options.Dir keeps every game's
// record on disk, written durably before a change is acknowledged: a
// change that cannot be stored is refused (ErrStore) and the game stays
// as it was. At start every record is read back, and one that cannot be
// (ErrDamaged; a symbolic link is never followed) is logged and moved into
// the folder damaged inside Options.Dir. An error answer never holds a
// path, a stored record's text or another file's contents; the log keeps
// them. docs/server.md lists every limit and its flag in examples/web.
//
// # Records
//
// A game downloads as a record of package record: its tags (the game, its
// setup, rule options and start, the players as bot specifications or
// "human", the result), then the moves, each bot move with its search as
// a comment;
// the bots' times per move are in [FirstTime "..."] and [SecondTime
// "..."] tags (none for a level, random or greedy, which play without
// one). The page loads such records, and the plain form too: the
// game's name, the start position (or "-"), then one move a line. A
// record analysed, here or by examples/analyze, loads with its
// evaluations, glyphs and summaries shown as an analysis.
package web
