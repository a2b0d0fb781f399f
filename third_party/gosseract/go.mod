module github.com/otiai10/gosseract/v2

go 1.18
