package svgtest_test

import (
	"testing"

	"github.com/plygo/ply/internal/svgtest"
)

func TestWellFormed(t *testing.T) {
	const ns = `xmlns="http://www.w3.org/2000/svg"`
	for _, tc := range []struct {
		svg string
		ok  bool
	}{
		{`<svg ` + ns + `><rect/></svg>`, true},
		{`<svg ` + ns + `><rect></svg>`, false},
		{`<svg><rect/></svg>`, false},
		{`<g ` + ns + `/>`, false},
		{`<svg ` + ns + `/><svg ` + ns + `/>`, false},
		{``, false},
	} {
		if err := svgtest.WellFormed([]byte(tc.svg)); (err == nil) != tc.ok {
			t.Errorf("WellFormed(%q) = %v, want ok %v", tc.svg, err, tc.ok)
		}
	}
}
