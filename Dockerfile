# docextract, the HTTP service, in a container:
#
#   docker build --build-arg VERSION=$(git describe --tags --always) -t docextract .
#   docker run -p 8080:8080 -e DOCEXTRACT_LIVE_KEYS=sk_live_... docextract
#
# The Tesseract models are baked in at build time from the pinned sources
# of scripts/setup.sh (Debian's packages, and the legacy-engine model from
# npm checked against its sha256); nothing is downloaded at run time. The
# test suite parses and lints this file (deploy/dockerfile_test.go).

ARG GO_VERSION=1.26.8

FROM golang:${GO_VERSION}-bookworm AS build
WORKDIR /src
# Tesseract's headers, pkg-config and the legacy-engine model (fetched with npm).
COPY scripts/setup.sh scripts/setup.sh
RUN scripts/setup.sh --build
COPY go.mod go.sum ./
RUN go mod download
COPY . .
ARG VERSION=devel
RUN CGO_ENABLED=1 go build -ldflags "-s -w -X main.buildVersion=${VERSION}" -o /out/docextract ./cmd/docextract

FROM debian:bookworm-slim
# The model comes from the build stage; setup.sh checks its sha256 again and
# installs Tesseract's libraries and Debian models (English, orientation,
# Latin script and the other scripts read: Thai) and OCR-B.
COPY --from=build /usr/local/share/docextract/tessdata/eng.traineddata /usr/local/share/docextract/tessdata/eng.traineddata
COPY scripts/setup.sh /usr/local/lib/docextract/setup.sh
RUN /usr/local/lib/docextract/setup.sh --runtime \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --uid 10001 --user-group --no-create-home --shell /usr/sbin/nologin docextract
COPY --from=build /out/docextract /usr/local/bin/docextract

# Tesseract's OpenMP must see this before the library loads (docs/ocr.md).
ENV OMP_THREAD_LIMIT=1 \
    DOCEXTRACT_ADDR=0.0.0.0:8080 \
    DOCEXTRACT_DRAIN_DELAY=5s
USER 10001:10001
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["/usr/local/bin/docextract", "health", "--path", "/readyz"]
ENTRYPOINT ["/usr/local/bin/docextract"]
CMD ["serve"]
