// clicks.go holds how a person enters a move by clicking: the ring step,
// the ball step, then each vaulted enemy ball and where it goes.

package mitsudomoe

import (
	"iter"

	"github.com/plygo/ply/diagram"
)

var (
	_ diagram.MoveClicker[State, Move] = (*Game)(nil)
	_ diagram.ClickPreviewer[State]    = (*Game)(nil)
)

// ClickPaths yields the ways to click each legal move of s, cells named as
// in Diagram. A turn is clicked as it is played:
//
//   - the ring step: the cell a ring from supply is placed on, or the
//     exposed ring that moves and then the cell it goes to;
//   - the ball step: the ball, then the cell it steps or vaults to;
//   - after a vault over enemy balls, for each of them, in any order, the
//     ball and then the cell it is thrown to (one with an exposed ring of
//     its colour at that moment, perhaps a cell just left by another
//     vaulted ball).
//
// Throws in any order, and any sequence of them that ends with the balls
// on the same cells, enter the same move: the one in net form that
// Game.AppendMoves lists. A placement's cell never holds a ball while the
// second click of a ring move goes to a cell without one and a ball step
// starts from a ball, so no path is a prefix of another.
func (g *Game) ClickPaths(s State) iter.Seq2[Move, []string] {
	return func(yield func(Move, []string) bool) {
		moves := g.AppendMoves(nil, s)
		legal := make(map[Move]bool, len(moves))
		for _, m := range moves {
			legal[m] = true
		}
		type steps struct{ ringFrom, ringTo, from, to Cell }
		seen := make(map[steps]bool)
		path := make([]string, 0, 12)
		for _, m := range moves {
			path = path[:0]
			if !m.Placed() {
				path = append(path, m.RingFrom().String())
			}
			path = append(path, m.RingTo().String(), m.From().String(), m.To().String())
			vaulted := vaultedEnemies(&s, m.From(), m.To())
			if vaulted == 0 {
				if !yield(m, path) {
					return
				}
				continue
			}
			k := steps{m.RingFrom(), m.RingTo(), m.From(), m.To()}
			if seen[k] {
				continue
			}
			seen[k] = true
			if !throws(&s, m, vaulted, legal, path, yield) {
				return
			}
		}
	}
}

// vaultedEnemies returns the cells of the enemy balls a ball step from
// from to to jumps over, 0 for a step.
func vaultedEnemies(s *State, from, to Cell) uint32 {
	if chebyshev(from, to) <= 1 {
		return 0
	}
	step := int(lineStep[int(from)*NumCells+int(to)])
	if step == 0 {
		return 0
	}
	var line uint32
	for c := int(from) + step; c != int(to) && c >= 0 && c < NumCells; c += step {
		line |= 1 << c
	}
	return line & s.balls[s.side^1]
}

// throws yields every sequence of throws of the vaulted balls after the
// ring and ball steps of m, each with the legal move of its net result;
// it returns false when yield asks to stop.
func throws(s *State, m Move, vaulted uint32, legal map[Move]bool, path []string, yield func(Move, []string) bool) bool {
	t := *s
	if m.Placed() {
		t.supply[t.side]--
	} else {
		t.pop(m.RingFrom())
	}
	t.push(m.RingTo(), t.side)
	q := t.side ^ 1
	rings := t.tops(q)
	occupied := (s.balls[0]|s.balls[1])&^(1<<m.From()) | 1<<m.To()
	var rec func(unmoved, occupied, final uint32, path []string) bool
	rec = func(unmoved, occupied, final uint32, path []string) bool {
		if unmoved == 0 {
			mv := makeMove(m.RingFrom(), m.RingTo(), m.From(), m.To(), vaulted&^final, final&^vaulted)
			if !legal[mv] {
				return true
			}
			return yield(mv, path)
		}
		for u := unmoved; u != 0; u &= u - 1 {
			b := lowest(u)
			for d := rings &^ occupied; d != 0; d &= d - 1 {
				c := lowest(d)
				o := occupied&^(1<<b) | 1<<c
				f := final&^(1<<b) | 1<<c
				if !rec(unmoved&^(1<<b), o, f, append(path, b.String(), c.String())) {
					return false
				}
			}
		}
		return true
	}
	return rec(vaulted, occupied, vaulted, path)
}

