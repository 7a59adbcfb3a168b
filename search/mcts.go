// mcts.go holds MCTSPlayer: UCT Monte Carlo tree search with seeded
// playouts, a solver for proven results, tree reuse and root parallelism.

package search

import (
	"context"
	"iter"
	"math"
	"math/rand/v2"
	"slices"
	"sync"
	"time"
	"unsafe"

	"github.com/plygo/ply"
)

// DefaultPlayouts is the number of playouts of an MCTS search with a zero
// Limits (the default budget).
const DefaultPlayouts = 10000

// DefaultExploration is the UCT exploration constant used when
// MCTSOptions.Exploration is zero: √2, for rewards between 0 and 1.
const DefaultExploration = math.Sqrt2

// DefaultTreeMB is the memory MCTS trees may take when MCTSOptions.TreeMB
// is zero.
const DefaultTreeMB = 128

// MaxTreeMB bounds MCTSOptions.TreeMB: 64 GiB.
const MaxTreeMB = 1 << 16

// DefaultEvalScale is the scale of a cut-off playout's evaluation when
// neither MCTSOptions.EvalScale nor the game (ply.EvalScaler) gives one.
const DefaultEvalScale = 10

// MCTSOptions configures MCTS: its seed, threads, trees, constants and
// features; what bounds a search (playouts, time) is the Limits of each
// call. The zero value is plain UCT with seed 0, uniform playouts to the end
// of the game, the solver and tree reuse, one thread and trees of at most
// DefaultTreeMB.
//
// A value out of the range a field documents makes Search and Choose return
// an error wrapping ply.ErrInvalidOption, and no move.
type MCTSOptions struct {
	// Seed seeds the playouts: the same seed, options and limits give the
	// same moves, with any number of threads, unless a time limit stops
	// the search.
	Seed uint64
	// Threads is the number of independent trees searched in parallel
	// (root parallelism), whose root statistics are added up, at most
	// MaxThreads; 0 means 1, a negative value one per available core (at
	// most MaxThreads).
	Threads int
	// TreeMB bounds the memory of the trees, all threads together, in
	// mebibytes, at most MaxTreeMB; 0 means DefaultTreeMB, a negative
	// size is an error. A tree that reaches its share stops growing: the
	// iterations go on, descending to its leaves and playing out from
	// them, so the statistics of the nodes it has keep improving. (While
	// a tree grows, the runtime briefly holds its old arena too, and
	// garbage is returned to the system lazily, so the process may
	// briefly use more.)
	TreeMB int
	// Exploration is the UCT constant, finite and not negative; 0 means
	// DefaultExploration.
	Exploration float64
	// PlayoutDepth, if positive, ends each playout after that many plies
	// and scores the state reached by the game's evaluation, the Evaluate
	// of the game MCTS was given (so a ply.WithEval evaluation too),
	// instead of playing to the end; 0 plays to the end, and a negative
	// depth is an error.
	PlayoutDepth int
	// EvalScale converts Evaluate into an expected outcome at a playout
	// cut-off: tanh(Evaluate/EvalScale), from -1 (lost) to +1 (won). It
	// must be finite and positive, or 0, which means the game's own scale
	// (ply.EvalScaler, found through wrappers) or, without one,
	// DefaultEvalScale. Give it with an evaluation of another scale than
	// the game's.
	EvalScale float64

	// EvalLeaves scores each new leaf of the tree by the game's
	// evaluation, tanh(Evaluate/EvalScale) as the expected outcome,
	// instead of a playout: MCTS without playouts, whose tree then grows
	// where the evaluation and the visits lead. PlayoutDepth is then
	// ignored.
	EvalLeaves bool
	// Minimax weighs implicit minimax backups (Lanctot, Winands, Pepels
	// and Sturtevant, 2014): each node also keeps the minimax value of
	// the evaluations of the leaves below it, and selection ranks a child
	// by (1-Minimax)·mean + Minimax·minimax value instead of its mean
	// reward alone. It must be from 0 (off) to 1.
	Minimax float64
	// Bias weighs progressive bias: selection adds Bias·h/(visits+1) to a
	// child's value, where h (0..1) is the evaluation of its state for
	// the player who moved into it, so the evaluation guides the first
	// visits and fades as they accrue. It must be finite and not
	// negative; 0 is off.
	Bias float64
	// Widening, if positive, orders each node's moves by the evaluation
	// of the state after them (a finished game by its result), best first
	// for the player to move, and lets a node of v visits have at most
	// 1+Widening·√v children (progressive widening): a game of hundreds
	// of moves a turn then searches the likely ones deeper instead of
	// trying each once. It must be finite and not negative; 0 expands
	// every move, in generation order, before revisiting any.
	Widening float64

	// NoSolver switches off the solver: proven wins and losses are then
	// only averaged like other results.
	NoSolver bool
	// NoReuse starts every search with a new tree instead of keeping the
	// subtree of the state searched from the last search.
	NoReuse bool
	// NoPolicy ignores the game's PlayoutPolicy capability.
	NoPolicy bool
	// NoRunner ignores the game's ply.PlayoutRunner capability, its own
	// faster uniform playout, which MCTS otherwise uses for playouts to
	// the end when the game has no PlayoutPolicy.
	NoRunner bool
}

