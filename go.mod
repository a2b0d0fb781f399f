module github.com/docextract/docextract

go 1.26.8

require (
	github.com/agnivade/levenshtein v1.2.2
	github.com/gen2brain/go-fitz v1.24.15
	github.com/go-pdf/fpdf v0.9.0
	github.com/google/go-cmp v0.7.0
	github.com/pdfcpu/pdfcpu v0.15.0
	golang.org/x/image v0.47.0
	golang.org/x/text v0.43.0
)

require (
	github.com/boombuler/barcode v1.1.0 // indirect
	github.com/ebitengine/purego v0.8.4 // indirect
	github.com/hhrutter/tiff v1.0.6 // indirect
	github.com/jupiterrider/ffi v0.5.0 // indirect
	go.yaml.in/yaml/v3 v3.0.5 // indirect
	golang.org/x/crypto v0.54.0 // indirect
	golang.org/x/sys v0.49.0 // indirect
)
