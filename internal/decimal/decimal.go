// Package decimal reads the canonical decimal numbers of the games'
// notations: digits only, no sign, no leading zero (except "0" itself),
// within a bound. One reader for every game, so that "07", "+7" and "7 "
// are refused alike everywhere.
package decimal

// Parse reads text as a canonical decimal from 0 to most (most must be
// non-negative). ok is false for an empty text, a character other than a
// digit, a leading zero, or a value above most; Parse never overflows,
// whatever the length of text.
func Parse(text string, most int) (v int, ok bool) {
	if text == "" || (len(text) > 1 && text[0] == '0') {
		return 0, false
	}
	for i := range len(text) {
		c := text[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		d := int(c - '0')
		if v > (most-d)/10 {
			return 0, false
		}
		v = v*10 + d
	}
	return v, true
}
