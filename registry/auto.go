// auto.go holds the evaluation eval=auto: an n-tuple network over the cells
// of a game's diagram, trained from the rules alone (tune.Auto) and read
// from a file, so that any game with a diagram plays with it without code
// of its own.

package registry

import (
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"sync"

	"github.com/plygo/ply"
	"github.com/plygo/ply/bot"
	"github.com/plygo/ply/diagram"
	"github.com/plygo/ply/ntuple"
)

// AutoEval is the name of the evaluation every game with a diagram offers
// to the bots alphabeta and mcts (the option eval=auto), unless the game
// has an evaluation of that name itself: an n-tuple network over the
// cells of the game's diagram, read from the file AutoPath names. It
// reads the cells through the game's diagram.Owners where it has one,
// without allocating, and from a Diagram built at each evaluation
// otherwise, ten or more times slower.
const AutoEval = "auto"

// AutoEnv is the environment variable that names the directory of the
// files of eval=auto (see AutoPath).
const AutoEnv = "PLY_AUTO"

// AutoPath returns the file the evaluation eval=auto of game reads:
// GAME.auto in the directory the environment variable PLY_AUTO names, or
// in the working directory when it is not set. A program reads each file
// once, the first time a bot asks for it and finds it.
func AutoPath(game string) string {
	return filepath.Join(os.Getenv(AutoEnv), game+".auto")
}

// autoMagic starts a file of eval=auto. The header that follows it:
// uint32 length and bytes of the game's name, uint32 width and height of
// its diagram, then the network's binary form (ntuple's MarshalBinary);
// little-endian.
var autoMagic = [8]byte{'p', 'l', 'y', 'a', 'u', 't', 'o', '1'}

// MarshalAuto writes net as a file of eval=auto for g: a header naming the
// game and the size of its diagram, then the network. net must read
// boards of g's diagram with ntuple.OwnerCode's codes (4 values), one code
// a cell of the diagram of g's start, in its order; errors wrap
// ntuple.ErrNetwork or ErrNoDiagram.
func MarshalAuto(g Game, net *ntuple.Network) ([]byte, error) {
	d, err := autoFits(g, net)
	if err != nil {
		return nil, err
	}
	body, err := net.MarshalBinary()
	if err != nil {
		return nil, err
	}
	b := append([]byte(nil), autoMagic[:]...)
	b = binary.LittleEndian.AppendUint32(b, uint32(len(g.Name())))
	b = append(b, g.Name()...)
	b = binary.LittleEndian.AppendUint32(b, uint32(d.Width))
	b = binary.LittleEndian.AppendUint32(b, uint32(d.Height))
	return append(b, body...), nil
}

// UnmarshalAuto reads a file MarshalAuto wrote for g, checking that it
// names g's game and fits the diagram of g's start. Errors wrap
// ntuple.ErrNetwork (a file that is not one, or of another game or board)
// or ErrNoDiagram; it never panics.
func UnmarshalAuto(g Game, data []byte) (*ntuple.Network, error) {
	if len(data) < len(autoMagic)+4 || [8]byte(data[:8]) != autoMagic {
		return nil, fmt.Errorf("%w: not a file of eval=auto", ntuple.ErrNetwork)
	}
	data = data[8:]
	n := binary.LittleEndian.Uint32(data)
	data = data[4:]
	if n > 64 || int(n)+8 > len(data) {
		return nil, fmt.Errorf("%w: truncated header", ntuple.ErrNetwork)
	}
	name := string(data[:n])
	w := binary.LittleEndian.Uint32(data[n:])
	h := binary.LittleEndian.Uint32(data[n+4:])
	data = data[n+8:]
	if name != g.Name() {
		return nil, fmt.Errorf("%w: a network of %.64q, not %s", ntuple.ErrNetwork, name, g.Name())
	}
	net := new(ntuple.Network)
	if err := net.UnmarshalBinary(data); err != nil {
		return nil, err
	}
	d, err := autoFits(g, net)
	if err != nil {
		return nil, err
	}
	if uint32(d.Width) != w || uint32(d.Height) != h {
		return nil, fmt.Errorf("%w: a network of a %dx%d board, not %dx%d", ntuple.ErrNetwork, w, h, d.Width, d.Height)
	}
	return net, nil
}