// DiagramClicks describes s after the steps of a turn in progress: the
// ring step (after one click the ring placed, when no ring move starts
// there, else the ring that may move marked; after two, a placement, a
// ball clicked next, told from a move, a cell without a ball), the ball
// step, and each throw. It returns false for clicks that break the steps'
// rules.
func (g *Game) DiagramClicks(s State, clicks []string) (diagram.Diagram, bool) {
	if len(clicks) > 12 {
		return diagram.Diagram{}, false
	}
	cells := make([]Cell, len(clicks))
	for i, text := range clicks {
		c, ok := parseCell(text)
		if !ok {
			return diagram.Diagram{}, false
		}
		cells[i] = c
	}
	t := s
	p, q := t.side, t.side^1
	ball := func(c Cell) bool { return (t.balls[0]|t.balls[1])>>c&1 != 0 }
	var arrows []diagram.Arrow
	var placed []Cell
	i := 0
	if len(cells) == 1 {
		// One click: a ring placed there, when no ring move starts there;
		// else the ring that may move is marked.
		x := cells[0]
		placed, moved := false, false
		for _, path := range g.ClickPaths(s) {
			if len(path) < 2 || path[0] != clicks[0] {
				continue
			}
			if y, ok := parseCell(path[1]); ok && t.balls[p]>>y&1 != 0 {
				placed = true
			} else {
				moved = true
			}
		}
		if !placed && !moved {
			return diagram.Diagram{}, false
		}
		if placed && !moved {
			t.supply[p]--
			t.push(x, p)
			d := g.Diagram(t)
			d.Mark(x.String(), diagram.MarkTo)
			return d, true
		}
		d := g.Diagram(t)
		d.Mark(x.String(), diagram.MarkFrom)
		return d, true
	}
	if len(cells) >= 2 {
		x, y := cells[0], cells[1]
		if t.balls[p]>>y&1 != 0 {
			if t.supply[p] == 0 || ball(x) {
				return diagram.Diagram{}, false
			}
			t.supply[p]--
			t.push(x, p)
			placed = append(placed, x)
			i = 1
		} else {
			if x == y || ball(x) || ball(y) || t.tops(p)>>x&1 == 0 {
				return diagram.Diagram{}, false
			}
			t.pop(x)
			t.push(y, p)
			arrows = append(arrows, diagram.Arrow{From: x.String(), To: y.String(), Kind: diagram.ArrowMove})
			i = 2
		}
	}
	if i > 0 && i+1 < len(cells) {
		b, to := cells[i], cells[i+1]
		if t.balls[p]>>b&1 == 0 || ball(to) || t.tops(p)>>to&1 == 0 {
			return diagram.Diagram{}, false
		}
		t.balls[p] ^= 1<<b | 1<<to
		arrows = append(arrows, diagram.Arrow{From: b.String(), To: to.String(), Kind: diagram.ArrowMove})
		for i += 2; i+1 < len(cells); i += 2 {
			u, d := cells[i], cells[i+1]
			if t.balls[q]>>u&1 == 0 || ball(d) || t.tops(q)>>d&1 == 0 {
				return diagram.Diagram{}, false
			}
			t.balls[q] ^= 1<<u | 1<<d
			arrows = append(arrows, diagram.Arrow{From: u.String(), To: d.String(), Kind: diagram.ArrowRelocate})
		}
	}
	d := g.Diagram(t)
	d.Arrows = arrows
	for _, c := range placed {
		d.Mark(c.String(), diagram.MarkTo)
	}
	for _, a := range arrows {
		d.Mark(a.From, diagram.MarkFrom)
		d.Mark(a.To, diagram.MarkTo)
	}
	return d, true
}
