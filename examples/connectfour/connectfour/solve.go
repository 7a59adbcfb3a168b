// solve.go holds the game's own solver: a win-draw-loss alpha-beta on the
// bitboards with a table, that never plays a move losing at once, tries
// the moves that make the soonest threats first, and takes bounds from
// lines no longer possible and from the second player's claimeven.

package connectfour

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
	"sync"

	"github.com/plygo/ply"
	"github.com/plygo/ply/search"
)

var (
	_ search.OutcomeSolver[State, Move]      = Game{}
	_ search.OutcomeSolverMaker[State, Move] = Game{}
)

// ErrNodeLimit is the error of a solve stopped by its bound on nodes.
var ErrNodeLimit = errors.New("connectfour: node limit reached")

// Solver solves Connect Four positions: whether the player to move wins,
// draws or loses against perfect play, and a move that keeps it. It keeps
// a table of the bounds it has proved, from one Solve to the next. A
// Solver is safe for concurrent use; its solves take turns.
type Solver struct {
	mu    sync.Mutex
	table []uint64
	mask  uint64
}

// NewSolver returns a solver whose table takes about mb mebibytes (at
// least 1).
func NewSolver(mb int) *Solver {
	n := uint64(1 << 16)
	for n*2*8 <= uint64(max(mb, 1))<<20 {
		n *= 2
	}
	// The mask keeps the index of a bucket's first entry.
	return &Solver{table: make([]uint64, n), mask: n - 2}
}

// A table entry holds a position's key (49 bits) from bit 13 up, the
// work its search took (the bit length of its count of positions, 6
// bits) in bits 7-12, its best move plus one (0: none) in bits 4-6, the
// kind of bound in bits 2-3 and the value plus one in bits 0-1. An empty
// entry is 0, which no key is: every key has a bit in each column. The
// table is a set of buckets of two entries: the first keeps the entry of
// most work, the second the latest of the others.
const (
	boundExact = 1 << 2
	boundLower = 2 << 2
	boundUpper = 3 << 2

	keyShift  = 13
	workShift = 7
	moveShift = 4
)

// mirrorBelow is the number of stones under which a position and its
// mirror image share their table entries: early in the game, where the
// searches are large and symmetric positions common.
const mirrorBelow = 16

// Solve returns the outcome of s for the player to move (+1 a win, 0 a
// draw, -1 a loss), a move that keeps it (with a loss, the first column
// that does not lose at once, if any), and the number of positions it
// searched. It stops with an error when ctx is done or after about nodes
// positions (0: no limit); on a finished game it returns an error
// wrapping ply.ErrGameOver.
func (sv *Solver) Solve(ctx context.Context, s State, nodes uint64) (outcome int, best Move, searched uint64, err error) {
	if over(s) {
		return 0, 0, 0, fmt.Errorf("connectfour: solve: %w", ply.ErrGameOver)
	}
	sv.mu.Lock()
	defer sv.mu.Unlock()
	r := solveRun{sv: sv, ctx: ctx, limit: nodes}
	if nodes == 0 {
		r.limit = ^uint64(0)
	}
	t := s.turn()
	outcome, best = r.root(s.stones[t], s.mask())
	if r.stopped {
		err := ctx.Err()
		if err == nil {
			err = ErrNodeLimit
		}
		return 0, best, r.nodes, fmt.Errorf("connectfour: solve: %w", err)
	}
	return outcome, best, r.nodes, nil
}

// solveRun is one Solve: the table, the limits and the count.
type solveRun struct {
	sv      *Solver
	ctx     context.Context
	nodes   uint64
	limit   uint64
	stopped bool
}

// root solves the position where the player to move has the stones me
// among mask, and returns the outcome and a move that keeps it.
func (r *solveRun) root(me, mask uint64) (int, Move) {
	moves := playable(mask)
	first := Move(bits.TrailingZeros64(moves) / height)
	if win := winningCells(me, mask) & moves; win != 0 {
		return 1, Move(bits.TrailingZeros64(win) / height)
	}
	safe, forced := safeMoves(me^mask, mask)
	if safe == 0 {
		if forced != 0 {
			first = Move(bits.TrailingZeros64(forced) / height)
		}
		return -1, first
	}
	var order moveList
	order.fill(me, mask, safe)
	first = Move(bits.TrailingZeros64(order.cells[0]) / height)
	if count(mask) >= Cells-2 {
		return 0, first
	}
	// Is there a move after which the opponent loses? Else one after
	// which the opponent at best draws?
	for _, want := range [2]int8{-1, 0} {
		for _, cell := range order.cells[:order.n] {
			v := r.negamax(me^mask, mask|cell, want, want+1)
			if r.stopped {
				return 0, first
			}
			if v <= want {
				return int(-want), Move(bits.TrailingZeros64(cell) / height)
			}
		}
	}
	return -1, first
}

