// solve.go holds Pathway's own exact solver: boards up to 7x7 on one
// 64-bit word per player, a win-or-loss search whose table is keyed on
// the position's canonical form under the square's eight symmetries.

package pathway

import (
	"context"
	"fmt"
	"math/bits"
	"sync"
	"time"

	"github.com/plygo/ply"
)

// MaxSolveSize is the largest board Solver handles.
const MaxSolveSize = 7

// Solver solves Pathway positions exactly: whether the player to move wins
// against perfect play, and a winning move where there is one. Pathway has
// no draws, and its rules treat both colours alike, so a position's value
// depends only on the stones of the player to move and of the other, not on
// who is Red. The solver keeps a table of the positions it has solved,
// keyed on their canonical form under the board's eight symmetries, and
// reuses it from one Solve to the next. A Solver is safe for concurrent
// use; its solves take turns.
type Solver struct {
	mu     sync.Mutex
	slots  []solveSlot
	mask   uint64
	noBook bool // tests: solve the book's positions again
}

// solveSlot is one entry of the table: the canonical stones of the player
// to move and of the other, with the player to move's win in bit 63 of
// them (a 7x7 board in rows 8 bits apart never uses it). An empty slot is
// all zeros, which no stored position is: the empty board is never stored.
type solveSlot struct{ me, them uint64 }

const winBit = 1 << 63

// NewSolver returns a solver whose table takes about mb mebibytes (at
// least 1).
func NewSolver(mb int) *Solver {
	n := uint64(1 << 10)
	for n*2*16 <= uint64(max(mb, 1))<<20 {
		n *= 2
	}
	return &Solver{slots: make([]solveSlot, n), mask: n - 2}
}

// ErrTooLarge is returned by Solver.Solve for a board larger than
// MaxSolveSize.
var ErrTooLarge = fmt.Errorf("pathway: board too large to solve (at most %dx%d)", MaxSolveSize, MaxSolveSize)

// Solve returns whether the player to move in s wins against perfect play,
// a move that wins when it does (else the first legal move), and the
// number of positions it created. It stops with an error when ctx is done
// or after about nodes positions (0: no limit); on a board larger than
// MaxSolveSize it returns ErrTooLarge, and on a finished game (the player
// to move has no placement, and so has won) an error wrapping
// ply.ErrGameOver.
func (sv *Solver) Solve(ctx context.Context, s State, nodes uint64) (win bool, best Move, searched uint64, err error) {
	n := int(s.n)
	if n > MaxSolveSize || n < MinSize {
		return false, 0, 0, ErrTooLarge
	}
	geo := packedGeometries[n]
	me, them := packBoard(s.stones[s.turn], n), packBoard(s.stones[s.turn^1], n)
	moves := geo.legal(me, them)
	if moves == 0 {
		return true, 0, 0, fmt.Errorf("pathway: solve: %w", ply.ErrGameOver)
	}
	sv.mu.Lock()
	defer sv.mu.Unlock()
	if !sv.noBook {
		for _, e := range book {
			if e.n == n {
				sv.store(e.key, e.win)
			}
		}
	}
	r := solveRun{sv: sv, geo: &geo, ctx: ctx, limit: nodes}
	r.deadline, r.hasDeadline = ctx.Deadline()
	if nodes == 0 {
		r.limit = ^uint64(0)
	}
	r.poll = pollEvery
	win, sq := r.root(me, them, moves)
	if r.stopped {
		err := ctx.Err()
		if err == nil && r.late {
			// The deadline passed before ctx's timer told it, as it does
			// where nothing preempts this loop (WebAssembly).
			err = context.DeadlineExceeded
		}
		if err != nil {
			return false, unpackMove(bits.TrailingZeros64(moves)), r.nodes, fmt.Errorf("pathway: solve: %w", err)
		}
		return false, unpackMove(bits.TrailingZeros64(moves)), r.nodes, fmt.Errorf("pathway: solve: %w", errNodeLimit)
	}
	return win, unpackMove(sq), r.nodes, nil
}

// solvedPositions are the positions whose values are too costly to find in
// a bot's time, solved once and published in docs/solved.md, where the
// command that reproduces them is; BenchmarkSolveBook solves them again.
// Each is a state and whether its player to move wins. On 5x5 Red wins
// from the start (with 20 of the 25 first moves); the four corners and the
// centre lose. Every first move is one of these six up to symmetry; the
// last two are Blue's winning replies to the losing ones.
var solvedPositions = []struct {
	state string
	win   bool
}{
	{"...../...../...../...../..... r", true},
	{"...../...../...../...../r.... b", true},  // a1 loses for Red
	{"...../...../...../...../.r... b", false}, // b1 wins
	{"...../...../...../...../..r.. b", false}, // c1 wins
	{"...../...../...../.r.../..... b", false}, // b2 wins
	{"...../...../...../..r../..... b", false}, // c2 wins
	{"...../...../..r../...../..... b", true},  // c3 loses
	// Blue's winning replies to a1 and to c3.
	{"...../...../...../...b./r.... r", false}, // a1 d2
	{"...../...../..r../.b.../..... r", false}, // c3 b2
}

