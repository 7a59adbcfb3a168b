// patterns.go holds the pattern evaluation of plain Othello boards: the
// classic patterns of Othello programs (edges, corners, rows, diagonals)
// read straight from the bitboards under the square's 8 symmetries, one
// weight per configuration of each pattern and stage of the game, the
// weights fitted by examples/tune (docs/tuning.md) and embedded
// (othello.weights, int16s with a scale).

package mapello

import (
	_ "embed"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"math/bits"
	"slices"
	"sync"

	"github.com/plygo/ply"
)

// ErrWeights: a pattern weights file is not valid.
var ErrWeights = errors.New("mapello: bad pattern weights")

// MaxPatternStages is the most stages of the game that pattern weights
// may be given at. Weights are given at 2 to MaxPatternStages stages,
// spread evenly over the discs on the board, from the 4 of the start to
// the 64 of a full board: a position's weight is interpolated between
// the two stages nearest its number of discs.
const MaxPatternStages = 61

// pattern is one base pattern: n cells, whose contents a gather reads
// from a bitboard as an n-bit number (bit j the pattern's j-th cell).
type pattern struct {
	name   string
	cells  []int               // the cells, a1 = 0, in gather order
	gather func(uint64) uint64 // the cells' bits, the j-th cell at bit j
}

// diagGather returns the gather of the diagonal of n cells from file
// 8-n of rank 1 up to file h: the multiplication brings each cell's bit
// into the top byte at its file, with no carries since no two cells share
// a file.
func diagGather(n int) func(uint64) uint64 {
	var mask uint64
	for i := range n {
		mask |= 1 << (8*i + 8 - n + i)
	}
	shift := uint(56 + 8 - n)
	return func(b uint64) uint64 { return (b & mask) * 0x0101010101010101 >> shift }
}

func diagCells(n int) []int {
	c := make([]int, n)
	for i := range n {
		c[i] = 8*i + 8 - n + i
	}
	return c
}

func rowCells(y int) []int {
	c := make([]int, 8)
	for x := range 8 {
		c[x] = 8*y + x
	}
	return c
}

// basePatterns are the patterns of the evaluation, each in its place at
// the a1 corner or the first ranks; the symmetries place the others.
var basePatterns = []pattern{
	{"edge+2X", append(rowCells(0), 9, 14), func(b uint64) uint64 { return b&0xFF | (b>>9&1)<<8 | (b>>14&1)<<9 }},
	{"corner 3x3", []int{0, 1, 2, 8, 9, 10, 16, 17, 18}, func(b uint64) uint64 { return b&7 | b>>5&0x38 | b>>10&0x1C0 }},
	{"corner 2x5", []int{0, 1, 2, 3, 4, 8, 9, 10, 11, 12}, func(b uint64) uint64 { return b&0x1F | b>>3&0x3E0 }},
	{"rank 2", rowCells(1), func(b uint64) uint64 { return b >> 8 & 0xFF }},
	{"rank 3", rowCells(2), func(b uint64) uint64 { return b >> 16 & 0xFF }},
	{"rank 4", rowCells(3), func(b uint64) uint64 { return b >> 24 & 0xFF }},
	{"diagonal 8", diagCells(8), diagGather(8)},
	{"diagonal 7", diagCells(7), diagGather(7)},
	{"diagonal 6", diagCells(6), diagGather(6)},
	{"diagonal 5", diagCells(5), diagGather(5)},
	{"diagonal 4", diagCells(4), diagGather(4)},
}

// The 8 symmetries of the square as transforms of a bitboard: the
// transformed board t has a disc on cell c when b has one on cell
// symCell[k][c].

func mirrorFiles(b uint64) uint64 {
	const k1, k2, k4 = 0x5555555555555555, 0x3333333333333333, 0x0F0F0F0F0F0F0F0F
	b = b>>1&k1 | b&k1<<1
	b = b>>2&k2 | b&k2<<2
	return b>>4&k4 | b&k4<<4
}

