// endgame.go holds Endgame, the exact solver of boards without jokers or
// bonuses (Othello, and Mapello's plain boards with walls): alpha-beta on
// bare bitboards with parity and fastest-first ordering, and ordering by
// shallow searches with the pattern evaluation at many empty cells,
// special cases for the last empty cells, a stability cutoff, a
// transposition table and enhanced transposition cutoffs.

package mapello

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"math/bits"
	"sync"
	"sync/atomic"

	"github.com/plygo/ply"
)

// EndRule says who gets the empty cells left when a game ends before the
// board is full.
type EndRule uint8

const (
	// MapelloRule scores the end as the rules of Mapello do: each side
	// scores its discs and bonus points, and empty cells go to nobody.
	// It is the rule of Game.Result.
	MapelloRule EndRule = iota
	// OthelloRule gives the empty cells to the winner, as tournament
	// Othello does (a 33-30 win with one empty cell counts as 34-30). The
	// winner is the same under both rules; the margin, and so the best
	// move of a won or lost position, can differ. The published scores
	// of the Othello test suites use this rule. Bonus points, which
	// Othello has none of, are left out of the score.
	OthelloRule
)

// ErrNotPlain is wrapped by the error Endgame.Solve returns for a state
// with jokers or untaken bonuses, which the endgame solver does not handle
// (the generic solver of package search does).
var ErrNotPlain = errors.New("mapello: the endgame solver needs a board without jokers or bonuses")

// ErrNodeLimit is wrapped by the error Endgame.Solve returns when it
// reaches its node limit before the answer.
var ErrNodeLimit = errors.New("mapello: endgame node limit reached")

// EndgameResult is what Endgame.Solve found: the exact final margin for the
// player to move (its score minus the opponent's at the end of perfect
// play, under the solver's EndRule), a move that reaches it, and the
// number of positions the search visited: each position searched, with one
// empty cell or more, and each position the move ordering evaluated (the
// way Edax counts its nodes, so that the counts compare).
type EndgameResult struct {
	Margin int
	Move   Move
	Nodes  uint64
}

// Endgame solves endgames exactly. It keeps its transposition table
// between calls. Its solves may run on several goroutines
// (EndgameOptions.Threads), but one Endgame is not safe for concurrent use:
// its calls must take turns (use one per goroutine).
type Endgame struct {
	rule  EndRule
	tt    []egEntry
	mask  uint64
	walls uint64
	pev   *patternEval // the pattern evaluation, for the move ordering of Othello boards
	// probing is set during the search for a wipe-out, which leaves the
	// table as it was: its best moves, ordered to find wipe-outs, would
	// mislead the search that follows.
	probing bool

	ctx     context.Context
	nodes   uint64
	limit   uint64
	aborted bool

	// par is the state a parallel solve's workers share, nil for one
	// thread; the fields below serve only its workers (endgame_par.go).
	par     *egShared
	sp      *egSplit     // the innermost split point whose moves this worker searches
	counted uint64       // nodes already added to par.nodes
	seen    egEntry      // the last entry lookup read from the shared table
	splits  *[65]egSplit // this worker's split points, by empty cells
	// cut[n] is set while this worker searches, with a null window, a
	// node of n empty cells expected to cut off: the first move of a
	// node expected not to (or the second or later move of a node with a
	// wider window) is expected to cut off, and the moves of one expected
	// to cut off are expected not to. Only split's nodes keep it.
	cut [65]bool
}

// egEntry is one slot of the endgame table: bounds on the value of the
// position (p, o) for the player with p to move, its best move and the
// best move before it (the two first moves to try).
type egEntry struct {
	p, o   uint64
	lo, hi int16
	move   uint8
	move2  uint8 // the previous best move, or noMove
	empt   uint8 // empty cells when stored; 0 marks an empty slot
}

// noMove is egEntry.move2 when there is none.
const noMove = 0xFF

// Endgame tuning, by empty cells: the last few cells are searched without
// move lists below listMin, with a stability cutoff from scMin; from
// sortMin, moves are ordered fastest-first; the table is used from ttMin,
// enhanced transposition cutoffs from etcMin. The figures and the weights
// below were chosen by the node counts of FFO positions of 17 to 23 empty
// cells (BenchmarkEndgameFFO).
const (
	listMin = 5
	scMin   = 3
	sortMin = 5
	ttMin   = 7
	etcMin  = 9
	// shallowMin is where move ordering on boards with walls turns from
	// the opponent's mobility to a shallow search of each move.
	shallowMin = 14
)

