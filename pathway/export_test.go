// export_test.go exposes internals to the package's external tests.

package pathway

// PathsWeights are EvalPaths's weights of Features' terms.
var PathsWeights = pathsWeights

// TrainedScale is what EvalTrained multiplies the weighted sum by: 1, as
// its weights are log-odds already.
const TrainedScale = 1