func transpose(b uint64) uint64 {
	const k1, k2, k4 = 0x5500550055005500, 0x3333000033330000, 0x0F0F0F0F00000000
	t := k4 & (b ^ b<<28)
	b ^= t ^ t>>28
	t = k2 & (b ^ b<<14)
	b ^= t ^ t>>14
	t = k1 & (b ^ b<<7)
	return b ^ t ^ t>>7
}

// symmetries returns the 8 transforms of b: the identity, the mirror of
// the files, the mirror of the ranks, both, and each of them transposed.
func symmetries(b uint64) [8]uint64 {
	h := mirrorFiles(b)
	v := bits.ReverseBytes64(b)
	hv := bits.ReverseBytes64(h)
	return [8]uint64{b, h, v, hv, transpose(b), transpose(h), transpose(v), transpose(hv)}
}

// symCell[k][c] is the cell of b that cell c of its k-th transform shows.
var symCell = func() (m [8][64]int) {
	for c := range 64 {
		t := symmetries(1 << c)
		for k := range 8 {
			m[k][bits.TrailingZeros64(t[k])] = c
		}
	}
	return m
}()

// placement is one pattern read from one transform.
type placement struct {
	pattern int
	sym     int
}

// patternTables is everything the evaluation derives from basePatterns:
// the placements, each pattern's offset into the raw configurations, the
// base-3 value of a gathered bit mask, and the map from a raw
// configuration to its weight's index (configurations that a symmetry of
// the pattern's own cells maps onto each other share one weight).
type patternTables struct {
	placements []placement
	offset     []int32   // raw configurations before each pattern's
	ternary    [][]int32 // per pattern: bit mask -> sum of 3^j over its bits
	weightOf   []int32   // raw configuration -> weight index
	weights    int       // distinct weights per stage
}

var tables = sync.OnceValue(buildTables)

func pow3(n int) int {
	p := 1
	for range n {
		p *= 3
	}
	return p
}

func buildTables() *patternTables {
	t := &patternTables{}
	raw := int32(0)
	for pi, p := range basePatterns {
		n := len(p.cells)
		// Check the gather against the cells.
		for j, c := range p.cells {
			if p.gather(1<<c) != 1<<j {
				panic(fmt.Sprintf("mapello: pattern %s: cell %d gathers as %b", p.name, c, p.gather(1<<c)))
			}
		}
		t.offset = append(t.offset, raw)
		tern := make([]int32, 1<<n)
		for m := range tern {
			v := 0
			for j := range n {
				if m>>j&1 == 1 {
					v += pow3(j)
				}
			}
			tern[m] = int32(v)
		}
		t.ternary = append(t.ternary, tern)
		// The placements: the symmetries reading a set of cells not
		// read before; and the permutations of the pattern's positions
		// by the symmetries that read its own set of cells.
		var seen [][]int
		var self [][]int // self[i][j]: position read at j under a self-symmetry
		for k := range 8 {
			read := make([]int, n)
			for j, c := range p.cells {
				read[j] = symCell[k][c]
			}
			set := slices.Sorted(slices.Values(read))
			if idx := slices.IndexFunc(seen, func(x []int) bool { return slices.Equal(x, set) }); idx >= 0 {
				if idx == 0 {
					// read is a permutation of the pattern's own cells.
					perm := make([]int, n)
					for j, c := range read {
						for i, d := range p.cells {
							if c == d {
								perm[j] = i
							}
						}
					}
					self = append(self, perm)
				}
				continue
			}
			seen = append(seen, set)
			t.placements = append(t.placements, placement{pi, k})
			if len(seen) == 1 {
				perm := make([]int, n)
				for j := range perm {
					perm[j] = j
				}
				self = append(self, perm)
			}
		}
		// Canonical configurations: the least of a configuration's
		// images under the self-symmetries.
		size := pow3(n)
		canon := make(map[int]int32)
		digits := make([]int, n)
		for c := range size {
			x := c
			for j := range n {
				digits[j] = x % 3
				x /= 3
			}
			least := c
			for _, perm := range self {
				v := 0
				for j := range n {
					v += digits[perm[j]] * pow3(j)
				}
				least = min(least, v)
			}
			id, ok := canon[least]
			if !ok {
				id = int32(t.weights)
				canon[least] = id
				t.weights++
			}
			t.weightOf = append(t.weightOf, id)
		}
		raw += int32(size)
	}
	return t
}

