// solve_pn.go holds the solver's proof-number search: depth-first
// proof-number search (df-pn) of the outcome alone, for games without
// scores (SolveOptions.ProofNumber).

package search

import (
	"unsafe"

	"github.com/plygo/ply"
)

// pnInf is the proof or disproof number of a settled state; sums saturate
// just below it.
const pnInf = 1 << 30

// pnEntry is what df-pn knows of a state: its proof and disproof numbers
// for the goal "the root's player reaches at least the goal outcome".
type pnEntry struct {
	pn, dn uint32
}

// pnMaxEntries bounds df-pn's table; past it the table is emptied, which
// costs work again but never a wrong answer.
const pnMaxEntries = 1 << 22

// dfpn is one proof-number search of the goal for the player me at the
// root.
type dfpn[S, M comparable] struct {
	sv    *solveRun[S, M]
	me    ply.Player
	goal  int // 1: prove a win; 0: prove at least a draw
	table map[S]pnEntry
	buf   [][]M // per-ply move buffers
	kids  [][]S // per-ply child buffers
	// stack is the bytes of buf and kids, stackAt each ply's share of
	// it, bounded as SolveOptions.StackMB says.
	stack   int
	stackAt []int
}

// proveOutcome reports, by df-pn, whether the player to move in s reaches
// at least goal (1 a win, 0 a draw), and a move that does if so. ok is
// false when a limit stopped it.
func (sv *solveRun[S, M]) proveOutcome(s S, goal int) (proven bool, best M, ok bool) {
	d := &dfpn[S, M]{sv: sv, me: sv.p.g.ToMove(s), goal: goal, table: map[S]pnEntry{}}
	for {
		e := d.mid(s, pnInf, pnInf, 0)
		if sv.abort {
			return false, best, false
		}
		if e.pn == 0 || e.dn == 0 {
			break
		}
	}
	e := d.table[s]
	if e.dn == 0 {
		return false, best, true
	}
	// The proven root: a move to a proven child.
	g := sv.p.g
	for _, m := range g.AppendMoves(nil, s) {
		if c := d.entry(g.Apply(s, m)); c.pn == 0 {
			return true, m, true
		}
	}
	return true, best, true
}

// entry returns what is known of s: from a finished game its settled
// numbers, from the table, or (1, 1) for a new state.
func (d *dfpn[S, M]) entry(s S) pnEntry {
	if r, over := d.sv.p.g.Result(s); over {
		if r.For(d.me) >= d.goal {
			return pnEntry{0, pnInf}
		}
		return pnEntry{pnInf, 0}
	}
	if e, ok := d.table[s]; ok {
		return e
	}
	return pnEntry{1, 1}
}

// mid searches s, not finished, until its proof number reaches thPn or its
// disproof number thDn, and returns its numbers.
func (d *dfpn[S, M]) mid(s S, thPn, thDn uint32, ply int) pnEntry {
	sv := d.sv
	g := sv.p.g
	if _, over := g.Result(s); over {
		return d.entry(s)
	}
	if ply >= sv.maxPly {
		sv.abort = true
		return pnEntry{1, 1}
	}
	for len(d.buf) <= ply {
		d.buf = append(d.buf, nil)
		d.kids = append(d.kids, nil)
		d.stackAt = append(d.stackAt, 0)
	}
	moves := g.AppendMoves(d.buf[ply][:0], s)
	d.buf[ply] = moves
	sv.clock.work += len(moves)
	if len(moves) == 0 {
		// A stuck state is a draw.
		e := pnEntry{pnInf, 0}
		if d.goal <= 0 {
			e = pnEntry{0, pnInf}
		}
		d.table[s] = e
		return e
	}
	var m0 M
	var s0 S
	bytes := cap(moves)*int(unsafe.Sizeof(m0)) + max(cap(d.kids[ply]), len(moves))*int(unsafe.Sizeof(s0))
	if sv.stackLimit > 0 && d.stack-d.stackAt[ply]+bytes > sv.stackLimit {
		sv.abort = true
		return pnEntry{1, 1}
	}
	d.stack += bytes - d.stackAt[ply]
	d.stackAt[ply] = bytes
	or := g.ToMove(s) == d.me
	children := d.kids[ply][:0]
	for _, m := range moves {
		children = append(children, g.Apply(s, m))
	}
	d.kids[ply] = children
	sv.nodes += uint64(len(moves))
	for {
		if sv.stop.flag.Load() || sv.clock.spend(&sv.stop, nodeWork*len(moves)) || sv.nodes >= sv.nodeLimit {
			sv.abort = true
			return pnEntry{1, 1}
		}
		// For an OR node (the root's player to move) pn is the least
		// child pn and dn the sum of the child dns; for an AND node the
		// other way round. phi/delta name them from the mover's side.
		var phi, delta uint32 = pnInf, 0
		best, second := -1, uint32(pnInf)
		var bestDeltaC uint32
		for i, c := range children {
			e := d.entry(c)
			cPhi, cDelta := e.pn, e.dn // the child's contribution to phi, delta
			if !or {
				cPhi, cDelta = e.dn, e.pn
			}
			switch {
			case cDelta == pnInf || delta == pnInf:
				delta = pnInf
			default:
				delta = min(delta+cDelta, pnInf-1) // saturated, never settled
			}
			if cPhi < phi {
				second = phi
				phi, best, bestDeltaC = cPhi, i, cDelta
			} else if cPhi < second {
				second = cPhi
			}
		}
		e := pnEntry{phi, delta}
		thPhi, thDelta := thPn, thDn
		if !or {
			e = pnEntry{delta, phi}
			thPhi, thDelta = thDn, thPn
		}
		if phi >= thPhi || delta >= thDelta {
			if len(d.table) >= pnMaxEntries {
				clear(d.table)
			}
			d.table[s] = e
			return e
		}
		// Search the most promising child until it stops being so.
		cThPhi := min(thPhi, second+1)
		cThDelta := thDelta - delta + bestDeltaC
		cPn, cDn := cThPhi, cThDelta
		if !or {
			cPn, cDn = cThDelta, cThPhi
		}
		d.mid(children[best], cPn, cDn, ply+1)
		if sv.abort {
			return pnEntry{1, 1}
		}
	}
}
