// export_test.go exposes internals to the package's external tests.

package morelli

// TrainedScale is EvalTrained's pieces a logit.
const TrainedScale = trainedScale