// shallow returns a heuristic value of (p, o) for p, to move, by a
// negamax search of depth plies over mobility and corners: the move
// ordering of deep endgame nodes.
func (e *Endgame) shallow(p, o uint64, depth, alpha, beta int) int {
	empty := ^(p | o | e.walls)
	mp := legalOpen(p, o, empty)
	if depth == 0 || mp == 0 {
		mo := legalOpen(o, p, empty)
		if mp == 0 && mo == 0 {
			return 64 * (bits.OnesCount64(p) - bits.OnesCount64(o))
		}
		return 4*(bits.OnesCount64(mp)-bits.OnesCount64(mo)) +
			4*(bits.OnesCount64(mp&corners)-bits.OnesCount64(mo&corners)) +
			12*(bits.OnesCount64(p&corners)-bits.OnesCount64(o&corners)) +
			bits.OnesCount64(neighbours(o)&empty) - bits.OnesCount64(neighbours(p)&empty)
	}
	best := -(1 << 14)
	for ; mp != 0; mp &= mp - 1 {
		sq := bits.TrailingZeros64(mp)
		f := flipsOpen(sq, p, o)
		e.nodes++
		v := -e.shallow(o&^f, p|f|uint64(1)<<sq, depth-1, -beta, -max(alpha, best))
		if v > best {
			best = v
			if v >= beta {
				break
			}
		}
	}
	return best
}

// shallowDepth is the depth of shallow's search that orders the moves of a
// node of n empty cells on boards with walls.
func shallowDepth(n int) int {
	if n >= 20 {
		return 2
	}
	return 1
}

// evalInf bounds evalSearch's values.
const evalInf = 1 << 20

// Move ordering weights. Fastest-first keys a move (lower first) by
// fastMob times the opponent's mobility (corners counted twice) plus its
// potential mobility (empty cells next to the mover's discs), less
// fastCorner for a corner, plus fastParity outside the odd quadrants. From
// evalMin empty cells, on boards without walls, a move is keyed instead by
// a search of evalSortDepth(n) plies of the child with the pattern
// evaluation (in 1/evalUnit logits, from the opponent's side), plus
// sortMob times the opponent's mobility and sortPot times its potential
// mobility.
const (
	fastMob    = 16
	fastCorner = 6
	fastParity = 1
	evalMin    = 12
	evalUnit   = 64
	sortMob    = 16
	sortPot    = 4
	// wipeProbe is the node budget of the search for a wipe-out at the
	// root at evalMin empty cells, doubled every two more.
	wipeProbe = 4096
	evalStep  = 3
	evalBase  = 12
)

// evalSortDepth returns the depth of the evaluation search that orders a
// node of n empty cells, or -1 below evalMin.
func evalSortDepth(n int) int {
	if n < evalMin {
		return -1
	}
	return min(max((n-evalBase)/evalStep, 0), 4)
}

// evalSearch returns the value of (p, o) for p, to move, by an alpha-beta
// search of depth plies with the pattern evaluation at the leaves (in
// 1/evalUnit logits), finished games worth far more than any evaluation.
func (e *Endgame) evalSearch(p, o uint64, depth, alpha, beta int) int {
	e.nodes++
	empty := ^(p | o)
	if depth == 0 {
		s := State{discs: [2]uint64{p, o}}
		return int(e.pev.value(&s) * evalUnit)
	}
	mp := legalOpen(p, o, empty)
	if mp == 0 {
		if legalOpen(o, p, empty) == 0 {
			return evalInf / 2 * cmp.Compare(bits.OnesCount64(p), bits.OnesCount64(o))
		}
		return -e.evalSearch(o, p, depth, -beta, -alpha)
	}
	best := -evalInf
	for ; mp != 0; mp &= mp - 1 {
		sq := bits.TrailingZeros64(mp)
		f := flipsOpen(sq, p, o)
		v := -e.evalSearch(o&^f, p|f|uint64(1)<<sq, depth-1, -beta, -max(alpha, best))
		if v > best {
			best = v
			if v >= beta {
				break
			}
		}
	}
	return best
}

// NewEndgame returns an endgame solver scoring ends by rule, with a table
// of about tableMB mebibytes (0 means 16, the largest power of two of
// entries that fits is used).
func NewEndgame(rule EndRule, tableMB int) *Endgame {
	return newEndgame(rule, tableMB, 1)
}

