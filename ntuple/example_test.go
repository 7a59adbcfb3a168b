package ntuple_test

import (
	"fmt"

	"github.com/plygo/ply/ntuple"
)

// A network of one pattern, the corner and its neighbour on a 1x3 board,
// placed also at the other end by the board's reflection.
func ExampleNetwork() {
	mirror := []int{2, 1, 0}
	n, err := ntuple.New(3, 3, [][]int{{0, 1}}, [][]int{mirror})
	if err != nil {
		panic(err)
	}
	// Weight of the configuration "mine in the corner, empty beside":
	// code 1 then code 0, index 1*3+0.
	n.Weights[3] = 0.5
	fmt.Println(n.Tuples(), len(n.Weights))
	fmt.Println(n.Value([]uint8{1, 0, 0}), n.Value([]uint8{0, 0, 1}), n.Value([]uint8{1, 0, 1}))
	// Output:
	// 2 9
	// 0.5 0.5 1
}
