// games_test.go holds the tiny games the search tests play: Nim, tic-tac-toe
// and Toy, a game with pseudo-random values, ties and transpositions.

package search_test

import (
	"fmt"
	"math"
	"strings"

	"github.com/plygo/ply"
	"github.com/plygo/ply/search"
)

// nim is normal-play Nim on three heaps: a move takes one or more stones
// from one heap, and whoever takes the last stone wins. A position is lost
// for the player to move exactly when the heaps' xor is 0.
type nim struct{ start [3]uint8 }

type nimState struct {
	Heaps [3]uint8
	Turn  ply.Player
}

type nimMove struct{ Heap, Take uint8 }

func (m nimMove) String() string { return fmt.Sprintf("%c%d", 'a'+m.Heap, m.Take) }

func (g nim) Start() nimState                       { return nimState{Heaps: g.start, Turn: ply.First} }
func (g nim) ToMove(s nimState) ply.Player          { return s.Turn }
func (g nim) Evaluate(nimState, ply.Player) float64 { return 0 }

func (g nim) AppendMoves(dst []nimMove, s nimState) []nimMove {
	for h, n := range s.Heaps {
		for k := uint8(1); k <= n; k++ {
			dst = append(dst, nimMove{uint8(h), k})
		}
	}
	return dst
}

func (g nim) Apply(s nimState, m nimMove) nimState {
	s.Heaps[m.Heap] -= m.Take
	s.Turn = s.Turn.Opponent()
	return s
}

func (g nim) Result(s nimState) (ply.Result, bool) {
	if s.Heaps != [3]uint8{} {
		return ply.Result{}, false
	}
	// The player who took the last stone, the one not to move, won.
	return ply.Result{Winner: s.Turn.Opponent()}, true
}

// ttt is tic-tac-toe, with a heuristic (open lines) so that shallow searches
// have values to compare, and a hash so that the table has transpositions.
type ttt struct{}

type tttState struct {
	X, O uint16 // cells 0..8, row by row
}

type tttMove uint8

func (m tttMove) String() string { return fmt.Sprintf("%c%d", 'a'+m%3, 1+m/3) }

var tttLines = [8]uint16{0x7, 0x38, 0x1c0, 0x49, 0x92, 0x124, 0x111, 0x54}

func (ttt) Start() tttState { return tttState{} }

func (ttt) ToMove(s tttState) ply.Player {
	if popcount(s.X) == popcount(s.O) {
		return ply.First
	}
	return ply.Second
}

func (g ttt) AppendMoves(dst []tttMove, s tttState) []tttMove {
	if _, over := g.Result(s); over {
		return dst
	}
	for c := range 9 {
		if (s.X|s.O)&(1<<c) == 0 {
			dst = append(dst, tttMove(c))
		}
	}
	return dst
}

func (g ttt) Apply(s tttState, m tttMove) tttState {
	if g.ToMove(s) == ply.First {
		s.X |= 1 << m
	} else {
		s.O |= 1 << m
	}
	return s
}

func (ttt) Result(s tttState) (ply.Result, bool) {
	for _, l := range tttLines {
		switch {
		case s.X&l == l:
			return ply.Result{Winner: ply.First}, true
		case s.O&l == l:
			return ply.Result{Winner: ply.Second}, true
		}
	}
	if s.X|s.O == 0x1ff {
		return ply.Result{}, true
	}
	return ply.Result{}, false
}

// Evaluate counts the lines still open for p minus those open for the
// opponent.
func (g ttt) Evaluate(s tttState, p ply.Player) float64 {
	v := 0
	for _, l := range tttLines {
		if s.O&l == 0 {
			v++
		}
		if s.X&l == 0 {
			v--
		}
	}
	if p == ply.Second {
		v = -v
	}
	return float64(v)
}

func (ttt) Hash(s tttState) uint64 { return mix(uint64(s.X)<<16 | uint64(s.O)) }

