package main

import (
	"context"
	"fmt"
	"time"

	"github.com/plygo/ply"
	"github.com/plygo/ply/mapello"
	"github.com/plygo/ply/search"
)

func main() {
	g := mapello.MustNew()
	s := g.Start()
	bot := search.AlphaBeta(g, search.Options{})
	for {
		if r, over := g.Result(s); over {
			if r.Winner == ply.NoPlayer {
				fmt.Println("a draw")
			} else {
				fmt.Println(g.PlayerName(r.Winner), "wins")
			}
			return
		}
		r, _ := bot.Search(context.Background(), s, search.Limits{MoveTime: 100 * time.Millisecond})
		s = g.Apply(s, r.Move)
	}
}
