// Package splitmix is the SplitMix64 generator (Steele, Lea and Flood,
// 2014) that the rules use for seeded setups and that the games use
// for their Zobrist keys: one definition, bit for bit, for every package.
package splitmix

// Source is a SplitMix64 generator; its value is the state, so
// Source(seed) starts the sequence of seed.
type Source uint64

// Next advances the state by the golden-ratio increment and returns the
// next output.
func (s *Source) Next() uint64 {
	*s += 0x9e3779b97f4a7c15
	return Mix(uint64(*s))
}

// Mix is SplitMix64's finaliser: a bijective scrambling of z.
func Mix(z uint64) uint64 {
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}
