// export_test.go exposes internals to the package's external tests.

package pathway

// PathsWeights are EvalPaths's weights of Features' terms.
var PathsWeights = pathsWeights
