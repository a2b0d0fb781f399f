// zxing-cpp 1.4 (Debian bookworm's libzxing-dev) behind a C function.
#include "bridge.h"

#include <cstdlib>
#include <cstring>
#include <exception>

// text() is not used; this silences its deprecation note.
#define ZX_USE_UTF8
#include <ZXing/ReadBarcode.h>

extern "C" int zx_read_pdf417(const unsigned char *pix, int w, int h, int stride, zx_result *out, int max) {
	try {
		ZXing::ImageView view(pix, w, h, ZXing::ImageFormat::Lum, stride);
		ZXing::DecodeHints hints;
		hints.setFormats(ZXing::BarcodeFormat::PDF417);
		hints.setTryHarder(true);
		hints.setTryRotate(true);
		hints.setMaxNumberOfSymbols(max);
		ZXing::Results results = ZXing::ReadBarcodes(view, hints);
		int n = 0;
		for (const auto &r : results) {
			if (n >= max || !r.isValid()) {
				continue;
			}
			const auto &b = r.bytes();
			out[n].len = (int)b.size();
			out[n].bytes = (unsigned char *)malloc(b.size() > 0 ? b.size() : 1);
			if (out[n].bytes == nullptr) {
				zx_free_results(out, n);
				return -1;
			}
			if (b.size() > 0) {
				memcpy(out[n].bytes, b.data(), b.size());
			}
			const auto &p = r.position();
			for (int k = 0; k < 4; k++) {
				out[n].x[k] = p[k].x;
				out[n].y[k] = p[k].y;
			}
			n++;
		}
		return n;
	} catch (const std::exception &) {
		return -1;
	} catch (...) {
		return -1;
	}
}

extern "C" void zx_free_results(zx_result *out, int n) {
	for (int i = 0; i < n; i++) {
		free(out[i].bytes);
		out[i].bytes = nullptr;
	}
}
