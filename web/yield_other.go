//go:build !js

// yield_other.go holds what a bot's search does between its reports where
// goroutines run on threads of their own: nothing.

package web

// yieldToHost does nothing: the server's other goroutines run beside the
// search.
func yieldToHost() {}
