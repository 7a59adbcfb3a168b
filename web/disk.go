// disk.go holds the games kept in Options.Dir: each written durably before
// a move is acknowledged, at most Options.MaxStored of them, those
// untouched for Options.Expire removed, and those that cannot be read back
// set aside.

package web

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"
)

// ErrStore reports a game that could not be written to Options.Dir: the
// change is refused and the game stays as it was.
var ErrStore = errors.New("cannot store the game")

// ErrDamaged reports a record in Options.Dir that cannot be read back: a
// file that is not a regular one (a symbolic link is never followed), one
// larger than 16 MiB, or text that is not the record of a game the server
// can replay. The server moves such a record into the folder "damaged"
// inside Options.Dir and logs why; its game is gone, and its id is
// unknown from then on.
var ErrDamaged = errors.New("damaged record")

// maxRecord is the size of the largest record read back from Dir; the
// server writes records of a few kilobytes.
const maxRecord = 16 << 20

// damagedDir is the folder inside Dir that damaged records are moved to.
const damagedDir = "damaged"

// disk is the directory of games: an index of its records (size and last
// change), kept in step with the files.
type disk struct {
	dir    string
	max    int
	expire time.Duration

	mu    sync.Mutex
	files map[string]stored
	bytes int64
	// damaged counts the records set aside since the directory was
	// opened; gone holds those that could not be moved, which are
	// answered as missing without being read again.
	damaged int
	gone    map[string]bool
}

// stored is one record in the directory.
type stored struct {
	size int64
	mod  time.Time
}

// openDisk reads the index of dir, creating it if needed, and removes
// what an interrupted write left. Every name that is a record's (an id and
// ".txt") is in the index, whatever its file is: a link or a folder is
// found damaged when it is read (see Server.checkStored).
func openDisk(dir string, max int, expire time.Duration) (*disk, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("web: %w", err)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("web: %w", err)
	}
	d := &disk{dir: dir, max: max, expire: expire, files: map[string]stored{}, gone: map[string]bool{}}
	for _, e := range entries {
		name := e.Name()
		if strings.HasPrefix(name, ".tmp-") {
			os.Remove(filepath.Join(dir, name))
			continue
		}
		id, ok := strings.CutSuffix(name, ".txt")
		if !ok || !validID(id) {
			continue
		}
		info, err := e.Info() // the entry itself, a link not followed
		if err != nil {
			continue
		}
		size := info.Size()
		if !info.Mode().IsRegular() {
			size = 0
		}
		d.files[id] = stored{size, info.ModTime()}
		d.bytes += size
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

// read returns the record of game id, as load does. Reading a game counts
// as touching it (see expire).
func (d *disk) read(id string) ([]byte, error) {
	b, err := d.load(id)
	if err != nil {
		return nil, err
	}
	now := time.Now()
	if d.touch(id, now) {
		d.mu.Lock()
		if f, ok := d.files[id]; ok {
			f.mod = now
			d.files[id] = f
		}
		d.mu.Unlock()
	}
	return b, nil
}

// load returns the record of game id without touching it: an error
// wrapping os.ErrNotExist if there is none, or ErrDamaged if its file is
// not a regular file or is larger than maxRecord. A symbolic link is never
// followed (see open).
func (d *disk) load(id string) ([]byte, error) {
	f, err := d.open(id)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, maxRecord+1))
	if err != nil {
		return nil, err
	}
	if len(b) > maxRecord {
		return nil, fmt.Errorf("%w: more than %d bytes", ErrDamaged, maxRecord)
	}
	return b, nil
}

// open opens the record of game id for reading without touching it: an
// error wrapping os.ErrNotExist if there is none, or ErrDamaged if its
// file is not a regular file or is larger than maxRecord. A symbolic link
// is never followed: the file is opened with O_NOFOLLOW where the system
// has it, and is a regular file when opened. The caller closes the file.
func (d *disk) open(id string) (*os.File, error) {
	d.mu.Lock()
	gone := d.gone[id]
	d.mu.Unlock()
	if gone {
		return nil, fmt.Errorf("game %s: %w", id, os.ErrNotExist)
	}
	p := d.path(id)
	info, err := os.Lstat(p)
	if err != nil {
		return nil, err
	}
	if !info.Mode().IsRegular() {
		return nil, fmt.Errorf("%w: %s", ErrDamaged, notRegular(info.Mode()))
	}
	f, err := os.OpenFile(p, os.O_RDONLY|openFlags, 0)
	if err != nil {
		return nil, err
	}
	if info, err = f.Stat(); err != nil {
		f.Close()
		return nil, err
	}
	if !info.Mode().IsRegular() {
		f.Close()
		return nil, fmt.Errorf("%w: %s", ErrDamaged, notRegular(info.Mode()))
	}
	if info.Size() > maxRecord {
		f.Close()
		return nil, fmt.Errorf("%w: %d bytes, more than %d", ErrDamaged, info.Size(), maxRecord)
	}
	return f, nil
}

// notRegular says what a file of mode m is instead of a regular file.
func notRegular(m fs.FileMode) string {
	switch {
	case m&fs.ModeSymlink != 0:
		return "a symbolic link, not followed"
	case m.IsDir():
		return "a folder, not a file"
	}
	return fmt.Sprintf("not a regular file (%v)", m.Type())
}

// touch sets the time of game id's record to now, if it is still a
// regular file, and reports whether it did.
func (d *disk) touch(id string, now time.Time) bool {
	p := d.path(id)
	info, err := os.Lstat(p)
	return err == nil && info.Mode().IsRegular() && os.Chtimes(p, now, now) == nil
}

// setAside moves the record of game id into the folder damagedDir and
// drops it from the index. It reports whether it moved the record; a
// record it cannot move is answered as missing from then on all the same.
func (d *disk) setAside(id string) (moved bool, err error) {
	defer func() {
		d.mu.Lock()
		defer d.mu.Unlock()
		if _, ok := d.files[id]; ok {
			d.bytes -= d.files[id].size
			delete(d.files, id)
		}
		if moved {
			d.damaged++
		} else if err != nil {
			d.gone[id] = true
		}
	}()
	aside := filepath.Join(d.dir, damagedDir)
	if err := os.Mkdir(aside, 0o755); err != nil && !errors.Is(err, fs.ErrExist) {
		return false, err
	}
	if info, err := os.Lstat(aside); err != nil || !info.IsDir() {
		return false, fmt.Errorf("%s is not a folder", aside)
	}
	if err := os.Rename(d.path(id), filepath.Join(aside, id+".txt")); err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return false, nil // set aside already, by another request
		}
		return false, err
	}
	return true, nil
}

// makeRoom removes the records untouched for longer than d.expire and,
// while the directory holds d.max records or more, the least recently
// touched record not live (in memory), so that a new game fits. It fails
// with ErrTooManyGames if every record is live. live is called with d.mu
// held: it takes no lock (Server.liveNow).
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

// expireOld removes the records untouched for longer than d.expire that
// are not live (as for makeRoom).
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

// stats returns the number of records and their bytes, and the number of
// records set aside.
func (d *disk) stats() (games int, bytes int64, damaged int) {
	d.mu.Lock()
	defer d.mu.Unlock()
	return len(d.files), d.bytes, d.damaged
}
