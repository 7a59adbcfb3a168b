// record.go holds the Record type, its tags and results, and how a record
// is made from a game line.

package record

import (
	"errors"
	"fmt"
	"maps"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/plygo/ply"
	"github.com/plygo/ply/registry"
)

// Errors of the package; match them with errors.Is.
var (
	// ErrSyntax: text that is not a record. Reading errors are
	// *SyntaxError values, which wrap it.
	ErrSyntax = errors.New("record syntax")
	// ErrInvalid: a Record that cannot be written as it is, such as one
	// without a Game or with a Result outside the four results.
	ErrInvalid = errors.New("invalid record")
	// ErrResult: a Result or Score that the replayed game contradicts:
	// a tampered or truncated record.
	ErrResult = errors.New("record result")
)

// The four values of the Result tag.
const (
	FirstWins  = "1-0"
	SecondWins = "0-1"
	Draw       = "1/2-1/2"
	Unfinished = "*"
)

// The values of the Termination tag: PGN's standard ones, and two of
// ply's for the ends that players make.
const (
	// Normal: the rules ended the game.
	Normal = "normal"
	// Adjudicated: the game was scored before its end, such as the
	// arena's draw after -maxmoves or a resignation on the bots'
	// scores.
	Adjudicated = "adjudication"
	// TimeForfeit: a player lost by overstepping its clock.
	TimeForfeit = "time forfeit"
	// RulesInfraction: a player lost by breaking the rules or failing,
	// such as an engine that crashed or answered an illegal move.
	RulesInfraction = "rules infraction"
	// Resignation: a player resigned. PGN counts a resignation as a
	// normal end; ply keeps Normal for the ends its rules make, so that a
	// record cut short is told from a game a player ended.
	Resignation = "resignation"
	// Agreement: the players agreed to a draw (PGN: normal, as
	// Resignation says).
	Agreement = "agreement"
	// Abandoned: the game was aborted and is not scored, such as a game
	// whose clock ran out before its player's first move; its Result is
	// Unfinished.
	Abandoned = "abandoned"
)

// DateFormat is the layout of the Date tag, PGN's "2026.11.25" (records
// written before it have "2026-11-25", which reads as any text does).
const DateFormat = "2006.01.02"

// Tag is a tag pair beyond the tags Record has fields for, such as
// [Event "club night"].
type Tag struct {
	// Name is a letter followed by letters, digits and underscores.
	Name string
	// Value is any text.
	Value string
}

// Move is one move of a record.
type Move struct {
	// Text is the move in the game's own notation.
	Text string
	// Comment is free text about the move, such as what a bot's search
	// found: "score 0.53 depth 4 nodes 8812 time 120ms" (see Comment).
	Comment string
	// NAGs are the move's numeric annotation glyphs, written $N after
	// it, from 0 to 255: NAGGood (!), NAGMistake (?), NAGBlunder (??),
	// NAGInaccuracy (?!) and the others of PGN (see annotate.go).
	NAGs []int
}

// Record is one game: its tags and its moves. Each field below with a tag
// name is written as that tag when it is set (Game and Result always).
type Record struct {
	// Game is the registered name of the game: [Game "mapello"].
	Game string
	// Setup, Size and Seed are the game's configuration, as
	// registry.Config has them: [Setup "random"] [Size "8"] [Seed "42"].
	// Seed also records the seed of random bots and openings.
	Setup string
	Size  int
	Seed  uint64
	// Options are the game's rule options that differ from their
	// defaults, as registry.Config has them, written as
	// registry.Options.String writes them: [Options "maxturns=50
	// repetitions=off"]. A record without the tag is of the game with
	// every option at its default.
	Options registry.Options
	// Position is the start position in the game's notation, when it
	// is not the configuration's own start: [Position "..."].
	Position string
	// First and Second name the players: a bot specification such as
	// "alphabeta:4", "human" or a person's name: [First "..."].
	First, Second string
	// Date is the day the game started, in DateFormat: [Date "2026.11.25"].
	Date string
	// Round is the round of a tournament in which the game was played:
	// [Round "3"].
	Round string
	// Result is FirstWins, SecondWins, Draw or Unfinished ("" is
	// written as Unfinished): [Result "1-0"].
	Result string
	// Score is the final score of First and Second for games that keep
	// one, zero otherwise: [Score "35-29"].
	Score [2]int
	// Outcome says the result in words, and for a game the rules ended
	// why: [Outcome "Black wins 35-29: neither side can place a disc
	// (Black 35 discs, White 29 discs)"].
	Outcome string
	// Termination says how the game ended: Normal, Adjudicated,
	// TimeForfeit, RulesInfraction, Resignation, Agreement or Abandoned:
	// [Termination "adjudication"]. A
	// Result other than Unfinished on a game that is not over needs one.
	Termination string
	// TimeControl is the time control of the game in PGN's form, such as
	// "40/60+0.5" or "10+0.1", "-" for none: [TimeControl "10+0.1"].
	TimeControl string
	// Tags are the other tags, written in order after the ones above.
	Tags []Tag
	// Moves are the moves from the start, the first player's first.
	Moves []Move
}