// IsOthello reports whether s is a plain Othello position: no walls,
// jokers, bonus cells or bonus points, the positions the pattern
// evaluation is for.
func (s State) IsOthello() bool {
	return s.walls == 0 && s.jokers == 0 && s.bonus == 0 && s.points == [2]uint16{}
}

// NumPatternPlacements is the number of patterns placed on a board: the
// base patterns under the symmetries that place them on other cells.
func NumPatternPlacements() int { return len(tables().placements) }

// PatternStageWeights is the number of weights of one stage of the game:
// one per configuration of a base pattern (configurations a symmetry of
// the pattern maps onto each other counted once).
func PatternStageWeights() int { return tables().weights }

// PatternStages is the number of stages of the game the embedded weights
// are given at.
func PatternStages() int { return embedded().stages }

// NumPatternWeights is the number of weights of the embedded pattern
// evaluation: PatternStageWeights at each of PatternStages.
func NumPatternWeights() int { return tables().weights * PatternStages() }

// stageOf returns the two stages of stages (2 or more) around a board of
// filled discs and the weight of the upper one.
func stageOf(filled, stages int) (lo int, hi float64) {
	u := float64(filled-4) / 60 * float64(stages-1)
	u = min(max(u, 0), float64(stages-1))
	lo = min(int(u), stages-2)
	return lo, u - float64(lo)
}

// AppendPatternFeatures is AppendPatternFeaturesAt with the embedded
// weights' stages (PatternStages): its indexes are below
// NumPatternWeights.
func AppendPatternFeatures(idx []int32, val []float32, s State) ([]int32, []float32) {
	return AppendPatternFeaturesAt(idx, val, s, PatternStages())
}

// AppendPatternFeaturesAt appends to idx and val the pattern features of
// the plain Othello position s, for the player to move, with weights
// given at stages stages of the game (2 to MaxPatternStages; a number
// outside is taken as the nearest): for every placed pattern, its
// configuration's weight at the two stages nearest s, valued by their
// interpolation weights. Its weights are indexes below
// stages*PatternStageWeights, stage by stage. A position that is not
// plain Othello (IsOthello) has none.
func AppendPatternFeaturesAt(idx []int32, val []float32, s State, stages int) ([]int32, []float32) {
	if !s.IsOthello() {
		return idx, val
	}
	stages = min(max(stages, 2), MaxPatternStages)
	t := tables()
	me, you := symmetries(s.discs[s.side]), symmetries(s.discs[s.side^1])
	lo, hi := stageOf(bits.OnesCount64(s.discs[0]|s.discs[1]), stages)
	per := int32(t.weights)
	for _, pl := range t.placements {
		p := &basePatterns[pl.pattern]
		tern := t.ternary[pl.pattern]
		c := t.offset[pl.pattern] + tern[p.gather(me[pl.sym])] + 2*tern[p.gather(you[pl.sym])]
		w := t.weightOf[c]
		idx = append(idx, int32(lo)*per+w, int32(lo+1)*per+w)
		val = append(val, float32(1-hi), float32(hi))
	}
	return idx, val
}

// PatternWeights are the fitted weights of the pattern evaluation and of
// the Features it is used with, in logits of the player to move.
type PatternWeights struct {
	// Features weighs the terms of Features.
	Features [NumFeatures]float32
	// Patterns weighs the configurations, PatternStageWeights of them
	// at each stage of the game, stage by stage as
	// AppendPatternFeaturesAt indexes them: its length gives the number
	// of stages, 2 to MaxPatternStages.
	Patterns []float32
}