// MCTSPlayer is a Monte Carlo tree search player (UCT). It is safe for
// concurrent use: searches on one player take turns, because they share its
// trees and generators.
//
// Each iteration descends the tree by UCT, adds one node, plays a seeded
// playout from it and backs the outcome up; rewards are 1 for a win, ½ for a
// draw and 0 for a loss, for the player who made the move into each node (the
// player to move in its parent, so that nothing assumes alternation). With
// the solver, finished games and positions whose value follows from their
// children are proven and no longer sampled; a proven root ends the search.
// The chosen move is the proven win (quickest found) if there is one, else
// the most visited move that is not a proven loss.
type MCTSPlayer[S, M comparable] struct {
	g      ply.Game[S, M]
	opts   MCTSOptions
	policy ply.PlayoutPolicy[S, M]
	runner ply.PlayoutRunner[S]

	mu    sync.Mutex
	trees []*tree[S, M]
}

// MCTS returns a Monte Carlo tree search player for g.
func MCTS[S, M comparable](g ply.Game[S, M], opts MCTSOptions) *MCTSPlayer[S, M] {
	p := &MCTSPlayer[S, M]{g: g, opts: opts}
	if !opts.NoPolicy {
		p.policy, _ = ply.As[ply.PlayoutPolicy[S, M]](g)
	}
	if !opts.NoRunner && p.policy == nil && opts.PlayoutDepth <= 0 && !opts.EvalLeaves {
		p.runner, _ = ply.As[ply.PlayoutRunner[S]](g)
	}
	if p.opts.Exploration == 0 {
		p.opts.Exploration = DefaultExploration
	}
	if p.opts.EvalScale == 0 {
		p.opts.EvalScale = DefaultEvalScale
		if sc, ok := ply.As[ply.EvalScaler](g); ok {
			if v := sc.EvalScale(); v > 0 && !math.IsInf(v, 0) {
				p.opts.EvalScale = v
			}
		}
	}
	return p
}

// Check returns an error wrapping ply.ErrInvalidOption that names the
// first option out of its range, as a search with the options would, or
// nil; a zero value stands for its default, as MCTS reads it.
func (o MCTSOptions) Check() error {
	if o.Exploration == 0 {
		o.Exploration = DefaultExploration
	}
	if o.EvalScale == 0 {
		o.EvalScale = DefaultEvalScale
	}
	_, _, err := o.check()
	return err
}