// book holds solvedPositions by their keys, for Solve to put in its table.
var book = func() (b []struct {
	n   int
	key solveSlot
	win bool
}) {
	for _, p := range solvedPositions {
		s, err := ParseState(p.state)
		if err != nil {
			panic(err)
		}
		n := int(s.n)
		geo := &packedGeometries[n]
		me, them := packBoard(s.stones[s.turn], n), packBoard(s.stones[s.turn^1], n)
		if geo.cells-bits.OnesCount64(me|them) <= symEmpties {
			panic("pathway: a solved position the search keys as it stands: " + p.state)
		}
		k := geo.canonical(me, them)
		k.me |= geo.tag
		b = append(b, struct {
			n   int
			key solveSlot
			win bool
		}{n, k, p.win})
	}
	return b
}()

// errNodeLimit is the error of a solve stopped by its node limit.
var errNodeLimit = fmt.Errorf("node limit reached")

// pollEvery is how many positions a solve creates between looks at its
// context.
const pollEvery = 1 << 16

// solveRun is one Solve.
type solveRun struct {
	sv      *Solver
	geo     *packedGeometry
	ctx     context.Context
	nodes   uint64
	limit   uint64
	poll    int
	stopped bool
	// deadline is ctx's, read by the clock as well as through ctx.Err:
	// where one thread runs everything (WebAssembly) ctx's timer cannot
	// fire while the solve runs. late says the clock passed it.
	deadline    time.Time
	hasDeadline bool
	late        bool
}

// root solves the root, whose placements are moves, and returns its value
// and a winning placement (else the first).
func (r *solveRun) root(me, them, moves uint64) (bool, int) {
	var buf [64]int
	order := r.order(me, them, moves, buf[:0])
	empties := r.geo.cells - bits.OnesCount64(me|them)
	if empties > tableEmpties {
		// The table may know the root, or a child that loses.
		if win, ok := r.sv.probe(r.key(me, them, empties)); ok && !win {
			return false, order[0]
		}
		for _, sq := range order {
			if win, ok := r.sv.probe(r.key(them, me|1<<sq, empties-1)); ok && !win {
				return true, sq
			}
		}
	}
	for _, sq := range order {
		b := uint64(1) << sq
		r.nodes++
		if !r.win(them, me|b) {
			if r.stopped {
				return false, order[0]
			}
			return true, sq
		}
		if r.stopped {
			return false, order[0]
		}
	}
	return false, order[0]
}

// win reports whether the player to move, with stones me against them,
// wins.
func (r *solveRun) win(me, them uint64) bool {
	geo := r.geo
	moves := geo.legal(me, them)
	if moves == 0 {
		return true
	}
	if r.poll--; r.poll <= 0 {
		r.poll = pollEvery
		if r.ctx.Err() != nil {
			r.stopped = true
		} else if r.hasDeadline && !time.Now().Before(r.deadline) {
			r.stopped, r.late = true, true
		}
	}
	if r.nodes >= r.limit {
		r.stopped = true
	}
	if r.stopped {
		return false
	}
	empties := geo.cells - bits.OnesCount64(me|them)
	// Few cells left: a plain search, no table.
	if empties <= tableEmpties {
		for m := moves; m != 0; m &= m - 1 {
			b := m & -m
			r.nodes++
			if geo.legal(them, me|b) == 0 {
				continue // the opponent would have no placement, and win
			}
			if !r.win(them, me|b) {
				return true
			}
		}
		return false
	}
	key := r.key(me, them, empties)
	if v, ok := r.sv.probe(key); ok {
		return v
	}
	var buf [64]int
	order := r.order(me, them, moves, buf[:0])
	// Enhanced transposition cutoffs: a child known lost for its player
	// to move is a win here.
	if empties > etcEmpties {
		for _, sq := range order {
			b := uint64(1) << sq
			if v, ok := r.sv.probe(r.key(them, me|b, empties-1)); ok && !v {
				r.sv.store(key, true)
				return true
			}
		}
	}
	for _, sq := range order {
		b := uint64(1) << sq
		r.nodes++
		if !r.win(them, me|b) {
			if r.stopped {
				return false
			}
			r.sv.store(key, true)
			return true
		}
		if r.stopped {
			return false
		}
	}
	r.sv.store(key, false)
	return false
}

