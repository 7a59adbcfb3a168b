// move.go holds the Move type: a placement on one cell.

package pathway

// Move is a placement: the cell the stone goes on. Its value is
// row<<4 | col, with column a and row 1 as 0; the zero Move is a1.
type Move uint8

// Cell returns the move that places on column col and row row, both
// counted from 0 (a1 is Cell(0, 0)). It does not check the board size.
func Cell(col, row int) Move { return Move(row&15<<4 | col&15) }

// Col returns the move's column, 0 for a.
func (m Move) Col() int { return int(m) & 15 }

// Row returns the move's row, 0 for row 1.
func (m Move) Row() int { return int(m) >> 4 }

// String returns the cell name, such as "c3" or "a10".
func (m Move) String() string {
	return string(appendCell(nil, m))
}

func (m Move) on(n int) bool { return m.Col() < n && m.Row() < n }

func appendCell(dst []byte, m Move) []byte {
	dst = append(dst, byte('a'+m.Col()))
	r := m.Row() + 1
	if r >= 10 {
		dst = append(dst, '1')
		r -= 10
	}
	return append(dst, byte('0'+r))
}