// check checks the options (with the defaults of MCTS filled in) and
// returns the number of threads and the tree memory they ask for.
func (o *MCTSOptions) check() (threads, treeMB int, err error) {
	switch c := o.Exploration; {
	case c != c || math.IsInf(c, 0):
		return 0, 0, optionError("MCTSOptions.Exploration", c, "not finite")
	case c < 0:
		return 0, 0, optionError("MCTSOptions.Exploration", c, "negative")
	}
	switch c := o.EvalScale; {
	case c != c || math.IsInf(c, 0):
		return 0, 0, optionError("MCTSOptions.EvalScale", c, "not finite")
	case c <= 0:
		return 0, 0, optionError("MCTSOptions.EvalScale", c, "negative")
	}
	switch c := o.Minimax; {
	case c != c || c < 0 || c > 1:
		return 0, 0, optionError("MCTSOptions.Minimax", c, "not from 0 to 1")
	}
	switch c := o.Bias; {
	case c != c || math.IsInf(c, 0):
		return 0, 0, optionError("MCTSOptions.Bias", c, "not finite")
	case c < 0:
		return 0, 0, optionError("MCTSOptions.Bias", c, "negative")
	}
	switch c := o.Widening; {
	case c != c || math.IsInf(c, 0):
		return 0, 0, optionError("MCTSOptions.Widening", c, "not finite")
	case c < 0:
		return 0, 0, optionError("MCTSOptions.Widening", c, "negative")
	}
	if o.PlayoutDepth < 0 {
		return 0, 0, optionError("MCTSOptions.PlayoutDepth", o.PlayoutDepth, "negative")
	}
	if threads, err = checkThreads("MCTSOptions.Threads", o.Threads); err != nil {
		return 0, 0, err
	}
	treeMB, err = checkMB("MCTSOptions.TreeMB", o.TreeMB, DefaultTreeMB, MaxTreeMB)
	return threads, treeMB, err
}

// Reset forgets the trees and restarts the generators, so that the next
// search runs as on a new player.
func (p *MCTSPlayer[S, M]) Reset() {
	p.mu.Lock()
	p.trees = nil
	p.mu.Unlock()
}

// Choose returns the move MCTS finds best in s with DefaultPlayouts
// playouts; see Search.
func (p *MCTSPlayer[S, M]) Choose(ctx context.Context, s S) (M, error) {
	r, err := p.Search(ctx, s, Limits{})
	return r.Move, err
}

// Search runs MCTS from s within lim. Its Result has the move chosen, its
// score (the mean reward of the move mapped to -1..+1, or ±(WinScore-n)
// when proven), the playouts run as Nodes, and the most visited line as PV,
// whose length is the Depth.
//
// It stops after lim.Nodes playouts (DefaultPlayouts with a zero Limits, no
// limit with Infinite alone), at lim.MoveTime, when the root is proven, or
// when ctx is done; lim.Depth does not apply. Only the last returns an error
// (wrapping ctx's error) along with the move chosen so far (the first legal
// move if no playout finished). On a finished state it returns an error
// wrapping ply.ErrGameOver.
func (p *MCTSPlayer[S, M]) Search(ctx context.Context, s S, lim Limits) (Result[M], error) {
	return p.search(ctx, s, lim, nil)
}

// Iterate runs MCTS as Search does and yields its progress: the result so
// far after 1024 playouts, 2048, 4096 and so on (all threads together), with
// Completed false and a nil error; then, last, the result and error Search
// returns. The rounds do not change the search: the moves and statistics
// are those of Search with the same limits. Breaking out of the loop stops
// the search, and nothing more is yielded. The loop body runs inside the
// search, so it must not use the same player.
func (p *MCTSPlayer[S, M]) Iterate(ctx context.Context, s S, lim Limits) iter.Seq2[Result[M], error] {
	return progress(func(report func(Result[M]) bool) (Result[M], error) {
		return p.search(ctx, s, lim, report)
	})
}

// firstRound is the number of playouts, all threads together, after which
// Iterate yields its first progress; each round doubles the playouts.
const firstRound = 1024