// newEndgame is NewEndgame on threads workers (at least 1).
func newEndgame(rule EndRule, tableMB, threads int) *Endgame {
	if tableMB <= 0 {
		tableMB = 16
	}
	n := uint64(1024)
	for n*2*24 <= uint64(tableMB)<<20 {
		n *= 2
	}
	e := &Endgame{rule: rule, mask: n - 1, pev: embedded()}
	if threads <= 1 {
		e.tt = make([]egEntry, n)
		return e
	}
	e.par = &egShared{threads: threads, tt: make([]atomic.Uint64, 3*n)}
	e.splits = new([65]egSplit)
	return e
}

// Reset empties the table: the next solve runs as on a new Endgame. It
// writes every entry, so a caller that times solves can have the memory in
// place before the clock starts.
func (e *Endgame) Reset() {
	clear(e.tt)
	if e.par != nil {
		clear(e.par.tt)
	}
}

// Solve returns the exact final margin of s for the player to move, under
// the solver's rule, and a best move (Pass when the player to move must
// pass). It stops with an error after about nodes positions (0: no limit)
// or when ctx is done, wrapping ErrNodeLimit or ctx's error. A finished state is an error wrapping
// ply.ErrGameOver; a state with jokers or untaken bonuses one wrapping
// ErrNotPlain.
func (e *Endgame) Solve(ctx context.Context, s State, nodes uint64) (EndgameResult, error) {
	return e.solveWindow(ctx, s, nodes, false)
}

// SolveWLD is Solve that tells only a win from a draw from a loss: the
// Margin it returns is 1, 0 or -1, the sign of Solve's, with a move that
// wins, a move that draws, or (in a lost position) any move. It searches
// with the narrowest window around a margin of 0, and so visits several
// times fewer positions than Solve: it is what a player that needs only
// to win asks first. Its errors are Solve's.
func (e *Endgame) SolveWLD(ctx context.Context, s State, nodes uint64) (EndgameResult, error) {
	return e.solveWindow(ctx, s, nodes, true)
}

// solveWindow is Solve, or SolveWLD when wld is set.
func (e *Endgame) solveWindow(ctx context.Context, s State, nodes uint64, wld bool) (EndgameResult, error) {
	if s.jokers != 0 || s.bonus&s.empty() != 0 {
		return EndgameResult{}, ErrNotPlain
	}
	if e.walls != s.walls {
		clear(e.tt)
		if e.par != nil {
			clear(e.par.tt)
		}
		e.walls = s.walls
	}
	e.ctx, e.nodes, e.limit, e.aborted = ctx, 0, nodes, false
	if e.limit == 0 {
		e.limit = ^uint64(0)
	}
	if e.par != nil {
		e.par.begin(e)
	}
	me := s.side
	p, o := s.discs[me], s.discs[me^1]
	pts := 0
	if e.rule == MapelloRule {
		// Without bonuses on the board the points no longer change: they
		// add to the margin of every line alike.
		pts = int(s.points[me]) - int(s.points[me^1])
	}
	// The window on the discs' margin: all of it, or around the margin
	// that makes the whole margin 0. No margin is beyond the playable
	// cells, so a search that reaches one of them is exact and stops
	// there (a wipe-out need not be compared with the other moves).
	cells := 64 - bits.OnesCount64(s.walls)
	alpha, beta := -cells, cells
	if wld {
		alpha, beta = -pts-1, -pts+1
	}
	empty := ^(p | o | e.walls)
	moves := legalOpen(p, o, empty)
	var res EndgameResult
	if moves == 0 {
		if legalOpen(o, p, empty) == 0 {
			return EndgameResult{}, fmt.Errorf("mapello: endgame: %w", ply.ErrGameOver)
		}
		v, _ := e.deep(o, p, -beta, -alpha, bits.OnesCount64(empty), true)
		res = EndgameResult{Margin: -v + pts, Move: Pass}
	} else {
		// A wipe-out first, with the narrowest window at the top and a
		// small budget of nodes: a search with the whole window would
		// prove the exact margin of every move ordered before one. It
		// ends at once where the opponent has a stable disc. (Under
		// MapelloRule the empty cells left by a wipe-out go to nobody:
		// no margin reaches cells.)
		n := bits.OnesCount64(empty)
		v, best := -cells, 0
		if !wld && e.rule == OthelloRule {
			limit := e.limit
			e.limit = min(limit, e.nodes+wipeProbe<<max((n-evalMin)/2, 0))
			e.probing = true
			v, best = e.deep(p, o, cells-1, cells, n, true)
			e.limit, e.probing = limit, false
			if e.aborted {
				e.aborted = e.nodes >= limit || ctx.Err() != nil
				v = -cells
			}
		}
		if v < cells && !e.aborted {
			v, best = e.deep(p, o, alpha, beta, n, true)
		}
		res = EndgameResult{Margin: v + pts, Move: Move(best)}
	}
	if wld {
		res.Margin = cmp.Compare(res.Margin, 0)
	}
	if e.par != nil {
		e.nodes = e.par.total(e)
	}
	res.Nodes = e.nodes
	return res, e.err()
}

