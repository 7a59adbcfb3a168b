package clock_test

import (
	"fmt"
	"time"

	"github.com/plygo/ply/clock"
)

// A time control as cutechess-cli writes it, and a side's clock running
// under it.
func ExampleParse() {
	ctl, err := clock.Parse("40/1:00+0.5")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(ctl, ctl.PGN())
	c := clock.New(ctl)
	fmt.Println(c.For(0).Budget()) // what the first side may think on its first move
	ok := c.Spend(0, 2*time.Second, 50*time.Millisecond)
	fmt.Println(ok, c.Left(0))
	// Output:
	// 40/1:00+0.5 40/60+0.5
	// 2s
	// true 58.5s
}

// Byo-yomi: five minutes, then three periods of 30 seconds.
func ExampleClock_byoyomi() {
	ctl, _ := clock.Parse("5:00 3x30")
	c := clock.New(ctl)
	fmt.Println(c.For(0).Budget()) // a thirtieth of the main time and three quarters of a period
	c.Spend(0, 5*time.Minute+40*time.Second, 0)
	fmt.Println(c.Left(0), c.Periods(0), c.For(0).Budget())
	// Output:
	// 32.5s
	// 0s 2 22.5s
}
