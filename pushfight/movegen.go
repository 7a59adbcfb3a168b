// movegen.go holds the rules of play: turn generation (slides by flood fill, pushes, deduplication by resulting position), Apply and Result.

package pushfight

import (
	"iter"
	"math/bits"

	"github.com/plygo/ply"
)

// The board table of a turnGen holds the distinct pre-push boards of one
// turn. At most 1 + 80 + 10*289 = 2971 boards are distinct (no more than
// two of the mover's five pieces stand elsewhere, each on one of the 16
// empty cells or the other's origin), so 4096 slots never fill.
const (
	boardSlots = 4096
	boardMask  = boardSlots - 1
)

// genMode selects what a turnGen does with the turns it finds.
type genMode uint8

const (
	modeDistinct genMode = iota // append one canonical turn per distinct result
	modeWins                    // the same, only turns that push an enemy piece off
	modeRaw                     // append every legal sequence
	modeAny                     // stop at the first legal sequence
	modeCount                   // count the legal sequences
	modeSelect                  // find the legal sequence of index target
	modeParry                   // stop at the first turn after which the opponent cannot win at once
	modeFirstWin                // modeWins, stopping at the first winning turn
)

// turnGen enumerates the turns of one position. It lives on the caller's
// stack, with its board table (about 40 KB) for the deduplicating modes,
// so generation allocates nothing but the moves it appends. The moves go
// through the methods' dst arguments rather than a field, so that escape
// analysis keeps the table on the stack.
type turnGen struct {
	mySq, myRd, opSq, opRd uint32
	anchor                 uint32 // the anchored square's bit, or 0
	selfLoses              bool   // own push-offs are legal and lose
	mode                   genMode
	done                   bool

	// modeCount and modeSelect
	total  uint64 // sequences counted
	target uint64 // index of the sequence to select
	picked Move

	// counters for tests
	seqs int // slide sequences visited

	n   int         // distinct boards so far
	tab *boardTable // the distinct boards, for modeDistinct and modeWins
}

// boardTable is an open-addressing set of the distinct pre-push boards of a
// turn, keyed by the mover's squares and rounds, with the rank (order of
// discovery) of each.
type boardTable struct {
	keys  [boardSlots]uint64
	ranks [boardSlots]uint16
}

func (t *turnGen) init(s *State, selfLoses bool, mode genMode) {
	me, op := s.side, s.side^1
	t.mySq, t.myRd, t.opSq, t.opRd = s.sq[me], s.rd[me], s.sq[op], s.rd[op]
	t.anchor = s.anchorBit()
	t.selfLoses = selfLoses
	t.mode = mode
}

// slide returns the mover's squares and rounds after the piece on f moves
// to to.
func slide(sq, rd, f, to uint32) (uint32, uint32) {
	if sq&f != 0 {
		return sq ^ f ^ to, rd
	}
	return sq, rd ^ f ^ to
}

// run visits every slide sequence in canonical order: no slide, then one
// slide by ascending (from, to), then two slides by ascending (from1, to1,
// from2, to2). So the first sequence to reach a result is its canonical
// representative.
func (t *turnGen) run(dst []Move) []Move {
	mine := t.mySq | t.myRd
	occ := mine | t.opSq | t.opRd
	empty := validMask &^ occ
	dst = t.board(dst, t.mySq, t.myRd, 0)
	var reach [5]uint32
	i := 0
	for x := mine; x != 0 && !t.done; x &= x - 1 {
		f := x & -x
		reach[i] = flood(f, empty)
		fb := Move(bits.TrailingZeros32(f))
		for y := reach[i]; y != 0 && !t.done; y &= y - 1 {
			to := y & -y
			sq, rd := slide(t.mySq, t.myRd, f, to)
			dst = t.board(dst, sq, rd, 1<<27|fb|Move(bits.TrailingZeros32(to))<<5)
		}
		i++
	}
	i = 0
	for x := mine; x != 0 && !t.done; x &= x - 1 {
		f := x & -x
		fb := Move(bits.TrailingZeros32(f))
		for y := reach[i]; y != 0 && !t.done; y &= y - 1 {
			to := y & -y
			sq1, rd1 := slide(t.mySq, t.myRd, f, to)
			empty1 := empty ^ f ^ to
			seq1 := 2<<27 | fb | Move(bits.TrailingZeros32(to))<<5
			for x2 := (sq1 | rd1) &^ to; x2 != 0 && !t.done; x2 &= x2 - 1 {
				f2 := x2 & -x2
				seq2 := seq1 | Move(bits.TrailingZeros32(f2))<<10
				for y2 := flood(f2, empty1); y2 != 0 && !t.done; y2 &= y2 - 1 {
					to2 := y2 & -y2
					sq2, rd2 := slide(sq1, rd1, f2, to2)
					dst = t.board(dst, sq2, rd2, seq2|Move(bits.TrailingZeros32(to2))<<15)
				}
			}
		}
		i++
	}
	return dst
}