func (g ttt) String(s tttState) string {
	var b strings.Builder
	for r := 2; r >= 0; r-- {
		for c := range 3 {
			switch bit := uint16(1) << (3*r + c); {
			case s.X&bit != 0:
				b.WriteByte('x')
			case s.O&bit != 0:
				b.WriteByte('o')
			default:
				b.WriteByte('.')
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func popcount(x uint16) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}

// mix is SplitMix64's finaliser.
func mix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}

// toy is a game of pseudo-random shape: a walk on a grid where the number
// of moves, the end of the game, its winner and the evaluation are all
// drawn from a hash of the position and the seed. Evaluations are small
// integers, so there are many ties; walks commute, so there are
// transpositions. With extra set, some moves give the mover another turn,
// which the contract does not promise but the search handles.
type toy struct {
	seed  uint64
	plies uint8 // the game ends after this many plies
	extra bool
	long  bool // the game ends only after plies plies
}

type toyState struct {
	X, Y  int8
	Plies uint8
	Turn  ply.Player
}

type toyMove uint8

var toySteps = [5][2]int8{{1, 0}, {0, 1}, {1, 1}, {-1, 2}, {2, -1}}

func (g toy) h(s toyState, salt uint64) uint64 {
	return mix(g.seed ^ salt<<56 ^ uint64(uint8(s.X))<<8 ^ uint64(uint8(s.Y)) ^ uint64(s.Turn)<<16)
}

func (g toy) Start() toyState              { return toyState{Turn: ply.First} }
func (g toy) ToMove(s toyState) ply.Player { return s.Turn }
func (g toy) Hash(s toyState) uint64       { return mix(g.h(s, 1) ^ uint64(s.Plies)<<24) }
func (m toyMove) String() string           { return fmt.Sprintf("m%d", uint8(m)) }
func (g toy) over(s toyState) bool {
	return s.Plies >= g.plies || (!g.long && s.Plies > 1 && g.h(s, 2)%11 == 0)
}
func (g toy) Evaluate(s toyState, p ply.Player) float64 {
	v := float64(int(g.h(s, 3)%9) - 4)
	if p == ply.Second {
		v = -v
	}
	return v
}

func (g toy) AppendMoves(dst []toyMove, s toyState) []toyMove {
	if g.over(s) {
		return dst
	}
	n := 1 + int(g.h(s, 4)%uint64(len(toySteps)))
	for i := range n {
		dst = append(dst, toyMove(i))
	}
	return dst
}

func (g toy) Apply(s toyState, m toyMove) toyState {
	step := toySteps[m]
	s.X += step[0]
	s.Y += step[1]
	s.Plies++
	if !g.extra || g.h(s, 5)%4 != 0 {
		s.Turn = s.Turn.Opponent()
	}
	return s
}

func (g toy) Result(s toyState) (ply.Result, bool) {
	if !g.over(s) {
		return ply.Result{}, false
	}
	switch g.h(s, 6) % 3 {
	case 0:
		return ply.Result{Winner: ply.First}, true
	case 1:
		return ply.Result{Winner: ply.Second}, true
	}
	return ply.Result{}, true
}

// noHash hides a game's optional capabilities, leaving the bare contract.
type noHash[S, M comparable] struct{ g ply.Game[S, M] }

func (n noHash[S, M]) Start() S                           { return n.g.Start() }
func (n noHash[S, M]) ToMove(s S) ply.Player              { return n.g.ToMove(s) }
func (n noHash[S, M]) AppendMoves(dst []M, s S) []M       { return n.g.AppendMoves(dst, s) }
func (n noHash[S, M]) Apply(s S, m M) S                   { return n.g.Apply(s, m) }
func (n noHash[S, M]) Result(s S) (ply.Result, bool)      { return n.g.Result(s) }
func (n noHash[S, M]) Evaluate(s S, p ply.Player) float64 { return n.g.Evaluate(s, p) }

var (
	_ ply.Game[nimState, nimMove] = nim{}
	_ ply.Game[tttState, tttMove] = ttt{}
	_ ply.Hasher[tttState]        = ttt{}
	_ ply.Game[toyState, toyMove] = toy{}
	_ ply.Hasher[toyState]        = toy{}

	_ search.Searcher[tttState, tttMove] = (*search.RandomPlayer[tttState, tttMove])(nil)
	_ search.Searcher[tttState, tttMove] = (*search.GreedyPlayer[tttState, tttMove])(nil)
	_ search.Searcher[tttState, tttMove] = (*search.MinimaxPlayer[tttState, tttMove])(nil)
	_ search.Searcher[tttState, tttMove] = (*search.AlphaBetaPlayer[tttState, tttMove])(nil)
	_ search.Searcher[tttState, tttMove] = (*search.MCTSPlayer[tttState, tttMove])(nil)
)

// wild is toy with an evaluation that breaks the contract: NaN, infinities
// and values beyond those of finished games.
type wild struct{ toy }

func (w wild) Evaluate(s toyState, p ply.Player) float64 {
	switch w.h(s, 7) % 6 {
	case 0:
		return math.NaN()
	case 1:
		return math.Inf(1)
	case 2:
		return math.Inf(-1)
	case 3:
		return 1e300
	}
	return w.toy.Evaluate(s, p)
}