// Stages returns the number of stages of the game w's pattern weights are
// given at, and false if their number is not that of 2 to
// MaxPatternStages stages.
func (w *PatternWeights) Stages() (int, bool) {
	per := tables().weights
	n := len(w.Patterns) / per
	return n, len(w.Patterns)%per == 0 && n >= 2 && n <= MaxPatternStages
}

// The magics of the weights files: float32 pattern weights (the first
// format, still read), and int16 ones with a scale (written).
const (
	weightsMagic   = "plyOTHW1"
	weightsMagic16 = "plyOTHW2"
)

// MarshalBinary writes w: the magic "plyOTHW2", the number of feature and
// of pattern weights as little-endian uint32s, the scale of the pattern
// weights as a little-endian float32, the feature weights as
// little-endian float32s, then each pattern weight as a little-endian
// int16, the weight divided by the scale and rounded (the scale is the
// largest weight's magnitude over 32767, so the rounding changes a weight
// by at most half the scale). Weights that are not finite, or pattern
// weights whose number is not that of 2 to MaxPatternStages stages, are
// an error wrapping ErrWeights.
func (w *PatternWeights) MarshalBinary() ([]byte, error) {
	if _, ok := w.Stages(); !ok {
		return nil, fmt.Errorf("%w: %d pattern weights, want a multiple of %d for 2 to %d stages", ErrWeights, len(w.Patterns), tables().weights, MaxPatternStages)
	}
	top := 0.0
	for _, x := range w.Patterns {
		top = max(top, math.Abs(float64(x)))
	}
	for _, x := range w.Features {
		top := math.Abs(float64(x))
		if math.IsNaN(top) || math.IsInf(top, 0) {
			return nil, fmt.Errorf("%w: a feature weight is %v", ErrWeights, x)
		}
	}
	if math.IsNaN(top) || math.IsInf(top, 0) {
		return nil, fmt.Errorf("%w: a pattern weight is %v", ErrWeights, top)
	}
	scale := float32(1)
	if top > 0 {
		scale = float32(top / 32767)
	}
	b := make([]byte, 0, len(weightsMagic16)+12+4*NumFeatures+2*len(w.Patterns))
	b = append(b, weightsMagic16...)
	b = binary.LittleEndian.AppendUint32(b, NumFeatures)
	b = binary.LittleEndian.AppendUint32(b, uint32(len(w.Patterns)))
	b = binary.LittleEndian.AppendUint32(b, math.Float32bits(scale))
	for _, x := range w.Features {
		b = binary.LittleEndian.AppendUint32(b, math.Float32bits(x))
	}
	for _, x := range w.Patterns {
		q := math.Round(float64(x) / float64(scale))
		b = binary.LittleEndian.AppendUint16(b, uint16(int16(min(max(q, -32767), 32767))))
	}
	return b, nil
}

