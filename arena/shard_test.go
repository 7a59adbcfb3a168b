package arena

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"
)

// forfeitPlay: fakePlay, except that bot 2 fails every third game it
// plays.
func forfeitPlay(ctx context.Context, g Fixture) (Outcome, int, error) {
	if g.Index%3 == 0 && (g.First == 2 || g.Second == 2) {
		loser := 0
		if g.Second == 2 {
			loser = 1
		}
		return 0, 0, &Forfeit{Loser: loser, Plies: 7, Err: fmt.Errorf("engine %d crashed", g.Index)}
	}
	return fakePlay(ctx, g)
}

func TestRunForfeits(t *testing.T) {
	pairs, games := Schedule(3, 6, 5)
	played, err := Run(context.Background(), games, 2, forfeitPlay, nil)
	if err != nil || len(played) != len(games) {
		t.Fatalf("%d of %d played, error %v", len(played), len(games), err)
	}
	forfeits := 0
	for _, p := range played {
		if p.Forfeit == "" {
			continue
		}
		forfeits++
		loserFirst := p.First == 2
		if p.Plies != 7 || loserFirst != (p.Outcome == -1) || !loserFirst && p.Outcome != 1 || p.Forfeit != fmt.Sprintf("engine %d crashed", p.Index) {
			t.Errorf("forfeited game %+v", p)
		}
	}
	if forfeits == 0 {
		t.Fatal("no forfeits")
	}
	r := NewReport("g", []string{"a", "b", "c"}, 6, 5, 2, pairs, played, false)
	if r.Totals[2].Forfeits != forfeits || r.Totals[0].Forfeits != 0 {
		t.Errorf("forfeits counted %+v, want %d for c", r.Totals, forfeits)
	}
	var b bytes.Buffer
	r.WriteTable(&b)
	if !strings.Contains(b.String(), "forfeits:\n  game 3 (seed ") || !strings.Contains(b.String(), "c, playing") {
		t.Errorf("table:\n%s", b.String())
	}
}

func TestShardsCoverTheSchedule(t *testing.T) {
	_, games := Schedule(4, 10, 3)
	seen := map[int]int{}
	for k := range 3 {
		s := Shard(games, k, 3)
		if len(s) < len(games)/3 || len(s) > len(games)/3+1 {
			t.Errorf("shard %d/3 has %d of %d games", k, len(s), len(games))
		}
		for _, g := range s {
			seen[g.Index]++
		}
	}
	// With whole rounds per shard, every pair plays as often in each.
	_, games12 := Schedule(3, 6, 1) // 3 rounds of 6 games
	for k := range 3 {
		perPair := map[int]int{}
		for _, g := range Shard(games12, k, 3) {
			perPair[g.Pair]++
		}
		if perPair[0] != 2 || perPair[1] != 2 || perPair[2] != 2 {
			t.Errorf("shard %d/3 of 3 rounds: games per pair %v, want 2 each", k, perPair)
		}
	}
	for _, g := range games {
		if seen[g.Index] != 1 {
			t.Errorf("game %d in %d shards", g.Index, seen[g.Index])
		}
	}
	for _, bad := range []string{"3/3", "-1/3", "0/0", "1", "a/b", "1/2/3"} {
		if _, _, err := ParseShard(bad); err == nil {
			t.Errorf("ParseShard(%q) accepted", bad)
		}
	}
	if k, n, err := ParseShard("2/3"); k != 2 || n != 3 || err != nil {
		t.Errorf("ParseShard(2/3) = %d, %d, %v", k, n, err)
	}
}

func TestMerge(t *testing.T) {
	bots := []string{"a", "b", "c"}
	pairs, games := Schedule(3, 6, 5)
	all, _ := Run(context.Background(), games, 1, forfeitPlay, nil)
	var want bytes.Buffer
	NewReport("g", bots, 6, 5, 2, pairs, all, false).WriteJSON(&want)
	var reports []Report
	for k := range 3 {
		played, err := Run(context.Background(), Shard(games, k, 3), 2, forfeitPlay, nil)
		if err != nil {
			t.Fatal(err)
		}
		r := NewReport("g", bots, 6, 5, 2, pairs, played, false)
		r.Shard = fmt.Sprintf("%d/3", k)
		r.AddThinking(1, 10*(k+1), time.Duration(k+1)*time.Second)
		var b bytes.Buffer
		r.WriteJSON(&b)
		back, err := ReadReport(&b)
		if err != nil {
			t.Fatal(err)
		}
		reports = append(reports, back)
	}
	// In any order.
	reports[0], reports[2] = reports[2], reports[0]
	m, missing, err := Merge(reports)
	if err != nil || missing != 0 {
		t.Fatalf("Merge: %d missing, %v", missing, err)
	}
	if tb := m.Totals[1]; tb.Moves != 60 || tb.Think != 6 || m.Totals[0].Moves != 0 {
		t.Errorf("merged thinking: %+v, want 60 moves in 6 s for b alone", m.Totals)
	}
	for i := range m.Totals {
		m.Totals[i].Moves, m.Totals[i].Think = 0, 0
	}
	var got bytes.Buffer
	m.WriteJSON(&got)
	if got.String() != want.String() {
		t.Errorf("merged:\n%s\nsingle run:\n%s", got.String(), want.String())
	}

	m, missing, err = Merge(reports[:2])
	if err != nil || missing != len(Shard(games, 2, 3)) || !m.Interrupted {
		t.Errorf("two of three shards: %d missing, interrupted %v, %v", missing, m.Interrupted, err)
	}
	other := reports[1]
	other.Seed++
	bad := [][]Report{
		nil,
		{reports[0], reports[0]},
		{reports[0], other},
	}
	tampered := reports[1]
	tampered.Games = append([]GameRow(nil), tampered.Games...)
	tampered.Games[0].First, tampered.Games[0].Second = tampered.Games[0].Second, tampered.Games[0].First
	bad = append(bad, []Report{tampered})
	for i, rs := range bad {
		if _, _, err := Merge(rs); !errors.Is(err, ErrMerge) {
			t.Errorf("bad merge %d: %v", i, err)
		}
	}
}