// tableEmpties is the number of empty cells at and below which the search
// neither reads nor writes the table; etcEmpties the number above which it
// looks for enhanced transposition cutoffs; symEmpties the number above
// which positions are keyed on their canonical form rather than as they
// stand.
const (
	tableEmpties = 5
	etcEmpties   = 8
	symEmpties   = 10
)

// order returns the placements of moves, those that leave the opponent no
// placement (and so lose at once) left out unless all do, best first: the
// fewest placements left to the opponent first, as in Othello's
// fastest-first. Measured on 4x4, this order solves the board in a
// seventeenth of the nodes of the plain cell order, and in a sixth of
// those of ordering by the mover's own placements next turn, which a
// player who wins by running out of them might be thought to watch.
func (r *solveRun) order(me, them, moves uint64, dst []int) []int {
	geo := r.geo
	var keys [64]int
	n := 0
	losing := -1
	for m := moves; m != 0; m &= m - 1 {
		sq := bits.TrailingZeros64(m)
		theirs := bits.OnesCount64(geo.legal(them, me|1<<sq))
		if theirs == 0 {
			losing = sq
			continue
		}
		dst = append(dst, sq)
		keys[n] = theirs
		n++
	}
	for i := 1; i < n; i++ {
		for j := i; j > 0 && keys[j] < keys[j-1]; j-- {
			keys[j], keys[j-1] = keys[j-1], keys[j]
			dst[j], dst[j-1] = dst[j-1], dst[j]
		}
	}
	if len(dst) == 0 {
		dst = append(dst, losing)
	}
	return dst
}

// key returns the table key of a position with empties empty cells: its
// stones, canonical or as they stand, with the board size in the top bits
// of me, which the boards up to 7x7 leave free, so that one table serves
// several sizes.
func (r *solveRun) key(me, them uint64, empties int) solveSlot {
	k := solveSlot{me, them}
	if empties > symEmpties {
		k = r.geo.canonical(me, them)
	}
	k.me |= r.geo.tag
	return k
}

// probe returns the stored value of the position k, if the table has it.
func (sv *Solver) probe(k solveSlot) (win, ok bool) {
	i := slotIndex(k) & sv.mask
	for j := range uint64(2) {
		e := sv.slots[i+j]
		if e.me == k.me && e.them&^winBit == k.them && e.me|e.them != 0 {
			return e.them&winBit != 0, true
		}
	}
	return false, false
}

// store records the value of the position k: in the first slot of its
// bucket if that one holds a position with as many stones or more (a
// smaller tree), else in the second.
func (sv *Solver) store(k solveSlot, win bool) {
	i := slotIndex(k) & sv.mask
	e := k
	if win {
		e.them |= winBit
	}
	first := &sv.slots[i]
	if first.me|first.them == 0 || stones(first) >= stones(&k) {
		*first = e
		return
	}
	sv.slots[i+1] = e
}

// stones counts the stones of a slot's position.
func stones(e *solveSlot) int {
	return bits.OnesCount64(e.me&^(0xf<<60)) + bits.OnesCount64(e.them&^winBit)
}

// slotIndex spreads a key over the table.
func slotIndex(k solveSlot) uint64 {
	h := k.me*0x9e3779b97f4a7c15 ^ k.them*0xc2b2ae3d27d4eb4f
	h ^= h >> 29
	h *= 0xbf58476d1ce4e5b9
	return h ^ h>>32
}

// packedGeometry holds the masks of one board size in the solver's
// layout: rows 8 bits apart, row 0 in the low byte.
type packedGeometry struct {
	full, notFirst, notLast uint64
	tag                     uint64 // the size, in the top bits of a key
	n, cells                int
}

var packedGeometries = func() (g [MaxSolveSize + 1]packedGeometry) {
	for n := MinSize; n <= MaxSolveSize; n++ {
		geo := &g[n]
		geo.n, geo.cells, geo.tag = n, n*n, uint64(n)<<60
		for y := range n {
			for x := range n {
				b := uint64(1) << (y*8 + x)
				geo.full |= b
				if x > 0 {
					geo.notFirst |= b
				}
				if x < n-1 {
					geo.notLast |= b
				}
			}
		}
	}
	return g
}()

// legal returns the cells where the player with stones me may place
// against them (see geometry.legal).
func (geo *packedGeometry) legal(me, them uint64) uint64 {
	u := me << 8 & geo.full
	d := me >> 8
	e := (me & geo.notLast) << 1
	w := (me & geo.notFirst) >> 1
	ud, ew := u|d, e|w
	once := ud | ew
	twice := u&d | e&w | ud&ew
	near := them<<8 | them>>8 | (them&geo.notLast)<<1 | (them&geo.notFirst)>>1
	return geo.full &^ (me | them) &^ twice &^ (near &^ once)
}