// UnmarshalBinary reads what MarshalBinary writes, and the first format
// ("plyOTHW1": the counts, then every weight as a little-endian float32),
// for this package's patterns; errors wrap ErrWeights and leave w
// unchanged.
func (w *PatternWeights) UnmarshalBinary(b []byte) error {
	h := len(weightsMagic)
	if len(b) < h+8 || (string(b[:h]) != weightsMagic && string(b[:h]) != weightsMagic16) {
		return fmt.Errorf("%w: no header", ErrWeights)
	}
	wide := string(b[:h]) == weightsMagic
	nf, np := binary.LittleEndian.Uint32(b[h:]), binary.LittleEndian.Uint32(b[h+4:])
	per := uint32(tables().weights)
	if nf != NumFeatures || np%per != 0 || np/per < 2 || np/per > MaxPatternStages {
		return fmt.Errorf("%w: %d feature and %d pattern weights, want %d and a multiple of %d for 2 to %d stages", ErrWeights, nf, np, NumFeatures, per, MaxPatternStages)
	}
	body := b[h+8:]
	size, scale := 4, float32(0)
	if !wide {
		if len(body) < 4 {
			return fmt.Errorf("%w: no scale", ErrWeights)
		}
		scale = math.Float32frombits(binary.LittleEndian.Uint32(body))
		if s := float64(scale); math.IsNaN(s) || math.IsInf(s, 0) || s <= 0 {
			return fmt.Errorf("%w: scale %v", ErrWeights, scale)
		}
		body, size = body[4:], 2
	}
	if len(body) != 4*int(nf)+size*int(np) {
		return fmt.Errorf("%w: %d bytes of weights, want %d", ErrWeights, len(body), 4*int(nf)+size*int(np))
	}
	var out PatternWeights
	for i := range out.Features {
		out.Features[i] = math.Float32frombits(binary.LittleEndian.Uint32(body[4*i:]))
	}
	body = body[4*nf:]
	out.Patterns = make([]float32, np)
	for i := range out.Patterns {
		var x float32
		if wide {
			x = math.Float32frombits(binary.LittleEndian.Uint32(body[4*i:]))
		} else {
			x = float32(int16(binary.LittleEndian.Uint16(body[2*i:]))) * scale
		}
		if math.IsNaN(float64(x)) || math.IsInf(float64(x), 0) {
			return fmt.Errorf("%w: weight %d is %v", ErrWeights, i, x)
		}
		out.Patterns[i] = x
	}
	for _, x := range out.Features {
		if math.IsNaN(float64(x)) || math.IsInf(float64(x), 0) {
			return fmt.Errorf("%w: a feature weight is %v", ErrWeights, x)
		}
	}
	*w = out
	return nil
}

// patternEval is a PatternWeights laid out for evaluation: for each pair
// of neighbouring stages, the two weights of every raw configuration side
// by side, so that one read from memory gives both.
type patternEval struct {
	features [NumFeatures]float64
	stages   int
	pairs    [][][2]float32 // pairs[lo][c]: stages lo and lo+1 of raw configuration c
}

// ternary3[m] is the base-3 number whose digit j is bit j of m: the
// configuration of a pattern from the mask of its cells held by one side.
var ternary3 = func() (t [1 << 10]uint16) {
	for m := range t {
		v, p := 0, 1
		for j := range 10 {
			v += m >> j & 1 * p
			p *= 3
		}
		t[m] = uint16(v)
	}
	return t
}()

func newPatternEval(w *PatternWeights) *patternEval {
	t := tables()
	stages, _ := w.Stages()
	e := &patternEval{stages: stages, pairs: make([][][2]float32, stages-1)}
	for i, x := range w.Features {
		e.features[i] = float64(x)
	}
	for lo := range e.pairs {
		pr := make([][2]float32, len(t.weightOf))
		for c, id := range t.weightOf {
			pr[c] = [2]float32{w.Patterns[lo*t.weights+int(id)], w.Patterns[(lo+1)*t.weights+int(id)]}
		}
		e.pairs[lo] = pr
	}
	return e
}

// value returns the logit of the plain Othello position s for the
// player to move.
func (e *patternEval) value(s *State) float64 {
	return e.eval(s.discs[s.side], s.discs[s.side^1])
}

// Cells safe on 4 and on exactly 3 axes on a board without walls (see
// safeAxes): the corners and the other edge cells.
const (
	othelloSafe4 = 0x8100000000000081
	othelloSafe3 = 0xFF818181818181FF &^ othelloSafe4
)

