// hash.go holds the Zobrist hashing of Pathway positions.

package pathway

import "github.com/plygo/ply/internal/splitmix"

// zobrist holds one key per cell and colour and one for Blue to move, from
// a SplitMix64 sequence with a fixed seed, so hashes are stable.
var zobrist = func() (z struct {
	cell [2][256]uint64
	blue uint64
	size [MaxSize + 1]uint64
}) {
	x := splitmix.Source(0x5041544857415921) // "PATHWAY!"
	next := x.Next
	for c := range z.cell {
		for i := range z.cell[c] {
			z.cell[c][i] = next()
		}
	}
	z.blue = next()
	for n := range z.size {
		z.size[n] = next()
	}
	return z
}()

// Hash returns the Zobrist key of s: equal states have equal keys, the
// same on every run and machine.
func (g *Game) Hash(s State) uint64 {
	h := zobrist.size[s.n]
	if s.turn == 1 {
		h ^= zobrist.blue
	}
	var buf [MaxSize * MaxSize]Move
	for c := range 2 {
		for _, m := range s.stones[c].appendCells(buf[:0]) {
			h ^= zobrist.cell[c][m]
		}
	}
	return h
}