// canonical returns the least, as the pair (me, them), of the eight images
// of the position under the symmetries of the square.
func (geo *packedGeometry) canonical(me, them uint64) solveSlot {
	best := solveSlot{me, them}
	consider := func(a, b uint64) {
		if a < best.me || a == best.me && b < best.them {
			best = solveSlot{a, b}
		}
	}
	shift := uint(8 - geo.n)
	a, b := me, them
	for range 2 {
		v1, v2 := flipRows(a, shift), flipRows(b, shift)
		h1, h2 := mirrorCols(a, shift), mirrorCols(b, shift)
		consider(v1, v2)
		consider(h1, h2)
		consider(mirrorCols(v1, shift), mirrorCols(v2, shift))
		a, b = transpose(a), transpose(b)
		consider(a, b)
	}
	return best
}

// flipRows reverses the order of the rows of an n x n board, n = 8-shift.
func flipRows(x uint64, shift uint) uint64 { return bits.ReverseBytes64(x) >> (8 * shift) }

// mirrorCols reverses the order of the columns of an n x n board, n =
// 8-shift.
func mirrorCols(x uint64, shift uint) uint64 {
	return bits.ReverseBytes64(bits.Reverse64(x)) >> shift
}

// transpose swaps rows and columns (the a1-h8 diagonal stays).
func transpose(x uint64) uint64 {
	t := 0x0f0f0f0f00000000 & (x ^ x<<28)
	x ^= t ^ t>>28
	t = 0x3333000033330000 & (x ^ x<<14)
	x ^= t ^ t>>14
	t = 0x5500550055005500 & (x ^ x<<7)
	x ^= t ^ t>>7
	return x
}

// packBoard converts b's cells of an n x n board to the solver's layout.
func packBoard(b board, n int) uint64 {
	var x uint64
	w := b.words()
	for y := range n {
		row := w[y>>2] >> (16 * (y & 3)) & (1<<n - 1)
		x |= row << (8 * y)
	}
	return x
}

// unpackMove converts a bit of the solver's layout to a move.
func unpackMove(sq int) Move {
	return Move(sq>>3<<4 | sq&7)
}

// solvers hold the solvers SolveOutcome uses, one per concurrent call:
// small tables for boards up to 4x4, larger ones beyond.
var (
	smallSolvers = sync.Pool{New: func() any { return NewSolver(solverMB(4)) }}
	largeSolvers = sync.Pool{New: func() any { return NewSolver(solverMB(MaxSolveSize)) }}
)

// solverMB returns the table size of the solvers of SolveOutcome for a
// board of size n.
func solverMB(n int) int {
	if n > 4 {
		return 64
	}
	return 1
}

// NewOutcomeSolver implements search.OutcomeSolverMaker: SolveOutcome on
// a Solver of the caller's own, of about tableMB mebibytes (at most the
// size SolveOutcome's own take: 64, or 1 on boards up to 4x4), made at
// the first state it handles, rather than on the solvers SolveOutcome
// shares.
func (g *Game) NewOutcomeSolver(tableMB int) func(ctx context.Context, s State, nodes uint64) (outcome int, best Move, searched uint64, handled bool, err error) {
	var (
		once sync.Once
		sv   *Solver
	)
	return func(ctx context.Context, s State, nodes uint64) (int, Move, uint64, bool, error) {
		if s.n > MaxSolveSize || s.n < MinSize || legal(s).empty() {
			return 0, 0, 0, false, nil
		}
		once.Do(func() { sv = NewSolver(min(tableMB, solverMB(int(s.n)))) })
		return solveOutcome(ctx, sv, s, nodes)
	}
}

// SolveOutcome implements search.OutcomeSolver with a Solver: the outcome
// of s for the player to move (+1 a win, -1 a loss; Pathway has no draws)
// and a move that keeps it, on boards up to MaxSolveSize; it does not
// handle larger boards nor a finished state (handled is false). It stops
// with an error when ctx is done or after about nodes positions (0: no
// limit).
func (g *Game) SolveOutcome(ctx context.Context, s State, nodes uint64) (outcome int, best Move, searched uint64, handled bool, err error) {
	if s.n > MaxSolveSize || s.n < MinSize || legal(s).empty() {
		return 0, 0, 0, false, nil
	}
	pool := &smallSolvers
	if s.n > 4 {
		pool = &largeSolvers
	}
	sv := pool.Get().(*Solver)
	defer pool.Put(sv)
	return solveOutcome(ctx, sv, s, nodes)
}

// solveOutcome is SolveOutcome on sv, for a state it handles.
func solveOutcome(ctx context.Context, sv *Solver, s State, nodes uint64) (outcome int, best Move, searched uint64, handled bool, err error) {
	win, best, searched, err := sv.Solve(ctx, s, nodes)
	outcome = -1
	if win {
		outcome = 1
	}
	return outcome, best, searched, true, err
}