// eval returns the logit of the plain Othello position with the discs p
// of the player to move and o of the other. It is the weights' dot
// product with Features and AppendPatternFeatures, summed in their order
// (the features that are 0 on a plain board left out), so that it gives
// the same value to the last bit; TestPatternEvalReference checks it
// against the evaluation it replaced.
func (e *patternEval) eval(p, o uint64) float64 {
	empty := ^(p | o)
	n := bits.OnesCount64(empty)
	diff := func(x, y uint64) float64 { return float64(bits.OnesCount64(x) - bits.OnesCount64(y)) }
	near := neighbours(empty)
	access := neighbours(othelloSafe4&empty) &^ othelloSafe4
	discs := diff(p, o)
	mobility := diff(legalOpen(p, o, empty), legalOpen(o, p, empty))
	frontier := diff(p&near, o&near)
	safe4 := diff(p&othelloSafe4, o&othelloSafe4)
	safe3 := diff(p&othelloSafe3, o&othelloSafe3)
	acc := diff(p&access, o&access)
	parity := 0.0
	if n <= parityFrom && n > 0 {
		parity = float64(oddRegions(empty))
	}
	fill := float64(64-n) / 64
	f := &e.features
	v := 0.0
	v += f[0] * 1
	v += f[2] * discs
	v += f[3] * mobility
	v += f[4] * frontier
	v += f[5] * safe4
	v += f[6] * safe3
	v += f[7] * acc
	v += f[10] * parity
	v += f[12] * (discs * fill)
	v += f[13] * (mobility * fill)
	v += f[14] * (frontier * fill)
	v += f[15] * (safe4 * fill)
	v += f[16] * (safe3 * fill)
	v += f[17] * (acc * fill)
	v += f[20] * (parity * fill)

	lo, hi := stageOf(64-n, e.stages)
	a, b := e.sum(p, o, lo)
	return v + float64(a)*(1-hi) + float64(b)*hi
}

// The raw configurations before each base pattern's (patternTables's
// offset; TestPatternOffsets checks them).
const (
	offEdge  = 0
	off3x3   = offEdge + 59049
	off2x5   = off3x3 + 19683
	offRank2 = off2x5 + 59049
	offRank3 = offRank2 + 6561
	offRank4 = offRank3 + 6561
	offDiag8 = offRank4 + 6561
	offDiag7 = offDiag8 + 6561
	offDiag6 = offDiag7 + 2187
	offDiag5 = offDiag6 + 729
	offDiag4 = offDiag5 + 243
)