// safeMoves returns the cells where the player to move, against the
// opponent's stones them among mask, may play without letting the
// opponent win at once, and the cells where the opponent threatens to win
// next move (which the player must take, and cannot if there are two).
func safeMoves(them, mask uint64) (safe, forced uint64) {
	moves := playable(mask)
	threats := winningCells(them, mask)
	if forced = moves & threats; forced != 0 {
		if forced&(forced-1) != 0 {
			return 0, forced
		}
		moves = forced
	}
	// Never under the opponent's winning cell.
	return moves &^ (threats >> 1), forced
}

// moveList is the safe moves of a position, best first.
type moveList struct {
	cells  [Columns]uint64
	scores [Columns]int
	n      int
}

// centreFirst are the columns from the centre out.
var centreFirst = [Columns]int{3, 2, 4, 1, 5, 0, 6}

// fill lists the cells of moves for the player with the stones me among
// mask, best first: a move scores by the threats it leaves the player
// (the cells where a stone would make four), not counting those right
// above a threat of the opponent, which can never be played; a threat
// counts more the sooner it comes into play: right above a playable
// cell, or one cell higher. Among equal scores the columns nearest the
// centre come first.
func (l *moveList) fill(me, mask, moves uint64) {
	theirs := winningCells(me^mask, mask)
	for _, c := range centreFirst {
		cell := moves & columnMask(c)
		if cell == 0 {
			continue
		}
		after := mask | cell
		useful := winningCells(me|cell, after) &^ (theirs << 1)
		next := playable(after) << 1 & full
		score := 3*count(useful) + 12*count(useful&next) + 5*count(useful&(next<<1))
		i := l.n
		for ; i > 0 && l.scores[i-1] < score; i-- {
			l.cells[i], l.scores[i] = l.cells[i-1], l.scores[i-1]
		}
		l.cells[i], l.scores[i] = cell, score
		l.n++
	}
}

// first moves the cell to the front of the list, if it is there.
func (l *moveList) first(cell uint64) {
	for i := range l.n {
		if l.cells[i] == cell {
			copy(l.cells[1:i+1], l.cells[:i])
			l.cells[0] = cell
			return
		}
	}
}

// pollEvery is how many positions a solve searches between looks at its
// context.
const pollEvery = 1 << 12

// negamax returns the value of the position where the player to move has
// the stones me among mask, for that player (1 a win, 0 a draw, -1 a
// loss), within the window (alpha, beta): a value at most alpha is an
// upper bound, at least beta a lower bound. The player to move cannot win
// at once (its opponent's last move was safe).
func (r *solveRun) negamax(me, mask uint64, alpha, beta int8) int8 {
	r.nodes++
	if r.nodes%pollEvery == 0 && (r.nodes > r.limit || r.ctx.Err() != nil) {
		r.stopped = true
	}
	if r.stopped {
		return 0
	}
	safe, _ := safeMoves(me^mask, mask)
	if safe == 0 {
		return -1
	}
	stones := count(mask)
	if stones >= Cells-2 {
		// The player's safe move and the opponent's last stone make no
		// four.
		return 0
	}
	// A player who cannot make four even with every empty cell does not
	// win.
	empty := full &^ mask
	if !fours(me | empty) {
		if alpha >= 0 {
			return 0
		}
		beta = min(beta, 0)
	}
	if !fours(me ^ mask | empty) {
		if beta <= 0 {
			return 0
		}
		alpha = max(alpha, 0)
	}
	if stones%2 == 0 {
		// Red to move: Yellow may answer every move in its column.
		if ub, ok := evensBound(me, mask); ok {
			if ub <= alpha {
				return ub
			}
			beta = min(beta, ub)
		}
	}
	k, mirrored := tableKey(me, mask, stones)
	bucket := r.sv.table[mix(k)&r.sv.mask:][:2]
	hint := uint64(0)
	for _, e := range bucket {
		if e>>keyShift != k {
			continue
		}
		v := int8(e&3) - 1
		switch e & (3 << 2) {
		case boundExact:
			return v
		case boundLower:
			if v >= beta {
				return v
			}
			alpha = max(alpha, v)
		case boundUpper:
			if v <= alpha {
				return v
			}
			beta = min(beta, v)
		}
		if alpha >= beta {
			return v
		}
		if m := e >> moveShift & 7; m != 0 {
			c := int(m - 1)
			if mirrored {
				c = Columns - 1 - c
			}
			hint = safe & columnMask(c)
		}
		break
	}
	if stones < etcBelow {
		// A move to a position the table knows to be lost enough for
		// the opponent ends the search at once.
		for m := safe; m != 0; m &= m - 1 {
			cell := m & -m
			ck, _ := tableKey(me^mask, mask|cell, stones+1)
			for _, e := range r.sv.table[mix(ck)&r.sv.mask:][:2] {
				if e>>keyShift == ck && e&(3<<2) != boundLower && 1-int8(e&3) >= beta {
					return 1 - int8(e&3)
				}
			}
		}
	}
	alpha0 := alpha
	var order moveList
	order.fill(me, mask, safe)
	if hint != 0 {
		order.first(hint)
	}
	nodes0 := r.nodes
	best, bestCell := int8(-1), order.cells[0]
	for _, cell := range order.cells[:order.n] {
		v := -r.negamax(me^mask, mask|cell, -beta, -alpha)
		if r.stopped {
			return 0
		}
		if v > best {
			best, bestCell = v, cell
			if v > alpha {
				alpha = v
				if alpha >= beta {
					break
				}
			}
		}
	}
	bound := uint64(boundExact)
	switch {
	case best <= alpha0:
		bound = boundUpper
	case best >= beta:
		bound = boundLower
	}
	c := bits.TrailingZeros64(bestCell) / height
	if mirrored {
		c = Columns - 1 - c
	}
	work := uint64(bits.Len64(r.nodes - nodes0))
	e := k<<keyShift | work<<workShift | uint64(c+1)<<moveShift | bound | uint64(best+1)
	switch {
	case bucket[0]>>keyShift == k, work >= bucket[0]>>workShift&63:
		bucket[0] = e
	default:
		bucket[1] = e
	}
	return best
}