func (p *MCTSPlayer[S, M]) search(ctx context.Context, s S, lim Limits, yield func(Result[M]) bool) (Result[M], error) {
	threads, treeMB, err := p.opts.check()
	var run searchRun[S, M]
	if done, err := run.begin(ctx, p.g, s, lim, err); done {
		return run.res, err
	}
	p.mu.Lock()
	defer p.mu.Unlock()

	playouts := lim.Nodes
	if lim.unbounded() {
		playouts = DefaultPlayouts
	}
	if len(p.trees) != threads {
		p.trees = make([]*tree[S, M], threads)
	}
	for i := range p.trees {
		t := p.trees[i]
		if t == nil {
			seed := p.opts.Seed + uint64(i)*0x9e3779b97f4a7c15
			t = &tree[S, M]{p: p, rng: rand.New(rand.NewPCG(seed, 0x5851f42d4c957f2d))}
			p.trees[i] = t
		}
		t.setRoot(s, p.opts.NoReuse, treeNodes[S, M](treeMB, threads))
		t.iterLimit = share(playouts, threads, i)
		t.iters, t.clock = 0, clock{}
	}

	var stop stopFlag
	defer stop.watch(ctx, run.start, lim.TimeLimit(), nil)()
	round := uint64(0) // playouts per round, all threads; 0: one round
	if yield != nil {
		round = firstRound
	}
	for {
		for i, t := range p.trees {
			t.roundEnd = 0
			if round > 0 {
				t.roundEnd = t.iters + share(round, threads, i)
			}
		}
		var wg sync.WaitGroup
		for _, t := range p.trees[1:] {
			wg.Add(1)
			go func() {
				defer wg.Done()
				t.run(&stop)
			}()
		}
		p.trees[0].run(&stop)
		wg.Wait()
		more := false
		for _, t := range p.trees {
			more = more || t.more
		}
		if !more || stop.flag.Load() {
			break
		}
		snap := Result[M]{Move: run.moves[0], PV: run.moves[:1:1]}
		p.result(&snap, run.moves, lim.MultiPV)
		snap.Elapsed = time.Since(run.start)
		if !yield(snap) {
			stop.flag.Store(true)
			break
		}
		round *= 2
	}
	p.result(&run.res, run.moves, lim.MultiPV)
	return run.end(ctx, &stop)
}

// treeNodes returns the number of nodes one of threads trees may hold in
// its share of mb mebibytes (at least 2: the root and one child).
func treeNodes[S, M any](mb, threads int) int32 {
	per := uint64(unsafe.Sizeof(mnode[S, M]{})) + 4 // and its entry in remap
	return int32(min(max(uint64(mb)<<20/uint64(threads)/per, 2), math.MaxInt32))
}

// share returns thread i's part of a limit split between n threads; 0 stays
// "no limit".
func share(limit uint64, n, i int) uint64 {
	if limit == 0 {
		return 0
	}
	part := limit / uint64(n)
	if uint64(i) < limit%uint64(n) {
		part++
	}
	return max(part, 1)
}

// result fills r from the roots of the trees: their children, one per root
// move, added up; with multiPV > 0, r.Lines too.
func (p *MCTSPlayer[S, M]) result(r *Result[M], moves []M, multiPV int) {
	type stat struct {
		visits   float64
		value    float64
		lost     bool // proven lost for the player to move at the root
		won      bool
		dist     int
		anyVisit bool
	}
	stats := make([]stat, len(moves))
	// The root's children come in generation order, or with Widening in
	// the order of their evaluations.
	var pos map[M]int
	if p.opts.Widening > 0 {
		pos = make(map[M]int, len(moves))
		for i, m := range moves {
			pos[m] = i
		}
	}
	for _, t := range p.trees {
		r.Nodes += t.iters
		k := 0
		for c := t.at(0).first; c >= 0; c = t.at(c).next {
			n := t.at(c)
			if pos != nil {
				k = pos[n.move]
			}
			st := &stats[k]
			k++
			st.visits += float64(n.visits)
			st.value += n.value
			st.anyVisit = st.anyVisit || n.visits > 0
			if n.solved && n.outcome < 0 {
				st.lost, st.dist = true, max(st.dist, int(n.dist))
			}
			if n.solved && n.outcome > 0 && (!st.won || int(n.dist) < st.dist) {
				st.won, st.dist = true, int(n.dist)
			}
		}
	}
	best := -1
	beats := func(i, j int) bool {
		a, b := &stats[i], &stats[j]
		switch {
		case a.won != b.won:
			return a.won
		case a.won:
			return a.dist < b.dist
		case a.lost != b.lost:
			return !a.lost
		case a.lost:
			return a.dist > b.dist
		case a.visits != b.visits:
			return a.visits > b.visits
		}
		return a.value > b.value
	}
	for i := range stats {
		if stats[i].anyVisit && (best < 0 || beats(i, best)) {
			best = i
		}
	}
	if best < 0 {
		return // no playout finished: keep the first legal move
	}
	score := func(i int) float64 {
		st := stats[i]
		switch {
		case st.won:
			return WinScore - float64(st.dist+1)
		case st.lost:
			return -(WinScore - float64(st.dist+1))
		}
		return 2*st.value/st.visits - 1
	}
	line := func(i int) []M {
		pv := p.trees[0].line(moves[i])
		if len(pv) == 0 {
			pv = []M{moves[i]}
		}
		return pv
	}
	r.Move, r.Score, r.PV = moves[best], score(best), line(best)
	r.Depth = len(r.PV)
	if multiPV <= 0 {
		return
	}
	// The lines: the visited moves ranked as the best one was chosen
	// (proven wins, then the most visited), the first generated on ties.
	var ranked []int
	for i := range stats {
		if stats[i].anyVisit {
			ranked = append(ranked, i)
		}
	}
	slices.SortStableFunc(ranked, func(i, j int) int {
		switch {
		case beats(i, j):
			return -1
		case beats(j, i):
			return 1
		}
		return 0
	})
	r.Lines = r.Lines[:0]
	for _, i := range ranked[:min(multiPV, len(ranked))] {
		pv := line(i)
		r.Lines = append(r.Lines, Line[M]{Move: moves[i], Score: score(i), Depth: len(pv), PV: pv, Visits: uint64(stats[i].visits)})
	}
}