// sum adds up the weights at stages lo and lo+1 of the configurations of
// the 46 placed patterns on the board of p (the player to move) and o, in
// the order of AppendPatternFeatures. Each pattern's cells are gathered
// from each side into a mask, bit j its j-th cell, whose base-3 value
// (ternary3) gives the configuration: rows by shifts, files from the
// transposed board, diagonals by a multiplication that brings each cell's
// bit into the top byte at its file. A placement may read its cells in the
// order of a symmetry of the pattern itself (the 3x3 corners transposed,
// the diagonals reversed), since the configurations that such a symmetry
// maps onto each other share their weight. The weights are added as each
// pattern is read, so that the additions, which must be made in order,
// overlap with the gathers.
func (e *patternEval) sum(p, o uint64, lo int) (a, b float32) {
	pr := e.pairs[lo]
	add := func(off int32, mp, mo uint64) {
		w := &pr[off+int32(ternary3[mp&(1<<10-1)])+2*int32(ternary3[mo&(1<<10-1)])]
		a += w[0]
		b += w[1]
	}
	const mul = 0x0101010101010101
	rev := func(x uint64) uint64 { return uint64(bits.Reverse8(uint8(x))) }
	// Rank i of a board, its first (low) or last (high) ranks' corner
	// blocks, straight or with the files reversed.
	row := func(x uint64, i int) uint64 { return x >> (8 * i) & 0xFF }
	low3x3 := func(x uint64) uint64 { return x&7 | x>>5&0x38 | x>>10&0x1C0 }
	high3x3 := func(x uint64) uint64 { return x>>56&7 | x>>45&0x38 | x>>34&0x1C0 }
	high3x3r := func(x uint64) uint64 { return rev(x>>56)&7 | (rev(x>>48)&7)<<3 | (rev(x>>40)&7)<<6 }
	low2x5 := func(x uint64) uint64 { return x&31 | x>>3&0x3E0 }
	low2x5r := func(x uint64) uint64 { return rev(x)&31 | (rev(x>>8)&31)<<5 }
	high2x5 := func(x uint64) uint64 { return x>>56&31 | x>>43&0x3E0 }
	high2x5r := func(x uint64) uint64 { return rev(x>>56)&31 | (rev(x>>48)&31)<<5 }
	diag := func(x, mask uint64, shift uint) uint64 { return (x & mask) * mul >> shift }
	// The X-squares of an edge: cells i and j at bits 8 and 9.
	xs := func(x uint64, i, j uint) uint64 { return x>>i&1<<8 | x>>j&1<<9 }
	tp, to := transpose(p), transpose(o)

	// The edges with their X-squares and ranks 2 to 4, from ranks 1, 8,
	// files a and h.
	add(offEdge, row(p, 0)|xs(p, 9, 14), row(o, 0)|xs(o, 9, 14))
	add(offRank2, row(p, 1), row(o, 1))
	add(offRank3, row(p, 2), row(o, 2))
	add(offRank4, row(p, 3), row(o, 3))
	add(offEdge, row(p, 7)|xs(p, 49, 54), row(o, 7)|xs(o, 49, 54))
	add(offRank2, row(p, 6), row(o, 6))
	add(offRank3, row(p, 5), row(o, 5))
	add(offRank4, row(p, 4), row(o, 4))
	add(offEdge, row(tp, 0)|xs(p, 9, 49), row(to, 0)|xs(o, 9, 49))
	add(offRank2, row(tp, 1), row(to, 1))
	add(offRank3, row(tp, 2), row(to, 2))
	add(offRank4, row(tp, 3), row(to, 3))
	add(offEdge, row(tp, 7)|xs(p, 14, 54), row(to, 7)|xs(o, 14, 54))
	add(offRank2, row(tp, 6), row(to, 6))
	add(offRank3, row(tp, 5), row(to, 5))
	add(offRank4, row(tp, 4), row(to, 4))

	// The 3x3 corners and the diagonals of 7 to 4 cells, at a1, h1, a8
	// and h8.
	add(off3x3, low3x3(p), low3x3(o))
	add(offDiag7, diag(p, 0x0080402010080402, 57), diag(o, 0x0080402010080402, 57))
	add(offDiag6, diag(p, 0x0000804020100804, 58), diag(o, 0x0000804020100804, 58))
	add(offDiag5, diag(p, 0x0000008040201008, 59), diag(o, 0x0000008040201008, 59))
	add(offDiag4, diag(p, 0x0000000080402010, 60), diag(o, 0x0000000080402010, 60))
	add(off3x3, high3x3(tp), high3x3(to))
	add(offDiag7, diag(p, 0x0001020408102040, 56), diag(o, 0x0001020408102040, 56))
	add(offDiag6, diag(p, 0x0000010204081020, 56), diag(o, 0x0000010204081020, 56))
	add(offDiag5, diag(p, 0x0000000102040810, 56), diag(o, 0x0000000102040810, 56))
	add(offDiag4, diag(p, 0x0000000001020408, 56), diag(o, 0x0000000001020408, 56))
	add(off3x3, high3x3(p), high3x3(o))
	add(offDiag7, diag(p, 0x0204081020408000, 57), diag(o, 0x0204081020408000, 57))
	add(offDiag6, diag(p, 0x0408102040800000, 58), diag(o, 0x0408102040800000, 58))
	add(offDiag5, diag(p, 0x0810204080000000, 59), diag(o, 0x0810204080000000, 59))
	add(offDiag4, diag(p, 0x1020408000000000, 60), diag(o, 0x1020408000000000, 60))
	add(off3x3, high3x3r(tp), high3x3r(to))
	add(offDiag7, diag(p, 0x4020100804020100, 56), diag(o, 0x4020100804020100, 56))
	add(offDiag6, diag(p, 0x2010080402010000, 56), diag(o, 0x2010080402010000, 56))
	add(offDiag5, diag(p, 0x1008040201000000, 56), diag(o, 0x1008040201000000, 56))
	add(offDiag4, diag(p, 0x0804020100000000, 56), diag(o, 0x0804020100000000, 56))

	// The 2x5 corners, each corner along both of its edges.
	add(off2x5, low2x5(p), low2x5(o))
	add(off2x5, low2x5r(p), low2x5r(o))
	add(off2x5, high2x5(p), high2x5(o))
	add(off2x5, high2x5r(p), high2x5r(o))
	add(off2x5, low2x5(tp), low2x5(to))
	add(off2x5, high2x5(tp), high2x5(to))
	add(off2x5, low2x5r(tp), low2x5r(to))
	add(off2x5, high2x5r(tp), high2x5r(to))

	// The two long diagonals.
	add(offDiag8, diag(p, diag8, 56), diag(o, diag8, 56))
	add(offDiag8, diag(p, 0x0102040810204080, 56), diag(o, 0x0102040810204080, 56))
	return a, b
}

