// skeleton_test.go checks that the five games keep the one skeleton of
// CONTRIBUTING.md: the files of its table, and the exported names and
// signatures its conventions promise, read from the source with go/ast.

package ply_test

import (
	"cmp"
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/mapello"
	"github.com/plygo/ply/mitsudomoe"
	"github.com/plygo/ply/morelli"
	"github.com/plygo/ply/pathway"
	"github.com/plygo/ply/pushfight"
)

// skeletonGames are the game packages, by directory, and whether the rules
// cap the number of turns.
var skeletonGames = []struct {
	dir     string
	turnCap bool
}{
	{"mapello", false},
	{"morelli", false},
	{"pathway", false},
	{"mitsudomoe", true},
	{"pushfight", true},
}

// skeletonFuncs are the package functions every game has, with their
// signatures (parameter names left out).
var skeletonFuncs = map[string]string{
	"New":        "func(...Option) (*Game, error)",
	"MustNew":    "func(...Option) *Game",
	"WithStart":  "func(State) Option",
	"ParseMove":  "func(State, string) (Move, error)",
	"ParseState": "func(string) (State, error)",
	"CellAt":     "func(int, int) Cell",
	"ParseCell":  "func(string) (Cell, error)",
	// The worked examples of docs/rules/<game>.md, which the web
	// board's Learn page shows.
	"Lessons": "func() []ply.Lesson",
	// The classic program's evaluation, the one of the bots
	// classic-greedy.
	"EvalClassic": "func(State, ply.Player) float64",
}

// skeletonTypes are the types every game has; those with a non-empty
// value must be defined as that type. Cell is int16 in every game: the
// narrowest type that holds Pathway's 256 cells of its 16 x 16 board and
// NoCell.
var skeletonTypes = map[string]string{
	"Game":   "",
	"State":  "",
	"Move":   "",
	"Cell":   "int16",
	"Piece":  "",
	"Option": "func(*Game) error",
}

// skeletonMethods are the methods every game has beyond those of the
// interfaces in skeletonInterfaces, by receiver type.
var skeletonMethods = map[string]map[string]string{
	"Cell": {
		"X":      "func() int",
		"Y":      "func() int",
		"String": "func() string",
		"Valid":  "func() bool",
	},
	"State": {
		"String":        "func() string",
		"MarshalText":   "func() ([]byte, error)",
		"UnmarshalText": "func([]byte) error",
		"ToMove":        "func() ply.Player",
		"At":            "func(Cell) Piece",
	},
	"Piece": {
		"Owner":  "func() ply.Player",
		"String": "func() string",
	},
}

// skeletonConsts are the constants every game has, with their type and,
// where it is not "", their value.
var skeletonConsts = map[string]struct{ typ, value string }{
	"NoCell": {"Cell", "-1"},
	"Empty":  {"Piece", ""},
}

// skeletonInterfaces are the interfaces of package ply every *Game
// implements: their methods, with S as State and M as Move, are required.
var skeletonInterfaces = []string{"Game", "Hasher", "Notation", "Setups", "Renderer", "PlayerNamer", "EndReasoner"}

// turnCapNames are the names of a game with a turn cap.
var turnCapNames = struct{ funcs, methods map[string]string }{
	funcs:   map[string]string{"WithMaxTurns": "func(int) Option"},
	methods: map[string]string{"MaxTurns": "func() int"},
}

// forbiddenNames are exported names no game may have: other spellings of
// the turn cap and the setup entry points that Setup replaces.
var forbiddenNames = []string{
	"WithMaxPlies", "MaxPlies", "DefaultMaxPlies",
	"DefaultSetup", "RulebookSetup", "PlainSetup", "ParseSetup", "NamedSetup", "SetupNames",
	"Default", "Random",
}

