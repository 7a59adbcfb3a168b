// reference_test.go holds a slow, independent implementation of the turn rules used to check the fast one.

package pushfight

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// refPos is a position of the reference implementation: one byte per cell
// in cell order ('.', 'W', 'w', 'B', 'b'), the anchor cell or -1, and the
// side to move (0 White).
type refPos struct {
	cells  [NumCells]byte
	anchor int
	side   int
}

// refCoord gives each cell's file (0-7) and rank (1-4), from the rules
// file's table, not from board.go.
var refCoord = func() (c [NumCells][2]int) {
	rows := []struct {
		rank   int
		files  string
		offset int
	}{{4, "cdefg", 0}, {3, "abcdefgh", 5}, {2, "abcdefgh", 13}, {1, "bcdef", 21}}
	for _, r := range rows {
		for i, f := range r.files {
			c[r.offset+i] = [2]int{int(f - 'a'), r.rank}
		}
	}
	return c
}()

// refAt returns the cell on file f and rank r, or -1.
func refAt(f, r int) int {
	for i, c := range refCoord {
		if c[0] == f && c[1] == r {
			return i
		}
	}
	return -1
}

var refDelta = [4][2]int{{0, 1}, {0, -1}, {-1, 0}, {1, 0}} // ^ v < >

// refStep returns the neighbour of cell c in direction d, -1 for an open
// edge and -2 for a rail.
func refStep(c, d int) int {
	f, r := refCoord[c][0]+refDelta[d][0], refCoord[c][1]+refDelta[d][1]
	if n := refAt(f, r); n >= 0 {
		return n
	}
	if r == 5 || r == 0 { // beyond rank 4 or rank 1 in files c-f, b and g
		return -2
	}
	return -1
}

func refOwner(p byte) int {
	switch p {
	case 'W', 'w':
		return 0
	case 'B', 'b':
		return 1
	}
	return -1
}

func refFromState(s State) refPos {
	var p refPos
	for c := range Cell(NumCells) {
		p.cells[c] = s.At(c).String()[0]
	}
	p.anchor = int(s.Anchor())
	p.side = int(s.side)
	return p
}

// refReach returns the empty cells a piece on c can slide to, by BFS.
func refReach(p *refPos, c int) []bool {
	seen := make([]bool, NumCells)
	queue := []int{c}
	for len(queue) > 0 {
		x := queue[0]
		queue = queue[1:]
		for d := range 4 {
			n := refStep(x, d)
			if n >= 0 && p.cells[n] == '.' && !seen[n] && n != c {
				seen[n] = true
				queue = append(queue, n)
			}
		}
	}
	return seen
}

// refPush applies the push of the square on c in direction d; ok is false
// when it is illegal. fellOwner is the owner of a piece pushed off, or -1.
func refPush(p refPos, c, d int, selfLoses bool) (out refPos, fellOwner int, ok bool) {
	if p.cells[c] != "WB"[p.side] {
		return p, -1, false
	}
	var line []int
	n := refStep(c, d)
	for n >= 0 && p.cells[n] != '.' {
		line = append(line, n)
		n = refStep(n, d)
	}
	if len(line) == 0 || n == -2 {
		return p, -1, false
	}
	for _, x := range line {
		if x == p.anchor {
			return p, -1, false
		}
	}
	fellOwner = -1
	if n == -1 {
		fellOwner = refOwner(p.cells[line[len(line)-1]])
		if fellOwner == p.side && !selfLoses {
			return p, -1, false
		}
	}
	out = p
	if n >= 0 {
		out.cells[n] = p.cells[line[len(line)-1]]
	}
	for i := len(line) - 1; i > 0; i-- {
		out.cells[line[i]] = p.cells[line[i-1]]
	}
	out.cells[line[0]] = p.cells[c]
	out.cells[c] = '.'
	out.anchor = line[0]
	out.side = 1 - p.side
	return out, fellOwner, true
}

// refTurn is one sequence of the reference: slides as cell pairs, then the
// push; text is its canonical notation.
type refTurn struct {
	text   string
	result refPos
	fell   int
}

// refTurns lists every legal sequence in canonical order: by number of
// slides, then by (from, to) of each slide, then by (pusher, direction).
func refTurns(p refPos, sameTwice, selfLoses bool) []refTurn {
	type pre struct {
		pos    refPos
		slides []string
	}
	var boards []pre
	boards = append(boards, pre{p, nil})
	var one []pre
	var lastTo []int
	for c := range NumCells {
		if refOwner(p.cells[c]) != p.side {
			continue
		}
		reach := refReach(&p, c)
		for t := range NumCells {
			if reach[t] {
				q := p
				q.cells[t], q.cells[c] = q.cells[c], '.'
				one = append(one, pre{q, []string{cellName(c) + "-" + cellName(t)}})
				lastTo = append(lastTo, t)
			}
		}
	}
	boards = append(boards, one...)
	for i, b := range one {
		for c := range NumCells {
			if refOwner(b.pos.cells[c]) != p.side || (c == lastTo[i] && !sameTwice) {
				continue
			}
			reach := refReach(&b.pos, c)
			for t := range NumCells {
				if reach[t] {
					q := b.pos
					q.cells[t], q.cells[c] = q.cells[c], '.'
					boards = append(boards, pre{q, []string{b.slides[0], cellName(c) + "-" + cellName(t)}})
				}
			}
		}
	}
	var out []refTurn
	for _, b := range boards {
		for c := range NumCells {
			for d := range 4 {
				if r, fell, ok := refPush(b.pos, c, d, selfLoses); ok {
					text := strings.Join(append(append([]string{}, b.slides...), cellName(c)+string(dirChars[d])), " ")
					out = append(out, refTurn{text, r, fell})
				}
			}
		}
	}
	return out
}

