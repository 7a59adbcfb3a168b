// samples.go holds the command samples: records to labelled samples.

package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/plygo/ply/record"
	"github.com/plygo/ply/tune"
)

func cmdSamples(ctx context.Context, fs *flag.FlagSet, args []string, stdout io.Writer) error {
	sf := sampleFlags(fs)
	keepDups := fs.Bool("keep-duplicates", false, "keep a line for every occurrence of a position instead of merging them")
	if err := sf.parse(fs, args); err != nil {
		return err
	}
	label := func(rec *record.Record) ([]tune.Sample, error) { return tune.FromRecord(rec) }
	return gather(ctx, fs.Args(), label, *sf.seed, *sf.holdout, *sf.valid, *sf.out, !*keepDups, stdout, "finished games")
}

// samplesFlags are the flags of the commands that turn records into
// sample files (samples, solve).
type samplesFlags struct {
	out, valid *string
	holdout    *float64
	seed       *uint64
}

func sampleFlags(fs *flag.FlagSet) samplesFlags {
	return samplesFlags{
		out:     fs.String("o", "", "write the samples to this `file` (default: standard output)"),
		valid:   fs.String("valid", "", "write the samples of a -holdout share of the games (by opening) to this `file` instead, less the positions of the other games"),
		holdout: fs.Float64("holdout", 0.1, "share of the games for -valid"),
		seed:    fs.Uint64("seed", 1, "seed of the games chosen for -valid"),
	}
}

// parse parses args into fs and checks the flags of sf and that record
// files are named.
func (sf samplesFlags) parse(fs *flag.FlagSet, args []string) error {
	if err := parse(fs, args); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		return fmt.Errorf("no record files: %w", errUsage)
	}
	if *sf.holdout < 0 || *sf.holdout > 1 {
		return fmt.Errorf("-holdout %v: want 0 to 1: %w", *sf.holdout, errUsage)
	}
	return nil
}

// gather labels the positions of the games of the record files names with
// label, sends the games of a share holdout of the openings (chosen by
// seed) to the file validOut when it is set, less the positions the other
// games also reached, merges equal positions when dedup is set and writes
// the samples to the file out (stdout if empty). what names the games
// kept in the comment line. When ctx is done it writes the samples of the
// games labelled so far and returns ctx's error.
func gather(ctx context.Context, names []string, label func(*record.Record) ([]tune.Sample, error),
	seed uint64, holdout float64, validOut, out string, dedup bool, stdout io.Writer, what string) error {
	var all, valid []tune.Sample
	games := 0
	stopped := error(nil)
files:
	for _, name := range names {
		f, err := os.Open(name)
		if err != nil {
			return err
		}
		rd := record.NewReader(f)
		for {
			if err := ctx.Err(); err != nil {
				stopped = err
				f.Close()
				break files
			}
			rec, err := rd.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				f.Close()
				return fmt.Errorf("%s: %w", name, err)
			}
			s, err := label(rec)
			if err != nil {
				if ctx.Err() != nil {
					stopped = ctx.Err()
					f.Close()
					break files
				}
				f.Close()
				return fmt.Errorf("%s: record ending at line %d: %w", name, rd.Line(), err)
			}
			if len(s) == 0 {
				continue
			}
			games++
			// Games from one opening (the arena's pair, colours swapped,
			// often the same game twice) go to the same side.
			key := tune.Hash(fmt.Sprint(seed, rec.Setup, rec.Seed, rec.Position))
			if validOut != "" && float64(key>>11)/(1<<53) < holdout {
				valid = append(valid, s...)
			} else {
				all = append(all, s...)
			}
		}
		f.Close()
	}
	n := len(all)
	if dedup {
		all = tune.Dedup(all)
	}
	if validOut != "" {
		seen := make(map[string]bool, len(all))
		for _, s := range all {
			seen[s.Position] = true
		}
		if dedup {
			valid = tune.Dedup(valid)
		}
		kept := valid[:0]
		for _, s := range valid {
			if !seen[s.Position] {
				kept = append(kept, s)
			}
		}
		if err := writeSamples(validOut, nil, fmt.Sprintf("# %d positions of the held-out games not met in the others", len(kept)), kept); err != nil {
			return err
		}
	}
	if err := writeSamples(out, stdout, fmt.Sprintf("# %d positions of %d %s, %d distinct", n, games, what, len(all)), all); err != nil {
		return err
	}
	return stopped
}

// writeSamples writes a comment line and samples to the file name, or
// to stdout when name is empty.
func writeSamples(name string, stdout io.Writer, comment string, all []tune.Sample) error {
	w := stdout
	if name != "" {
		f, err := os.Create(name)
		if err != nil {
			return err
		}
		defer f.Close()
		w = f
	}
	fmt.Fprintln(w, comment)
	if err := tune.WriteSamples(w, all); err != nil {
		return err
	}
	if f, ok := w.(*os.File); ok && f != os.Stdout {
		return f.Close()
	}
	return nil
}
