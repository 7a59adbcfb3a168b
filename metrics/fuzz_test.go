package metrics_test

import (
	"bytes"
	"io"
	"testing"

	"github.com/plygo/ply/metrics"
)

// FuzzReadReport: any text is read without a panic, and a report read is
// written in every form and merged with itself without one.
func FuzzReadReport(f *testing.F) {
	f.Add(`{"game":"x","strengths":["random","level:2"],"games_per_strength":2,"opening_plies":1,"games":[` +
		`{"index":0,"strength":0,"outcome":1,"over":true,"opening":1,"branching":[3,2,1],"evals":[-1,0.5,1],"board":5,"off":[4],"covered":[0,3]},` +
		`{"index":3,"strength":1,"over":false,"opening":0,"branching":[5],"evals":[0.2],"repeats":1}]}`)
	f.Add(`{"strengths":[],"games_per_strength":0,"games":[]}`)
	f.Add(`{"strengths":["a"],"games_per_strength":1,"games":[{"index":0}]}`)
	f.Fuzz(func(t *testing.T, text string) {
		r, err := metrics.ReadReport(bytes.NewReader([]byte(text)))
		if err != nil {
			return
		}
		for _, write := range []func(io.Writer) error{r.WriteText, r.WriteMarkdown, r.WriteJSON, r.WriteLengthSVG, r.WriteScoreSVG, r.WriteBranchingSVG, r.WriteEvalSVG} {
			if err := write(io.Discard); err != nil {
				t.Fatal(err)
			}
		}
		_, _, _ = metrics.Merge([]metrics.Report{r, r})
		_ = metrics.WriteComparison(io.Discard, []metrics.Report{r, r}, true)
	})
}