func cellName(c int) string { return Cell(c).String() }

// refDistinct keeps the first sequence of each result.
func refDistinct(turns []refTurn) []refTurn {
	seen := map[refPos]bool{}
	var out []refTurn
	for _, t := range turns {
		if !seen[t.result] {
			seen[t.result] = true
			out = append(out, t)
		}
	}
	return out
}

// randomState returns a random play-phase position: ten pieces on random
// cells, a random side to move and, usually, an anchor on a random square
// of the side not to move.
func randomState(rng *rand.Rand) State {
	var s State
	cells := rng.Perm(NumCells)
	kinds := []*uint32{&s.sq[0], &s.sq[0], &s.sq[0], &s.rd[0], &s.rd[0], &s.sq[1], &s.sq[1], &s.sq[1], &s.rd[1], &s.rd[1]}
	for i, k := range kinds {
		*k |= 1 << cellBit[cells[i]]
	}
	s.side = uint8(rng.IntN(2))
	if rng.IntN(8) != 0 {
		sq := cellList(s.sq[s.side^1])
		s.anchor = cellBit[sq[rng.IntN(3)]] + 1
	}
	return s
}

func moveTexts(ms []Move) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.String()
	}
	return out
}

func TestReferenceStart(t *testing.T) {
	// The extra counts of example 1 for the default start: the same piece
	// allowed to slide twice, and the own-push-off variant.
	p := refFromState(standardStart)
	if n := len(refTurns(p, false, false)); n != 3175 {
		t.Errorf("reference: %d sequences, want 3175", n)
	}
	same := refTurns(p, true, false)
	if len(same) != 4346 || len(refDistinct(same)) != 1867 {
		t.Errorf("same piece twice: %d sequences, %d distinct; want 4346, 1867", len(same), len(refDistinct(same)))
	}
	self := refTurns(p, false, true)
	suicidal := 0
	for _, tr := range self {
		if tr.fell == p.side {
			suicidal++
		}
	}
	if len(self) != 3399 || len(refDistinct(self)) != 1988 || suicidal != 224 {
		t.Errorf("own push-off loses: %d sequences, %d distinct, %d suicidal; want 3399, 1988, 224", len(self), len(refDistinct(self)), suicidal)
	}
	// The classic setup (example 8): the same piece allowed to slide twice.
	classic, err := MustNew().Setup("classic", 0)
	if err != nil {
		t.Fatal(err)
	}
	same = refTurns(refFromState(classic), true, false)
	if len(same) != 3474 || len(refDistinct(same)) != 1514 {
		t.Errorf("classic, same piece twice: %d sequences, %d distinct; want 3474, 1514", len(same), len(refDistinct(same)))
	}
}

// TestAgainstReference compares the fast generator with the reference on
// random positions: the same distinct turns with the same canonical
// sequences in the same order, the same raw sequences, the same winning
// turns and the same answer from HasWinningTurn.
func TestAgainstReference(t *testing.T) {
	n := 100
	if testing.Short() {
		n = 25
	}
	rng := rand.New(rand.NewPCG(6, 6))
	for _, selfLoses := range []bool{false, true} {
		g := MustNew(WithSelfPushOffLoses(selfLoses), WithRepetitions(0), WithMaxTurns(0))
		for i := range n {
			s := randomState(rng)
			if i%3 == 0 {
				// Positions from play are more typical.
				s = randomPlayState(g, rng)
			}
			p := refFromState(s)
			raw := refTurns(p, false, selfLoses)
			dist := refDistinct(raw)
			want, wantWins := []string{}, []string{}
			for _, tr := range dist {
				want = append(want, tr.text)
				if tr.fell == 1-p.side {
					wantWins = append(wantWins, tr.text)
				}
			}
			got := moveTexts(g.AppendMoves([]Move{}, s))
			if diff := cmp.Diff(want, got); diff != "" {
				t.Fatalf("%v (self %v): distinct turns differ (-reference +fast):\n%s", s, selfLoses, diff)
			}
			if n := len(g.AppendSequences(nil, s)); n != len(raw) {
				t.Fatalf("%v: %d sequences, reference %d", s, n, len(raw))
			}
			if diff := cmp.Diff(wantWins, moveTexts(g.AppendWinningTurns([]Move{}, s))); diff != "" {
				t.Fatalf("%v: winning turns differ (-reference +fast):\n%s", s, diff)
			}
			if has := g.HasWinningTurn(s); has != (len(wantWins) > 0) {
				t.Fatalf("%v: HasWinningTurn = %v, reference has %d winning turns", s, has, len(wantWins))
			}
			if has := g.hasTurn(&s); has != (len(raw) > 0) {
				t.Fatalf("%v: hasTurn = %v with %d sequences", s, has, len(raw))
			}
			// Apply agrees with the reference's result for every turn.
			for j, m := range g.AppendMoves(nil, s) {
				if got, want := refFromState(g.Apply(s, m)), dist[j].result; got != want {
					t.Fatalf("%v: Apply(%v) = %s, reference %s", s, m, refString(got), refString(want))
				}
			}
		}
	}
}

// randomPlayState plays a few random turns from the standard start and
// returns a position that is not over.
func randomPlayState(g *Game, rng *rand.Rand) State {
	for {
		s := standardStart
		n := rng.IntN(12)
		for range n {
			if _, over := g.Result(s); over {
				break
			}
			ms := g.AppendMoves(nil, s)
			s = g.Apply(s, ms[rng.IntN(len(ms))])
		}
		if _, over := g.Result(s); !over {
			return s.Position()
		}
	}
}

func refString(p refPos) string {
	return fmt.Sprintf("%s a=%d side=%d", p.cells[:], p.anchor, p.side)
}