// pkgAPI is what one package declares at the top level, from its non-test
// files.
type pkgAPI struct {
	funcs   map[string]string            // name -> signature
	methods map[string]map[string]string // receiver type -> name -> signature
	types   map[string]string            // name -> underlying type expression
	values  map[string]bool              // constants and variables
	errorfs []string                     // the format strings of fmt.Errorf
	// files holds the file that declares each name: "Name" for a function,
	// type, constant or variable, "Type.Name" for a method.
	files map[string]string
	// consts holds the declared type and value of each constant and
	// variable, "" where its declaration leaves them out.
	consts map[string]struct{ typ, value string }
	// sentinels holds the message of each error made by errors.New, by
	// variable name.
	sentinels map[string]string
	// bodies holds the declarations of the methods, as "Type.Name".
	bodies map[string]*ast.FuncDecl
}

// readAPI parses the non-test Go files of dir. ident rewrites identifiers
// that are not qualified by a package: the type parameters of package ply's
// interfaces become the game's types, and ply's own names get "ply.".
func readAPI(t *testing.T, dir string, ident func(string) string) pkgAPI {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	api := pkgAPI{funcs: map[string]string{}, methods: map[string]map[string]string{}, types: map[string]string{}, values: map[string]bool{},
		files: map[string]string{}, consts: map[string]struct{ typ, value string }{}, sentinels: map[string]string{}, bodies: map[string]*ast.FuncDecl{}}
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				sig := "func" + signature(d.Type, ident)
				if d.Recv == nil {
					api.funcs[d.Name.Name] = sig
					api.files[d.Name.Name] = filepath.Base(name)
					continue
				}
				recv := strings.TrimPrefix(typeString(d.Recv.List[0].Type, ident), "*")
				recv, _, _ = strings.Cut(recv, "[")
				if api.methods[recv] == nil {
					api.methods[recv] = map[string]string{}
				}
				api.methods[recv][d.Name.Name] = sig
				api.files[recv+"."+d.Name.Name] = filepath.Base(name)
				api.bodies[recv+"."+d.Name.Name] = d
			case *ast.GenDecl:
				for _, spec := range d.Specs {
					switch spec := spec.(type) {
					case *ast.TypeSpec:
						api.types[spec.Name.Name] = typeString(spec.Type, ident)
						api.files[spec.Name.Name] = filepath.Base(name)
						if it, ok := spec.Type.(*ast.InterfaceType); ok {
							methods := map[string]string{}
							for _, m := range it.Methods.List {
								if ft, ok := m.Type.(*ast.FuncType); ok && len(m.Names) == 1 {
									methods[m.Names[0].Name] = "func" + signature(ft, ident)
								}
							}
							api.methods[spec.Name.Name] = methods
						}
					case *ast.ValueSpec:
						for i, n := range spec.Names {
							api.values[n.Name] = true
							api.files[n.Name] = filepath.Base(name)
							var c struct{ typ, value string }
							if spec.Type != nil {
								c.typ = types.ExprString(spec.Type)
							}
							if i < len(spec.Values) {
								c.value = types.ExprString(spec.Values[i])
								if msg, ok := errorsNew(spec.Values[i]); ok {
									api.sentinels[n.Name] = msg
								}
							}
							api.consts[n.Name] = c
						}
					}
				}
			}
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) == 0 {
				return true
			}
			if typeString(call.Fun, func(s string) string { return s }) != "fmt.Errorf" {
				return true
			}
			if lit, ok := call.Args[0].(*ast.BasicLit); ok && lit.Kind == token.STRING {
				if s, err := strconv.Unquote(lit.Value); err == nil {
					api.errorfs = append(api.errorfs, s)
				}
			}
			return true
		})
	}
	return api
}

// errorsNew returns the message of e if e is a call of errors.New with a
// string literal.
func errorsNew(e ast.Expr) (string, bool) {
	call, ok := e.(*ast.CallExpr)
	if !ok || len(call.Args) != 1 || types.ExprString(call.Fun) != "errors.New" {
		return "", false
	}
	lit, ok := call.Args[0].(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return "", false
	}
	msg, err := strconv.Unquote(lit.Value)
	return msg, err == nil
}

