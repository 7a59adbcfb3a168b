// Package quote shows text from the outside world in error messages.
package quote

import "strconv"

// Show returns s for a message: at most n bytes, quoted if it holds
// anything but printable ASCII and spaces.
func Show(s string, n int) string {
	if len(s) > n {
		s = s[:n] + "..."
	}
	for _, c := range []byte(s) {
		if c < ' ' || c > '~' {
			return strconv.Quote(s)
		}
	}
	return s
}