// autoFits returns the diagram of g's start, if net reads its boards.
func autoFits(g Game, net *ntuple.Network) (diagram.Diagram, error) {
	d, ok := g.Diagram(g.Start())
	if !ok {
		return d, fmt.Errorf("%s: %w", g.Name(), ErrNoDiagram)
	}
	if net.Cells() != len(d.Cells) || net.Values() != int(ntuple.CodeOther)+1 {
		return d, fmt.Errorf("%w: a network of %d cells and %d values for a board of %d cells and %d", ntuple.ErrNetwork, net.Cells(), net.Values(), len(d.Cells), ntuple.CodeOther+1)
	}
	return d, nil
}

// autoNets caches the networks read from files, by path: a file is read
// once a program, when read without error.
var (
	autoMu   sync.Mutex
	autoNets = map[string]*ntuple.Network{}
)

// loadAuto returns the network of eval=auto for g, read from AutoPath.
func loadAuto(g Game) (*ntuple.Network, error) {
	path := AutoPath(g.Name())
	autoMu.Lock()
	net := autoNets[path]
	autoMu.Unlock()
	if net == nil {
		data, err := os.ReadFile(path)
		if err != nil {
			return nil, fmt.Errorf("eval=auto reads %s (tune auto writes it; %s names its directory): %w", path, AutoEnv, err)
		}
		if net, err = UnmarshalAuto(g, data); err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		autoMu.Lock()
		if n := autoNets[path]; n != nil {
			net = n
		} else {
			autoNets[path] = net
		}
		autoMu.Unlock()
	}
	// Another configuration of the game (a board size) may not fit.
	if _, err := autoFits(g, net); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return net, nil
}

// NewAutoBot builds the bot spec describes on g, as g.NewBot does, with
// net as its evaluation eval=auto in place of the file's: spec's kind must
// be alphabeta or mcts, and its option eval empty or "auto". It is how
// tune.Auto plays each generation of its network. net must fit g's
// diagram (see MarshalAuto) and must not change while the bot plays.
// Errors wrap bot.ErrSpec, and ntuple.ErrNetwork for a net that does not
// fit.
func NewAutoBot(g Game, spec bot.Spec, net *ntuple.Network, seed uint64) (Bot, error) {
	if spec.Kind != "alphabeta" && spec.Kind != "mcts" {
		return nil, &bot.Error{Spec: spec.String(), Why: "eval=auto: want alphabeta or mcts"}
	}
	if spec.Options.Eval != "" && spec.Options.Eval != AutoEval {
		return nil, &bot.Error{Spec: spec.String(), Why: "eval=auto: the bot has another evaluation"}
	}
	if net == nil {
		return nil, &bot.Error{Spec: spec.String(), Why: "eval=auto: no network"}
	}
	spec.Options.Eval = AutoEval
	a, ok := g.(interface {
		autoBot(spec bot.Spec, seed uint64, net *ntuple.Network) (Bot, error)
	})
	if !ok {
		return nil, &bot.Error{Spec: spec.String(), Why: "eval=auto: not a game of Adapt"}
	}
	return a.autoBot(spec, seed, net)
}

func (a *adapter[S, M]) autoBot(spec bot.Spec, seed uint64, net *ntuple.Network) (Bot, error) {
	if _, err := autoFits(a, net); err != nil {
		return nil, fmt.Errorf("bot spec %q: %w: %w", spec.String(), bot.ErrSpec, err)
	}
	b, err := a.botWith(spec, seed, net)
	if err != nil {
		return nil, err
	}
	return b, nil
}

