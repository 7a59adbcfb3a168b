// Package clock holds time controls and the running clocks of a game's two
// sides: the one clock of the arena, the web board and the engine.
//
// A Control is a time control as people type it: Fischer and classical
// controls as cutechess-cli and fastchess write them ("40/1:00+0.5",
// "0:10+0.1"), a time per move ("st=0.1"), and byo-yomi ("5:00 3x30",
// "0 1x10", Canadian "5:00 1x25/300"); Parse reads them all, String writes
// them back, PGN writes PGN's TimeControl tag. A Clock runs a Control for
// both sides: it charges each move's time, gives the increment, the
// control's time again and byo-yomi periods, and says when a side's flag
// falls. What a side's clock says before its move (Clock.For) is a
// search.Clock, which the time manager of package search (search.Clock.Budget,
// the one formula) turns into a time to think.
//
// Package clock imports search and nothing else of ply; a record keeps its
// TimeControl tag as text, so package record needs neither.
package clock
