// eval.go holds Evaluate and the heuristic evaluations for bots, EvalRace and EvalClassic, and the forcing moves of quiescence.

package mitsudomoe

import (
	"math"
	"math/bits"

	"github.com/plygo/ply"
)

// Evaluate returns the standard heuristic value of the unfinished state s
// for p, EvalTrained (EvalRace until an SPRT accepted the trained one,
// docs/strength.md): higher is better for p, and values lie within
// ±15,000.
func (g *Game) Evaluate(s State, p ply.Player) float64 {
	return EvalTrained(s, p)
}

// seedDecided is the classic program's score for a side whose home is full (lost) or
// whose balls are all on its goal (won).
const seedDecided = 9998

// EvalClassic is the classic program's evaluation. A side's seed score, lower
// being better, is 9998 if its three home cells hold balls (the loss the
// classic program's bots steer clear of), −9998 if its three balls are on its goal,
// and otherwise the sum over its balls of the mean Euclidean distance to its
// three goal cells. The seed ranks a move by "own score + half the
// opponent's", which would make p want the opponent near its goal; here
// the opponent's half counts the other way, so EvalClassic(s, p) is half the
// opponent's score minus p's own. Its values stay within ±15,000.
func EvalClassic(s State, p ply.Player) float64 {
	c, ok := colour(p)
	if !ok {
		return 0
	}
	return 0.5*seedScore(&s, c^1) - seedScore(&s, c)
}

// seedScore is the classic program's score of colour c: lower is better.
func seedScore(s *State, c uint8) float64 {
	switch {
	case (s.balls[0]|s.balls[1])&home[c] == home[c]:
		return seedDecided
	case s.balls[c]&goal[c] == goal[c]:
		return -seedDecided
	}
	return meanGoalDistance(s, c)
}

// meanGoalDistance sums, over the balls of colour c, the mean Euclidean
// distance to the cells of c's goal.
func meanGoalDistance(s *State, c uint8) float64 {
	var sum float64
	for b := s.balls[c]; b != 0; b &= b - 1 {
		ball := lowest(b)
		for g := goal[c]; g != 0; g &= g - 1 {
			t := lowest(g)
			dx, dy := float64(ball.X()-t.X()), float64(ball.Y()-t.Y())
			sum += math.Sqrt(dx*dx+dy*dy) / 3
		}
	}
	return sum
}

// Weights of EvalRace, in points.
const (
	raceWeight    = 10 // per cell of king distance still to cover
	onGoalBonus   = 25 // per ball frozen on its goal
	laneBonus     = 4  // per vault that gains two cells or more, up to maxLanes
	maxLanes      = 4
	ringsStarved  = 60 // no ring step left: lost on the next turn
	ringsScarce   = 20 // a single ring step source left
	ringBonus     = 1  // per ring step source, up to maxRingSources
	maxRingSource = 6
	homeCrowded   = 30 // two enemy balls on the home cells: one more loses (E2)
	coverBonus    = 2  // per enemy ring we cover, up to maxCovered
	maxCovered    = 5
)

// EvalRace is the hand-set evaluation, Evaluate's until EvalTrained, which
// weighs its terms by fitted weights, replaced it: the difference between
// p's and the opponent's scores, where a side's score adds up
//   - race distance: minus 10 per cell of king distance from each free ball
//     to the nearest goal cell not yet held by its own frozen ball;
//   - goal progress: 25 per ball on its goal, where it stays for good;
//   - vault lanes: 4 per vault (up to 4) that brings a ball two cells or more
//     closer to the goal;
//   - ring economy: 1 per ring step source (supply, exposed rings; up to 6),
//     minus 60 with none (the side cannot complete a turn) or 20 with one;
//     2 per enemy ring it covers directly (up to 5);
//   - home safety: minus 30 with two enemy balls frozen on its home cells,
//     where a ball on the third cell loses the game at the end of its own
//     turn, and 30 more while one is there.
//
// Its values stay well within ±1,000.
func EvalRace(s State, p ply.Player) float64 {
	c, ok := colour(p)
	if !ok {
		return 0
	}
	return float64(raceScore(&s, c) - raceScore(&s, c^1))
}

