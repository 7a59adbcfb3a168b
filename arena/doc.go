// Package arena runs matches and tournaments between bots and reports
// which is stronger: it schedules the games of every pair of bots (a round
// robin or a gauntlet) with each opening played twice, colours swapped,
// plays them on a pool of workers, and reports the outcomes: wins, draws
// and losses, scores with 95% intervals, Elo ratings fitted to all the
// games, the pentanomial counts of the game pairs with Elo, normalized Elo
// and LOS, and the sequential probability ratio test (SPRT) of engine
// testers, which stops the tournament as soon as the evidence is in. The
// statistics themselves are package elo's.
//
// # Running a tournament
//
// A Tournament names a game of package registry, its Entrants (registry
// bots by specification with Bot, or any search.Searcher with Searcher)
// and how many games to play; Run plays it and returns a Report, which
// writes itself as a table or JSON and holds every game played. Finished
// receives every game's moves, for records (package record).
//
//	t := arena.Tournament{
//		Game: "pathway",
//		Entrants: []arena.Entrant{
//			arena.Bot(bot.Spec{Kind: "alphabeta", MoveTime: 20 * time.Millisecond}),
//			arena.Bot(bot.Spec{Kind: "classic-greedy"}),
//		},
//		GamesPerPair: 400,
//		OpeningPlies: 2,
//		SPRT:         &elo.SPRT{Elo0: 0, Elo1: 50, Alpha: 0.05, Beta: 0.05},
//	}
//	report, err := t.Run(ctx)
//
// The command examples/arena is a thin layer over this package.
//
// # Inside a game
//
// PlayMatch plays one game under a Match's rules, and a Tournament's
// fields give them to all its games: Openings (a suite, such as those
// package openings ships, each round's opening played by every pair with
// both colours), a time control (a clock.Control: "40/1:00+0.5",
// "0:10+0.1", "st=0.1", "5:00 3x30", read by clock.Parse) with a running
// clock.Clock for both sides, under which a bot
// past its time and margin loses on time (a *Forfeit wrapping
// ErrTimeForfeit) and a registry.ClockBot spends its time by search's time
// manager, and adjudication from the bots' scores (DrawRule, ResignRule,
// applied by an Adjudicator). A MatchResult holds the record's Termination
// and the clocks after every move. Resumed carries the games an
// interrupted run played, so that Run plays only the others.
//
// # Statistics
//
// Summarise tallies the finished games by pair, from the schedule's pairs
// and colours: wins, draws and losses (elo.Tally), and the pentanomial
// counts of the game pairs (elo.Pentanomial). Package elo turns them into
// estimates, the SPRT's decision and ratings, and NewReport writes them
// out.
//
// # Schedules and shards
//
// Schedule lists a tournament's Fixtures, the games to play, each opening
// twice with colours swapped, and Run plays any list of them on a pool of
// workers. Shard splits a schedule into disjoint slices for separate machines, and
// Merge merges their reports into the report one run would have written,
// the SPRT included.
package arena