// find returns the rank of a board in the table, or -1.
func (t *turnGen) find(key uint64) int {
	i := key * 0x9E3779B97F4A7C15 >> (64 - 12)
	for {
		switch t.tab.keys[i] {
		case key:
			return int(t.tab.ranks[i])
		case 0:
			return -1
		}
		i = (i + 1) & boardMask
	}
}

// board handles the pre-push board reached by the slides in seq.
func (t *turnGen) board(dst []Move, sq, rd uint32, seq Move) []Move {
	t.seqs++
	switch t.mode {
	case modeRaw, modeAny, modeCount, modeSelect:
		return t.pushesRaw(dst, sq, rd, seq)
	}
	key := uint64(sq) | uint64(rd)<<32
	i := key * 0x9E3779B97F4A7C15 >> (64 - 12)
	for {
		k := t.tab.keys[i]
		if k == key {
			return dst // a canonical earlier sequence reached this board
		}
		if k == 0 {
			break
		}
		i = (i + 1) & boardMask
	}
	t.tab.keys[i] = key
	t.tab.ranks[i] = uint16(t.n)
	t.n++
	return t.pushes(dst, sq, rd, seq, t.n-1)
}

// push is one legal push of a pre-push board: the pusher's bit index, the
// direction, the line of pieces it moves and the cell of the piece that
// falls off (zero if none).
type push struct {
	p    uint8
	d    Dir
	line uint32
	fall uint32
}

// legalPushes stores in ps the legal pushes of the squares sq, with the
// mover's pieces mine, all pieces occ and the anchored square anchor, in
// canonical order (pusher, then direction), and returns how many there
// are. A square has at most three push directions, so nine fit; ps has
// room for twelve.
func legalPushes(ps *[12]push, sq, mine, occ, anchor uint32, selfLoses bool) int {
	var cand [4]uint32 // squares with an occupied neighbour in each direction
	cand[Up] = sq & (occ << 8)
	cand[Down] = sq & (occ >> 8)
	cand[Left] = sq & ((occ &^ fileH) << 1)
	cand[Right] = sq & ((occ &^ fileA) >> 1)
	n := 0
	for x := cand[Up] | cand[Down] | cand[Left] | cand[Right]; x != 0; x &= x - 1 {
		p := bits.TrailingZeros32(x)
		for d := Up; d <= Right; d++ {
			if cand[d]>>p&1 == 0 {
				continue
			}
			r := ray[d][p]
			free := r &^ occ
			var line, fall uint32
			switch {
			case free == 0:
				// The line runs to the edge: a rail stops it, an open edge
				// drops its last piece, if that is allowed.
				if rail[d]>>p&1 != 0 {
					continue
				}
				fall = last[d][p]
				if mine&fall != 0 && !selfLoses {
					continue
				}
				line = r
			case d&1 != 0: // Down, Right: towards higher bits
				line = r & (free&-free - 1)
			default:
				line = r &^ (uint32(1)<<(32-bits.LeadingZeros32(free)) - 1)
			}
			if line&anchor != 0 {
				continue
			}
			ps[n] = push{uint8(p), d, line, fall}
			n++
		}
	}
	return n
}

// ends holds, for each direction, the cells with no cell beyond them in
// that direction: where a line pushed that way ends.
var ends = func() (e [4]uint32) {
	for d := Up; d <= Right; d++ {
		e[d] = validMask &^ step(validMask, d^1)
	}
	return e
}()