// raceScore is one side's score in EvalRace.
func raceScore(s *State, c uint8) int {
	score := 0
	onGoal := s.balls[c] & goal[c]
	score += onGoalBonus * bits.OnesCount32(onGoal)
	if onGoal != goal[c] {
		dist := &goalDistance[c][openGoals(c, goal[c]&^onGoal)]
		for b := s.balls[c] &^ goal[c]; b != 0; b &= b - 1 {
			score -= raceWeight * int(dist[lowest(b)])
		}
		var cs candidates
		cs.collect(s, c)
		lanes := 0
		for i := range cs.n {
			cand := &cs.list[i]
			if dist[cand.fromTo>>fromShift&31]-dist[cand.to] >= 2 {
				lanes++
			}
		}
		score += laneBonus * min(lanes, maxLanes)
	}

	all := s.balls[0] | s.balls[1]
	sources := bits.OnesCount32(s.tops(c) &^ all)
	if s.supply[c] > 0 {
		sources++
	}
	switch sources {
	case 0:
		score -= ringsStarved
	case 1:
		score -= ringsScarce
	}
	score += ringBonus * min(sources, maxRingSource)

	// Enemy rings directly under one of ours: the enemy cannot land or be
	// relocated there until we lift it.
	covered := 0
	for o := s.tops(c); o != 0; o &= o - 1 {
		v := s.rings[lowest(o)]
		if v>>12 >= 2 && uint8(v>>1&1) != c {
			covered++
		}
	}
	score += coverBonus * min(covered, maxCovered)

	// Enemy balls on our home are frozen on their goal: with two there, a
	// ball arriving on the third cell, or one of ours left there, loses at
	// the end of our turn (E2).
	if bits.OnesCount32(s.balls[c^1]&home[c]) == 2 {
		score -= homeCrowded
		if bits.OnesCount32(all&home[c]) == 3 {
			score -= homeCrowded
		}
	}
	return score
}

// goalDistance[c][i][cell] is the king distance from cell to the nearest
// goal cell of colour c in the set numbered i by openGoals.
var goalDistance [2][8][NumCells]int8

// openGoals numbers a set of goal cells of colour c from 0 to 7.
func openGoals(c uint8, open uint32) int {
	i := 0
	for k, g := 0, goal[c]; g != 0; k, g = k+1, g&(g-1) {
		if open&g&-g != 0 {
			i |= 1 << k
		}
	}
	return i
}

func init() {
	for c := range uint8(2) {
		for i := range 8 {
			var open uint32
			for k, g := 0, goal[c]; g != 0; k, g = k+1, g&(g-1) {
				if i>>k&1 != 0 {
					open |= g & -g
				}
			}
			for cell := range Cell(NumCells) {
				d := 2 * Size
				for o := open; o != 0; o &= o - 1 {
					d = min(d, chebyshev(cell, lowest(o)))
				}
				goalDistance[c][i][cell] = int8(d)
			}
		}
	}
}

// AppendForcing appends to dst the forcing moves of s for alpha-beta's
// quiescence search (the ply.ForcingMover capability): the turns that win
// at once by bringing the mover's last ball onto its goal (end check E1),
// in generation order. Only a side with two balls already frozen on their
// goal can have one, so every other position costs a mask test; where the
// mover has two, it generates the turns and keeps the winning ones. Turns
// that win by leaving the opponent no turn (E3) are left to the search.
func (g *Game) AppendForcing(dst []Move, s State) []Move {
	p := s.side
	if bits.OnesCount32(s.balls[p]&goal[p]) != 2 {
		return dst
	}
	n := len(dst)
	dst = g.AppendMoves(dst, s)
	k := n
	for _, m := range dst[n:] {
		if c := g.Apply(s, m); c.balls[p]&goal[p] == goal[p] {
			dst[k] = m
			k++
		}
	}
	return dst[:k]
}
