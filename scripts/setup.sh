#!/usr/bin/env bash
# Installs what docextract needs and is missing: Tesseract and its models
# (English, orientation, and Latin script, which re-reads accented fields),
# zxing-cpp (the PDF417 barcodes of US and Canadian licences), the fonts of
# the test documents, and the eng model that carries the legacy engine (from
# npm, for reading MRZ bands). Safe to run again: it only acts
# on what is missing. Runs as root, or through sudo.
set -euo pipefail

LEGACY_DIR=${DOCEXTRACT_TESSDATA_LEGACY:-/usr/local/share/docextract/tessdata}
PACKAGES=(libtesseract-dev tesseract-ocr-eng tesseract-ocr-osd tesseract-ocr-script-latn pkg-config
          fonts-ocr-b fonts-dejavu-core fonts-liberation2 fonts-freefont-ttf)
# zxing-cpp reads the PDF417 barcode of US and Canadian licences (internal/zxing).
PACKAGES+=(libzxing-dev)

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "setup: run as root or install sudo" >&2; exit 1; }
  SUDO=sudo
fi

missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
command -v npm >/dev/null || missing+=(npm)
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if [ ! -s "$LEGACY_DIR/eng.traineddata" ]; then
  echo "setup: installing the legacy-engine eng model into $LEGACY_DIR"
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  (cd "$tmp" && npm pack --silent @tesseract.js-data/eng >/dev/null)
  tar -xzf "$tmp"/tesseract.js-data-eng-*.tgz -C "$tmp" package/4.0.0/eng.traineddata.gz
  $SUDO mkdir -p "$LEGACY_DIR"
  gunzip -c "$tmp/package/4.0.0/eng.traineddata.gz" > "$tmp/eng.traineddata"
  $SUDO install -m 0644 "$tmp/eng.traineddata" "$LEGACY_DIR/eng.traineddata"
fi