// mnode is one node of an MCTS tree: the state after move, made by mover.
type mnode[S, M any] struct {
	state  S
	move   M
	parent int32
	first  int32 // first child, or -1
	next   int32 // next sibling, or -1
	last   int32 // last child, or -1 (children are appended in order)
	visits uint32
	value  float64 // sum of rewards for mover
	nmoves int32   // legal moves of state, once known (-1 before)
	nexp   int32   // children expanded so far
	ord    int32   // with Widening: where its moves start in tree.sorted, best first, or -1
	mover  ply.Player
	// eval is the evaluation of state for mover (0..1), and mm the
	// minimax value of the evaluations below it, when the options use
	// them (see usesEval).
	eval    float32
	mm      float32
	solved  bool
	outcome int8   // when solved: +1 win, 0 draw, -1 loss for mover
	dist    uint16 // when solved: plies to the end of the game
}

// tree is one MCTS tree with its own generator, used by one thread.
type tree[S, M comparable] struct {
	p   *MCTSPlayer[S, M]
	rng *rand.Rand
	// The nodes, in chunks of chunkSize (the last may be shorter), so
	// that the tree grows without copying and without garbage.
	chunks   [][]mnode[S, M]
	size     int32   // nodes in use
	maxNodes int32   // the tree grows no further
	remap    []int32 // for re-rooting
	// moves holds the legal moves of node movesOf (-1 if none), so that
	// they are generated once for its first expansions.
	moves     []M
	movesOf   int32
	playMoves []M // the playouts' buffer
	// sorted holds, with Widening, the moves of nodes in the order they
	// are expanded (mnode.ord), and scored the buffer that orders them.
	sorted    []M
	scored    []scoredMove[M]
	path      []int32
	iters     uint64
	iterLimit uint64 // 0: none
	roundEnd  uint64 // the round ends after this many iterations; 0: none
	more      bool   // run stopped at the end of a round, not for good
	clock     clock
}

// chunkBits sets the size of the chunks of tree nodes.
const chunkBits = 10

const chunkSize = 1 << chunkBits

// at returns node i.
func (t *tree[S, M]) at(i int32) *mnode[S, M] {
	return &t.chunks[i>>chunkBits][i&(chunkSize-1)]
}

// setRoot makes s the root of a tree of at most maxNodes nodes: the
// subtree of s kept from the last search if it is at most two plies below
// the old root, else a new tree.
func (t *tree[S, M]) setRoot(s S, noReuse bool, maxNodes int32) {
	t.movesOf = -1
	if maxNodes != t.maxNodes {
		t.chunks, t.size, t.remap, t.maxNodes = nil, 0, nil, maxNodes
	}
	if !noReuse && t.size > 0 {
		if n := t.find(s); n >= 0 {
			t.reroot(n)
			return
		}
	}
	t.truncate(0)
	t.full()
	*t.at(0) = mnode[S, M]{state: s, parent: -1, first: -1, next: -1, last: -1, nmoves: -1, ord: -1}
	t.sorted = t.sorted[:0]
	t.size = 1
}

