// memory.go holds MemoryBot: the bots whose searches keep memory between
// moves (a transposition table, search trees), which a server running many
// bots bounds and releases.

package registry

// MemoryBot is a Bot whose search may keep memory between moves, which
// its owner can bound and release. The generic alpha-beta and MCTS bots
// are MemoryBots (their table and trees); the other generic bots keep
// nothing, and a game's own bots are released but keep their own sizes.
// Neither method may be called while Choose runs.
type MemoryBot interface {
	Bot
	// SetMemoryMB bounds, from the next move on, the memory of the bot's
	// search to mb mebibytes (search.Options.TableMB,
	// search.MCTSOptions.TreeMB); 0 means the search's default. It
	// releases what the bot keeps.
	SetMemoryMB(mb int)
	// Release drops what the bot keeps between moves, so that the garbage
	// collector can reclaim it; the next move searches afresh.
	Release()
}

func (b *searchBot[S, M]) SetMemoryMB(mb int) {
	b.mem = mb
	b.Release()
}

func (b *searchBot[S, M]) Release() {
	if b.remake != nil {
		b.remake(b.mem)
	}
}
