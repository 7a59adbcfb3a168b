package diagram_test

import (
	"strings"
	"testing"

	"github.com/plygo/ply/diagram"
)

// TestClicksBegin: the clicks of a group begin a path in any order, those
// after the groups only in the path's order.
func TestClicksBegin(t *testing.T) {
	groups := []diagram.ClickGroup{{Len: 3, Each: "place a square"}, {Len: 2, Each: "place a round"}}
	path := strings.Fields("b1 d2 d3 c1 d4 e5")
	for _, tc := range []struct {
		groups []diagram.ClickGroup
		clicks string
		want   bool
	}{
		{groups, "", true},
		{groups, "d2", true},
		{groups, "d3 d2", true},
		{groups, "d3 b1 d2", true},
		{groups, "d3 b1 d2 d4", true},
		{groups, "d3 b1 d2 d4 c1", true},
		{groups, "d3 b1 d2 d4 c1 e5", true},
		{groups, "d3 d3", false},       // a click twice in a group
		{groups, "c1", false},          // a click of the second group first
		{groups, "d3 b1 c1", false},    // the same
		{groups, "d2 d3 b1 e5", false}, // a click after the groups
		{groups, "b1 d2 d3 c1 d4 e5 e6", false},
		{nil, "b1 d2", true},
		{nil, "d2 b1", false},
		{[]diagram.ClickGroup{{Len: 7}}, "b1", false}, // groups longer than the path
		{[]diagram.ClickGroup{{Len: 0}}, "b1", false},
	} {
		if got := diagram.ClicksBegin(tc.groups, path, strings.Fields(tc.clicks)); got != tc.want {
			t.Errorf("ClicksBegin(%v, %q) = %v, want %v", tc.groups, tc.clicks, got, tc.want)
		}
	}
}
