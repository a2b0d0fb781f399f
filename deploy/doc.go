// Package deploy checks what ships the service: the Dockerfile (parsed and
// linted with BuildKit's own parser and rules), the Kubernetes manifests
// under k8s/ (decoded strictly into the Kubernetes API types), the systemd
// unit and scripts/setup.sh (run against stub commands). It is a module of
// its own so that BuildKit and the Kubernetes API never enter the
// library's go.mod. It has no code of its own: only tests.
package deploy
