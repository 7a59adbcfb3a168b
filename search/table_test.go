package search_test

import (
	"context"
	"fmt"
	"hash/fnv"
	"strings"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/mitsudomoe"
	"github.com/plygo/ply/pushfight"
	"github.com/plygo/ply/search"
)

// forgetful hides part of a game's state from its hash, as a careless game
// author might: the table must stay sound all the same.
type forgetful[S, M comparable] struct {
	ply.Game[S, M]
	hash func(S) uint64
}

func (f forgetful[S, M]) Hash(s S) uint64 { return f.hash(s) }

// keptEqualsFresh searches each state in turn with one player that keeps
// its table, and each with a fresh player and with no table, and checks
// that the three scores agree.
func keptEqualsFresh[S, M comparable](t *testing.T, g ply.Game[S, M], depth int, states ...S) {
	t.Helper()
	ctx := context.Background()
	kept := search.AlphaBeta(g, search.Options{Depth: depth, NoDeepening: true})
	for i, s := range states {
		k, err := kept.Search(ctx, s)
		if err != nil {
			t.Fatal(err)
		}
		f, err := search.AlphaBeta(g, search.Options{Depth: depth, NoDeepening: true}).Search(ctx, s)
		if err != nil {
			t.Fatal(err)
		}
		n, err := search.AlphaBeta(g, search.Options{Depth: depth, NoDeepening: true, NoTable: true}).Search(ctx, s)
		if err != nil {
			t.Fatal(err)
		}
		if k.Score != f.Score || f.Score != n.Score {
			t.Errorf("state %d: kept table %v, fresh table %v, no table %v", i, k.Score, f.Score, n.Score)
		}
	}
}

// Push Fight at turn 0, then the same board two turns before the 200-turn
// cap, where every line is a draw.
func TestKeptTablePushFight(t *testing.T) {
	if testing.Short() {
		t.Skip("six depth-2 searches of Push Fight")
	}
	g := pushfight.MustNew()
	late, err := g.ParseState("1WB2/3wBb2/2wWb3/2WB1 w - 198")
	if err != nil {
		t.Fatal(err)
	}
	if g.Hash(late) == g.Hash(g.Start()) {
		t.Error("the hash does not tell turn 198 from turn 0")
	}
	t.Run("game hash", func(t *testing.T) {
		keptEqualsFresh(t, ply.Game[pushfight.State, pushfight.Move](g), 2, g.Start(), late)
	})
	t.Run("board hash", func(t *testing.T) {
		bad := forgetful[pushfight.State, pushfight.Move]{g, func(s pushfight.State) uint64 {
			// The pieces, the anchor and the side to move alone.
			h := fnv.New64a()
			h.Write([]byte(pushfight.FormatMaksverver(s) + s.ToMove().String()))
			return h.Sum64()
		}}
		keptEqualsFresh(t, ply.Game[pushfight.State, pushfight.Move](bad), 2, g.Start(), late)
	})
}

// Mitsudomoe early, then the same position two plies before its cap.
func TestKeptTableMitsudomoe(t *testing.T) {
	g := mitsudomoe.MustNew()
	s := g.Start()
	for _, i := range []int{3, 7, 1, 5} {
		s = g.Apply(s, ply.Moves(g, s)[i])
	}
	text := g.FormatState(s)
	fields := strings.Fields(text)
	fields[len(fields)-1] = fmt.Sprint(mitsudomoe.DefaultMaxTurns - 2)
	late, err := g.ParseState(strings.Join(fields, " "))
	if err != nil {
		t.Fatal(err)
	}
	keptEqualsFresh(t, ply.Game[mitsudomoe.State, mitsudomoe.Move](g), 3, s, late)
	// A hash that forgets the ply counter cannot fool the table either.
	bad := forgetful[mitsudomoe.State, mitsudomoe.Move]{g, func(s mitsudomoe.State) uint64 {
		f := strings.Fields(g.FormatState(s))
		h := fnv.New64a()
		h.Write([]byte(strings.Join(f[:len(f)-1], " ")))
		return h.Sum64()
	}}
	keptEqualsFresh(t, ply.Game[mitsudomoe.State, mitsudomoe.Move](bad), 3, s, late)
}
