// clicks.go holds the click tree the page enters moves with: the legal
// moves of a position and, as a trie, the clicks that enter them, encoded
// once per position and sent once to a page.

package web

import (
	"bytes"
	"compress/flate"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"strconv"

	"github.com/plygo/ply/diagram"
	"github.com/plygo/ply/registry"
)

// clickTree is the legal moves of a position and the trie of the clicks
// that enter them. Its JSON form (docs/server.md) is compact:
//
//	{"key": "…", "cells": [clicks…], "moves": [moves…], "trie": node, "loses": [indices…],
//	 "groups": [{"len": n, "each": "…"}…]}
//
// where a node is either a leaf, the index of its move in moves, or an
// array of pairs: a click (its index in cells) and the node that click
// leads to. Loses are the indices in moves of the moves that lose at once
// (feel.go). Groups, where the game has them (diagram.ClickGrouper), are
// the groups of the paths' clicks that a person may make in any order:
// the trie holds each path in one order, and the page follows the clicks
// of a group in any (diagram.ClicksBegin). Key names the tree by its content: a page that holds the
// tree of a key sends it back (GET /api/games/{id}?clicks=KEY) and is
// answered {"key": KEY} alone.
type clickTree struct {
	Key string `json:"key"`
	// Moves are the legal moves, each once, in the game's order.
	Moves []string `json:"moves,omitempty"`
	Loses []int    `json:"loses,omitempty"`
	// Groups are the click groups of the paths (diagram.ClickGrouper).
	Groups []diagram.ClickGroup `json:"groups,omitempty"`
	// Tree is the trie as nested maps, click to node, as the page builds
	// it from the JSON form; it is never sent, and only the tests' reader
	// of the JSON form fills it.
	Tree map[string]any `json:"-"`

	enc []byte // the JSON form, encoded once
	// deflated is enc compressed once, as raw DEFLATE blocks that end on
	// a byte boundary and none of them final: a part of a gzipped view
	// (gzipOf).
	deflated []byte
	same     *clickTree // the tree as its key alone
}

// MarshalJSON returns the JSON form, encoded when the tree was built.
func (t *clickTree) MarshalJSON() ([]byte, error) { return t.enc, nil }

// sent returns the tree to send to a page that holds the tree of key
// held: the key alone if it is this tree's, else the whole tree.
func (t *clickTree) sent(held string) *clickTree {
	if t == nil || held == "" || held != t.Key {
		return t
	}
	return t.same
}

// distinctMoves returns the moves of cms, each once, in the order they
// first come.
func distinctMoves(cms []registry.ClickMove) []registry.Move {
	seen := make(map[registry.Move]bool)
	var out []registry.Move
	for _, cm := range cms {
		if !seen[cm.Move] {
			seen[cm.Move] = true
			out = append(out, cm.Move)
		}
	}
	return out
}

// trieNode is a node of the trie: a leaf (leaf is the index of its move)
// or, with leaf -1, the clicks that go on from here.
type trieNode struct {
	leaf int
	kids []trieKid
}

// trieKid is one click from a node: the click's index in the cells and
// the node it leads to.
type trieKid struct {
	click int
	node  *trieNode
}

// child returns the node click k leads to from n, added if n has none.
func (n *trieNode) child(k int) *trieNode {
	for _, kid := range n.kids {
		if kid.click == k {
			return kid.node
		}
	}
	c := &trieNode{leaf: -1}
	n.kids = append(n.kids, trieKid{k, c})
	return c
}

// appendJSON appends the node's JSON form to b.
func (n *trieNode) appendJSON(b []byte) []byte {
	if n.leaf >= 0 {
		return strconv.AppendInt(b, int64(n.leaf), 10)
	}
	b = append(b, '[')
	for i, kid := range n.kids {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(kid.click), 10)
		b = append(b, ',')
		b = kid.node.appendJSON(b)
	}
	return append(b, ']')
}

// newClickTree builds the click tree of cms, whose moves are moves (each
// once) and whose click groups are groups, and encodes it; loses are the
// indices in moves of the moves that lose at once. A path that passes a
// shorter one's end, which diagram.MoveClicker rules out, replaces it.
func newClickTree(cms []registry.ClickMove, moves []registry.Move, loses []int, groups []diagram.ClickGroup) *clickTree {
	t := &clickTree{Moves: make([]string, len(moves)), Loses: loses, Groups: groups}
	index := make(map[registry.Move]int, len(moves))
	for i, m := range moves {
		index[m] = i
		t.Moves[i] = m.String()
	}
	cells := []string{}
	cellIndex := make(map[string]int)
	root := &trieNode{leaf: -1}
	for _, cm := range cms {
		i, ok := index[cm.Move]
		if !ok {
			continue
		}
		node := root
		for j, c := range cm.Clicks {
			k, ok := cellIndex[c]
			if !ok {
				k = len(cells)
				cellIndex[c] = k
				cells = append(cells, c)
			}
			node = node.child(k)
			if j == len(cm.Clicks)-1 {
				node.leaf, node.kids = i, nil
			} else if node.leaf >= 0 {
				node.leaf = -1
			}
		}
	}
	body, err := json.Marshal(struct {
		Cells  []string             `json:"cells"`
		Moves  []string             `json:"moves"`
		Trie   json.RawMessage      `json:"trie"`
		Loses  []int                `json:"loses,omitempty"`
		Groups []diagram.ClickGroup `json:"groups,omitempty"`
	}{cells, t.Moves, root.appendJSON(nil), loses, groups})
	if err != nil {
		// Not reached: strings, numbers and a trie of numbers encode.
		body = []byte(`{"cells":[],"moves":[],"trie":[]}`)
	}
	h := fnv.New64a()
	h.Write(body)
	t.Key = fmt.Sprintf("%016x", h.Sum64())
	t.enc = append([]byte(`{"key":"`+t.Key+`",`), body[1:]...)
	var z bytes.Buffer
	zw, _ := flate.NewWriter(&z, flate.DefaultCompression)
	zw.Write(t.enc)
	zw.Flush()
	t.deflated = z.Bytes()
	t.same = &clickTree{Key: t.Key, enc: []byte(`{"key":"` + t.Key + `"}`)}
	t.same.same = t.same
	return t
}
