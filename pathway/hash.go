// hash.go holds the Zobrist hashing of Pathway positions.

package pathway

// zobrist holds one key per cell and colour and one for Blue to move, from
// a SplitMix64 sequence with a fixed seed, so hashes are stable.
var zobrist = func() (z struct {
	cell [2][256]uint64
	blue uint64
	size [MaxSize + 1]uint64
}) {
	x := uint64(0x5041544857415921) // "PATHWAY!"
	next := func() uint64 {
		x += 0x9e3779b97f4a7c15
		v := x
		v = (v ^ v>>30) * 0xbf58476d1ce4e5b9
		v = (v ^ v>>27) * 0x94d049bb133111eb
		return v ^ v>>31
	}
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
