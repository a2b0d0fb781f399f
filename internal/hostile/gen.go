package hostile

import (
	"bufio"
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"image"
	"image/color"
	"image/jpeg"
	"io"
	"strings"
)

// PDF returns a PDF of the given objects (each the body between "N 0 obj"
// and "endobj", numbered from 1), object 1 its catalog, with a correct
// cross-reference table.
func PDF(objects ...string) []byte {
	var b bytes.Buffer
	b.WriteString("%PDF-1.4\n")
	offsets := make([]int, len(objects))
	for i, o := range objects {
		offsets[i] = b.Len()
		fmt.Fprintf(&b, "%d 0 obj\n%s\nendobj\n", i+1, o)
	}
	xref := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(objects)+1)
	for _, off := range offsets {
		fmt.Fprintf(&b, "%010d 00000 n \n", off)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(objects)+1, xref)
	return b.Bytes()
}

// stream returns a stream object of data, deflated.
func stream(data []byte, dict string) string {
	var z bytes.Buffer
	w, _ := zlib.NewWriterLevel(&z, zlib.BestCompression)
	w.Write(data)
	w.Close()
	return fmt.Sprintf("<< /Length %d /Filter /FlateDecode %s >>\nstream\n%s\nendstream", z.Len(), dict, z.Bytes())
}

// GiantPagePDF is a PDF of one empty page of width × height inches (the
// attack: 200 × 200 inches in under 600 bytes).
func GiantPagePDF(width, height float64) []byte {
	return PDF(
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		fmt.Sprintf("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %g %g] /Contents 4 0 R >>", width*72, height*72),
		"<< /Length 24 >>\nstream\n0.5 g 10 10 100 100 re f\nendstream",
	)
}

// VectorPDF is a PDF of pages pages, each drawing strokes line segments:
// cheap to send, slow to render.
func VectorPDF(pages, strokes int) []byte {
	var content bytes.Buffer
	content.WriteString("0.2 w\n")
	x, y := uint32(1), uint32(7)
	for i := range strokes {
		// A small linear congruential walk: deterministic, spread out.
		x = x*1664525 + 1013904223
		y = y*22695477 + 1
		fmt.Fprintf(&content, "%d %d m %d %d l %d %d l S\n", x%600, y%840, (x>>8)%600, (y>>8)%840, (x>>16)%600, (y>>16)%840)
		if i%1000 == 0 {
			fmt.Fprintf(&content, "%.2f G\n", float64(i%7)/7)
		}
	}
	objs := []string{"<< /Type /Catalog /Pages 2 0 R >>", ""}
	var kids []string
	contents := len(objs) + 1 + pages // one shared content stream after the pages
	for p := range pages {
		kids = append(kids, fmt.Sprintf("%d 0 R", 3+p))
		objs = append(objs, fmt.Sprintf("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents %d 0 R >>", contents))
	}
	objs[1] = fmt.Sprintf("<< /Type /Pages /Kids [%s] /Count %d >>", strings.Join(kids, " "), pages)
	objs = append(objs, stream(content.Bytes(), ""))
	return PDF(objs...)
}

// LogInjectionPDF is a one-page PDF whose content names font and
// XObject resources that do not exist, each name holding an encoded line
// break ("#0A") followed by line, so that a library that quotes the name
// in a warning writes line as a log line of its own.
func LogInjectionPDF(line string) []byte {
	name := "F1#0A" + pdfNameEscape(line) + "#0A"
	content := fmt.Sprintf("BT /%s 12 Tf 72 700 Td (hello) Tj ET\nq 100 0 0 100 72 500 cm /%s Do Q\n/%s gs\n", name, name, name)
	return PDF(
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << >> >> >>",
		stream([]byte(content), ""),
	)
}

