//go:build faultinject

package worker

// Binaries built with -tags faultinject fail on documents marked with
// FaultMarker; the hostile-input suite builds one to test the supervisor.
func init() { faultHook = injectFault }