// evenRows has the cells of the second, fourth and sixth rows.
const evenRows = bottom * 0b101010

// evensBound returns an upper bound on the value of the position where
// the first player is to move, with the stones me among mask, if the
// second player's "claimeven" strategy gives one. The second player
// answers a move in a column of even height in the same column, and a
// move in a column of odd height on the lowest empty cell of another
// column of odd height (there is an even number of them). So the second
// player gets every empty cell of an even row that is not playable now,
// and the first player at most the other empty cells. If those make no
// four with the first player's stones, the first player cannot win (the
// bound is 0); if moreover the second player's stones and cells make a
// four, the second player wins (-1).
func evensBound(me, mask uint64) (int8, bool) {
	them := (me ^ mask) | evenRows&^mask&^playable(mask)
	if fours(full &^ them) {
		return 0, false
	}
	if fours(them) {
		return -1, true
	}
	return 0, true
}

// etcBelow is the number of stones under which a search looks its
// moves up in the table before it searches them.
const etcBelow = 36

// tableKey returns the key under which the table keeps the position
// where the player to move has the stones me among mask, with stones
// stones in all, and whether it is the key of the mirror image.
func tableKey(me, mask uint64, stones int) (uint64, bool) {
	k := key(me, mask)
	if stones < mirrorBelow {
		if m := mirror(k); m < k {
			return m, true
		}
	}
	return k, false
}

// mirror returns the key of the mirror image of the position of key k:
// column c goes to column 6-c.
func mirror(k uint64) uint64 {
	const col = 1<<height - 1
	return (k&col)<<(6*height) | (k&(col<<height))<<(4*height) | (k&(col<<(2*height)))<<(2*height) |
		k&(col<<(3*height)) |
		(k>>(2*height))&(col<<(2*height)) | (k>>(4*height))&(col<<height) | (k>>(6*height))&col
}

// solvers hold the solvers SolveOutcome uses, one per concurrent call.
var solvers = sync.Pool{New: func() any { return NewSolver(defaultSolverMB) }}

// defaultSolverMB is the table size of the solvers of SolveOutcome.
const defaultSolverMB = 16

// SolveOutcome implements search.OutcomeSolver with a Solver: the
// outcome of s for the player to move and a move that keeps it. It does
// not handle a finished game (handled is false). It stops with an error
// when ctx is done or after about nodes positions (0: no limit).
func (Game) SolveOutcome(ctx context.Context, s State, nodes uint64) (outcome int, best Move, searched uint64, handled bool, err error) {
	if over(s) {
		return 0, 0, 0, false, nil
	}
	sv := solvers.Get().(*Solver)
	defer solvers.Put(sv)
	outcome, best, searched, err = sv.Solve(ctx, s, nodes)
	return outcome, best, searched, true, err
}

// NewOutcomeSolver implements search.OutcomeSolverMaker: SolveOutcome on
// a Solver of the caller's own, of about tableMB mebibytes, made at the
// first call.
func (Game) NewOutcomeSolver(tableMB int) func(ctx context.Context, s State, nodes uint64) (outcome int, best Move, searched uint64, handled bool, err error) {
	var (
		once sync.Once
		sv   *Solver
	)
	return func(ctx context.Context, s State, nodes uint64) (int, Move, uint64, bool, error) {
		if over(s) {
			return 0, 0, 0, false, nil
		}
		once.Do(func() { sv = NewSolver(tableMB) })
		outcome, best, searched, err := sv.Solve(ctx, s, nodes)
		return outcome, best, searched, true, err
	}
}