// truncate keeps the first n nodes, clearing the others (which may hold
// pointers).
func (t *tree[S, M]) truncate(n int32) {
	for i := n; i < t.size; i++ {
		*t.at(i) = mnode[S, M]{}
	}
	t.size = n
}

// full reports whether the tree may not grow, making room for one more
// node if it may.
func (t *tree[S, M]) full() bool {
	if t.size >= t.maxNodes {
		return true
	}
	if c := int(t.size >> chunkBits); c == len(t.chunks) {
		t.chunks = append(t.chunks, make([]mnode[S, M], min(chunkSize, t.maxNodes-t.size)))
	}
	return false
}

// find returns the node holding s among the root and the two plies below
// it, or -1.
func (t *tree[S, M]) find(s S) int32 {
	if t.at(0).state == s {
		return 0
	}
	for c := t.at(0).first; c >= 0; c = t.at(c).next {
		if t.at(c).state == s {
			return c
		}
		for g := t.at(c).first; g >= 0; g = t.at(g).next {
			if t.at(g).state == s {
				return g
			}
		}
	}
	return -1
}

// reroot makes the subtree of n the tree, in place: its nodes keep their
// order (a node comes after its parent and its elder siblings), so each
// moves down to its new index, never up, and n becomes node 0.
func (t *tree[S, M]) reroot(n int32) {
	if n == 0 {
		return
	}
	if int32(cap(t.remap)) < t.size {
		t.remap = make([]int32, t.size)
	}
	remap := t.remap[:t.size]
	k := int32(0)
	for i := n; i < t.size; i++ {
		remap[i] = -1
		if i == n || (t.at(i).parent >= n && remap[t.at(i).parent] >= 0) {
			remap[i] = k
			k++
		}
	}
	at := func(i int32) int32 {
		if i < 0 {
			return -1
		}
		return remap[i]
	}
	for i := n; i < t.size; i++ {
		if remap[i] < 0 {
			continue
		}
		node := *t.at(i)
		node.first, node.last, node.next, node.parent = at(node.first), at(node.last), at(node.next), at(node.parent)
		if i == n {
			node.next, node.parent = -1, -1
		}
		*t.at(remap[i]) = node
	}
	t.truncate(k)
}

// run iterates until a limit, the stop flag or the end of the round
// (then t.more is set).
func (t *tree[S, M]) run(stop *stopFlag) {
	t.more = false
	for !stop.flag.Load() && !t.clock.spend(stop, nodeWork) {
		if t.at(0).solved && !t.p.opts.NoSolver {
			return
		}
		if t.iterLimit > 0 && t.iters >= t.iterLimit {
			return
		}
		if t.roundEnd > 0 && t.iters >= t.roundEnd {
			t.more = true
			return
		}
		if t.iterate(stop) {
			t.iters++
		}
	}
}