// The diagonals of the patterns, from file 8-n of rank 1 to file h.
const (
	diag8 = 0x8040201008040201
	diag7 = 0x0080402010080402
	diag6 = 0x0000804020100804
	diag5 = 0x0000008040201008
	diag4 = 0x0000000080402010
)

//go:embed othello.weights
var othelloWeights []byte

// embedded is the pattern evaluation of the embedded weights.
var embedded = sync.OnceValue(func() *patternEval {
	var w PatternWeights
	if err := w.UnmarshalBinary(othelloWeights); err != nil {
		panic("mapello: the embedded othello.weights: " + err.Error())
	}
	return newPatternEval(&w)
})

// Eval returns the pattern evaluation of w: EvalPatterns with w instead
// of the embedded weights, on plain Othello positions (EvalTrained on
// others). Later changes to w do not change it. Pattern weights whose
// number is not that of 2 to MaxPatternStages stages are an error
// wrapping ErrWeights.
func (w *PatternWeights) Eval() (ply.EvalFunc[State], error) {
	if _, ok := w.Stages(); !ok {
		return nil, fmt.Errorf("%w: %d pattern weights, want a multiple of %d for 2 to %d stages", ErrWeights, len(w.Patterns), tables().weights, MaxPatternStages)
	}
	e := newPatternEval(w)
	return func(s State, p ply.Player) float64 {
		if !s.IsOthello() {
			return EvalTrained(s, p)
		}
		v := e.value(&s) * trainedScale
		if p != s.ToMove() {
			return -v
		}
		return v
	}, nil
}

// EvalPatterns is the pattern evaluation of s for p: on plain Othello
// positions (State.IsOthello), the terms of Features and the
// configurations of the classic patterns of Othello programs (the edge
// with its X-squares, 3x3 and 2x5 corner blocks, the second to fourth
// ranks and files, the diagonals of 4 to 8 cells: 46 placed under the
// square's symmetries), each weighted at 8 stages of the game (by the
// discs on the board, interpolated between the two nearest stages), the
// weights fitted by least squares to the final disc margins of 50,000
// self-play games of Othello that the exact solver finished from 16 to 18
// empty cells (examples/tune, docs/tuning.md); on other boards,
// EvalTrained. It is in Evaluate's points (EvalScale): the margins were
// scaled so that its values are on the scale of the weights fitted to
// game results before them, a point about 1.1 discs. Give it to a bot with
// ply.WithEval(g, mapello.EvalPatterns), or the bot option eval=patterns.
func EvalPatterns(s State, p ply.Player) float64 {
	if !s.IsOthello() {
		return EvalTrained(s, p)
	}
	v := embedded().value(&s) * trainedScale
	if p != s.ToMove() {
		return -v
	}
	return v
}