// countPushes returns the number of legal pushes legalPushes finds, for
// all pushers at once, direction by direction: the squares with an
// occupied neighbour that way, less those whose line holds the anchor or
// runs to an end that stops it (a rail, or the mover's own piece when own
// push-offs are illegal). A line runs into a cell when that cell lies in
// front of the pusher through occupied cells, so the cells whose lines hold
// a given cell are found by flooding back from it through occupied cells.
func countPushes(sq, mine, occ, anchor uint32, selfLoses bool) int {
	own := uint32(0)
	if !selfLoses {
		own = mine
	}
	// For each direction d: the pushers are the cells behind an occupied
	// cell (one step against d), less those whose line reaches a cell
	// that stops it; bad grows back from the stopping cells, against the
	// push, through occupied cells.
	pushers := func(d Dir) int {
		cand := sq & step(occ, d^1)
		if cand == 0 {
			return 0
		}
		bad := anchor | occ&ends[d]&(rail[d]|own)
		for x := bad; x != 0; {
			x = step(x, d^1) & occ &^ bad
			bad |= x
		}
		return bits.OnesCount32(cand &^ step(bad, d^1))
	}
	return pushers(Up) + pushers(Down) + pushers(Left) + pushers(Right)
}

// pushesRaw handles every legal push of one pre-push board, without
// deduplication. Counting needs only countPushes; the pushes themselves
// are listed only to append them or to pick one.
func (t *turnGen) pushesRaw(dst []Move, sq, rd uint32, seq Move) []Move {
	mine := sq | rd
	occ := mine | t.opSq | t.opRd
	var ps [12]push
	switch t.mode {
	case modeRaw:
		count := legalPushes(&ps, sq, mine, occ, t.anchor, t.selfLoses)
		for _, p := range ps[:count] {
			dst = append(dst, seq|Move(p.p)<<20|Move(p.d)<<25)
		}
	case modeAny:
		t.done = countPushes(sq, mine, occ, t.anchor, t.selfLoses) > 0
	case modeCount:
		t.total += uint64(countPushes(sq, mine, occ, t.anchor, t.selfLoses))
	case modeSelect:
		count := uint64(countPushes(sq, mine, occ, t.anchor, t.selfLoses))
		if t.target < count {
			legalPushes(&ps, sq, mine, occ, t.anchor, t.selfLoses)
			p := ps[t.target]
			t.picked = seq | Move(p.p)<<20 | Move(p.d)<<25
			t.done = true
		}
		t.target -= count
	}
	return dst
}

// pushes appends the new results of the legal pushes of a distinct
// pre-push board of the given rank.
func (t *turnGen) pushes(dst []Move, sq, rd uint32, seq Move, rank int) []Move {
	mine := sq | rd
	var ps [12]push
	count := legalPushes(&ps, sq, mine, mine|t.opSq|t.opRd, t.anchor, t.selfLoses)
	for _, pu := range ps[:count] {
		fall, d := pu.fall, pu.d
		if (t.mode == modeWins || t.mode == modeFirstWin) && (fall == 0 || mine&fall != 0) {
			continue
		}
		if t.mode == modeFirstWin {
			t.done = true
			return append(dst, seq|Move(pu.p)<<20|Move(d)<<25)
		}
		if t.mode == modeParry {
			if t.parries(sq, rd, pu) {
				t.done = true
				return dst
			}
			continue
		}
		moved := pu.line | 1<<pu.p
		keep := moved &^ fall
		var r [4]uint32
		r[0] = sq&^moved | shift(sq&keep, d)
		r[1] = rd&^moved | shift(rd&keep, d)
		r[2] = t.opSq&^moved | shift(t.opSq&keep, d)
		r[3] = t.opRd&^moved | shift(t.opRd&keep, d)
		fallen := -1
		if fall != 0 {
			switch {
			case sq&fall != 0:
				fallen = 0
			case rd&fall != 0:
				fallen = 1
			case t.opSq&fall != 0:
				fallen = 2
			default:
				fallen = 3
			}
		}
		if t.earlier(&r, bits.TrailingZeros32(first[d][pu.p]), fallen, rank) {
			continue
		}
		dst = append(dst, seq|Move(pu.p)<<20|Move(d)<<25)
	}
	return dst
}