// err returns the error of an aborted search.
func (e *Endgame) err() error {
	if !e.aborted {
		return nil
	}
	if err := e.ctx.Err(); err != nil {
		return fmt.Errorf("mapello: endgame stopped: %w", err)
	}
	return fmt.Errorf("mapello: endgame stopped after %d nodes: %w", e.nodes, ErrNodeLimit)
}

// poll counts a node and reports whether the search must stop.
func (e *Endgame) poll() bool {
	e.nodes++
	if e.nodes&4095 == 0 && !e.aborted {
		if e.nodes >= e.limit || e.ctx.Err() != nil || e.par != nil && e.par.stopped(e) {
			e.aborted = true
		}
	}
	return e.aborted
}

// final is the value of the finished position (p, o) for p: the disc and
// point difference, and the empty cells to the winner under OthelloRule.
func (e *Endgame) final(p, o uint64) int {
	d := bits.OnesCount64(p) - bits.OnesCount64(o)
	if e.rule == OthelloRule && d != 0 {
		n := bits.OnesCount64(^(p | o | e.walls))
		if d > 0 {
			d += n
		} else {
			d -= n
		}
	}
	return d
}

// quadrants are the four 4x4 corners of the interior, for parity.
var quadrants = [4]uint64{0x000000000f0f0f0f, 0x00000000f0f0f0f0, 0x0f0f0f0f00000000, 0xf0f0f0f000000000}

// oddFirst returns the cells of empty in quadrants holding an odd number
// of empty cells, and the others.
func oddFirst(empty uint64) (odd, even uint64) {
	for _, q := range quadrants {
		if bits.OnesCount64(empty&q)&1 != 0 {
			odd |= empty & q
		}
	}
	return odd, empty &^ odd
}

// solve returns the value of (p, o) for p, to move, within (alpha, beta)
// (fail-soft). passed is set when the opponent has just passed.
func (e *Endgame) solve(p, o uint64, alpha, beta int, passed bool) int {
	empty := ^(p | o | e.walls)
	n := bits.OnesCount64(empty)
	switch {
	case n == 0:
		return bits.OnesCount64(p) - bits.OnesCount64(o)
	case n == 1:
		return e.last1(p, o, empty)
	case n == 2:
		return e.last2(p, o, alpha, beta, empty, passed)
	case n < listMin:
		return e.small(p, o, alpha, beta, empty, passed)
	}
	v, _ := e.deep(p, o, alpha, beta, n, passed)
	return v
}

// last1 returns the value of (p, o) with one empty cell, for p to move.
func (e *Endgame) last1(p, o uint64, empty uint64) int {
	sq := bits.TrailingZeros64(empty)
	b := empty
	e.nodes++
	if f := flipsOpen(sq, p, o); f != 0 {
		return 2*bits.OnesCount64(p|f|b) - 64 + bits.OnesCount64(e.walls)
	}
	if f := flipsOpen(sq, o, p); f != 0 {
		return -(2*bits.OnesCount64(o|f|b) - 64 + bits.OnesCount64(e.walls))
	}
	return e.final(p, o)
}

// last2 returns the value of (p, o) with two empty cells for p, to move,
// within (alpha, beta) (fail-soft); passed is set when the opponent has
// just passed. Parity does not order two cells: they are in one quadrant
// or in two odd ones.
func (e *Endgame) last2(p, o uint64, alpha, beta int, empty uint64, passed bool) int {
	e.nodes++
	x := bits.TrailingZeros64(empty)
	y := bits.TrailingZeros64(empty & (empty - 1))
	bx, by := uint64(1)<<x, uint64(1)<<y
	best := -(1 << 14)
	if f := flipsOpen(x, p, o); f != 0 {
		if best = -e.last1(o&^f, p|f|bx, by); best >= beta {
			return best
		}
	}
	if f := flipsOpen(y, p, o); f != 0 {
		return max(best, -e.last1(o&^f, p|f|by, bx))
	}
	if best > -(1 << 14) {
		return best
	}
	if passed {
		return e.final(p, o)
	}
	return -e.last2(o, p, -beta, -alpha, empty, true)
}