// autoEval returns the evaluation eval=auto of net (from the file when
// nil): the network's value of the diagram's cells, in logits for the
// player to move, on the game's scale (ply.EvalScaler: a logit is half
// its scale, as tanh(x/2) is 2σ(x)-1) or in logits for a game without
// one. It reads the cells with the game's diagram.Owners where it has
// one, and from its Diagram otherwise.
func (a *adapter[S, M]) autoEval(text string, net *ntuple.Network) (ply.EvalFunc[S], error) {
	if a.diagrammer == nil {
		return nil, fmt.Errorf("bot spec %q: eval=auto: %w: %w", text, bot.ErrSpec, ErrNoDiagram)
	}
	if net == nil {
		var err error
		if net, err = loadAuto(a); err != nil {
			return nil, fmt.Errorf("bot spec %q: %w: %w", text, bot.ErrSpec, err)
		}
	}
	owners, _ := ply.As[diagram.Owners[S]](a.g)
	return a.autoEvalOf(net, owners), nil
}

// autoEvalOf is autoEval of net, reading the cells with owners, or from
// the Diagram when owners is nil.
func (a *adapter[S, M]) autoEvalOf(net *ntuple.Network, owners diagram.Owners[S]) ply.EvalFunc[S] {
	scale := 1.0
	if s, ok := a.evalScale(); ok && s > 0 && s < 1e12 {
		scale = s / 2
	}
	g, cells := a.g, net.Cells()
	if owners != nil {
		return ownersEval(g, owners, net, cells, scale)
	}
	dg := a.diagrammer
	return func(s S, p ply.Player) float64 {
		me := g.ToMove(s)
		if me == ply.NoPlayer {
			me = p
		}
		d := dg.Diagram(s)
		if len(d.Cells) != cells {
			return 0
		}
		var buf [256]uint8
		board := buf[:0]
		if cells > len(buf) {
			board = make([]uint8, 0, cells)
		}
		for _, c := range d.Cells {
			board = append(board, ownerCode(c, me))
		}
		v := net.Value(board) * scale
		if me != p {
			v = -v
		}
		return v
	}
}

// ownersEval is autoEval for a game with diagram.Owners: it reads the
// cells' owners into a pooled buffer, without a Diagram and without
// allocating.
func ownersEval[S, M comparable](g ply.Game[S, M], owners diagram.Owners[S], net *ntuple.Network, cells int, scale float64) ply.EvalFunc[S] {
	pool := sync.Pool{New: func() any {
		b := make([]diagram.Owner, cells)
		return &b
	}}
	return func(s S, p ply.Player) float64 {
		me := g.ToMove(s)
		if me == ply.NoPlayer {
			me = p
		}
		bp := pool.Get().(*[]diagram.Owner)
		b := *bp
		if owners.CellOwners(s, b) != cells {
			pool.Put(bp)
			return 0
		}
		var buf [256]uint8
		board := buf[:0]
		if cells > len(buf) {
			board = make([]uint8, 0, cells)
		}
		if me == ply.Second {
			// Swap OwnerFirst and OwnerSecond (1 and 2) into CodeMine
			// and CodeTheirs; CodeEmpty and CodeOther are the same.
			for _, o := range b {
				o &= 3
				board = append(board, uint8(o^((o>>1^o)&1)*3))
			}
		} else {
			for _, o := range b {
				board = append(board, uint8(o&3))
			}
		}
		pool.Put(bp)
		v := net.Value(board) * scale
		if me != p {
			v = -v
		}
		return v
	}
}

// ownerCode is ntuple.OwnerCode(me)(c), without its closure.
func ownerCode(c diagram.Cell, me ply.Player) uint8 {
	o := diagram.OwnerOf(c)
	if me == ply.Second {
		return uint8(o ^ (o>>1^o)&1*3)
	}
	return uint8(o)
}