// knownTags are the tags with Record fields, in the order written.
var knownTags = []string{"Game", "Setup", "Size", "Seed", "Options", "Position", "First", "Second", "Date",
	"Round", "Result", "Score", "Outcome", "Termination", "TimeControl"}

func isKnown(name string) bool {
	for _, k := range knownTags {
		if k == name {
			return true
		}
	}
	return false
}

// Tag returns the value of the tag name, a known one or one of Tags, and
// whether the record has it.
func (r *Record) Tag(name string) (string, bool) {
	for _, t := range r.tags() {
		if t.Name == name {
			return t.Value, true
		}
	}
	return "", false
}

// tags returns every tag the record writes, in order.
func (r *Record) tags() []Tag {
	out := make([]Tag, 0, len(knownTags)+len(r.Tags))
	add := func(name, value string, set bool) {
		if set {
			out = append(out, Tag{name, value})
		}
	}
	add("Game", r.Game, true)
	add("Setup", r.Setup, r.Setup != "")
	add("Size", strconv.Itoa(r.Size), r.Size != 0)
	add("Seed", strconv.FormatUint(r.Seed, 10), r.Seed != 0)
	add("Options", r.Options.String(), len(r.Options) > 0)
	add("Position", r.Position, r.Position != "")
	add("First", r.First, r.First != "")
	add("Second", r.Second, r.Second != "")
	add("Date", r.Date, r.Date != "")
	add("Round", r.Round, r.Round != "")
	res := r.Result
	if res == "" {
		res = Unfinished
	}
	add("Result", res, true)
	add("Score", formatScore(r.Score), r.Score != [2]int{})
	add("Outcome", r.Outcome, r.Outcome != "")
	add("Termination", r.Termination, r.Termination != "")
	add("TimeControl", r.TimeControl, r.TimeControl != "")
	return append(out, r.Tags...)
}

// Config returns the configuration the record's game is opened in.
func (r *Record) Config() registry.Config {
	return registry.Config{Setup: r.Setup, Size: r.Size, Seed: r.Seed, Position: r.Position, Options: maps.Clone(r.Options)}
}

// Texts returns the moves' texts.
func (r *Record) Texts() []string {
	out := make([]string, len(r.Moves))
	for i, m := range r.Moves {
		out[i] = m.Text
	}
	return out
}

// New returns the record of a game of g played along line: its Game and
// configuration (g.Config, its rule options included) and moves, the start Position when line does
// not start at g's start (such as after an arena's opening), today's Date,
// and the result when the game is over (Unfinished otherwise): then the
// Outcome says the result and why the game ended (g.DescribeEnd, such as
// "Black wins: White filled its own home with balls (rule E2)") and the
// Termination is Normal. The caller adds the players and any comments.
func New(g registry.Game, line registry.Line) *Record {
	cfg := g.Config()
	r := &Record{
		Game: g.Name(), Setup: cfg.Setup, Size: cfg.Size, Seed: cfg.Seed, Options: cfg.Options, Position: cfg.Position,
		Date:   time.Now().Format(DateFormat),
		Result: Unfinished,
	}
	if line.Start != g.Start() {
		r.Position = g.FormatPosition(line.Start)
	}
	r.Moves = make([]Move, len(line.Moves))
	for i, m := range line.Moves {
		r.Moves[i].Text = m.String()
	}
	if res, over := g.Result(line.Position()); over {
		r.Finish(g, res)
		r.Outcome = g.DescribeEnd(line.Position())
		r.Termination = Normal
	}
	return r
}

