// Package mupdf is the project's own small binding of MuPDF, the PDF
// library go-fitz bundles: it opens a PDF from memory, gives its pages'
// bounds, text and drawing as SVG, and renders a page straight to 8-bit
// gray. Unlike go-fitz it stops a page's text, drawing or rendering once a
// context is done (through MuPDF's fz_cookie), holds one page's pixels in
// C only while it renders, and sends MuPDF's errors and warnings to a Go
// function instead of stderr.
//
// It compiles against include/, a copy of the MuPDF headers of the go-fitz
// version in go.mod (TestHeadersMatchGoFitz checks they are the same), and
// links against the static libraries go-fitz brings.
// It imports nothing of docextract's.
package mupdf