// iterate runs one selection, expansion, playout and back-up, and reports
// whether it finished (a stop can cut a long playout short).
func (t *tree[S, M]) iterate(stop *stopFlag) bool {
	g := t.p.g
	t.path = append(t.path[:0], 0)
	n := int32(0)
	for {
		node := t.at(n)
		if node.solved {
			break
		}
		if node.nmoves < 0 {
			t.moves = g.AppendMoves(t.moves[:0], node.state)
			t.movesOf = n
			node.nmoves = int32(len(t.moves))
			if t.p.opts.Widening > 0 {
				t.order(n)
			}
		}
		if node.nexp < node.nmoves && node.nexp < t.widen(node) && !t.full() {
			n = t.expand(n)
			t.path = append(t.path, n)
			break
		}
		if node.first < 0 {
			break // a leaf the tree may not grow past
		}
		c := t.selectChild(n)
		if c < 0 {
			// Every child so far is a proven loss for the player to
			// move: widen, if there are more.
			if node.nexp < node.nmoves && !t.full() {
				n = t.expand(n)
				t.path = append(t.path, n)
				break
			}
			c = node.first
		}
		n = c
		t.path = append(t.path, n)
	}
	leaf := t.at(n)
	var rFirst, rSecond float64
	if leaf.solved {
		// Rewards from the proven outcome, for the leaf's mover and the
		// other player.
		rFirst = reward(leaf.outcome)
		rSecond = 1 - rFirst
		if leaf.mover == ply.Second {
			rFirst, rSecond = rSecond, rFirst
		}
	} else if t.p.opts.EvalLeaves && n != 0 {
		// The evaluation as the leaf's outcome, for its mover and the
		// other player.
		rFirst = float64(leaf.eval)
		rSecond = 1 - rFirst
		if leaf.mover == ply.Second {
			rFirst, rSecond = rSecond, rFirst
		}
		t.clock.work += nodeWork
	} else {
		var done bool
		rFirst, rSecond, done = t.playout(leaf.state, stop)
		if !done {
			return false // stopped: the playout has no outcome to back up
		}
	}
	for i := len(t.path) - 1; i >= 0; i-- {
		node := t.at(t.path[i])
		node.visits++
		switch node.mover {
		case ply.First:
			node.value += rFirst
		case ply.Second:
			node.value += rSecond
		}
	}
	if t.p.opts.Minimax > 0 {
		for i := len(t.path) - 2; i >= 0; i-- {
			t.backupMinimax(t.path[i])
		}
	}
	if !t.p.opts.NoSolver {
		for i := len(t.path) - 2; i >= 0; i-- {
			if !t.solve(t.path[i]) {
				break
			}
		}
	}
	return true
}

// reward maps an outcome (-1, 0, +1) to a reward (0, ½, 1).
func reward(outcome int8) float64 {
	return (float64(outcome) + 1) / 2
}

// expand adds the next unexpanded child of n (in generation order, or
// with Widening in the order of tree.order) and returns it. The moves of n are generated unless t.moves holds them
// already, as it does at n's first expansion and as long as no other node
// is expanded.
func (t *tree[S, M]) expand(n int32) int32 {
	g := t.p.g
	parent := t.at(n)
	var m M
	if parent.ord >= 0 {
		m = t.sorted[parent.ord+parent.nexp]
	} else {
		if t.movesOf != n {
			t.moves = g.AppendMoves(t.moves[:0], parent.state)
			t.movesOf = n
		}
		m = t.moves[parent.nexp]
	}
	parent.nexp++
	s := g.Apply(parent.state, m)
	child := mnode[S, M]{state: s, move: m, parent: n, first: -1, next: -1, last: -1, nmoves: -1, ord: -1, mover: g.ToMove(parent.state)}
	if r, over := g.Result(s); over {
		child.solved, child.outcome, child.nmoves = true, int8(r.For(child.mover)), 0
		child.eval = float32(reward(child.outcome))
	} else if t.p.usesEval() {
		child.eval = float32(t.estimate(s, child.mover))
	}
	child.mm = child.eval
	ix := t.size
	if parent.last >= 0 {
		t.at(parent.last).next = ix
	} else {
		parent.first = ix
	}
	parent.last = ix
	*t.at(ix) = child
	t.size++
	return ix
}

// selectChild returns the child of n with the highest UCT value, skipping
// proven losses of the player choosing; ties go to the first child. It
// returns -1 if every child is a proven loss.
func (t *tree[S, M]) selectChild(n int32) int32 {
	parent := t.at(n)
	logN := math.Log(float64(parent.visits))
	c := t.p.opts.Exploration
	best, bestV := int32(-1), math.Inf(-1)
	for ch := parent.first; ch >= 0; ch = t.at(ch).next {
		node := t.at(ch)
		if node.solved && node.outcome < 0 && !t.p.opts.NoSolver {
			continue
		}
		var v float64
		if node.visits == 0 {
			v = math.Inf(1)
		} else {
			q := node.value / float64(node.visits)
			if a := t.p.opts.Minimax; a > 0 {
				q = (1-a)*q + a*float64(node.mm)
			}
			if node.solved && !t.p.opts.NoSolver {
				q = reward(node.outcome)
			}
			v = q + c*math.Sqrt(logN/float64(node.visits))
			if b := t.p.opts.Bias; b > 0 {
				v += b * float64(node.eval) / float64(node.visits+1)
			}
		}
		if v > bestV {
			best, bestV = ch, v
		}
	}
	return best
}