// small searches a position of 3 to listMin-1 empty cells without a move
// list: it tries each empty cell, those in odd quadrants first.
func (e *Endgame) small(p, o uint64, alpha, beta int, empty uint64, passed bool) int {
	if e.poll() {
		return 0
	}
	if bits.OnesCount64(empty) >= scMin {
		if cells := 64 - bits.OnesCount64(e.walls); alpha >= cells-2*bits.OnesCount64(o) {
			if most := cells - 2*bits.OnesCount64(stable(o, ^empty, e.walls)); most <= alpha {
				return most
			}
		}
	}
	best := -(1 << 14)
	odd, even := oddFirst(empty)
	for _, set := range [2]uint64{odd, even} {
		for ; set != 0; set &= set - 1 {
			sq := bits.TrailingZeros64(set)
			f := flipsOpen(sq, p, o)
			if f == 0 {
				continue
			}
			v := -e.solve(o&^f, p|f|uint64(1)<<sq, -beta, -max(alpha, best), false)
			if v > best {
				best = v
				if v >= beta {
					return v
				}
			}
		}
	}
	if best > -(1 << 14) {
		return best
	}
	if passed {
		return e.final(p, o)
	}
	return -e.small(o, p, -beta, -alpha, empty, true)
}

// egMove is a placement and its ordering key, lower first.
type egMove struct {
	p, o uint64 // the child position, from the opponent's side: o's discs, p's discs
	sq   int8
	key  int32
}

// corners holds a1, h1, a8 and h8.
const corners = 0x8100000000000081

