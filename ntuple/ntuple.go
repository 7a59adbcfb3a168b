// ntuple.go holds the network: Network, its symmetric expansion, its
// evaluation and its binary form.

package ntuple

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"slices"
)

// ErrNetwork: an n-tuple network's description or binary form is not
// valid.
var ErrNetwork = errors.New("ntuple: bad network")

// MaxTupleWeights is the most weights one pattern may have (Values to the
// power of its length): 2^22, 16 MB of float32.
const MaxTupleWeights = 1 << 22

// Network is an n-tuple network: a board is a vector of small codes, one a
// cell (such as 0 empty, 1 the mover's piece, 2 the opponent's), each
// pattern a list of cells, and the network holds one weight for every
// configuration of every pattern's contents. Each pattern is also placed
// on the board under the given symmetries, the copies sharing its
// weights, so that a pattern learnt in one corner serves the others. The
// value of a board is the sum of the weights of the configurations it
// shows; Value reads it, AppendIndexes gives its features to a
// regression (package tune's Fit), and package tune's TD trains it by
// self-play.
//
// A network is read by many goroutines at once once trained; its methods
// that change weights (Fit's and TD's updates) must not run meanwhile.
type Network struct {
	values   int
	cells    int
	patterns [][]int
	syms     [][]int
	// cellsOf and base are the expanded tuples: tuple t reads the cells
	// cellsOf[start[t]:start[t+1]] and its configuration k is weight
	// base[t]+k.
	cellsOf []int32
	start   []int32
	base    []int32
	// quad4: 4 values, and every tuple reads 4 cells (Value's fast
	// path).
	quad4 bool
	// Weights holds every pattern's weights, pattern by pattern, in
	// logits for the player to move.
	Weights []float32
}

// New returns a network with zero weights for boards of cells cells,
// each holding a code below values (2 to 16). patterns are the base
// patterns, lists of distinct cells; symmetries are permutations of the
// cells (symmetries[k][c] is where cell c goes under the k-th), the
// identity included or not. Copies of a pattern that a symmetry maps onto
// a copy already placed (the same cells in the same order) are placed
// once. Errors wrap ErrNetwork.
func New(values, cells int, patterns [][]int, symmetries [][]int) (*Network, error) {
	if values < 2 || values > 16 || cells < 1 {
		return nil, fmt.Errorf("%w: %d values, %d cells", ErrNetwork, values, cells)
	}
	for _, s := range symmetries {
		if len(s) != cells {
			return nil, fmt.Errorf("%w: a symmetry of %d cells for %d", ErrNetwork, len(s), cells)
		}
		seen := make([]bool, cells)
		for _, c := range s {
			if c < 0 || c >= cells || seen[c] {
				return nil, fmt.Errorf("%w: a symmetry that is no permutation", ErrNetwork)
			}
			seen[c] = true
		}
	}
	n := &Network{values: values, cells: cells}
	n.syms = append(n.syms, identity(cells))
	for _, s := range symmetries {
		if !slices.Equal(s, n.syms[0]) {
			n.syms = append(n.syms, slices.Clone(s))
		}
	}
	total := 0
	for _, p := range patterns {
		if len(p) == 0 {
			return nil, fmt.Errorf("%w: an empty pattern", ErrNetwork)
		}
		size := 1
		seen := map[int]bool{}
		for _, c := range p {
			if c < 0 || c >= cells || seen[c] {
				return nil, fmt.Errorf("%w: pattern %v on %d cells", ErrNetwork, p, cells)
			}
			seen[c] = true
			size *= values
			if size > MaxTupleWeights {
				return nil, fmt.Errorf("%w: pattern %v has more than %d configurations", ErrNetwork, p, MaxTupleWeights)
			}
		}
		if total+size > math.MaxInt32 {
			return nil, fmt.Errorf("%w: too many weights", ErrNetwork)
		}
		n.patterns = append(n.patterns, slices.Clone(p))
		var placed [][]int
		for _, s := range n.syms {
			q := make([]int, len(p))
			for i, c := range p {
				q[i] = s[c]
			}
			if slices.ContainsFunc(placed, func(x []int) bool { return slices.Equal(x, q) }) {
				continue
			}
			placed = append(placed, q)
			n.start = append(n.start, int32(len(n.cellsOf)))
			for _, c := range q {
				n.cellsOf = append(n.cellsOf, int32(c))
			}
			n.base = append(n.base, int32(total))
		}
		total += size
	}
	n.start = append(n.start, int32(len(n.cellsOf)))
	n.quad4 = values == 4 && len(n.cellsOf) == 4*len(n.base)
	for t := range n.base {
		n.quad4 = n.quad4 && n.start[t] == int32(4*t)
	}
	n.Weights = make([]float32, total)
	return n, nil
}

func identity(n int) []int {
	s := make([]int, n)
	for i := range s {
		s[i] = i
	}
	return s
}

// Values returns the number of codes a cell may hold.
func (n *Network) Values() int { return n.values }

// Cells returns the number of cells of a board.
func (n *Network) Cells() int { return n.cells }

// Tuples returns the number of placed tuples, the symmetric copies
// included: the table lookups of one Value.
func (n *Network) Tuples() int { return len(n.base) }

