module github.com/docextract/docextract/internal/leakcheck

go 1.26.8

require github.com/docextract/docextract v0.0.0

require (
	github.com/agnivade/levenshtein v1.2.2 // indirect
	github.com/ebitengine/purego v0.8.4 // indirect
	github.com/gen2brain/go-fitz v1.24.15 // indirect
	github.com/hhrutter/tiff v1.0.6 // indirect
	github.com/jupiterrider/ffi v0.5.0 // indirect
	github.com/pdfcpu/pdfcpu v0.15.0 // indirect
	go.yaml.in/yaml/v3 v3.0.5 // indirect
	golang.org/x/crypto v0.58.0 // indirect
	golang.org/x/image v0.47.0 // indirect
	golang.org/x/sync v0.24.0 // indirect
	golang.org/x/sys v0.49.0 // indirect
	golang.org/x/text v0.43.0 // indirect
)

replace github.com/docextract/docextract => ../..