// deep searches a position of listMin or more empty cells (n) with a
// move list, returning its value and best cell (or Pass).
func (e *Endgame) deep(p, o uint64, alpha, beta, n int, passed bool) (int, int) {
	if e.poll() {
		return 0, int(Pass)
	}
	empty := ^(p | o | e.walls)
	moves := legalOpen(p, o, empty)
	if moves == 0 {
		if passed {
			return e.final(p, o), int(Pass)
		}
		if legalOpen(o, p, empty) == 0 {
			return e.final(p, o), int(Pass)
		}
		if e.par != nil {
			// The pass is a child, expected to be of the other kind.
			e.cut[n] = !e.cut[n]
			v, _ := e.deep(o, p, -beta, -alpha, n, true)
			e.cut[n] = !e.cut[n]
			return -v, int(Pass)
		}
		v, _ := e.deep(o, p, -beta, -alpha, n, true)
		return -v, int(Pass)
	}
	// Stability cutoff: the opponent's stable discs bound what p can
	// still reach.
	if cells := 64 - bits.OnesCount64(e.walls); alpha >= cells-2*bits.OnesCount64(o) {
		if most := cells - 2*bits.OnesCount64(stable(o, p|o|e.walls, e.walls)); most <= alpha {
			return most, int(ms0(moves))
		}
	}
	alpha0 := alpha
	var slot *egEntry
	ttMove, ttMove2 := -1, -1
	if n >= ttMin {
		if slot = e.lookup(p, o); slot != nil {
			lo, hi := int(slot.lo), int(slot.hi)
			if lo >= beta || lo == hi {
				return lo, int(slot.move)
			}
			if hi <= alpha {
				return hi, int(slot.move)
			}
			alpha = max(alpha, lo)
			beta = min(beta, hi)
			ttMove, ttMove2 = int(slot.move), int(slot.move2)
		}
	}
	var list [32]egMove
	cnt := 0
	for m := moves; m != 0; m &= m - 1 {
		sq := bits.TrailingZeros64(m)
		f := flipsOpen(sq, p, o)
		list[cnt] = egMove{p: o &^ f, o: p | f | uint64(1)<<sq, sq: int8(sq)}
		cnt++
	}
	ms := list[:cnt]
	if n >= etcMin {
		for i := range ms {
			if c := e.lookup(ms[i].p, ms[i].o); c != nil {
				if v := -int(c.hi); v >= beta {
					return v, int(ms[i].sq)
				}
			}
		}
	}
	// The table's move is searched before the others are ordered: where
	// it cuts, as it mostly does, their ordering (from evalMin empty
	// cells, a search of each) is not paid for.
	best, bestSq, first := -(1 << 14), int(ms[0].sq), 0
	if ttMove >= 0 && e.par == nil {
		for i := range ms {
			if int(ms[i].sq) != ttMove {
				continue
			}
			ms[0], ms[i] = ms[i], ms[0]
			v := -e.solve(ms[0].p, ms[0].o, -beta, -alpha, false)
			if e.aborted {
				return 0, ttMove
			}
			if v >= beta {
				if !e.probing {
					e.store(slot, p, o, v, alpha0, beta, ttMove, n)
				}
				return v, ttMove
			}
			best, bestSq, first = v, ttMove, 1
			break
		}
	}
	rest := ms[first:]
	switch {
	case n >= sortMin:
		odd, _ := oddFirst(empty)
		evalDepth := -1
		if e.walls == 0 {
			evalDepth = evalSortDepth(n)
		}
		// Where only a wipe-out beats alpha, or only escaping one
		// reaches beta (a margin beyond cells-2 is a wipe-out), moves
		// are ordered fastest-first: the evaluation, sure of the win,
		// orders them at random.
		cells := 64 - bits.OnesCount64(e.walls)
		wipe := alpha >= cells-2 || beta <= 2-cells
		for i := range rest {
			c := &rest[i]
			if c.p == 0 {
				// A wipe-out: nothing does better.
				c.key = -1 << 31
				continue
			}
			if int(c.sq) == ttMove {
				c.key = -1 << 30
				continue
			}
			if int(c.sq) == ttMove2 {
				c.key = -1 << 29
				continue
			}
			rest := empty &^ (uint64(1) << c.sq)
			r := legalOpen(c.p, c.o, rest)
			// The opponent's mobility, corners counted twice, and
			// potential mobility: empty cells next to the mover's discs.
			mob := bits.OnesCount64(r) + bits.OnesCount64(r&corners)
			pot := bits.OnesCount64(neighbours(c.o) & rest)
			var k int
			switch {
			case wipe:
				k = fastMob*mob + pot
				if uint64(1)<<c.sq&corners != 0 {
					k -= fastCorner
				}
			case evalDepth >= 0:
				// The opponent's view of the child by a shallow search with
				// the pattern evaluation: lower first.
				k = e.evalSearch(c.p, c.o, evalDepth, -evalInf, evalInf) + sortMob*mob + sortPot*pot
			case n >= shallowMin:
				k = e.shallow(c.p, c.o, shallowDepth(n), -(1 << 14), 1<<14)
			default:
				k = fastMob*mob + pot
				if uint64(1)<<c.sq&corners != 0 {
					k -= fastCorner
				}
				if uint64(1)<<c.sq&odd == 0 {
					k += fastParity
				}
			}
			c.key = int32(k)
		}
		for i := 1; i < len(rest); i++ {
			for j := i; j > 0 && rest[j].key < rest[j-1].key; j-- {
				rest[j], rest[j-1] = rest[j-1], rest[j]
			}
		}
	default:
		odd, _ := oddFirst(empty)
		for i := range rest {
			if uint64(1)<<rest[i].sq&odd == 0 {
				rest[i].key = 1
			}
			if int(rest[i].sq) == ttMove2 {
				rest[i].key = -1
			}
			if int(rest[i].sq) == ttMove {
				rest[i].key = -2
			}
		}
		for i := 1; i < len(rest); i++ {
			for j := i; j > 0 && rest[j].key < rest[j-1].key; j-- {
				rest[j], rest[j-1] = rest[j-1], rest[j]
			}
		}
	}
	// The search for a wipe-out stays on this worker: it leaves the table
	// as it was, which helpers would write to.
	if e.par != nil && n >= splitMin && !e.probing {
		best, bestSq := e.split(ms, alpha, beta, n, beta-alpha == 1 && e.cut[n])
		if e.aborted {
			return 0, bestSq
		}
		e.store(slot, p, o, best, alpha0, beta, bestSq, n)
		return best, bestSq
	}
	for i := first; i < len(ms); i++ {
		c := &ms[i]
		v := e.child(c, max(alpha, best), beta, i == 0)
		if e.aborted {
			return 0, bestSq
		}
		if v > best {
			best, bestSq = v, int(c.sq)
			if v >= beta {
				break
			}
		}
	}
	if n >= ttMin && !e.probing {
		e.store(slot, p, o, best, alpha0, beta, bestSq, n)
	}
	return best, bestSq
}