// Value returns the network's value of board, in logits for the player
// to move: the sum of the weights of the configurations it shows. board
// must hold Cells codes, each below Values.
func (n *Network) Value(board []uint8) float64 {
	_ = board[n.cells-1]
	if n.quad4 {
		return n.value4(board)
	}
	var v float32
	k := int32(n.values)
	cells := n.cellsOf
	for t, b := range n.base {
		idx := int32(0)
		for _, c := range cells[n.start[t]:n.start[t+1]] {
			idx = idx*k + int32(board[c])
		}
		v += n.Weights[b+idx]
	}
	return float64(v)
}

// value4 is Value for a network of quad4: the same sums in the same
// order, the index of each tuple computed at once.
func (n *Network) value4(board []uint8) float64 {
	var v float32
	cells, w := n.cellsOf, n.Weights
	for t, b := range n.base {
		c := cells[4*t : 4*t+4 : 4*t+4]
		idx := int32(board[c[0]])<<6 + int32(board[c[1]])<<4 + int32(board[c[2]])<<2 + int32(board[c[3]])
		v += w[b+idx]
	}
	return float64(v)
}

// AppendIndexes appends the index in Weights of the configuration each
// placed tuple shows on board, the features of Row.
func (n *Network) AppendIndexes(dst []int32, board []uint8) []int32 {
	k := int32(n.values)
	for t, b := range n.base {
		idx := int32(0)
		for _, c := range n.cellsOf[n.start[t]:n.start[t+1]] {
			idx = idx*k + int32(board[c])
		}
		dst = append(dst, b+idx)
	}
	return dst
}

// SetWeights copies w (in the order of Weights) into the network.
func (n *Network) SetWeights(w []float64) {
	for i := range n.Weights {
		n.Weights[i] = float32(w[i])
	}
}

// binary form: magic, then uint32s: values, cells, patterns, symmetries
// (the identity excluded), each pattern as its length and cells, each
// symmetry as its cells, the number of weights, then the float32 weights;
// all little-endian.
var ntupleMagic = [8]byte{'p', 'l', 'y', 'n', 't', 'u', 'p', '1'}

// MarshalBinary writes the network: its patterns, symmetries and
// weights, little-endian.
func (n *Network) MarshalBinary() ([]byte, error) {
	b := append([]byte(nil), ntupleMagic[:]...)
	u := func(x int) { b = binary.LittleEndian.AppendUint32(b, uint32(x)) }
	u(n.values)
	u(n.cells)
	u(len(n.patterns))
	u(len(n.syms) - 1)
	for _, p := range n.patterns {
		u(len(p))
		for _, c := range p {
			u(c)
		}
	}
	for _, s := range n.syms[1:] {
		for _, c := range s {
			u(c)
		}
	}
	u(len(n.Weights))
	for _, w := range n.Weights {
		b = binary.LittleEndian.AppendUint32(b, math.Float32bits(w))
	}
	return b, nil
}

// UnmarshalBinary reads what MarshalBinary writes. Errors wrap
// ErrNetwork; it never panics.
func (n *Network) UnmarshalBinary(data []byte) error {
	if len(data) < len(ntupleMagic) || [8]byte(data[:8]) != ntupleMagic {
		return fmt.Errorf("%w: not an n-tuple network", ErrNetwork)
	}
	data = data[8:]
	bad := false
	u := func() int {
		if len(data) < 4 {
			bad = true
			return 0
		}
		x := binary.LittleEndian.Uint32(data)
		data = data[4:]
		if x > 1<<24 {
			bad = true
			return 0
		}
		return int(x)
	}
	values, cells, np, ns := u(), u(), u(), u()
	if bad || cells > 1<<16 || np > 1<<12 || ns > 64 || (np+ns)*4 > len(data) {
		return fmt.Errorf("%w: truncated or oversized header", ErrNetwork)
	}
	patterns := make([][]int, np)
	for i := range patterns {
		l := u()
		if bad || l > cells || l*4 > len(data) {
			return fmt.Errorf("%w: truncated pattern", ErrNetwork)
		}
		patterns[i] = make([]int, l)
		for j := range patterns[i] {
			patterns[i][j] = u()
		}
	}
	if ns*cells*4 > len(data) {
		return fmt.Errorf("%w: truncated symmetries", ErrNetwork)
	}
	syms := make([][]int, ns)
	for i := range syms {
		syms[i] = make([]int, cells)
		for j := range syms[i] {
			syms[i][j] = u()
		}
	}
	nw := u()
	if bad {
		return fmt.Errorf("%w: truncated", ErrNetwork)
	}
	// Check the weights are all there before New allocates them.
	total := 0
	for _, p := range patterns {
		size := 1
		for range p {
			if size *= max(values, 1); size > MaxTupleWeights {
				break
			}
		}
		if total += size; total > len(data)/4 {
			return fmt.Errorf("%w: %d weights for more", ErrNetwork, len(data)/4)
		}
	}
	m, err := New(values, cells, patterns, syms)
	if err != nil {
		return err
	}
	if nw != len(m.Weights) || len(data) != 4*nw {
		return fmt.Errorf("%w: %d weights for %d", ErrNetwork, len(data)/4, len(m.Weights))
	}
	for i := range m.Weights {
		w := math.Float32frombits(binary.LittleEndian.Uint32(data[4*i:]))
		if math.IsNaN(float64(w)) || math.IsInf(float64(w), 0) {
			return fmt.Errorf("%w: weight %d is not finite", ErrNetwork, i)
		}
		m.Weights[i] = w
	}
	*n = *m
	return nil
}
