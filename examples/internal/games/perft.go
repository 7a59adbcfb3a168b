// perft.go holds the perft command's work for any game.

package games

import (
	"fmt"
	"io"
	"time"

	"github.com/plygo/ply"
)

func (a *adapter[S, M]) Perft(w io.Writer, depth int) error {
	if _, err := fmt.Fprintln(w, "# depth nodes seconds nodes_per_second"); err != nil {
		return err
	}
	for d := 1; d <= depth; d++ {
		start := time.Now()
		n := ply.Perft(a.g, a.start, d)
		sec := time.Since(start).Seconds()
		rate := 0.0
		if sec > 0 {
			rate = float64(n) / sec
		}
		if _, err := fmt.Fprintf(w, "%d %d %.3f %.0f\n", d, n, sec, rate); err != nil {
			return err
		}
	}
	return nil
}
