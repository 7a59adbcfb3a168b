// skeleton_test.go checks that the five games keep the one skeleton of
// CONTRIBUTING.md: the files of its table, and the exported names and
// signatures its conventions promise, read from the source with go/ast.

package ply_test

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
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
}

// skeletonTypes are the types every game has; those with a non-empty
// value must be defined as that type.
var skeletonTypes = map[string]string{
	"Game":   "",
	"State":  "",
	"Move":   "",
	"Cell":   "",
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
	},
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
	api := pkgAPI{funcs: map[string]string{}, methods: map[string]map[string]string{}, types: map[string]string{}, values: map[string]bool{}}
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
					continue
				}
				recv := strings.TrimPrefix(typeString(d.Recv.List[0].Type, ident), "*")
				recv, _, _ = strings.Cut(recv, "[")
				if api.methods[recv] == nil {
					api.methods[recv] = map[string]string{}
				}
				api.methods[recv][d.Name.Name] = sig
			case *ast.GenDecl:
				for _, spec := range d.Specs {
					switch spec := spec.(type) {
					case *ast.TypeSpec:
						api.types[spec.Name.Name] = typeString(spec.Type, ident)
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
						for _, n := range spec.Names {
							api.values[n.Name] = true
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

// contributingTable returns the files of CONTRIBUTING.md's table, and
// whether each is in every game (its description names no "where").
func contributingTable(t *testing.T) map[string]bool {
	t.Helper()
	text, err := os.ReadFile("CONTRIBUTING.md")
	if err != nil {
		t.Fatal(err)
	}
	row := regexp.MustCompile("(?m)^\\| `([a-z_]+\\.go)` \\| (.*) \\|$")
	out := map[string]bool{}
	for _, m := range row.FindAllStringSubmatch(string(text), -1) {
		out[m[1]] = !strings.Contains(m[2], "(where ")
	}
	if len(out) < 10 {
		t.Fatalf("CONTRIBUTING.md: %d files in the table; is the table still there?", len(out))
	}
	return out
}

// TestSkeleton checks each game against CONTRIBUTING.md: the files of the
// table, the constructors, options, setups, cells, notation and hash of the
// conventions with their signatures, and none of the old spellings.
func TestSkeleton(t *testing.T) {
	table := contributingTable(t)
	contract := contractMethods(t)
	for _, game := range skeletonGames {
		t.Run(game.dir, func(t *testing.T) {
			for file, required := range table {
				if _, err := os.Stat(filepath.Join(game.dir, file)); required && err != nil {
					t.Errorf("no %s: CONTRIBUTING.md's table has it in every game", file)
				}
			}
			api := readAPI(t, game.dir, func(s string) string { return s })
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
		})
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
