package deploy

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/moby/buildkit/frontend/dockerfile/instructions"
	"github.com/moby/buildkit/frontend/dockerfile/linter"
	"github.com/moby/buildkit/frontend/dockerfile/parser"
	"github.com/moby/patternmatcher"
	"github.com/moby/patternmatcher/ignorefile"
)

// dockerfile parses ../Dockerfile with BuildKit's parser and its lint
// rules, failing on any warning.
func dockerfile(t *testing.T) []instructions.Stage {
	t.Helper()
	data, err := os.ReadFile("../Dockerfile")
	if err != nil {
		t.Fatal(err)
	}
	stages, warnings, err := lint(data)
	if err != nil {
		t.Fatalf("Dockerfile: %v", err)
	}
	for _, w := range warnings {
		t.Errorf("Dockerfile: %s", w)
	}
	return stages
}

// lint parses a Dockerfile with BuildKit's parser and returns its stages
// and the warnings of the parser and of BuildKit's lint rules.
func lint(data []byte) ([]instructions.Stage, []string, error) {
	res, err := parser.Parse(bytes.NewReader(data))
	if err != nil {
		return nil, nil, err
	}
	var warnings []string
	for _, w := range res.Warnings {
		warnings = append(warnings, fmt.Sprintf("parser warning: %s (line %d)", w.Short, w.Location.Start.Line))
	}
	l := linter.New(&linter.Config{Warn: func(rule, description, url, msg string, loc []parser.Range) {
		line := 0
		if len(loc) > 0 {
			line = loc[0].Start.Line
		}
		warnings = append(warnings, fmt.Sprintf("lint: %s: %s (line %d)", rule, msg, line))
	}})
	stages, _, err := instructions.Parse(res.AST, l)
	if err != nil {
		return nil, nil, err
	}
	return stages, warnings, nil
}

// TestDockerfileLintFails: the lint the Dockerfile goes through is not
// silent: edits that BuildKit's parse-time rules warn of fail it. (Rules
// BuildKit applies only while building, such as JSONArgsRecommended, are
// not run; TestDockerfile checks the entrypoint's exec form itself.)
func TestDockerfileLintFails(t *testing.T) {
	data, err := os.ReadFile("../Dockerfile")
	if err != nil {
		t.Fatal(err)
	}
	for name, edit := range map[string][2]string{
		"stage name casing":         {" AS build", " as build"},
		"stage name not lower case": {"FROM debian:bookworm-slim", "FROM debian:bookworm-slim AS Final"},
		"deprecated MAINTAINER":     {"WORKDIR /src", "WORKDIR /src\nMAINTAINER someone"},
		"empty continuation line":   {"RUN /usr/local/lib/docextract/setup.sh --runtime \\\n", "RUN /usr/local/lib/docextract/setup.sh --runtime \\\n\n"},
	} {
		bad := bytes.Replace(data, []byte(edit[0]), []byte(edit[1]), 1)
		if bytes.Equal(bad, data) {
			t.Errorf("%s: %q not in the Dockerfile", name, edit[0])
			continue
		}
		if _, warnings, err := lint(bad); err == nil && len(warnings) == 0 {
			t.Errorf("%s: no warning", name)
		}
	}
}

// commands returns the stage's commands of type T.
func commands[T instructions.Command](s instructions.Stage) []T {
	var out []T
	for _, c := range s.Commands {
		if v, ok := c.(T); ok {
			out = append(out, v)
		}
	}
	return out
}

// legacyDir is setup.sh's default directory of the legacy-engine model.
func legacyDir(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile("../scripts/setup.sh")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`LEGACY_DIR=\$\{DOCEXTRACT_TESSDATA_LEGACY:-([^}]+)\}`).FindSubmatch(data)
	if m == nil {
		t.Fatal("setup.sh sets no LEGACY_DIR default")
	}
	return string(m[1])
}

