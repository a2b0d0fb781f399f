#!/usr/bin/env bash
# Installs what docextract needs and is missing: Tesseract and its models
# (English, orientation, Latin script, which re-reads accented fields, and
# the models of the other scripts read, Thai),
# OCR-B (read at run time to match MRZ bands), zxing-cpp (the PDF417
# barcodes of US and Canadian licences), the fonts of the test documents,
# Chromium (the review page's browser test; tests only, never in the
# container image), and the eng model that carries the legacy engine (from npm,
# pinned by version and sha256, for reading MRZ bands). Safe to run again:
# it only acts on what is missing, and needs root (or sudo) only then.
#
#   scripts/setup.sh            everything to build, test and serve (make setup)
#   scripts/setup.sh --build    what building needs: headers, pkg-config, the model
#   scripts/setup.sh --runtime  what serving needs: libraries, models, OCR-B
#   scripts/setup.sh --check    say what is missing, install nothing (exit 1 if any)
#
# The Dockerfile runs --build in its build stage and --runtime in the final one.
set -euo pipefail

LEGACY_DIR=${DOCEXTRACT_TESSDATA_LEGACY:-/usr/local/share/docextract/tessdata}
# The legacy-engine model: @tesseract.js-data/eng 1.0.0, file 4.0.0/eng.traineddata.gz.
# The overrides exist for the script's own test.
ENG_NPM_PACKAGE=@tesseract.js-data/eng
ENG_NPM_VERSION=${DOCEXTRACT_ENG_NPM_VERSION:-1.0.0}
ENG_TGZ_SHA256=${DOCEXTRACT_ENG_TGZ_SHA256:-c9bddf2e2f0a214ac7918f3f4a3caf45e09ce8674fe26662ae7787ac8927f7bb}
ENG_MODEL_SHA256=${DOCEXTRACT_ENG_MODEL_SHA256:-daa0c97d651c19fba3b25e81317cd697e9908c8208090c94c3905381c23fc047}

BUILD=(libtesseract-dev libzxing-dev pkg-config)
RUNTIME=(libtesseract5 libzxing2 tesseract-ocr-eng tesseract-ocr-osd tesseract-ocr-script-latn tesseract-ocr-tha fonts-ocr-b ca-certificates)
TEST=(fonts-dejavu-core fonts-liberation2 fonts-freefont-ttf chromium)

mode=${1:-all}
case "$mode" in
  all) PACKAGES=("${BUILD[@]}" "${RUNTIME[@]}" "${TEST[@]}") ;;
  --build) PACKAGES=("${BUILD[@]}") ;;
  --runtime) PACKAGES=("${RUNTIME[@]}") ;;
  --check) PACKAGES=("${BUILD[@]}" "${RUNTIME[@]}" "${TEST[@]}") ;;
  *) echo "usage: setup.sh [--build|--runtime|--check]" >&2; exit 2 ;;
esac

sha256() { sha256sum "$1" | cut -d' ' -f1; }

model_ok() { [ -s "$LEGACY_DIR/eng.traineddata" ] && [ "$(sha256 "$LEGACY_DIR/eng.traineddata")" = "$ENG_MODEL_SHA256" ]; }

missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
need_model=false
model_ok || need_model=true
if $need_model && ! command -v npm >/dev/null; then
  missing+=(npm)
fi

if [ "$mode" = --check ]; then
  $need_model && echo "setup: missing the legacy-engine model $LEGACY_DIR/eng.traineddata (sha256 $ENG_MODEL_SHA256)"
  [ ${#missing[@]} -gt 0 ] && echo "setup: missing packages: ${missing[*]}"
  { $need_model || [ ${#missing[@]} -gt 0 ]; } && exit 1
  echo "setup: everything is installed"
  exit 0
fi

if [ ${#missing[@]} -eq 0 ] && ! $need_model; then
  exit 0
fi

# Only installing needs root.
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if ! command -v sudo >/dev/null; then
    what=("${missing[@]}")
    $need_model && what+=("the legacy-engine model")
    echo "setup: missing ${what[*]}: run as root or install sudo" >&2
    exit 1
  fi
  SUDO=sudo
fi

if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if $need_model; then
  echo "setup: installing the legacy-engine eng model ($ENG_NPM_PACKAGE@$ENG_NPM_VERSION) into $LEGACY_DIR"
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  (cd "$tmp" && npm pack --silent "$ENG_NPM_PACKAGE@$ENG_NPM_VERSION" >/dev/null)
  tgz=("$tmp"/tesseract.js-data-eng-"$ENG_NPM_VERSION".tgz)
  [ -f "${tgz[0]}" ] || { echo "setup: npm pack gave no tesseract.js-data-eng-$ENG_NPM_VERSION.tgz" >&2; exit 1; }
  got=$(sha256 "${tgz[0]}")
  if [ "$got" != "$ENG_TGZ_SHA256" ]; then
    echo "setup: $ENG_NPM_PACKAGE@$ENG_NPM_VERSION has sha256 $got, want $ENG_TGZ_SHA256: not installed" >&2
    exit 1
  fi
  tar -xzf "${tgz[0]}" -C "$tmp" package/4.0.0/eng.traineddata.gz
  gunzip -c "$tmp/package/4.0.0/eng.traineddata.gz" > "$tmp/eng.traineddata"
  got=$(sha256 "$tmp/eng.traineddata")
  if [ "$got" != "$ENG_MODEL_SHA256" ]; then
    echo "setup: eng.traineddata has sha256 $got, want $ENG_MODEL_SHA256: not installed" >&2
    exit 1
  fi
  $SUDO mkdir -p "$LEGACY_DIR"
  $SUDO install -m 0644 "$tmp/eng.traineddata" "$LEGACY_DIR/eng.traineddata"
fi
