// budget.go holds what all bots share: the slots of the bots thinking at
// once, and one memory budget for their tables and trees, shared fairly
// and released on pause and eviction.

package web

import (
	"context"
	"sync"
	"time"

	"github.com/plygo/ply/registry"
)

// budget shares the bots' thinking slots and memory. Each of the
// Options.MaxThinking slots comes with an equal share of
// Options.BotMemoryMB: a bot's search is bounded to that share
// (registry.ResourceBot), and at most MaxThinking bots hold memory at once,
// those thinking and the most recently used of the others; a bot that
// needs a share takes the least recently used idle bot's, which is
// released.
type budget struct {
	slots   chan struct{}
	shareMB int

	mu   sync.Mutex
	held map[registry.ResourceBot]*holding
}

// holding is a bot that holds a share of memory.
type holding struct {
	thinking bool
	used     time.Time
}

func newBudget(maxThinking, memoryMB int) *budget {
	return &budget{
		slots:   make(chan struct{}, maxThinking),
		shareMB: max(memoryMB/maxThinking, 1),
		held:    map[registry.ResourceBot]*holding{},
	}
}

// acquire waits for a thinking slot and, for a ResourceBot, a share of
// memory, until ctx is done. done gives both back; the bot keeps its
// memory until another bot needs the share or release is called.
func (b *budget) acquire(ctx context.Context, bot registry.Bot) (done func(), err error) {
	select {
	case b.slots <- struct{}{}:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	mb, ok := bot.(registry.ResourceBot)
	if !ok {
		return func() { <-b.slots }, nil
	}
	b.mu.Lock()
	h := b.held[mb]
	if h == nil {
		if len(b.held) >= cap(b.slots) {
			b.dropOldest()
		}
		h = &holding{}
		b.held[mb] = h
	}
	h.thinking = true
	b.mu.Unlock()
	return func() {
		b.mu.Lock()
		h.thinking, h.used = false, time.Now()
		b.mu.Unlock()
		<-b.slots
	}, nil
}

// dropOldest releases the least recently used idle bot; b.mu is held.
// There is one: at most cap(slots)-1 others think, since the caller holds
// a slot.
func (b *budget) dropOldest() {
	var oldest registry.ResourceBot
	var at time.Time
	for bot, h := range b.held {
		if !h.thinking && (oldest == nil || h.used.Before(at)) {
			oldest, at = bot, h.used
		}
	}
	if oldest != nil {
		oldest.Release()
		delete(b.held, oldest)
	}
}

// release releases the memory of bot, if it holds some and is not
// thinking: the bot of a paused, finished or evicted game.
func (b *budget) release(bot registry.Bot) {
	mb, ok := bot.(registry.ResourceBot)
	if !ok {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if h := b.held[mb]; h != nil && !h.thinking {
		mb.Release()
		delete(b.held, mb)
	}
}

// holders returns the number of bots holding memory and of those thinking.
func (b *budget) holders() (holding, thinking int) {
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, h := range b.held {
		if h.thinking {
			thinking++
		}
	}
	return len(b.held), thinking
}
