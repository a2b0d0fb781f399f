package extract

import (
	"image"

	xdraw "golang.org/x/image/draw"
)

// toGray converts img to 8-bit gray, compositing transparency onto white.
// The result starts at (0,0).
func toGray(img image.Image) *image.Gray {
	b := img.Bounds()
	out := image.NewGray(image.Rect(0, 0, b.Dx(), b.Dy()))
	switch src := img.(type) {
	case *image.Gray:
		for y := range b.Dy() {
			copy(out.Pix[y*out.Stride:y*out.Stride+b.Dx()], src.Pix[src.PixOffset(b.Min.X, b.Min.Y+y):])
		}
	case *image.YCbCr:
		// The luma plane is the gray image.
		for y := range b.Dy() {
			copy(out.Pix[y*out.Stride:y*out.Stride+b.Dx()], src.Y[src.YOffset(b.Min.X, b.Min.Y+y):])
		}
	case *image.RGBA:
		for y := range b.Dy() {
			row := src.Pix[src.PixOffset(b.Min.X, b.Min.Y+y):]
			o := out.Pix[y*out.Stride:]
			for x := range b.Dx() {
				r, g, bl, a := row[4*x], row[4*x+1], row[4*x+2], row[4*x+3]
				// Premultiplied: add white for the transparent part.
				o[x] = uint8((19595*uint32(r)+38470*uint32(g)+7471*uint32(bl)+1<<15)>>16 + uint32(255-a))
			}
		}
	case *image.NRGBA:
		for y := range b.Dy() {
			row := src.Pix[src.PixOffset(b.Min.X, b.Min.Y+y):]
			o := out.Pix[y*out.Stride:]
			for x := range b.Dx() {
				r, g, bl, a := uint32(row[4*x]), uint32(row[4*x+1]), uint32(row[4*x+2]), uint32(row[4*x+3])
				lum := (19595*r + 38470*g + 7471*bl + 1<<15) >> 16
				o[x] = uint8((lum*a + 255*(255-a) + 127) / 255)
			}
		}
	default:
		for y := range b.Dy() {
			for x := range b.Dx() {
				r, g, bl, a := img.At(b.Min.X+x, b.Min.Y+y).RGBA()
				lum := (19595*r + 38470*g + 7471*bl + 1<<15) >> 16 // premultiplied, 16-bit
				out.Pix[y*out.Stride+x] = uint8((lum + (0xffff - a)) >> 8)
			}
		}
	}
	return out
}

// transform returns img turned clockwise by rot degrees (0, 90, 180, 270),
// mirrored left-right first when mirror is set.
func transform(img *image.Gray, rot int, mirror bool) *image.Gray {
	if rot == 0 && !mirror {
		return img
	}
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	ow, oh := w, h
	if rot == 90 || rot == 270 {
		ow, oh = h, w
	}
	out := image.NewGray(image.Rect(0, 0, ow, oh))
	for y := range h {
		row := img.Pix[img.PixOffset(b.Min.X, b.Min.Y+y):]
		for x := range w {
			sx := x
			if mirror {
				sx = w - 1 - x
			}
			v := row[sx]
			var dx, dy int
			switch rot {
			case 90:
				dx, dy = h-1-y, x
			case 180:
				dx, dy = w-1-x, h-1-y
			case 270:
				dx, dy = y, w-1-x
			default:
				dx, dy = x, y
			}
			out.Pix[dy*out.Stride+dx] = v
		}
	}
	return out
}

// exifTransform returns the clockwise rotation and mirroring that make an
// image with Exif orientation o upright.
func exifTransform(o int) (rot int, mirror bool) {
	switch o {
	case 2:
		return 0, true
	case 3:
		return 180, false
	case 4:
		return 180, true
	case 5:
		return 270, true
	case 6:
		return 90, false
	case 7:
		return 90, true
	case 8:
		return 270, false
	}
	return 0, false
}

// scale resizes img by factor f with bilinear interpolation.
func scale(img *image.Gray, f float64) *image.Gray {
	b := img.Bounds()
	out := image.NewGray(image.Rect(0, 0, int(float64(b.Dx())*f+0.5), int(float64(b.Dy())*f+0.5)))
	xdraw.BiLinear.Scale(out, out.Bounds(), img, b, xdraw.Src, nil)
	return out
}

// isBlank reports whether img has (almost) no ink: OCR on it is skipped.
func isBlank(img *image.Gray) bool {
	var dark int
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		row := img.Pix[img.PixOffset(b.Min.X, y):]
		for x := 0; x < b.Dx(); x += 2 {
			if row[x] < 128 {
				dark++
			}
		}
	}
	return dark < 20
}