// pdfNameEscape writes s as the characters of a PDF name: delimiters,
// spaces and anything outside printable ASCII as #XX.
func pdfNameEscape(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c <= ' ' || c > '~' || strings.IndexByte("#()<>[]{}/%", c) >= 0 {
			fmt.Fprintf(&b, "#%02X", c)
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}

// TextPDF is a small text-layer PDF of lines, in Helvetica.
func TextPDF(lines ...string) []byte {
	var content bytes.Buffer
	content.WriteString("BT /F1 11 Tf 14 TL 72 740 Td\n")
	for _, l := range lines {
		fmt.Fprintf(&content, "(%s) Tj T*\n", strings.NewReplacer(`\`, `\\`, "(", `\(`, ")", `\)`).Replace(l))
	}
	content.WriteString("ET\n")
	return PDF(
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
		stream(content.Bytes(), ""),
		"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
	)
}

// PNG color types.
const (
	pngGray = 0
	pngRGB  = 2
	pngRGBA = 6
)

// PNG streams a PNG of width × height pixels, bitDepth bits a sample, of
// the given color type; row(y, buf) fills each row's samples (without the
// filter byte). It allocates one row, whatever the size.
func PNG(w io.Writer, width, height, bitDepth, colorType int, row func(y int, buf []byte)) error {
	channels := map[int]int{pngGray: 1, pngRGB: 3, pngRGBA: 4}[colorType]
	bw := bufio.NewWriter(w)
	bw.WriteString("\x89PNG\r\n\x1a\n")
	var ihdr [13]byte
	binary.BigEndian.PutUint32(ihdr[0:], uint32(width))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(height))
	ihdr[8], ihdr[9] = byte(bitDepth), byte(colorType)
	writeChunk(bw, "IHDR", ihdr[:])
	var idat bytes.Buffer
	z, _ := zlib.NewWriterLevel(&idat, zlib.BestSpeed)
	rowLen := (width*channels*bitDepth + 7) / 8
	buf := make([]byte, 1+rowLen)
	for y := range height {
		buf[0] = 0
		row(y, buf[1:])
		z.Write(buf)
		if idat.Len() > 1<<20 {
			writeChunk(bw, "IDAT", idat.Bytes())
			idat.Reset()
		}
	}
	z.Close()
	writeChunk(bw, "IDAT", idat.Bytes())
	writeChunk(bw, "IEND", nil)
	return bw.Flush()
}

func writeChunk(w io.Writer, kind string, data []byte) {
	var n [4]byte
	binary.BigEndian.PutUint32(n[:], uint32(len(data)))
	w.Write(n[:])
	c := crc32.NewIEEE()
	c.Write([]byte(kind))
	c.Write(data)
	w.Write([]byte(kind))
	w.Write(data)
	var sum [4]byte
	binary.BigEndian.PutUint32(sum[:], c.Sum32())
	w.Write(sum[:])
}

// StripesPNG is an 8-bit gray PNG of width × height pixels with dark
// stripes, a shape OCR and orientation detection must survive.
func StripesPNG(width, height int) []byte {
	var b bytes.Buffer
	PNG(&b, width, height, 8, pngGray, func(y int, buf []byte) {
		for x := range buf {
			buf[x] = 255
			if (x/7+y/7)%3 == 0 {
				buf[x] = 20
			}
		}
	})
	return b.Bytes()
}

// Gray16PNG is a 16-bit gray PNG with a gradient and dark bars.
func Gray16PNG(width, height int) []byte {
	var b bytes.Buffer
	PNG(&b, width, height, 16, pngGray, func(y int, buf []byte) {
		for x := 0; x+1 < len(buf); x += 2 {
			v := uint16(65535 - (x/2)*30000/width)
			if (y/40)%2 == 0 && (x/2/30)%2 == 0 {
				v = 4000
			}
			binary.BigEndian.PutUint16(buf[x:], v)
		}
	})
	return b.Bytes()
}

// RGBA16PNG is a 16-bit RGBA PNG, half transparent.
func RGBA16PNG(width, height int) []byte {
	var b bytes.Buffer
	PNG(&b, width, height, 16, pngRGBA, func(y int, buf []byte) {
		for x := 0; x+7 < len(buf); x += 8 {
			binary.BigEndian.PutUint16(buf[x:], uint16(x*7))
			binary.BigEndian.PutUint16(buf[x+2:], uint16(y*11))
			binary.BigEndian.PutUint16(buf[x+4:], 30000)
			binary.BigEndian.PutUint16(buf[x+6:], uint16(32768+(x%2)*20000))
		}
	})
	return b.Bytes()
}

// BombPNG is a gray PNG of width × height pixels, all white: a few
// hundred kilobytes that decode to width × height bytes or more.
func BombPNG(width, height int) []byte {
	var b bytes.Buffer
	PNG(&b, width, height, 8, pngGray, func(y int, buf []byte) {
		for x := range buf {
			buf[x] = 255
		}
	})
	return b.Bytes()
}

// HeaderOnlyPNG is a PNG whose header claims width × height pixels and
// whose image data is missing: only a decoder that trusts the header
// allocates for it.
func HeaderOnlyPNG(width, height int) []byte {
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	var ihdr [13]byte
	binary.BigEndian.PutUint32(ihdr[0:], uint32(width))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(height))
	ihdr[8], ihdr[9] = 8, pngRGBA
	writeChunk(&b, "IHDR", ihdr[:])
	writeChunk(&b, "IEND", nil)
	return b.Bytes()
}

// JPEG is a small JPEG of a gray gradient.
func JPEG(width, height int) []byte {
	img := image.NewGray(image.Rect(0, 0, width, height))
	for y := range height {
		for x := range width {
			img.SetGray(x, y, color.Gray{Y: uint8((x + y) % 256)})
		}
	}
	var b bytes.Buffer
	jpeg.Encode(&b, img, &jpeg.Options{Quality: 80})
	return b.Bytes()
}

// Truncate returns the first fraction of data.
func Truncate(data []byte, fraction float64) []byte {
	return append([]byte(nil), data[:int(float64(len(data))*fraction)]...)
}

// Concat returns the files one after the other, as a polyglot.
func Concat(files ...[]byte) []byte {
	return bytes.Join(files, nil)
}
