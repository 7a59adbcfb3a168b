// memory.go holds ResourceBot: the bots whose searches keep memory between
// moves (a transposition table, search trees) and may run several threads,
// which a server running many bots bounds and releases.

package registry

// ResourceBot is a Bot whose owner can bound its search's memory and
// threads, whatever its specification asks (such as
// "alphabeta:1s:hash=4096:threads=64"), and release the memory it keeps
// between moves. Every bot of NewBot is one: alpha-beta and MCTS (their
// table and trees), the levels (a small table), the oracle (its two
// tables, its game's own solver's and the buffers of the line it solves,
// a quarter of the bound each) and a game's own bots that give
// OwnBot.NewWithin or OwnBot.NewThreads; the other generic bots keep nothing and run one
// thread, and a game's other own bots are released but keep their own
// sizes. No method may be called while Choose runs.
type ResourceBot interface {
	Bot
	// SetMemoryMB bounds, from the next move on, the memory of the bot's
	// search to mb mebibytes (search.Options.TableMB,
	// search.MCTSOptions.TreeMB, all the oracle keeps): the
	// specification's hash=MB if smaller, else mb; 0 lifts the bound. It
	// releases what the bot keeps.
	SetMemoryMB(mb int)
	// LimitThreads bounds, from the next move on, the threads of the
	// bot's search to n (at least 1); 0 lifts the bound. It releases what
	// the bot keeps.
	LimitThreads(n int)
	// Release drops what the bot keeps between moves, so that the garbage
	// collector can reclaim it; the next move searches afresh.
	Release()
}

func (b *searchBot[S, M]) SetMemoryMB(mb int) {
	b.mem = max(mb, 0)
	b.Release()
}

func (b *searchBot[S, M]) LimitThreads(n int) {
	b.threads = max(n, 0)
	b.Release()
}

func (b *searchBot[S, M]) Release() {
	if b.remake != nil {
		b.remake()
	}
}

// bounded returns the memory and threads a search may have within the
// bounds of SetMemoryMB and LimitThreads, from those its specification
// asks (0 for the search's default; a negative thread count means one a
// core).
func (b *searchBot[S, M]) bounded(mb, threads int) (int, int) {
	if b.mem > 0 && (mb == 0 || mb > b.mem) {
		mb = b.mem
	}
	if b.threads > 0 && (threads < 0 || threads > b.threads) {
		threads = b.threads
	}
	return mb, threads
}
