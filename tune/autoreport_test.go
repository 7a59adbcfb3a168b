package tune_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/plygo/ply/arena"
	"github.com/plygo/ply/elo"
	"github.com/plygo/ply/tune"
)

// TestAutoTestString: a test's brief holds its W-D-L, its Elo, the
// pentanomial counts of its game pairs and the LLR the arena computed from
// them (elo.LLR), with Wald's bounds and the decision.
func TestAutoTestString(t *testing.T) {
	s := elo.SPRT{Elo0: 0, Elo1: 20, Alpha: 0.05, Beta: 0.05, Model: elo.Normalized}
	rep := arena.Report{Pairs: []arena.PairRow{{A: "auto-2", B: "auto-1", Wins: 9, Draws: 2, Losses: 5, Ptnml: [5]int{1, 0, 3, 2, 2}}}}
	rep.AddSPRT(s)
	at := tune.NewAutoTest(rep)
	llr := elo.LLR(elo.Pentanomial{LL: 1, WLDD: 3, WD: 2, WW: 2}, 0, 20, elo.Normalized)
	lo, hi := s.Bounds()
	if at.SPRT == nil || at.SPRT.LLR != llr || at.SPRT.Lower != lo || at.SPRT.Upper != hi || at.SPRT.Ptnml != [5]int{1, 0, 3, 2, 2} {
		t.Fatalf("SPRT %+v; want LLR %v in (%v, %v) of Ptnml [1 0 3 2 2]", at.SPRT, llr, lo, hi)
	}
	want := fmt.Sprintf("9-2-5, +inf Elo [-inf, +inf], Ptnml(0-2) [1, 0, 3, 2, 2], LLR %.2f (-2.94, 2.94), no decision", llr)
	if got := at.String(); got != want {
		t.Errorf("String:\n %s\nwant\n %s", got, want)
	}
	e, l, h := 70.4, -30.2, 170.6
	at.Elo, at.EloCI = &e, [2]*float64{&l, &h}
	at.SPRT.Result = "H1 accepted"
	if got := at.String(); !strings.HasPrefix(got, "9-2-5, +70 Elo [-30, +171], ") || !strings.HasSuffix(got, ", H1") {
		t.Errorf("String: %s", got)
	}
	if (tune.NewAutoTest(arena.Report{}) != tune.AutoTest{}) {
		t.Error("a report without a pair: not the zero AutoTest")
	}
}

// checkSummary checks that res, trained by TestAutoFinal, writes every
// test, the final ones included, with its pentanomial counts and LLR, as
// text and as JSON.
func checkSummary(t *testing.T, res tune.AutoResult) {
	t.Helper()
	tests := res.Tests()
	if len(tests) != 3 {
		t.Fatalf("%d tests, want 3", len(tests))
	}
	for _, at := range tests {
		if at.SPRT == nil || at.SPRT.Pairs != 1 || at.Wins+at.Draws+at.Losses != 2 {
			t.Errorf("%s vs %s: %+v; want an SPRT of one pair", at.A, at.B, at)
		}
	}
	var text bytes.Buffer
	if err := res.WriteText(&text); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"generation 1: 4 games", "  auto-1 vs auto-0: ", "final: auto-1 vs alphabeta:2: ", "final against the zero network: auto-1 vs auto-0: ", "Ptnml(0-2) [", "LLR "} {
		if !strings.Contains(text.String(), want) {
			t.Errorf("no %q in:\n%s", want, text.String())
		}
	}
	var js bytes.Buffer
	if err := res.WriteJSON(&js); err != nil {
		t.Fatal(err)
	}
	var back struct {
		Generations []struct {
			Generation int            `json:"generation"`
			Test       *tune.AutoTest `json:"test"`
		} `json:"generations"`
		Final     *tune.AutoTest `json:"final"`
		FinalZero *tune.AutoTest `json:"final_zero"`
	}
	if err := json.Unmarshal(js.Bytes(), &back); err != nil {
		t.Fatal(err)
	}
	if len(back.Generations) != 1 || back.Generations[0].Test == nil || back.Final == nil || back.FinalZero == nil {
		t.Fatalf("JSON without its tests:\n%s", js.String())
	}
	if got, want := *back.Final.SPRT, *tests[1].SPRT; got.LLR != want.LLR || got.Ptnml != want.Ptnml || got.Lower != want.Lower || got.Upper != want.Upper {
		t.Errorf("final's SPRT from JSON %+v, want %+v", got, want)
	}
}
