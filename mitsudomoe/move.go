// move.go holds Move, one whole turn, with its packed encoding and canonical text.

package mitsudomoe

import "strings"

// Move is one whole turn: a ring step (a ring placed from supply or an
// exposed ring moved), a ball step (a step or a vault) and, after a vault
// over enemy balls, their relocation, kept in the net form of the rules: the
// vaulted cells left empty and the cells newly filled. It is a small
// comparable value; get moves from Game.AppendMoves or ParseMove. The zero
// Move is never legal.
type Move struct {
	// v packs the move: ring source (bits 0–4, placeCode for a placement),
	// ring destination (5–9), ball source (10–14), ball destination
	// (15–19), the vacated cells as positions along the vaulted line
	// (20–22, bit i for the (i+1)-th cell from the ball source) and the
	// filled cells as a bitboard (23–47).
	v uint64
}

// placeCode is the ring source of a placement from supply.
const placeCode = 31

const (
	ringToShift = 5
	fromShift   = 10
	toShift     = 15
	vacShift    = 20
	fillShift   = 23
)

// Relocation is one enemy ball moved after a vault, in net form: a vaulted
// cell left empty and a cell newly filled.
type Relocation struct {
	From, To Cell
}

func (m Move) field(shift uint) Cell { return Cell(m.v >> shift & 31) }

// Placed reports whether the ring step places a ring from supply.
func (m Move) Placed() bool { return m.field(0) == placeCode }

// RingFrom returns the cell the ring step takes a ring from, or NoCell for a
// placement.
func (m Move) RingFrom() Cell {
	if m.Placed() {
		return NoCell
	}
	return m.field(0)
}

// RingTo returns the cell the ring step puts a ring on.
func (m Move) RingTo() Cell { return m.field(ringToShift) }

// From returns the cell the ball leaves.
func (m Move) From() Cell { return m.field(fromShift) }

// To returns the cell the ball lands on.
func (m Move) To() Cell { return m.field(toShift) }

// Vault reports whether the ball step is a vault rather than a step.
func (m Move) Vault() bool {
	from, to := m.From(), m.To()
	return from.Valid() && to.Valid() && chebyshev(from, to) > 1
}

// vacated returns the bitboard of the vaulted cells left empty.
func (m Move) vacated() uint32 {
	line := uint32(m.v >> vacShift & 7)
	if line == 0 {
		return 0
	}
	from, to := m.From(), m.To()
	if !from.Valid() || !to.Valid() {
		return 0
	}
	return lineCells(from, to, line)
}

// filled returns the bitboard of the cells newly filled by relocation.
func (m Move) filled() uint32 { return uint32(m.v>>fillShift) & boardMask }

// lineCells returns the cells at the positions of line (bit i for the
// (i+1)-th cell) on the straight line from from towards to.
func lineCells(from, to Cell, line uint32) uint32 {
	step := int(lineStep[int(from)*NumCells+int(to)])
	var out uint32
	for i := 0; line != 0; i++ {
		if line&1 != 0 {
			if c := int(from) + (i+1)*step; c >= 0 && c < NumCells {
				out |= 1 << c
			}
		}
		line >>= 1
	}
	return out
}

// Relocations returns the relocations of the move in net form and
// canonical order: the vacated cells in cell order, paired with the filled
// cells in cell order. It is empty unless the move vaults over enemy balls.
func (m Move) Relocations() []Relocation {
	vac, fill := m.vacated(), m.filled()
	var out []Relocation
	for vac != 0 && fill != 0 {
		out = append(out, Relocation{lowest(vac), lowest(fill)})
		vac &= vac - 1
		fill &= fill - 1
	}
	return out
}

// String returns the move in the canonical notation of the rules, such as
// "*b2 a1>b2" or "d4>a5 b2>d4 x c3>e2".
func (m Move) String() string {
	var b strings.Builder
	b.Grow(24)
	if m.Placed() {
		b.WriteByte('*')
	} else {
		b.WriteString(m.RingFrom().String())
		b.WriteByte('>')
	}
	b.WriteString(m.RingTo().String())
	b.WriteByte(' ')
	b.WriteString(m.From().String())
	b.WriteByte('>')
	b.WriteString(m.To().String())
	for i, r := range m.Relocations() {
		if i == 0 {
			b.WriteString(" x ")
		} else {
			b.WriteByte(',')
		}
		b.WriteString(r.From.String())
		b.WriteByte('>')
		b.WriteString(r.To.String())
	}
	return b.String()
}

// makeMove packs a move; vac is a bitboard of cells on the vaulted line.
func makeMove(ringFrom, ringTo, from, to Cell, vac, fill uint32) Move {
	src := uint64(placeCode)
	if ringFrom != NoCell {
		src = uint64(ringFrom)
	}
	v := src | uint64(ringTo)<<ringToShift | uint64(from)<<fromShift | uint64(to)<<toShift |
		uint64(fill)<<fillShift
	// Store the vacated cells as positions along the line.
	step := int(lineStep[int(from)*NumCells+int(to)])
	if step != 0 {
		for i := range 3 {
			c := int(from) + (i+1)*step
			if c >= 0 && c < NumCells && vac>>c&1 != 0 {
				v |= 1 << (vacShift + i)
			}
		}
	}
	return Move{v}
}
