//go:build linux || darwin

package web

import (
	"net/http"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// A named pipe in the place of a record is set aside at start, never
// opened: reading it would wait for a writer for ever.
func TestDamagedPipe(t *testing.T) {
	dir := t.TempDir()
	id := testID(1)
	if err := syscall.Mkfifo(filepath.Join(dir, id+".txt"), 0o644); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	s, c := newTestServer(t, Options{Dir: dir})
	if st := s.Status(); st.Damaged != 1 {
		t.Errorf("status: %d damaged, want 1", st.Damaged)
	}
	if _, err := os.Lstat(filepath.Join(dir, damagedDir, id+".txt")); err != nil {
		t.Errorf("not set aside: %v", err)
	}
	if status, body := c.do("GET", "/api/games/"+id, ""); status != http.StatusNotFound {
		t.Errorf("GET: %d %s, want 404", status, body)
	}
}