// ms0 returns the first cell of moves.
func ms0(moves uint64) int8 { return int8(bits.TrailingZeros64(moves)) }

// fullLines returns the cells of filled whose line is full on each axis:
// the rows, the columns, the diagonals along a1-h8 and along h1-a8. On
// the diagonals, each cell gathers its neighbours in one direction (and
// then in the other) 1, 2 and 4 steps away, the edge counting as filled.
func fullLines(filled uint64) [4]uint64 {
	// files12 and the others: the cells with no cell 2 steps away in a
	// direction; lowLeft and the others, those with none 4 steps away
	// (lowLeft: toward a1).
	const (
		files12 = fileA | fileA<<1
		files78 = fileH | fileH>>1
		ranks12 = rank1 | rank1<<8
		ranks78 = rank8 | rank8>>8
		lowLeft = 0x000000000f0f0f0f | 0x0f0f0f0f00000000 | 0x00000000ffffffff
		upRight = 0xf0f0f0f000000000 | 0x00000000f0f0f0f0 | 0xffffffff00000000
		lowRght = 0x00000000f0f0f0f0 | 0xf0f0f0f000000000 | 0x00000000ffffffff
		upLeft  = 0x0f0f0f0f00000000 | 0x000000000f0f0f0f | 0xffffffff00000000
	)
	r := filled
	r &= r >> 1
	r &= r >> 2
	r &= r >> 4
	c := filled
	c &= c >> 8
	c &= c >> 16
	c &= c >> 32
	u, d := filled, filled
	u &= u>>9 | rank8 | fileH
	u &= u>>18 | ranks78 | files78
	u &= u>>36 | upRight
	d &= d<<9 | rank1 | fileA
	d &= d<<18 | ranks12 | files12
	d &= d<<36 | lowLeft
	a, b := filled, filled
	a &= a>>7 | rank8 | fileA
	a &= a>>14 | ranks78 | files12
	a &= a>>28 | upLeft
	b &= b<<7 | rank1 | fileH
	b &= b<<14 | ranks12 | files78
	b &= b<<28 | lowRght
	return [4]uint64{(r & fileA) * 0xFF, (c & rank1) * fileA, u & d, a & b}
}

// stable returns discs of o that can never flip: on every axis the line
// through the disc is full, or a neighbour on that axis is the edge, a
// wall or a stable disc of o. filled holds every cell that is not empty.
func stable(o, filled, walls uint64) uint64 {
	full := fullLines(filled)
	var s uint64
	for {
		safe := s | walls
		h := full[0] | safe>>1 | fileH | safe<<1 | fileA
		v := full[1] | safe>>8 | rank8 | safe<<8 | rank1
		d := full[2] | safe>>9 | fileH | rank8 | safe<<9 | fileA | rank1
		a := full[3] | safe>>7 | fileA | rank8 | safe<<7 | fileH | rank1
		n := o & h & v & d & a
		if n == s {
			return s
		}
		s = n
	}
}

// bucket returns the two slots where (p, o) may be stored.
func (e *Endgame) bucket(p, o uint64) *[2]egEntry {
	i := e.index(p, o)
	return (*[2]egEntry)(e.tt[i : i+2])
}

// index returns the first of the two slots where (p, o) may be stored.
func (e *Endgame) index(p, o uint64) uint64 {
	h := (p*0x9e3779b97f4a7c15 ^ o*0xc2b2ae3d27d4eb4f)
	h ^= h >> 29
	return h & e.mask &^ 1
}

// lookup returns the table entry of (p, o), or nil. In a parallel solve
// it returns a copy, valid until the worker's next lookup.
func (e *Endgame) lookup(p, o uint64) *egEntry {
	if e.par != nil {
		return e.sharedLookup(p, o)
	}
	b := e.bucket(p, o)
	if b[0].p == p && b[0].o == o && b[0].empt != 0 {
		return &b[0]
	}
	if b[1].p == p && b[1].o == o && b[1].empt != 0 {
		return &b[1]
	}
	return nil
}

// child returns the value for the mover of the move c at a node whose
// best so far is a, below beta: with the whole window where full (the
// first move) or the window is a null one, else with a null window above
// a, searched again with the whole window where the move beats a.
func (e *Endgame) child(c *egMove, a, beta int, full bool) int {
	if full || beta-a == 1 {
		return -e.solve(c.p, c.o, -beta, -a, false)
	}
	v := -e.solve(c.p, c.o, -a-1, -a, false)
	if v > a && v < beta && !e.aborted {
		v = -e.solve(c.p, c.o, -beta, -v, false)
	}
	return v
}