// solve tries to prove n from its children and reports whether it is
// proven.
func (t *tree[S, M]) solve(n int32) bool {
	node := t.at(n)
	if node.solved {
		return true
	}
	if node.first < 0 {
		return false
	}
	// Children are valued for the player to move in n, who chooses.
	allSolved := node.nexp == node.nmoves
	bestOut, dist := int8(-2), 0
	for ch := node.first; ch >= 0; ch = t.at(ch).next {
		c := t.at(ch)
		if !c.solved {
			allSolved = false
			continue
		}
		d := int(c.dist) + 1
		switch {
		case c.outcome > bestOut:
			bestOut, dist = c.outcome, d
		case c.outcome == bestOut && c.outcome > 0:
			dist = min(dist, d)
		case c.outcome == bestOut:
			dist = max(dist, d)
		}
	}
	if bestOut < 1 && !allSolved {
		return false
	}
	chooser := t.p.g.ToMove(node.state)
	node.solved, node.dist = true, uint16(min(dist, math.MaxUint16))
	node.outcome = bestOut
	if node.mover != chooser {
		node.outcome = -bestOut
	}
	return true
}

// playout plays from s to the end (or the cut-off) and returns the rewards
// of First and Second; done is false if the stop flag cut it short.
func (t *tree[S, M]) playout(s S, stop *stopFlag) (rFirst, rSecond float64, done bool) {
	g, opts := t.p.g, &t.p.opts
	if t.p.runner != nil {
		// The game's own uniform playout; it is not stopped half-way, but
		// a whole playout takes microseconds.
		_, r, plies := t.p.runner.RandomPlayout(s, t.rng)
		t.clock.work += plies * nodeWork
		return reward(int8(r.For(ply.First))), reward(int8(r.For(ply.Second))), true
	}
	for plies := 0; ; plies++ {
		if r, over := g.Result(s); over {
			return reward(int8(r.For(ply.First))), reward(int8(r.For(ply.Second))), true
		}
		if opts.PlayoutDepth > 0 && plies >= opts.PlayoutDepth {
			return t.estimate(s, ply.First), t.estimate(s, ply.Second), true
		}
		moves := g.AppendMoves(t.playMoves[:0], s)
		t.playMoves = moves
		if stop.flag.Load() || t.clock.spend(stop, len(moves)+nodeWork) {
			return 0, 0, false
		}
		if len(moves) == 0 {
			return reward(stuckValue), reward(stuckValue), true
		}
		i := -1
		if t.p.policy != nil {
			i = t.p.policy.PlayoutMove(s, moves, t.rng)
		}
		if i < 0 || i >= len(moves) {
			i = t.rng.IntN(len(moves))
		}
		s = g.Apply(s, moves[i])
	}
}

// estimate returns the expected reward (0..1) of the unfinished state s for
// p at a playout cut-off.
func (t *tree[S, M]) estimate(s S, p ply.Player) float64 {
	v := math.Tanh(t.p.g.Evaluate(s, p) / t.p.opts.EvalScale)
	if v != v {
		v = 0
	}
	return (min(max(v, -1), 1) + 1) / 2
}

// line returns the most visited line from the root through its child
// after m.
func (t *tree[S, M]) line(m M) []M {
	n := t.at(0).first
	for n >= 0 && t.at(n).move != m {
		n = t.at(n).next
	}
	var pv []M
	for n >= 0 {
		pv = append(pv, t.at(n).move)
		best := int32(-1)
		for c := t.at(n).first; c >= 0; c = t.at(c).next {
			if best < 0 || t.at(c).visits > t.at(best).visits {
				best = c
			}
		}
		if best < 0 || t.at(best).visits == 0 {
			break
		}
		n = best
	}
	return pv
}
