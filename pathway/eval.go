// eval.go holds the heuristic evaluations of Pathway positions.

package pathway

import "github.com/plygo/ply"

// Mobility returns the number of legal placements player p would have in
// s if it were their turn.
func Mobility(s State, p ply.Player) int {
	i := p.Index()
	if i < 0 {
		return 0
	}
	return geometries[s.n].legal(s.stones[i], s.stones[i^1]).count()
}

// mobility returns Mobility for Red and for Blue, sharing the lookup.
func mobility(s State) (red, blue int) {
	geo := &geometries[s.n]
	return geo.legal(s.stones[0], s.stones[1]).count(), geo.legal(s.stones[1], s.stones[0]).count()
}

// EvalClassic is the classic program's evaluation for p: the opponent's
// mobility minus p's, on the reasoning that a player wins by running out of
// placements first, so fewer own placements should be better. On solved
// positions it points the wrong way more often than not (see EvalPaths);
// it stays as the classic bots' evaluation.
func EvalClassic(s State, p ply.Player) float64 {
	red, blue := mobility(s)
	if p == ply.First {
		return float64(blue - red)
	}
	return float64(red - blue)
}

// Outlook holds the counts EvalPaths weighs for one player.
type Outlook struct {
	// Ends counts the empty cells next to exactly one of the player's
	// stones: the placements that extend one of their paths.
	Ends int
	// Pockets counts the groups of orthogonally adjacent empty cells that
	// only the player may fill and that touch no other cell the player may
	// fill. No opponent's placement can take or spoil such a cell, and the
	// player can only clear the group by placing in it, so each pocket
	// costs its owner at least one more placement.
	Pockets int
}

// Look returns the Outlook of s for player p.
func Look(s State, p ply.Player) Outlook {
	i := p.Index()
	if i < 0 {
		return Outlook{}
	}
	o := look(s)
	return Outlook{Ends: o.ends[i], Pockets: o.pockets[i]}
}

// outlook holds the counts of an Outlook for both players, Red's first.
type outlook struct{ ends, pockets [2]int }

// look returns the counts of Look for both players at once.
func look(s State) outlook {
	geo := &geometries[s.n]
	var o outlook
	empty := geo.full.andNot(s.stones[0].or(s.stones[1]))
	var once, twice, legal [2]board
	for c := range 2 {
		once[c], twice[c] = geo.neighbours(s.stones[c])
	}
	for c := range 2 {
		legal[c] = allowed(empty, once[c], twice[c], once[c^1])
		o.ends[c] = empty.and(once[c]).andNot(twice[c]).count()
	}
	for c := range 2 {
		own := legal[c].andNot(legal[c^1])
		o.pockets[c] = geo.pockets(own, legal[c].andNot(own))
	}
	return o
}

// pockets counts the orthogonally connected groups of cells of b that have
// no neighbour in other.
func (geo *geometry) pockets(b, other board) int {
	// Drop the groups that touch other, growing them from their cells
	// next to it, then count the single cells left at once and the larger
	// groups one by one.
	open := geo.grow(b.and(geo.adjacent(other)), b)
	b = b.andNot(open)
	single := b.andNot(geo.adjacent(b))
	n := single.count()
	for b = b.andNot(single); !b.empty(); n++ {
		b = b.andNot(geo.grow(board{}.with(b.first()), b))
	}
	return n
}

// adjacent returns the cells orthogonally next to a cell of b.
func (geo *geometry) adjacent(b board) board {
	return b.up().and(geo.full).or(b.down()).or(b.and(geo.notLast).east()).or(b.and(geo.notFirst).west())
}

// grow returns the cells of within connected to seed, which must lie
// within.
func (geo *geometry) grow(seed, within board) board {
	for {
		grown := seed.or(geo.adjacent(seed).and(within))
		if grown == seed {
			return seed
		}
		seed = grown
	}
}

// The weights of EvalPaths: a constant for the player to move, then each
// count of the Outlook for the player to move and for the other.
const (
	wTempo       = 0.75
	wEndsMover   = 0.50
	wEndsOther   = -0.47
	wPocketMover = -0.90
	wPocketOther = 0.80
)

// EvalPaths is the evaluation of s for p that Evaluate gave until
// EvalSolved replaced it (docs/strength.md): an estimate of the
// log-odds that p wins, a weighted sum of the counts of Look for both
// players. The weights were fitted by logistic regression to 1,200
// positions, 13 to 21 plies into seeded random 6×6 games, whose winners
// a full-depth alpha-beta search had found (the 8% of positions drawn
// that it could not solve within 3 seconds, all 13 to 15 plies in, were left out); on 300
// more such positions, in testdata/solved.txt, the sign of
// EvalPaths names the winner 69% of the time, EvalClassic's 28% (and ties
// 10%). What the weights say: a pocket costs its owner about one
// placement's worth, and open ends help whoever has them, since a player
// with many ways to go on can pick the placement that closes their own
// cells, while a player with few must take what is left.
func EvalPaths(s State, p ply.Player) float64 {
	o := look(s)
	me := s.turn
	v := wTempo +
		wEndsMover*float64(o.ends[me]) + wEndsOther*float64(o.ends[me^1]) +
		wPocketMover*float64(o.pockets[me]) + wPocketOther*float64(o.pockets[me^1])
	if p != s.ToMove() {
		return -v
	}
	return v
}

// Evaluate returns the standard evaluation of s for p, EvalSolved (it
// replaced EvalPaths after an SPRT accepted it: docs/strength.md).
func (g *Game) Evaluate(s State, p ply.Player) float64 {
	return EvalSolved(s, p)
}

// MoveIndex numbers m for the searches' per-move tables (the
// ply.MoveIndexer capability): a move is its cell, row<<4 | col.
func (g *Game) MoveIndex(m Move) int { return int(m) }

// MoveIndexes returns the number of move indexes, 256.
func (g *Game) MoveIndexes() int { return 256 }
