module github.com/plygo/ply

go 1.24

require (
	github.com/google/go-cmp v0.7.0
	pgregory.net/rapid v1.3.0
)
