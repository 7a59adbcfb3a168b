// export_test.go exposes internals to the package's external tests.

package mitsudomoe

// CheckState reports the first invariant s breaks, the internal bitboards
// included.
func CheckState(s State) error { return s.check() }
