package tune_test

import (
	"fmt"

	"github.com/plygo/ply/tune"
)

// A least-squares line through shallow and deep values, with the
// deviation of its residuals: the model of one ProbCut pair.
func ExampleFitLine() {
	shallow := []float64{-20, -12, -5, -1, 0, 2, 6, 9, 15, 22}
	deep := []float64{-25, -13, -7, 0, -1, 4, 6, 12, 17, 28}
	f, err := tune.FitLine(shallow, deep)
	if err != nil {
		panic(err)
	}
	fmt.Printf("deep = %.2f*shallow %+.2f, sigma %.2f over %d\n", f.A, f.B, f.Sigma, f.N)
	// Output:
	// deep = 1.22*shallow +0.14, sigma 1.34 over 10
}