// signature writes a function type without its parameter names:
// "(State, string) (Move, error)".
func signature(ft *ast.FuncType, ident func(string) string) string {
	list := func(fl *ast.FieldList) []string {
		var out []string
		if fl == nil {
			return out
		}
		for _, f := range fl.List {
			ts := typeString(f.Type, ident)
			for range max(1, len(f.Names)) {
				out = append(out, ts)
			}
		}
		return out
	}
	s := "(" + strings.Join(list(ft.Params), ", ") + ")"
	switch res := list(ft.Results); len(res) {
	case 0:
	case 1:
		s += " " + res[0]
	default:
		s += " (" + strings.Join(res, ", ") + ")"
	}
	return s
}

// typeString writes a type expression in Go syntax.
func typeString(e ast.Expr, ident func(string) string) string {
	switch e := e.(type) {
	case *ast.Ident:
		return ident(e.Name)
	case *ast.SelectorExpr:
		return typeString(e.X, func(s string) string { return s }) + "." + e.Sel.Name
	case *ast.StarExpr:
		return "*" + typeString(e.X, ident)
	case *ast.Ellipsis:
		return "..." + typeString(e.Elt, ident)
	case *ast.ArrayType:
		if e.Len == nil {
			return "[]" + typeString(e.Elt, ident)
		}
		return "[" + typeString(e.Len, func(s string) string { return s }) + "]" + typeString(e.Elt, ident)
	case *ast.BasicLit:
		return e.Value
	case *ast.FuncType:
		return "func" + signature(e, ident)
	case *ast.MapType:
		return "map[" + typeString(e.Key, ident) + "]" + typeString(e.Value, ident)
	case *ast.ChanType:
		return "chan " + typeString(e.Value, ident)
	case *ast.IndexExpr:
		return typeString(e.X, ident) + "[" + typeString(e.Index, ident) + "]"
	case *ast.IndexListExpr:
		var args []string
		for _, x := range e.Indices {
			args = append(args, typeString(x, ident))
		}
		return typeString(e.X, ident) + "[" + strings.Join(args, ", ") + "]"
	case *ast.StructType:
		return "struct{...}"
	case *ast.InterfaceType:
		return "interface{...}"
	case *ast.ParenExpr:
		return "(" + typeString(e.X, ident) + ")"
	case *ast.BinaryExpr:
		return typeString(e.X, ident) + e.Op.String() + typeString(e.Y, ident)
	}
	return fmt.Sprintf("%T", e)
}

// contractMethods returns the methods of package ply's interfaces that
// every *Game has, written for a game's State and Move.
func contractMethods(t *testing.T) map[string]string {
	t.Helper()
	predeclared := map[string]bool{"bool": true, "int": true, "uint64": true, "float64": true, "string": true, "error": true, "byte": true, "any": true, "uint8": true, "int8": true}
	api := readAPI(t, ".", func(s string) string {
		switch {
		case s == "S":
			return "State"
		case s == "M":
			return "Move"
		case predeclared[s]:
			return s
		}
		return "ply." + s
	})
	out := map[string]string{}
	for _, name := range skeletonInterfaces {
		methods, ok := api.methods[name]
		if !ok || len(methods) == 0 {
			t.Fatalf("package ply has no interface %s", name)
		}
		for m, sig := range methods {
			out[m] = sig
		}
	}
	return out
}

// tableRow is one row of CONTRIBUTING.md's file table.
type tableRow struct {
	// required is whether the file is in every game: its description
	// names no "where".
	required bool
	// names are the Go names the description quotes, such as "ParseCell"
	// or "Game.Hash": where a game declares one, this file declares it.
	names []string
	// also are the other files the description quotes, which may hold
	// those names instead (setup.go's methods in game.go).
	also []string
}

// contributingTable returns the rows of CONTRIBUTING.md's table, by file.
func contributingTable(t *testing.T) map[string]tableRow {
	t.Helper()
	text, err := os.ReadFile("CONTRIBUTING.md")
	if err != nil {
		t.Fatal(err)
	}
	row := regexp.MustCompile("(?m)^\\| `([a-z_]+\\.go)` \\| (.*) \\|$")
	quoted := regexp.MustCompile("`([^`]+)`")
	goName := regexp.MustCompile(`^[A-Z]\w*(\.[A-Z]\w*)?$`)
	goFile := regexp.MustCompile(`^[a-z_]+\.go$`)
	out := map[string]tableRow{}
	for _, m := range row.FindAllStringSubmatch(string(text), -1) {
		r := tableRow{required: !strings.Contains(m[2], "(where ")}
		for _, q := range quoted.FindAllStringSubmatch(m[2], -1) {
			switch {
			case goName.MatchString(q[1]):
				r.names = append(r.names, q[1])
			case goFile.MatchString(q[1]):
				r.also = append(r.also, q[1])
			}
		}
		out[m[1]] = r
	}
	if len(out) < 10 {
		t.Fatalf("CONTRIBUTING.md: %d files in the table; is the table still there?", len(out))
	}
	return out
}