// Finish sets the Result, Score and Outcome of a game of g that ended
// with res.
func (r *Record) Finish(g registry.Identity, res ply.Result) {
	r.Result = ResultTag(res)
	r.Score = res.Score
	r.Outcome = g.DescribeResult(res)
}

// ResultTag returns the Result tag of a finished game: FirstWins,
// SecondWins or Draw.
func ResultTag(res ply.Result) string {
	switch res.Winner {
	case ply.First:
		return FirstWins
	case ply.Second:
		return SecondWins
	}
	return Draw
}

// Comment returns the comment of a bot's move: its score and depth when
// its search gave them, its nodes and its time, such as
// "score 0.53 depth 4 nodes 8812 time 120ms" or "score win in 3 depth 7";
// "" for a zero Choice. The score is the bot's, for the player who moved,
// as search.ScoreText says it: a proven result in words, "win in 3" (in 3
// plies from the position before the move, the move included) or "loss in
// 2", any other score in four significant digits (ChoiceEval gives it as
// PGN's [%eval], for First).
func Comment(c registry.Choice) string {
	var parts []string
	if c.Scored {
		parts = append(parts, "score "+c.ScoreText())
	}
	if c.Depth > 0 {
		parts = append(parts, "depth "+strconv.Itoa(c.Depth))
	}
	if c.Nodes > 0 {
		parts = append(parts, "nodes "+strconv.FormatUint(c.Nodes, 10))
	}
	if c.Elapsed > 0 {
		parts = append(parts, "time "+strconv.FormatInt(c.Elapsed.Milliseconds(), 10)+"ms")
	}
	return strings.Join(parts, " ")
}

// CommentChoice reads what Comment writes: the Choice of a bot's move as
// far as its comment tells, its Score (Scored when the comment has one),
// Depth, Nodes and Elapsed; the Move and the PV are not in a comment. It
// finds each "KEY VALUE" pair anywhere among the comment's words, so the
// [%eval] and [%clk] commands and an analysis's words around them do not
// hide it; the first pair of a key counts, and a value that does not read
// (a score that is not a finite number, a negative depth) leaves its field
// zero. The score reads as search.ParseScoreText reads it
// (registry.Choice.SetScoreText): the words of a proven result ("score win
// in 3", "score loss in 2", "score win") and a number, so that the raw
// scores of the records written before those words ("score 1e+09", read
// as a win at no known distance) keep reading. It never panics. It is the
// one reader of the arena's comments, used by analysis.Samples and
// tune.FromRecord.
func CommentChoice(comment string) registry.Choice {
	var c registry.Choice
	seen := map[string]bool{}
	f := strings.Fields(comment)
	for i := 0; i+1 < len(f); i++ {
		k, v := f[i], f[i+1]
		switch k {
		case "score", "depth", "nodes", "time":
			if seen[k] {
				continue
			}
			seen[k] = true
		default:
			continue
		}
		switch k {
		case "score":
			if i+3 >= len(f) || !c.SetScoreText(strings.Join(f[i+1:i+4], " ")) {
				c.SetScoreText(v)
			}
		case "depth":
			if d, err := strconv.Atoi(v); err == nil && d > 0 {
				c.Depth = d
			}
		case "nodes":
			if n, err := strconv.ParseUint(v, 10, 64); err == nil {
				c.Nodes = n
			}
		case "time":
			ms, ok := strings.CutSuffix(v, "ms")
			if n, err := strconv.ParseInt(ms, 10, 64); ok && err == nil && n > 0 && n <= math.MaxInt64/int64(time.Millisecond) {
				c.Elapsed = time.Duration(n) * time.Millisecond
			}
		}
	}
	return c
}

// formatScore writes a score as "35-29".
func formatScore(s [2]int) string {
	return fmt.Sprintf("%d-%d", s[0], s[1])
}

// parseScore reads what formatScore writes.
func parseScore(text string) ([2]int, bool) {
	var s [2]int
	// The separator is the first '-' after the first character, which
	// may be a minus sign.
	i := strings.IndexByte(text[min(1, len(text)):], '-') + min(1, len(text))
	if i < 1 {
		return s, false
	}
	a, err1 := strconv.Atoi(text[:i])
	b, err2 := strconv.Atoi(text[i+1:])
	if err1 != nil || err2 != nil || strings.HasPrefix(text[:i], "+") || strings.HasPrefix(text[i+1:], "+") {
		return s, false
	}
	return [2]int{a, b}, true
}