// merge returns the entry of (p, o) after a search of n empty cells that
// returned v with the window (alpha, beta) and the move move, merged with
// old, the entry the table holds for (p, o), or nil for none.
func merge(old *egEntry, p, o uint64, v, alpha, beta, move, n int) egEntry {
	lo, hi := int16(-(1 << 14)), int16(1<<14)
	move2 := noMove
	if old != nil {
		lo, hi = old.lo, old.hi
		// The slot's move is one that reaches its lower bound: a search
		// that failed low names only the least bad of moves that all
		// fall short, so it keeps the move of the search that set the
		// bound.
		switch {
		case v <= alpha || int16(v) < lo:
			move, move2 = int(old.move), int(old.move2)
		case move != int(old.move):
			move2 = int(old.move)
		default:
			move2 = int(old.move2)
		}
	}
	if v > alpha {
		lo = max(lo, int16(v))
	}
	if v < beta {
		hi = min(hi, int16(v))
	}
	return egEntry{p: p, o: o, lo: lo, hi: hi, move: uint8(move), move2: uint8(move2), empt: uint8(n)}
}

// store records what a search of (p, o) within (alpha, beta) returned
// and its best move: in slot, the entry lookup found for (p, o), merging
// with what it holds, or else in the slot of its bucket holding the
// position of fewer empty cells (the cheaper one to search again). Values
// are those of the discs alone, so entries stay true between solves on
// the same walls.
func (e *Endgame) store(slot *egEntry, p, o uint64, v, alpha, beta, move, n int) {
	if e.par != nil {
		e.sharedStore(p, o, v, alpha, beta, move, n)
		return
	}
	if slot != nil && slot.p == p && slot.o == o && slot.empt != 0 {
		*slot = merge(slot, p, o, v, alpha, beta, move, n)
		return
	}
	b := e.bucket(p, o)
	slot = &b[0]
	if b[1].empt < b[0].empt {
		slot = &b[1]
	}
	*slot = merge(nil, p, o, v, alpha, beta, move, n)
}

// endgameMB is the table size of the solvers SolveExact uses.
const endgameMB = 16

// endgames holds the solvers SolveExact uses, one per concurrent call.
var endgames = sync.Pool{New: func() any { return NewEndgame(MapelloRule, endgameMB) }}

// NewExactSolver implements search.ExactSolverMaker: SolveExact on an
// Endgame of the caller's own, with a table of about tableMB mebibytes (at
// most the 16 of SolveExact's own), made at the first state it handles,
// rather than on the solvers SolveExact shares. Its calls take turns.
func (g *Game) NewExactSolver(tableMB int) func(ctx context.Context, s State, nodes uint64) (margin int, best Move, searched uint64, handled bool, err error) {
	var (
		mu sync.Mutex
		e  *Endgame
	)
	return func(ctx context.Context, s State, nodes uint64) (int, Move, uint64, bool, error) {
		if !g.endgameHandles(s) {
			return 0, Pass, 0, false, nil
		}
		mu.Lock()
		defer mu.Unlock()
		if e == nil {
			e = NewEndgame(MapelloRule, max(min(tableMB, endgameMB), 1))
		}
		r, err := e.Solve(ctx, s, nodes)
		return r.Margin, r.Move, r.Nodes, true, err
	}
}

// endgameHandles reports whether SolveExact handles s: a state without
// jokers or untaken bonuses, not finished.
func (g *Game) endgameHandles(s State) bool {
	if s.jokers != 0 || s.bonus&s.empty() != 0 {
		return false
	}
	_, over := g.Result(s)
	return !over
}

// SolveExact implements search.ExactSolver with Endgame and MapelloRule:
// the exact margin of s for the player to move (discs plus bonus points,
// empty cells to nobody) and a best move, on states without jokers or
// untaken bonuses; it does not handle others (handled is false), nor a
// finished state. It stops with an error when ctx is done or after about
// nodes positions (0: no limit).
func (g *Game) SolveExact(ctx context.Context, s State, nodes uint64) (margin int, best Move, searched uint64, handled bool, err error) {
	if !g.endgameHandles(s) {
		return 0, Pass, 0, false, nil
	}
	e := endgames.Get().(*Endgame)
	defer endgames.Put(e)
	r, err := e.Solve(ctx, s, nodes)
	return r.Margin, r.Move, r.Nodes, true, err
}
