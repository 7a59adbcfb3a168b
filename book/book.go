// book.go holds the Book: positions and their values, found by hash, and
// the moves it offers in a position.

package book

import (
	"cmp"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/plygo/ply"
)

// ErrUnsupported reports a game that a book cannot serve: one without
// ply.Hasher or ply.Notation.
var ErrUnsupported = errors.New("book: the game has no ply.Hasher or no ply.Notation")

// Book is an opening book of one game from one start: positions, each with
// its value for the first player and the moves that reach it from the
// start. A Book is safe for concurrent reads; Set must not run beside
// other calls.
type Book[S, M comparable] struct {
	g     ply.Game[S, M]
	h     ply.Hasher[S]
	n     ply.Notation[S, M]
	start S
	nodes map[uint64]*node[S, M]
	order []*node[S, M] // in the order of the file
}

// node is one position of a book.
type node[S, M comparable] struct {
	s     S
	line  []M     // the moves from the start
	value float64 // for ply.First
}

// Entry is a move of a position in the book and the value of its result
// for the player who makes it.
type Entry[M any] struct {
	Move  M
	Score float64
}

// New returns an empty book of g from start. The error wraps
// ErrUnsupported for a game without ply.Hasher or ply.Notation.
func New[S, M comparable](g ply.Game[S, M], start S) (*Book[S, M], error) {
	h, ok := ply.As[ply.Hasher[S]](g)
	if !ok {
		return nil, ErrUnsupported
	}
	n, ok := ply.As[ply.Notation[S, M]](g)
	if !ok {
		return nil, ErrUnsupported
	}
	return &Book[S, M]{g: g, h: h, n: n, start: start, nodes: map[uint64]*node[S, M]{}}, nil
}

// Start returns the position the book starts from.
func (b *Book[S, M]) Start() S { return b.start }

// Len returns the number of positions in the book.
func (b *Book[S, M]) Len() int { return len(b.order) }

// find returns the node of s, or nil.
func (b *Book[S, M]) find(s S) *node[S, M] {
	if n := b.nodes[b.h.Hash(s)]; n != nil && n.s == s {
		return n
	}
	return nil
}

// Value returns the book's value of s for the first player, and whether s
// is in the book.
func (b *Book[S, M]) Value(s S) (float64, bool) {
	if n := b.find(s); n != nil {
		return n.value, true
	}
	return 0, false
}

// Line returns the moves that lead from the start to s in the book (those
// of its line in the file), and whether s is in the book.
func (b *Book[S, M]) Line(s S) ([]M, bool) {
	if n := b.find(s); n != nil {
		return slices.Clone(n.line), true
	}
	return nil, false
}

// forMover returns v, a value for the first player, for p.
func forMover(v float64, p ply.Player) float64 {
	if p == ply.Second {
		return -v
	}
	return v
}

// Moves returns the legal moves of s with the values of their results for
// the player to move, best first (equal values in the order of the game's
// moves), when s is expanded in the book: s is in it, and so is the result
// of each of its legal moves. Otherwise, and in a finished game, it
// returns nil.
func (b *Book[S, M]) Moves(s S) []Entry[M] {
	if b.find(s) == nil {
		return nil
	}
	if _, over := b.g.Result(s); over {
		return nil
	}
	p := b.g.ToMove(s)
	moves := b.g.AppendMoves(nil, s)
	out := make([]Entry[M], len(moves))
	for i, m := range moves {
		c := b.find(b.g.Apply(s, m))
		if c == nil {
			return nil
		}
		out[i] = Entry[M]{Move: m, Score: forMover(c.value, p)}
	}
	slices.SortStableFunc(out, func(x, y Entry[M]) int { return cmp.Compare(y.Score, x.Score) })
	return out
}

// Choose returns a book move of s and whether s is expanded in the book
// (see Moves). With rng nil it is the best move; else it is drawn
// uniformly from the moves whose value is within margin of the best, with
// all randomness from rng.
func (b *Book[S, M]) Choose(s S, margin float64, rng *rand.Rand) (Entry[M], bool) {
	moves := b.Moves(s)
	if len(moves) == 0 {
		return Entry[M]{}, false
	}
	if rng == nil {
		return moves[0], true
	}
	near := 1
	for near < len(moves) && moves[near].Score >= moves[0].Score-margin {
		near++
	}
	return moves[rng.IntN(near)], true
}

// Set puts the position that line leads to from the start in the book
// with value, for the first player, or changes its value if it is there.
// The error wraps ply.ErrIllegalMove for a move that is not legal where it
// is played, or ply.ErrInvalidOption for a value that is not finite.
func (b *Book[S, M]) Set(line []M, value float64) error {
	if value != value || value > maxValue || value < -maxValue {
		return fmt.Errorf("book: value %v: %w", value, ply.ErrInvalidOption)
	}
	s := b.start
	for i, m := range line {
		next, err := ply.Play(b.g, s, m)
		if err != nil {
			return fmt.Errorf("book: move %d: %w", i+1, err)
		}
		s = next
	}
	b.set(s, line, value)
	return nil
}

// maxValue bounds the values of a book, beyond every search score.
const maxValue = 1e15

// set is Set of a legal line that leads to s, which it keeps.
func (b *Book[S, M]) set(s S, line []M, value float64) *node[S, M] {
	if n := b.find(s); n != nil {
		n.value = value
		return n
	}
	n := &node[S, M]{s: s, line: line, value: value}
	b.nodes[b.h.Hash(s)] = n
	b.order = append(b.order, n)
	return n
}
