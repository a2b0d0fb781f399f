package docextract

//go:generate go run ./internal/gentypes/cmd/gentypes
