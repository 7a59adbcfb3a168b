//go:build linux

package search_test

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"syscall"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/pathway"
	"github.com/plygo/ply/search"
)

// TestImpossibleTable: a table larger than the process may allocate is an
// error wrapping ply.ErrInvalidOption, never a fatal "out of memory". The
// test runs itself again in a child limited to 2 GiB of address space (ulimit -v),
// which asks for an 8 GiB table and then for the largest, MaxTableMB.
func TestImpossibleTable(t *testing.T) {
	if os.Getenv("PLY_TABLE_CHILD") == "1" {
		limit := uint64(2 << 30)
		if err := syscall.Setrlimit(syscall.RLIMIT_AS, &syscall.Rlimit{Cur: limit, Max: limit}); err != nil {
			t.Skip("cannot limit the address space:", err)
		}
		g, err := pathway.New()
		if err != nil {
			t.Fatal(err)
		}
		for _, mb := range []int{8 << 10, search.MaxTableMB} {
			p := search.AlphaBeta[pathway.State, pathway.Move](g, search.Options{TableMB: mb})
			_, err := p.Search(context.Background(), g.Start(), search.Limits{Depth: 2})
			if !errors.Is(err, ply.ErrInvalidOption) {
				t.Errorf("TableMB %d under a 2 GiB limit: error %v, want one wrapping ply.ErrInvalidOption", mb, err)
			}
		}
		// A table that fits still works under the limit.
		p := search.AlphaBeta[pathway.State, pathway.Move](g, search.Options{TableMB: 64})
		if _, err := p.Search(context.Background(), g.Start(), search.Limits{Depth: 2}); err != nil {
			t.Errorf("TableMB 64 under a 2 GiB limit: %v", err)
		}
		return
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestImpossibleTable$", "-test.v")
	cmd.Env = append(os.Environ(), "PLY_TABLE_CHILD=1", "GOMAXPROCS=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("the child failed: %v\n%s", err, out)
	}
}