// earlier reports whether the result r (the mover's squares and rounds,
// then the opponent's), with the pusher now on bit a and the piece of kind
// fallen (an index into r, or -1) pushed off, can also be reached from a
// pre-push board of lower rank than rank. It enumerates every way to undo
// a push that ends on a, and looks the boards before them up in the table:
// a board of lower rank was visited first, so its sequence is canonical and
// the result was already appended.
func (t *turnGen) earlier(r *[4]uint32, a int, fallen int, rank int) bool {
	occR := r[0] | r[1] | r[2] | r[3]
	ab := uint32(1) << a
	diff := (r[2] ^ t.opSq) | (r[3] ^ t.opRd)
	for d := Up; d <= Right; d++ {
		back := d ^ 1
		pp := first[back][a] // where the pusher stood
		if pp == 0 || occR&pp != 0 {
			continue
		}
		rr := ray[d][a]
		if diff&^(pp|ab|rr) != 0 {
			continue // an enemy piece moved off this line
		}
		if fallen >= 0 {
			// The whole line from a to the edge moved; its end fell off.
			if rail[d]>>a&1 != 0 || rr&^occR != 0 {
				continue
			}
			seg := ab | rr
			end := last[d][a]
			if end == 0 {
				end = ab
			}
			var b [4]uint32
			for k := range b {
				b[k] = r[k]&^seg | shift(r[k]&seg, back)
			}
			b[fallen] |= end
			if b[2] != t.opSq || b[3] != t.opRd || seg&t.anchor != 0 {
				continue
			}
			if k := t.find(uint64(b[0]) | uint64(b[1])<<32); k >= 0 && k < rank {
				return true
			}
			continue
		}
		// The line was a and the next k-1 cells of the ray, k = 1..run.
		run := rr
		if free := rr &^ occR; free != 0 {
			e := nearest(free, d)
			if increasing(d) {
				run = rr & (e - 1)
			} else {
				run = rr &^ (e<<1 - 1)
			}
		}
		seg := ab
		for run != 0 {
			c := nearest(run, d)
			run &^= c
			seg |= c
			oSq := r[2]&^seg | shift(r[2]&seg, back)
			if oSq != t.opSq {
				continue
			}
			oRd := r[3]&^seg | shift(r[3]&seg, back)
			if oRd != t.opRd || (shift(seg, back)&^pp)&t.anchor != 0 {
				continue
			}
			mSq := r[0]&^seg | shift(r[0]&seg, back)
			mRd := r[1]&^seg | shift(r[1]&seg, back)
			if k := t.find(uint64(mSq) | uint64(mRd)<<32); k >= 0 && k < rank {
				return true
			}
		}
	}
	return false
}

// AppendMoves appends the legal moves of s to dst: in the placement phase
// every setup move (12,870), in the play phase one turn per distinct
// resulting position (board and anchor), written as its canonical
// sequence. Turns come in canonical order of their sequences. It appends
// nothing when the game is over, and allocates nothing when dst has room.
func (g *Game) AppendMoves(dst []Move, s State) []Move {
	switch s.Phase() {
	case Placement:
		return appendSetups(dst, &s)
	case Finished:
		return dst
	}
	if g.drawn(&s) {
		return dst
	}
	return g.appendTurns(dst, &s, modeDistinct)
}

// Successors yields each legal move of s with the state it leads to, in
// the order of AppendMoves. It is a convenience form: it lists the moves
// first, so it allocates their slice.
func (g *Game) Successors(s State) iter.Seq2[Move, State] {
	return func(yield func(Move, State) bool) {
		for _, m := range g.AppendMoves(nil, s) {
			if !yield(m, g.Apply(s, m)) {
				return
			}
		}
	}
}

// appendTurns runs the generator in a deduplicating or raw mode.
func (g *Game) appendTurns(dst []Move, s *State, mode genMode) []Move {
	var tab boardTable
	t := turnGen{tab: &tab}
	t.init(s, g.selfLoses, mode)
	return t.run(dst)
}

// hasTurn reports whether the side to move in a play-phase state has a
// complete legal turn.
func (g *Game) hasTurn(s *State) bool {
	var t turnGen
	t.init(s, g.selfLoses, modeAny)
	t.run(nil)
	return t.done
}

