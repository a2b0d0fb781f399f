package main

import (
	"fmt"
	"io"
	"runtime"
	"runtime/debug"
)

// buildVersion is set at link time: go build -ldflags "-X main.buildVersion=v1.2.3"
// (make build sets it from git describe).
var buildVersion string

// version returns the version the binary was built as: the link-time
// version, else the module version of a go install, else "devel".
func version() string {
	if buildVersion != "" {
		return buildVersion
	}
	if info, ok := debug.ReadBuildInfo(); ok && info.Main.Version != "" && info.Main.Version != "(devel)" {
		return info.Main.Version
	}
	return "devel"
}

// versionCommand prints the version, the Go version and the platform.
func versionCommand(w io.Writer) int {
	fmt.Fprintf(w, "docextract %s (%s, %s/%s)\n", version(), runtime.Version(), runtime.GOOS, runtime.GOARCH)
	return 0
}
