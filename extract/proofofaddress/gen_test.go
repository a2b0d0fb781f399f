package proofofaddress

import "github.com/docextract/docextract/internal/testpage"

// item is one run of text on a test page; makePDF and makePNG draw them.
type item = testpage.Item

var (
	makePDF = testpage.PDF
	makePNG = testpage.PNG
)
