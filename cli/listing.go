// listing.go holds play's listings of legal moves: short ones on a line,
// long ones grouped, filtered and paged.

package cli

import (
	"fmt"
	"sort"
	"strings"

	"github.com/plygo/ply/registry"
)

// pageLines is the number of lines a listing shows before "more".
const pageLines = 30

// maxGroups is the most groups a grouped listing shows before paging.
const maxGroups = 24

// listMoves writes the legal moves of pos, those that start or end with
// filter when it is not "": on one line when they are short and few, one a
// line when they are few, else grouped (by the last word of moves of
// several words, such as Push Fight's pushes, else by a common beginning),
// with a count and examples for each group; a listing longer than a page
// is paged (more).
func (s *session) listMoves(pos registry.Position, filter string) {
	moves := registry.Texts(s.g.Moves(pos))
	if filter != "" {
		var keep []string
		f := strings.ToLower(filter)
		for _, m := range moves {
			l := strings.ToLower(m)
			if strings.HasPrefix(l, f) || strings.HasSuffix(l, f) {
				keep = append(keep, m)
			}
		}
		if len(keep) == 0 {
			fmt.Fprintf(s.out, "no legal move starts or ends with %q\n", filter)
			return
		}
		moves = keep
	}
	long := len(moves) > 60
	for _, m := range moves {
		long = long || strings.ContainsAny(m, " ,")
	}
	var lines []string
	switch {
	case !long:
		fmt.Fprintf(s.out, "%d moves: %s\n", len(moves), strings.Join(moves, " "))
		return
	case len(moves) <= maxGroups || filter != "" && len(moves) <= 10*pageLines:
		fmt.Fprintf(s.out, "%d moves:\n", len(moves))
		for _, m := range moves {
			lines = append(lines, "  "+m)
		}
	default:
		keys, groups := groupMoves(moves)
		fmt.Fprintf(s.out, "%d moves in %d groups (\"moves X\" lists a group):\n", len(moves), len(keys))
		for _, k := range keys {
			ms := groups[k]
			ex := ms[:min(2, len(ms))]
			more := ""
			if len(ms) > len(ex) {
				more = ", ..."
			}
			lines = append(lines, fmt.Sprintf("  %-8s %5d: %s%s", k, len(ms), strings.Join(ex, ", "), more))
		}
	}
	s.pending = lines
	s.more()
}

// groupMoves groups moves by their last word when they have several
// words and that makes few enough groups, else by the shortest beginning
// that makes the most groups up to maxGroups. keys are sorted.
func groupMoves(moves []string) (keys []string, groups map[string][]string) {
	by := func(key func(string) string) {
		groups = map[string][]string{}
		for _, m := range moves {
			k := key(m)
			groups[k] = append(groups[k], m)
		}
	}
	if strings.Contains(moves[0], " ") {
		by(func(m string) string { f := strings.Fields(m); return f[len(f)-1] })
	}
	if groups == nil || len(groups) > maxGroups {
		n := 1
		for ; n < 16; n++ {
			by(func(m string) string { return m[:min(n+1, len(m))] })
			if len(groups) > maxGroups {
				break
			}
		}
		by(func(m string) string { return m[:min(n, len(m))] })
	}
	for k := range groups {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys, groups
}

// more writes the next page of the pending listing.
func (s *session) more() {
	if len(s.pending) == 0 {
		fmt.Fprintln(s.out, "no more to list")
		return
	}
	n := min(pageLines, len(s.pending))
	for _, l := range s.pending[:n] {
		fmt.Fprintln(s.out, l)
	}
	s.pending = s.pending[n:]
	if len(s.pending) > 0 {
		fmt.Fprintf(s.out, "  ... %d more lines: type more\n", len(s.pending))
	}
}
