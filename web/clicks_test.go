package web

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"slices"
	"testing"

	"github.com/plygo/ply/diagram"
	"github.com/plygo/ply/registry"
)

// UnmarshalJSON reads the click tree's JSON form into Moves, Loses, Groups
// and Tree, the trie as nested maps with float64 leaves: the tests' reader,
// as readClicks in input.js is the page's. The key alone leaves Tree nil.
func (t *clickTree) UnmarshalJSON(b []byte) error {
	var w struct {
		Key    string
		Cells  []string
		Moves  []string
		Trie   json.RawMessage
		Loses  []int
		Groups []diagram.ClickGroup
	}
	if err := json.Unmarshal(b, &w); err != nil {
		return err
	}
	*t = clickTree{Key: w.Key, Moves: w.Moves, Loses: w.Loses, Groups: w.Groups}
	if w.Trie == nil {
		return nil
	}
	var trie any
	if err := json.Unmarshal(w.Trie, &trie); err != nil {
		return err
	}
	var expand func(v any) (any, error)
	expand = func(v any) (any, error) {
		switch n := v.(type) {
		case float64:
			if int(n) < 0 || int(n) >= len(w.Moves) {
				return nil, errors.New("a leaf out of the moves")
			}
			return n, nil
		case []any:
			node := map[string]any{}
			for i := 0; i+1 < len(n); i += 2 {
				k, ok := n[i].(float64)
				if !ok || int(k) < 0 || int(k) >= len(w.Cells) {
					return nil, errors.New("a click out of the cells")
				}
				child, err := expand(n[i+1])
				if err != nil {
					return nil, err
				}
				node[w.Cells[int(k)]] = child
			}
			return node, nil
		}
		return nil, errors.New("a node neither a leaf nor an array")
	}
	root, err := expand(trie)
	if err != nil {
		return err
	}
	tree, ok := root.(map[string]any)
	if !ok {
		return errors.New("the root is a leaf")
	}
	t.Tree = tree
	return nil
}

// The click tree the view sends holds every path of the game's clicks,
// each leading to its move, and nothing else; its key names it by its
// content, and a page that sends the key back is answered the key alone.
func TestClickTreeForm(t *testing.T) {
	_, c := newTestServer(t, Options{})
	for _, name := range []string{"pathway", "mapello", "morelli", "mitsudomoe", "pushfight"} {
		t.Run(name, func(t *testing.T) {
			c := &client{t, c.url}
			g, err := registry.Open(name, registry.Config{})
			if err != nil {
				t.Fatal(err)
			}
			id := c.newGame(newGameRequest{Game: name})
			v := c.view(id)
			cms, ok := g.Clicks(g.Start())
			if !ok || v.Clicks == nil || v.Clicks.Tree == nil {
				t.Fatalf("no click tree: %+v", v.Clicks)
			}
			want := map[string]string{}
			for _, cm := range cms {
				want[string(mustJSON(t, cm.Clicks))] = cm.Move.String()
			}
			got := map[string]string{}
			for _, p := range pathsOf(v) {
				got[string(mustJSON(t, p.clicks))] = p.move
			}
			if len(got) != len(want) {
				t.Errorf("%d paths, want %d", len(got), len(want))
			}
			for k, m := range want {
				if got[k] != m {
					t.Errorf("path %s: move %q, want %q", k, got[k], m)
				}
			}
			if !slices.Equal(v.Clicks.Moves, registry.Texts(distinctMoves(cms))) {
				t.Errorf("moves %v", v.Clicks.Moves)
			}
			if again := c.view(id); again.Clicks.Key != v.Clicks.Key || len(v.Clicks.Key) != 16 {
				t.Errorf("keys %q and %q of one position", v.Clicks.Key, again.Clicks.Key)
			}
			status, body := c.do("GET", "/api/games/"+id+"?clicks="+v.Clicks.Key, "")
			var held struct {
				Clicks  map[string]any `json:"clicks"`
				Diagram any            `json:"diagram"`
			}
			if err := json.Unmarshal(body, &held); status != 200 || err != nil || len(held.Clicks) != 1 || held.Clicks["key"] != v.Clicks.Key || held.Diagram == nil {
				t.Errorf("GET with the key: %d %v, clicks %v", status, err, held.Clicks)
			}
			if other := c.view(c.newGame(newGameRequest{Game: name})); other.Clicks.Key != v.Clicks.Key {
				t.Errorf("the same position in another game: key %q, want %q", other.Clicks.Key, v.Clicks.Key)
			}
			move := v.Clicks.Moves[0]
			c.post("/api/games/"+id+"/move", moveRequest{Move: move}, 200, &v)
			if v.Clicks == nil || v.Clicks.Key == held.Clicks["key"] {
				t.Errorf("after %s: clicks %+v, a new key wanted", move, v.Clicks)
			}
		})
	}
}

