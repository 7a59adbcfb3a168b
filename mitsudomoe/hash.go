// hash.go holds the Zobrist hash of a state, with keys from a fixed SplitMix64 seed.

package mitsudomoe

import "github.com/plygo/ply/internal/splitmix"

// Zobrist keys: one per (cell, stack level, ring colour), per (cell, ball
// colour), for Black to move, and per (colour, supply count); the ply count
// is mixed in separately.
var (
	ringKeys   [NumCells][maxStack][2]uint64
	ballKeys   [NumCells][2]uint64
	blackKey   uint64
	supplyKeys [2][RingsPerPlayer + 1]uint64
)

// zobristSeed starts the key sequence; changing it changes every hash.
const zobristSeed = 0x6d69747375646f6d // "mitsudom"

func init() {
	x := splitmix.Source(zobristSeed)
	for c := range ringKeys {
		for l := range ringKeys[c] {
			ringKeys[c][l][0] = x.Next()
			ringKeys[c][l][1] = x.Next()
		}
	}
	for c := range ballKeys {
		ballKeys[c][0] = x.Next()
		ballKeys[c][1] = x.Next()
	}
	blackKey = x.Next()
	for col := range supplyKeys {
		for n := range supplyKeys[col] {
			supplyKeys[col][n] = x.Next()
		}
	}
}

// Hash returns the Zobrist hash of s (the ply.Hasher capability): the
// rings of every stack by cell, level and colour, the balls, the side to
// move, the supplies and the turn count (which decides the turn-cap draw).
// Equal states hash equally, the same on every run and machine.
func (g *Game) Hash(s State) uint64 { return s.hash() }

// hash is Hash, for the state alone: it depends on no option of the game.
func (s *State) hash() uint64 {
	var h uint64
	for o := s.occ; o != 0; o &= o - 1 {
		c := lowest(o)
		v := s.rings[c]
		n := min(int(v>>12), maxStack)
		for l := range n {
			h ^= ringKeys[c][l][v>>(n-1-l)&1]
		}
	}
	for col := range 2 {
		for b := s.balls[col]; b != 0; b &= b - 1 {
			h ^= ballKeys[lowest(b)][col]
		}
		h ^= supplyKeys[col][min(s.supply[col], RingsPerPlayer)]
	}
	if s.side != 0 {
		h ^= blackKey
	}
	return h ^ splitmix.Mix(uint64(s.turns)+zobristSeed)
}
