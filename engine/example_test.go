package engine_test

import (
	"context"
	"fmt"
	"os"
	"strings"

	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/engine"
	_ "github.com/plygo/ply/games"
	"github.com/plygo/ply/registry"
)

// A session with a Push Fight engine: a turn with spaces, the engine's
// answer, and a refused command.
func ExampleServer_Serve() {
	s, err := engine.NewServer("pushfight", registry.Config{}, bot.Spec{Kind: "greedy"}, 1)
	if err != nil {
		fmt.Println(err)
		return
	}
	in := strings.NewReader("1 play d4>\n2 play Black f4-f1 f1<\n3 genmove\nplay White e4<\n4 quit\n")
	s.Serve(context.Background(), in, os.Stdout)
	// Output:
	// =1
	//
	// =2
	//
	// =3 e4-f2 c1-c3 c3>
	//
	// ? White is not to move: Black is: bad command
	//
	// =4
}