// declared returns the declarations a name of the table stands for in
// api, as keys of api.files: "Type.Name" is that method; a bare name is
// the function, type, constant or variable of that name and the method of
// Game of that name (ParseMove is both), or else every method of that name
// (MarshalText, a method of State).
func declared(api pkgAPI, name string) []string {
	if _, ok := api.files[name]; ok && strings.Contains(name, ".") {
		return []string{name}
	}
	var out []string
	for _, key := range []string{name, "Game." + name} {
		if _, ok := api.files[key]; ok {
			out = append(out, key)
		}
	}
	if len(out) > 0 || strings.Contains(name, ".") {
		return out
	}
	for key := range api.files {
		if recv, m, ok := strings.Cut(key, "."); ok && m == name && ast.IsExported(recv) {
			out = append(out, key)
		}
	}
	slices.Sort(out)
	return out
}

// inFile reports whether file may hold the names of the table's row for
// want: want itself, a further split of it (movegen_scalar.go beside
// movegen.go), or a file the row names.
func inFile(file, want string, row tableRow) bool {
	stem := strings.TrimSuffix(want, ".go")
	return file == want || strings.HasPrefix(file, stem+"_") || slices.Contains(row.also, file)
}

// TestSkeleton checks each game against CONTRIBUTING.md: the files of the
// table, the constructors, options, setups, cells, notation and hash of the
// conventions with their signatures, and none of the old spellings.
func TestSkeleton(t *testing.T) {
	table := contributingTable(t)
	contract := contractMethods(t)
	// seen holds the names of the table that some game declares.
	seen := map[string]bool{}
	for _, game := range skeletonGames {
		t.Run(game.dir, func(t *testing.T) {
			api := readAPI(t, game.dir, func(s string) string { return s })
			for file, row := range table {
				if _, err := os.Stat(filepath.Join(game.dir, file)); row.required && err != nil {
					t.Errorf("no %s: CONTRIBUTING.md's table has it in every game", file)
				}
				for _, name := range row.names {
					for _, key := range declared(api, name) {
						seen[name] = true
						if got := api.files[key]; !inFile(got, file, row) {
							t.Errorf("%s is in %s: CONTRIBUTING.md's table puts it in %s", key, got, file)
						}
					}
				}
			}
			check := func(what, got, want string, ok bool) {
				t.Helper()
				switch {
				case !ok:
					t.Errorf("no %s", what)
				case want != "" && got != want:
					t.Errorf("%s is %s, want %s", what, got, want)
				}
			}
			for name, want := range skeletonTypes {
				got, ok := api.types[name]
				check("type "+name, got, want, ok)
			}
			for name, want := range skeletonFuncs {
				got, ok := api.funcs[name]
				check("func "+name, got, want, ok)
			}
			for name, want := range contract {
				got, ok := api.methods["Game"][name]
				check("method (*Game)."+name, got, want, ok)
			}
			for recv, methods := range skeletonMethods {
				for name, want := range methods {
					got, ok := api.methods[recv][name]
					check("method "+recv+"."+name, got, want, ok)
				}
			}
			if game.turnCap {
				for name, want := range turnCapNames.funcs {
					got, ok := api.funcs[name]
					check("func "+name, got, want, ok)
				}
				for name, want := range turnCapNames.methods {
					got, ok := api.methods["Game"][name]
					check("method (*Game)."+name, got, want, ok)
				}
				check("const DefaultMaxTurns", "", "", api.values["DefaultMaxTurns"])
			}
			for _, name := range forbiddenNames {
				if _, ok := api.funcs[name]; ok || api.values[name] {
					t.Errorf("%s: CONTRIBUTING.md's conventions have another name for it", name)
				}
				for recv, methods := range api.methods {
					if _, ok := methods[name]; ok && ast.IsExported(recv) && !(recv == "Game" && name == "SetupNames") {
						t.Errorf("%s.%s: CONTRIBUTING.md's conventions have another name for it", recv, name)
					}
				}
			}
			for name := range api.methods["Game"] {
				// EvalScale is the scale of Evaluate (ply.EvalScaler), not
				// an evaluation.
				if strings.HasPrefix(name, "Eval") && name != "Evaluate" && name != "EvalScale" {
					t.Errorf("method (*Game).%s: evaluations are package functions", name)
				}
			}
			for _, name := range exportedFuncs(api) {
				if strings.Contains(name, "Hash") && name != "Game.Hash" {
					t.Errorf("%s: Game.Hash is the only exported hash", name)
				}
				if sig := exportedSig(api, name); strings.HasSuffix(sig, " (int, int)") {
					t.Errorf("%s %s: a count per side is a function of the player", name, sig)
				}
			}
			for _, format := range api.errorfs {
				if strings.Contains(format, "position") {
					t.Errorf("error %q: messages say \"state\"", format)
				}
			}
			for name, msg := range api.sentinels {
				if ast.IsExported(name) && !strings.HasPrefix(msg, game.dir+": ") {
					t.Errorf("%s %q: messages start with the package name, %q", name, msg, game.dir+": ")
				}
			}
			for name, want := range skeletonConsts {
				got, ok := api.consts[name]
				switch {
				case !ok:
					t.Errorf("no const %s", name)
				case got.typ != want.typ || want.value != "" && got.value != want.value:
					t.Errorf("const %s %s = %s, want %s = %s", name, got.typ, got.value, want.typ, cmp.Or(want.value, "..."))
				}
			}
			for _, name := range exportedFuncs(api) {
				if sig := exportedSig(api, name); strings.HasPrefix(name, "Eval") && sig != evalSig {
					t.Errorf("%s %s: an evaluation is %s", name, sig, evalSig)
				}
			}
			checkHeuristics(t, api)
		})
	}
	for _, row := range table {
		for _, name := range row.names {
			if !seen[name] {
				t.Errorf("CONTRIBUTING.md's table names %s, which no game declares", name)
			}
		}
	}
}