// drawn reports whether a play-phase state is drawn by repetition or the
// turn cap, not looking at whether the side to move has a turn.
func (g *Game) drawn(s *State) bool {
	if g.reps > 0 && 1+s.repetitions() >= g.reps {
		return true
	}
	return g.maxTurns > 0 && int(s.turns) >= g.maxTurns
}

// Apply returns the state after m. m must be a move AppendMoves generates
// for s (or, for turns, a sequence from AppendSequences or RandomTurn);
// anything else gives an unspecified state, without panicking.
func (g *Game) Apply(s State, m Move) State {
	if m.IsSetup() {
		side, sq, rd := m.setupMasks()
		s.sq[side] |= sq
		s.rd[side] |= rd
		s.side ^= 1
		return s
	}
	k := s.key()
	n, f1, t1, f2, t2, p, d := m.turn()
	me := s.side
	if n >= 1 {
		s.sq[me], s.rd[me] = slide(s.sq[me], s.rd[me], 1<<f1, 1<<t1)
	}
	if n >= 2 {
		s.sq[me], s.rd[me] = slide(s.sq[me], s.rd[me], 1<<f2, 1<<t2)
	}
	line, beyond := pushLine(s.occ(), p, d)
	moved := line | 1<<p
	keep := moved
	if beyond == 0 {
		keep &^= last[d][p]
	}
	for c := range 2 {
		s.sq[c] = s.sq[c]&^moved | shift(s.sq[c]&keep, d)
		s.rd[c] = s.rd[c]&^moved | shift(s.rd[c]&keep, d)
	}
	if f := first[d][p]; f != 0 {
		s.anchor = uint8(bits.TrailingZeros32(f)) + 1
	}
	s.side ^= 1
	if s.turns < 0xFFFF {
		s.turns++
	}
	copy(s.hist[1:], s.hist[:HistoryLen-1])
	s.hist[0] = k
	return s
}

// Result reports whether the game is over in s, checking in the rules
// file's order: a piece pushed off (its owner loses), no legal turn for the
// side to move (it loses), the repetition rule, then the turn cap (draws).
// The placement phase never ends the game.
func (g *Game) Result(s State) (ply.Result, bool) {
	switch s.Phase() {
	case Placement:
		return ply.Result{}, false
	case Finished:
		if s.Pieces(ply.First) == 5 {
			return ply.Result{Winner: ply.First}, true
		}
		return ply.Result{Winner: ply.Second}, true
	}
	if !g.hasTurn(&s) {
		return ply.Result{Winner: s.ToMove().Opponent()}, true
	}
	if g.drawn(&s) {
		return ply.Result{}, true
	}
	return ply.Result{}, false
}

// AppendSequences appends every legal turn sequence of s to dst, before
// deduplication: turns that reach the same position once per sequence (the
// "turns" counts of docs/rules/pushfight.md). Apply accepts these moves, but Play and
// ParseMove only know the canonical one of each result. It appends nothing
// outside the play phase or when the game is over.
func (g *Game) AppendSequences(dst []Move, s State) []Move {
	if s.Phase() != Play || g.drawn(&s) {
		return dst
	}
	var t turnGen
	t.init(&s, g.selfLoses, modeRaw)
	return t.run(dst)
}

// AppendWinningTurns appends the turns of s that push an enemy piece off
// the board, one per distinct result, as AppendMoves would list them.
func (g *Game) AppendWinningTurns(dst []Move, s State) []Move {
	if s.Phase() != Play || g.drawn(&s) {
		return dst
	}
	return g.appendTurns(dst, &s, modeWins)
}

// parries reports whether the push pu of the pre-push board (sq, rd) ends
// the turn in a position where the opponent has no winning turn, or wins
// outright. A push of one's own piece off the board never parries.
func (t *turnGen) parries(sq, rd uint32, pu push) bool {
	mine := sq | rd
	if pu.fall != 0 {
		return mine&pu.fall == 0
	}
	moved := pu.line | 1<<pu.p
	d := pu.d
	w := winTest{
		opSq:   sq&^moved | shift(sq&moved, d),
		opRd:   rd&^moved | shift(rd&moved, d),
		anchor: first[d][pu.p],
	}
	return !w.run(t.opSq&^moved|shift(t.opSq&moved, d), t.opRd&^moved|shift(t.opRd&moved, d))
}
