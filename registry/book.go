// book.go holds the opening books of the registry: a game's book
// (Entry.Book) read once per handle, the bots' option book=on|off, the
// book's moves of a position for the analysis, and BuildBook.

package registry

import (
	"context"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/plygo/ply"
	"github.com/plygo/ply/book"
	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/search"
)

// BookMove is a move of a position in a game's opening book and the value
// of its result for the player who makes it, on the scale of the search's
// scores.
type BookMove struct {
	Move  Move
	Score float64
}

// setBook gives the handle the game's book text (Entry.Book) and the
// margin of its bots' choices (Entry.BookMargin).
func (a *adapter[S, M]) setBook(text string, margin float64) {
	a.bookText, a.bookMargin = text, margin
}

// openingBook returns the game's book if it has one that reaches its
// start, else nil. It reads the book once per handle.
func (a *adapter[S, M]) openingBook() *book.Book[S, M] {
	a.bookOnce.Do(func() {
		if a.bookText == "" {
			return
		}
		b, err := book.Parse(a.g, []byte(a.bookText))
		if err != nil {
			return
		}
		if _, ok := b.Value(a.start); ok {
			a.book = b
		}
	})
	return a.book
}

// useBook sets sb to play from the game's book as spec and the bot's
// default (on for a game's own bot with OwnBot.Book) say, its choices
// drawn from seed. book=on is an error where the game has no book for its
// start.
func (a *adapter[S, M]) useBook(sb *searchBot[S, M], spec bot.Spec, seed uint64, byDefault bool) error {
	on := byDefault
	if spec.Options.Book != nil {
		on = *spec.Options.Book
	}
	if !on {
		return nil
	}
	bk := a.openingBook()
	if bk == nil {
		if spec.Options.Book == nil {
			return nil
		}
		err := &bot.Error{Spec: spec.String(), Why: fmt.Sprintf("option book=on: %s has no opening book from this start", a.name)}
		return fmt.Errorf("%w: %w", err, ply.ErrInvalidOption)
	}
	sb.book = bk
	sb.bookRng = rand.New(rand.NewPCG(seed, 0x626f6f6b)) // "book"
	return nil
}

// fromBook returns the book's move in s if the bot plays from a book and
// s is expanded in it.
func (b *searchBot[S, M]) fromBook(s S, start time.Time) (Choice, bool) {
	if b.book == nil {
		return Choice{}, false
	}
	e, ok := b.book.Choose(s, b.a.bookMargin, b.bookRng)
	if !ok {
		return Choice{}, false
	}
	return Choice{Move: b.a.move(s, e.Move), Score: e.Score, Scored: true, PV: []string{b.a.n.FormatMove(s, e.Move)},
		Elapsed: time.Since(start)}, true
}

// BookMoves returns the moves of p in the opening book of g (Entry.Book),
// best first, and whether p is expanded in it (the book has the result of
// each of its legal moves). It is false for a game without a book from
// its start, and for a position of another game.
func BookMoves(g Game, p Position) ([]BookMove, bool) {
	a, ok := g.(interface {
		bookMoves(p Position) ([]BookMove, bool)
	})
	if !ok {
		return nil, false
	}
	return a.bookMoves(p)
}

func (a *adapter[S, M]) bookMoves(p Position) ([]BookMove, bool) {
	s, ok := a.state(p)
	bk := a.openingBook()
	if !ok || bk == nil {
		return nil, false
	}
	es := bk.Moves(s)
	if len(es) == 0 {
		return nil, false
	}
	out := make([]BookMove, len(es))
	for i, e := range es {
		out[i] = BookMove{Move: a.move(s, e.Move), Score: e.Score}
	}
	return out, true
}

// BuildBook builds an opening book of g from its start with the search of
// the bot spec names (such as "alphabeta:8", whose limit bounds each
// leaf's search; book.BuildOptions.Limits is ignored), a new bot for each
// leaf, and returns it in the book file format, header in its first
// comment lines. It returns the book so far with ctx's error when ctx
// ends. Errors wrap bot.ErrSpec for a spec the game cannot build, or
// book.ErrUnsupported for a game without ply.Hasher.
func BuildBook(ctx context.Context, g Game, spec bot.Spec, opts book.BuildOptions, header string) ([]byte, error) {
	a, ok := g.(interface {
		buildBook(ctx context.Context, spec bot.Spec, opts book.BuildOptions, header string) ([]byte, error)
	})
	if !ok {
		return nil, fmt.Errorf("registry: game %s was not made by Adapt: %w", g.Name(), book.ErrUnsupported)
	}
	return a.buildBook(ctx, spec, opts, header)
}

func (a *adapter[S, M]) buildBook(ctx context.Context, spec bot.Spec, opts book.BuildOptions, header string) ([]byte, error) {
	sb, err := a.bot(spec, 0)
	if err != nil {
		return nil, err
	}
	opts.Limits = sb.lim
	first := sb.p
	newSearcher := func() search.Searcher[S, M] {
		if p := first; p != nil {
			first = nil
			return p
		}
		b, err := a.bot(spec, 0)
		if err != nil { // not expected: it was built once from the same spec
			return failedSearch[S, M]{err}
		}
		return b.p
	}
	b, err := book.Build(ctx, a.g, a.start, newSearcher, opts)
	if b == nil {
		return nil, err
	}
	return b.AppendText(nil, header), err
}

// failedSearch is a searcher whose every search fails with err.
type failedSearch[S, M comparable] struct{ err error }

func (f failedSearch[S, M]) Choose(context.Context, S) (M, error) {
	var m M
	return m, f.err
}

func (f failedSearch[S, M]) Search(context.Context, S, search.Limits) (search.Result[M], error) {
	return search.Result[M]{}, f.err
}