// evalSig is the signature of an evaluation, ply.EvalFunc[State].
const evalSig = "func(State, ply.Player) float64"

// checkHeuristics checks the names of the bot option eval=NAME: each name
// HeuristicNames lists is a case of Heuristic, every case returns an
// exported evaluation (a function EvalXxx, or the call of an exported
// function that makes one, such as mapello.StandardEval(bonus)), and
// "classic" names EvalClassic in every game.
func checkHeuristics(t *testing.T, api pkgAPI) {
	t.Helper()
	namesDecl, heurDecl := api.bodies["Game.HeuristicNames"], api.bodies["Game.Heuristic"]
	if namesDecl == nil || heurDecl == nil {
		t.Error("no (*Game).HeuristicNames and Heuristic: every game names its evaluations for eval=NAME")
		return
	}
	var names []string
	ast.Inspect(namesDecl.Body, func(n ast.Node) bool {
		if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
			s, _ := strconv.Unquote(lit.Value)
			names = append(names, s)
		}
		return true
	})
	cases := map[string]ast.Expr{} // name -> the evaluation Heuristic returns
	ast.Inspect(heurDecl.Body, func(n ast.Node) bool {
		cc, ok := n.(*ast.CaseClause)
		if !ok {
			return true
		}
		var ret ast.Expr
		for _, st := range cc.Body {
			if r, ok := st.(*ast.ReturnStmt); ok && len(r.Results) > 0 {
				ret = r.Results[0]
				break
			}
		}
		for _, e := range cc.List {
			if lit, ok := e.(*ast.BasicLit); ok && lit.Kind == token.STRING {
				s, _ := strconv.Unquote(lit.Value)
				cases[s] = ret
			}
		}
		return true
	})
	for _, name := range names {
		if _, ok := cases[name]; !ok {
			t.Errorf("HeuristicNames lists %q, which Heuristic does not know", name)
		}
	}
	if !slices.Contains(names, "classic") {
		t.Errorf("HeuristicNames %q: eval=classic names EvalClassic in every game", names)
	}
	for name, e := range cases {
		switch e := e.(type) {
		case *ast.Ident:
			if !strings.HasPrefix(e.Name, "Eval") || api.funcs[e.Name] != evalSig {
				t.Errorf("eval=%s is %s, not an exported function EvalXxx", name, e.Name)
			}
			if name == "classic" && e.Name != "EvalClassic" {
				t.Errorf("eval=classic is %s, want EvalClassic", e.Name)
			}
		case *ast.CallExpr:
			fn, ok := e.Fun.(*ast.Ident)
			if !ok || !ast.IsExported(fn.Name) || !strings.HasSuffix(api.funcs[fn.Name], " ply.EvalFunc[State]") {
				t.Errorf("eval=%s is %s, not an exported evaluation", name, types.ExprString(e))
			}
		default:
			t.Errorf("eval=%s is %s, not an exported evaluation", name, types.ExprString(e))
		}
	}
}