// The click tree of a Push Fight setup names the groups of clicks a person
// makes in any order and holds one path per setup, not one per order; the
// play phase's tree has no groups.
func TestClickTreeGroups(t *testing.T) {
	_, c := newTestServer(t, Options{})
	v := c.view(c.newGame(newGameRequest{Game: "pushfight", Setup: "placement"}))
	want := []diagram.ClickGroup{{Len: 3, Each: "place a square"}, {Len: 2, Each: "place a round"}}
	if v.Clicks == nil || !slices.Equal(v.Clicks.Groups, want) {
		t.Fatalf("groups %+v, want %+v", v.Clicks, want)
	}
	if n := len(pathsOf(v)); n != 12870 {
		t.Errorf("%d paths, want one per setup, 12870", n)
	}
	if v := c.view(c.newGame(newGameRequest{Game: "pushfight"})); v.Clicks == nil || v.Clicks.Groups != nil {
		t.Errorf("play phase: clicks %+v, want no groups", v.Clicks)
	}
}

func mustJSON(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// A path that passes the end of a shorter one, which MoveClicker rules
// out, replaces it, and the tree still encodes.
func TestClickTreeBrokenPaths(t *testing.T) {
	g, err := registry.Open("pathway", registry.Config{})
	if err != nil {
		t.Fatal(err)
	}
	ms := g.Moves(g.Start())
	cms := []registry.ClickMove{
		{Move: ms[0], Clicks: []string{"a"}},
		{Move: ms[1], Clicks: []string{"a", "b"}},
		{Move: ms[2], Clicks: []string{"c", "d"}},
		{Move: ms[3], Clicks: []string{"c"}},
		{Move: ms[4]},
	}
	tree := newClickTree(cms, ms[:5], nil, nil)
	var back clickTree
	if err := json.Unmarshal(tree.enc, &back); err != nil {
		t.Fatalf("%s: %v", tree.enc, err)
	}
	want := map[string]any{"a": map[string]any{"b": 1.0}, "c": 3.0}
	if got := string(mustJSON(t, back.Tree)); got != string(mustJSON(t, want)) {
		t.Errorf("tree %s, want %s", got, mustJSON(t, want))
	}
}

// A view with a click tree is the same JSON, gzipped or not, and a
// gzipped one is a valid gzip stream: its tree compressed once, the rest
// stored, whatever their sizes.
func TestViewGzip(t *testing.T) {
	_, c := newTestServer(t, Options{})
	id := c.newGame(newGameRequest{Game: "pushfight"})
	get := func(gz bool) ([]byte, string) {
		req, err := http.NewRequest("GET", c.url+"/api/games/"+id, nil)
		if err != nil {
			t.Fatal(err)
		}
		if gz {
			req.Header.Set("Accept-Encoding", "gzip")
		}
		resp, err := (&http.Transport{DisableCompression: true}).RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, err := io.ReadAll(resp.Body)
		if err != nil || resp.StatusCode != 200 {
			t.Fatalf("GET: %d %v", resp.StatusCode, err)
		}
		return b, resp.Header.Get("Content-Encoding")
	}
	plain, enc := get(false)
	zipped, zenc := get(true)
	if enc != "" || zenc != "gzip" || len(zipped) >= len(plain)/2 {
		t.Fatalf("encodings %q and %q, sizes %d and %d", enc, zenc, len(plain), len(zipped))
	}
	if got := gunzip(t, zipped); !bytes.Equal(got, plain) {
		t.Errorf("gzipped view differs: %d bytes, want %d", len(got), len(plain))
	}
	var v gameView
	if err := json.Unmarshal(plain, &v); err != nil || v.Clicks == nil || len(v.Clicks.Moves) == 0 {
		t.Fatalf("view: %v", err)
	}

	g, err := registry.Open("pathway", registry.Config{})
	if err != nil {
		t.Fatal(err)
	}
	cms, _ := g.Clicks(g.Start())
	tree := newClickTree(cms, distinctMoves(cms), nil, nil)
	for _, n := range []int{0, 1, 0xffff, 0x10000, 200_000} {
		head := bytes.Repeat([]byte{'x'}, n)
		want := slices.Concat(head, tree.enc, []byte("}"))
		if got := gunzip(t, gzipOf(head, tree, []byte("}"))); !bytes.Equal(got, want) {
			t.Errorf("head of %d bytes: %d bytes back, want %d", n, len(got), len(want))
		}
	}
}

// gunzip returns the data of the gzip stream b, which must be valid.
func gunzip(t *testing.T, b []byte) []byte {
	t.Helper()
	zr, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	out, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	return out
}