// TestDockerfile checks the image's build: two stages on Debian bookworm,
// no floating tags, the set-up script in both (build, then runtime, with the
// model copied over to where setup.sh and the server look for it), a
// non-root user, OMP_THREAD_LIMIT=1, a health check on the readiness probe,
// exec-form entrypoint, and COPY sources that exist and are not ignored.
func TestDockerfile(t *testing.T) {
	stages := dockerfile(t)
	if len(stages) != 2 {
		t.Fatalf("%d stages, want a build stage and the final one", len(stages))
	}
	build, final := stages[0], stages[1]
	if !regexp.MustCompile(`^golang:\$\{GO_VERSION\}-bookworm$`).MatchString(build.BaseName) || build.Name != "build" {
		t.Errorf("build stage: FROM %s AS %s, want golang:${GO_VERSION}-bookworm AS build", build.BaseName, build.Name)
	}
	if final.BaseName != "debian:bookworm-slim" {
		t.Errorf("final stage FROM %s, want debian:bookworm-slim", final.BaseName)
	}
	data, _ := os.ReadFile("../Dockerfile")
	if regexp.MustCompile(`(?m)^FROM\s+\S+:latest\b`).Match(data) {
		t.Error("a FROM uses :latest")
	}
	goVersion := regexp.MustCompile(`(?m)^ARG GO_VERSION=(\S+)$`).FindSubmatch(data)
	mod, _ := os.ReadFile("../go.mod")
	if goVersion == nil || !bytes.Contains(mod, []byte("\ngo "+string(goVersion[1])+"\n")) {
		t.Errorf("ARG GO_VERSION is not go.mod's go version")
	}

	runs := func(s instructions.Stage) []string {
		var out []string
		for _, r := range commands[*instructions.RunCommand](s) {
			out = append(out, strings.Join(r.CmdLine, " "))
		}
		return out
	}
	containing := func(lines []string, sub string) string {
		for _, l := range lines {
			if strings.Contains(l, sub) {
				return l
			}
		}
		return ""
	}
	if containing(runs(build), "scripts/setup.sh --build") == "" {
		t.Error("the build stage does not run scripts/setup.sh --build")
	}
	goBuild := containing(runs(build), "go build")
	if !strings.Contains(goBuild, "-X main.buildVersion=${VERSION}") || !strings.Contains(goBuild, "./cmd/docextract") {
		t.Errorf("the build stage's go build %q does not set main.buildVersion", goBuild)
	}
	setup := containing(runs(final), "setup.sh --runtime")
	if setup == "" || !strings.Contains(setup, "rm -rf /var/lib/apt/lists/*") {
		t.Errorf("the final stage does not run setup.sh --runtime and clear apt's lists in one layer: %q", setup)
	}

	dir := legacyDir(t)
	var modelCopied, binaryCopied bool
	for _, c := range commands[*instructions.CopyCommand](final) {
		if c.From == "build" && slices.Equal(c.SourcePaths, []string{dir + "/eng.traineddata"}) && c.DestPath == dir+"/eng.traineddata" {
			modelCopied = true
		}
		if c.From == "build" && c.DestPath == "/usr/local/bin/docextract" {
			binaryCopied = true
		}
	}
	if !modelCopied || !binaryCopied {
		t.Errorf("the final stage copies the model into %s: %v, the binary: %v", dir, modelCopied, binaryCopied)
	}

	env := map[string]string{}
	for _, e := range commands[*instructions.EnvCommand](final) {
		for _, kv := range e.Env {
			env[kv.Key] = kv.Value
		}
	}
	if env["OMP_THREAD_LIMIT"] != "1" {
		t.Errorf("final stage: OMP_THREAD_LIMIT=%q, want 1", env["OMP_THREAD_LIMIT"])
	}
	users := commands[*instructions.UserCommand](final)
	if len(users) == 0 {
		t.Fatal("final stage: no USER")
	}
	if u := users[len(users)-1].User; u == "root" || u == "0" || strings.HasPrefix(u, "0:") || u != "10001:10001" {
		t.Errorf("final stage: USER %s, want the non-root 10001:10001 the manifests run as", u)
	}
	expose := commands[*instructions.ExposeCommand](final)
	if len(expose) != 1 || !slices.Equal(expose[0].Ports, []string{"8080"}) || !strings.HasSuffix(env["DOCEXTRACT_ADDR"], ":8080") {
		t.Errorf("final stage: EXPOSE %v and DOCEXTRACT_ADDR %q disagree", expose, env["DOCEXTRACT_ADDR"])
	}
	hc := commands[*instructions.HealthCheckCommand](final)
	if len(hc) != 1 || len(hc[0].Health.Test) < 3 || hc[0].Health.Test[0] != "CMD" || hc[0].Health.Test[1] != "/usr/local/bin/docextract" ||
		!slices.Contains(hc[0].Health.Test, "health") || !slices.Contains(hc[0].Health.Test, "/readyz") {
		t.Errorf("final stage: HEALTHCHECK %+v, want the exec form of docextract health on /readyz", hc)
	}
	ep := commands[*instructions.EntrypointCommand](final)
	if len(ep) != 1 || ep[0].PrependShell || !slices.Equal(ep[0].CmdLine, []string{"/usr/local/bin/docextract"}) {
		t.Errorf("final stage: ENTRYPOINT %+v, want the exec form of the binary", ep)
	}

	// COPY sources exist and are not left out by .dockerignore.
	f, err := os.Open("../.dockerignore")
	if err != nil {
		t.Fatal(err)
	}
	patterns, err := ignorefile.ReadAll(f)
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	pm, err := patternmatcher.New(patterns)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range stages {
		for _, c := range commands[*instructions.CopyCommand](s) {
			if c.From != "" {
				continue
			}
			for _, src := range c.SourcePaths {
				if src == "." {
					continue
				}
				if _, err := os.Stat(filepath.Join("..", src)); err != nil {
					t.Errorf("COPY %s: %v", src, err)
				}
				if ignored, _ := pm.MatchesOrParentMatches(src); ignored {
					t.Errorf("COPY %s: excluded by .dockerignore", src)
				}
			}
		}
	}
}

// TestDockerfileBuildStep runs the build stage's go build as the image
// does (output redirected to a temporary directory) and checks that the
// binary reports the version passed in.
func TestDockerfileBuildStep(t *testing.T) {
	if testing.Short() {
		t.Skip("links the binary")
	}
	stages := dockerfile(t)
	var line string
	for _, r := range commands[*instructions.RunCommand](stages[0]) {
		if l := strings.Join(r.CmdLine, " "); strings.Contains(l, "go build") {
			line = l
		}
	}
	out := t.TempDir()
	line = strings.ReplaceAll(line, "/out/", out+"/")
	cmd := exec.Command("bash", "-c", line)
	cmd.Dir = ".."
	cmd.Env = append(os.Environ(), "VERSION=v0.0.0-dockerfile-test")
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%s: %v\n%s", line, err, msg)
	}
	ver, err := exec.Command(filepath.Join(out, "docextract"), "version").Output()
	if err != nil || !strings.HasPrefix(string(ver), "docextract v0.0.0-dockerfile-test ") {
		t.Errorf("the built binary says %q, %v", ver, err)
	}
}