// exportedFuncs returns the exported functions and the exported methods
// of exported types, as "Name" and "Type.Name", sorted.
func exportedFuncs(api pkgAPI) []string {
	var out []string
	for name := range api.funcs {
		if ast.IsExported(name) {
			out = append(out, name)
		}
	}
	for recv, methods := range api.methods {
		if _, isType := api.types[recv]; !isType || !ast.IsExported(recv) {
			continue
		}
		for name := range methods {
			if ast.IsExported(name) {
				out = append(out, recv+"."+name)
			}
		}
	}
	slices.Sort(out)
	return out
}

// exportedSig returns the signature of a name exportedFuncs returned.
func exportedSig(api pkgAPI, name string) string {
	if recv, m, ok := strings.Cut(name, "."); ok {
		return api.methods[recv][m]
	}
	return api.funcs[name]
}

// cellType is what the skeleton promises of every game's Cell: an int16
// with the cell methods.
type cellType interface {
	~int16
	X() int
	Y() int
	Valid() bool
	String() string
}

// pieceType is what the skeleton promises of every game's Piece.
type pieceType interface {
	comparable
	Owner() ply.Player
	String() string
}

// checkCells checks a game's cells on a w x h grid of CellAt: NoCell,
// CellAt off the grid, X, Y, String and ParseCell.
func checkCells[C cellType](t *testing.T, cellAt func(x, y int) C, parse func(string) (C, error), noCell C, w, h int) {
	t.Helper()
	if noCell != -1 || noCell.Valid() || noCell.X() != -1 || noCell.Y() != -1 || noCell.String() != "-" {
		t.Errorf("NoCell %d: Valid %v, X %d, Y %d, String %q; want -1, false, -1, -1, %q",
			noCell, noCell.Valid(), noCell.X(), noCell.Y(), noCell.String(), "-")
	}
	for _, xy := range [][2]int{{-1, 0}, {0, -1}, {w, 0}, {0, h}, {w, h}, {-300, 300}} {
		if c := cellAt(xy[0], xy[1]); c != noCell {
			t.Errorf("CellAt(%d, %d) = %d, want NoCell", xy[0], xy[1], c)
		}
	}
	if c, err := parse("z0"); c != noCell || !errors.Is(err, ply.ErrSyntax) {
		t.Errorf("ParseCell(%q) = %d, %v; want NoCell and ply.ErrSyntax", "z0", c, err)
	}
	n := 0
	for y := range h {
		for x := range w {
			c := cellAt(x, y)
			if c == noCell {
				continue // a hole in the grid, such as Push Fight's a4
			}
			n++
			if !c.Valid() || c.X() != x || c.Y() != y {
				t.Errorf("CellAt(%d, %d) = %d: Valid %v, X %d, Y %d", x, y, c, c.Valid(), c.X(), c.Y())
			}
			if back, err := parse(c.String()); err != nil || back != c {
				t.Errorf("ParseCell(%q) = %d, %v; want %d", c.String(), back, err, c)
			}
		}
	}
	if n == 0 {
		t.Error("no cell on the grid")
	}
}

