// disk.go holds the games kept in Options.Dir: each written durably before
// a move is acknowledged, at most Options.MaxStored of them, and those
// untouched for Options.Expire removed.

package web

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"
)

// ErrStore reports a game that could not be written to Options.Dir: the
// change is refused and the game stays as it was.
var ErrStore = errors.New("cannot store the game")

// disk is the directory of games: an index of its records (size and last
// change), kept in step with the files.
type disk struct {
	dir    string
	max    int
	expire time.Duration

	mu    sync.Mutex
	files map[string]stored
	bytes int64
}

// stored is one record in the directory.
type stored struct {
	size int64
	mod  time.Time
}

// openDisk reads the index of dir, creating it if needed, and removes
// what an interrupted write left.
func openDisk(dir string, max int, expire time.Duration) (*disk, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("web: %w", err)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("web: %w", err)
	}
	d := &disk{dir: dir, max: max, expire: expire, files: map[string]stored{}}
	for _, e := range entries {
		name := e.Name()
		if strings.HasPrefix(name, ".tmp-") {
			os.Remove(filepath.Join(dir, name))
			continue
		}
		id, ok := strings.CutSuffix(name, ".txt")
		if !ok || !validID(id) || !e.Type().IsRegular() {
			continue
		}
		info, err := e.Info()
		if err != nil {
			continue
		}
		d.files[id] = stored{info.Size(), info.ModTime()}
		d.bytes += info.Size()
	}
	return d, nil
}

func (d *disk) path(id string) string { return filepath.Join(d.dir, id+".txt") }

// write stores the record of game id durably: the text is written to a
// temporary file and synced, renamed over the record, and the directory
// synced, so that once write returns nil the record survives a crash or a
// power cut. On error the record on disk is the previous one.
func (d *disk) write(id, text string) (err error) {
	tmp, err := os.CreateTemp(d.dir, ".tmp-"+id+"-*")
	if err != nil {
		return fmt.Errorf("%w: %w", ErrStore, err)
	}
	defer func() {
		if err != nil {
			os.Remove(tmp.Name())
			err = fmt.Errorf("%w: %w", ErrStore, err)
		}
	}()
	if _, err := tmp.WriteString(text); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Rename(tmp.Name(), d.path(id)); err != nil {
		return err
	}
	if err := syncDir(d.dir); err != nil {
		return err
	}
	d.mu.Lock()
	d.bytes += int64(len(text)) - d.files[id].size
	d.files[id] = stored{int64(len(text)), time.Now()}
	d.mu.Unlock()
	return nil
}

// syncDir syncs a directory, so that a rename in it is durable.
func syncDir(dir string) error {
	f, err := os.Open(dir)
	if err != nil {
		return err
	}
	err = f.Sync()
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// read returns the record of game id; an error wrapping os.ErrNotExist if
// there is none. Reading a game counts as touching it (see expire).
func (d *disk) read(id string) ([]byte, error) {
	b, err := os.ReadFile(d.path(id))
	if err != nil {
		return nil, err
	}
	now := time.Now()
	if os.Chtimes(d.path(id), now, now) == nil {
		d.mu.Lock()
		if f, ok := d.files[id]; ok {
			f.mod = now
			d.files[id] = f
		}
		d.mu.Unlock()
	}
	return b, nil
}

// makeRoom removes the records untouched for longer than d.expire and,
// while the directory holds d.max records or more, the least recently
// touched record not live (in memory), so that a new game fits. It fails
// with ErrTooManyGames if every record is live.
func (d *disk) makeRoom(live func(id string) bool) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.expireLocked(live)
	for len(d.files) >= d.max {
		oldest := ""
		for id, f := range d.files {
			if !live(id) && (oldest == "" || f.mod.Before(d.files[oldest].mod)) {
				oldest = id
			}
		}
		if oldest == "" {
			return fmt.Errorf("%w: the store is full", ErrTooManyGames)
		}
		d.removeLocked(oldest)
	}
	return nil
}

// expire removes the records untouched for longer than d.expire.
func (d *disk) expireOld(live func(id string) bool) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.expireLocked(live)
}

func (d *disk) expireLocked(live func(id string) bool) {
	cut := time.Now().Add(-d.expire)
	for id, f := range d.files {
		if f.mod.Before(cut) && !live(id) {
			d.removeLocked(id)
		}
	}
}

func (d *disk) removeLocked(id string) {
	if err := os.Remove(d.path(id)); err != nil && !errors.Is(err, os.ErrNotExist) {
		return
	}
	d.bytes -= d.files[id].size
	delete(d.files, id)
}

// stats returns the number of records and their bytes.
func (d *disk) stats() (games int, bytes int64) {
	d.mu.Lock()
	defer d.mu.Unlock()
	return len(d.files), d.bytes
}