// checkAt checks State.At on the cells of a w x h grid in s, which has
// pieces of both players: nobody's piece for NoCell (Empty, or Mapello's
// Wall), and owners that are players.
func checkAt[S any, C cellType, P pieceType](t *testing.T, s S, at func(S, C) P, cellAt func(x, y int) C, noCell C, empty P, w, h int) {
	t.Helper()
	if p := at(s, noCell); p.Owner() != ply.NoPlayer {
		t.Errorf("At(NoCell) = %v of %v, want nobody's", p, p.Owner())
	}
	if empty.Owner() != ply.NoPlayer {
		t.Errorf("Empty.Owner() = %v, want ply.NoPlayer", empty.Owner())
	}
	owners := map[ply.Player]int{}
	for y := range h {
		for x := range w {
			c := cellAt(x, y)
			if c == noCell {
				continue
			}
			p := at(s, c)
			owners[p.Owner()]++
			if p != empty && p.String() == empty.String() {
				t.Errorf("At(%v) = %v, written as Empty is", c, p)
			}
		}
	}
	if owners[ply.First] == 0 || owners[ply.Second] == 0 || len(owners) > 3 {
		t.Errorf("owners of the cells: %v, want pieces of both players and ply.NoPlayer for the rest", owners)
	}
}

// played returns s after its first legal move, twice.
func played[S, M comparable](g ply.Game[S, M], s S) S {
	for range 2 {
		s = g.Apply(s, ply.Moves(g, s)[0])
	}
	return s
}

// TestSkeletonCells checks that every game's cells and pieces behave as
// CONTRIBUTING.md says: an int16 Cell (the type parameter requires it),
// NoCell off the board, State.At returning a Piece with an owner.
func TestSkeletonCells(t *testing.T) {
	t.Run("mapello", func(t *testing.T) {
		checkCells(t, mapello.CellAt, mapello.ParseCell, mapello.NoCell, 10, 10)
		g := mapello.MustNew()
		checkAt(t, played(g, g.Start()), mapello.State.At, mapello.CellAt, mapello.NoCell, mapello.Empty, 10, 10)
	})
	t.Run("morelli", func(t *testing.T) {
		checkCells(t, morelli.CellAt, morelli.ParseCell, morelli.NoCell, morelli.Size, morelli.Size)
		g := morelli.MustNew()
		checkAt(t, played(g, g.Start()), morelli.State.At, morelli.CellAt, morelli.NoCell, morelli.Empty, morelli.Size, morelli.Size)
	})
	t.Run("pathway", func(t *testing.T) {
		checkCells(t, pathway.CellAt, pathway.ParseCell, pathway.NoCell, pathway.MaxSize, pathway.MaxSize)
		g := pathway.MustNew()
		checkAt(t, played(g, g.Start()), pathway.State.At, pathway.CellAt, pathway.NoCell, pathway.Empty, pathway.MaxSize, pathway.MaxSize)
	})
	t.Run("mitsudomoe", func(t *testing.T) {
		checkCells(t, mitsudomoe.CellAt, mitsudomoe.ParseCell, mitsudomoe.NoCell, mitsudomoe.Size, mitsudomoe.Size)
		g := mitsudomoe.MustNew()
		checkAt(t, played(g, g.Start()), mitsudomoe.State.At, mitsudomoe.CellAt, mitsudomoe.NoCell, mitsudomoe.Empty, mitsudomoe.Size, mitsudomoe.Size)
	})
	t.Run("pushfight", func(t *testing.T) {
		checkCells(t, pushfight.CellAt, pushfight.ParseCell, pushfight.NoCell, 8, 4)
		g := pushfight.MustNew()
		checkAt(t, played(g, g.Start()), pushfight.State.At, pushfight.CellAt, pushfight.NoCell, pushfight.Empty, 8, 4)
	})
}
