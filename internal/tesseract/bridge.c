#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <leptonica/allheaders.h>
#include "bridge.h"
#include "_cgo_export.h"

// dx_create makes a TessBaseAPI and, before anything can print, points
// Tesseract's process-wide debug_file at /dev/null: its notes ("Estimating
// resolution as ...", and the reasons an Init fails) would otherwise go to
// stderr. debug_file is a global parameter, so setting it on a handle not yet
// initialised is enough; the caller serialises this.
TessBaseAPI *dx_create(void) {
	TessBaseAPI *api = TessBaseAPICreate();
	if (api != NULL) {
		TessBaseAPISetVariable(api, "debug_file", "/dev/null");
	}
	return api;
}

// dx_init loads lang from dir for engine oem (0 legacy, 1 LSTM).
int dx_init(TessBaseAPI *api, const char *dir, const char *lang, int oem) {
	return TessBaseAPIInit2(api, dir, lang, (TessOcrEngineMode)oem);
}

// dx_set_gray hands Tesseract an 8-bit grayscale image, which it copies. As
// gosseract did for decoded images, a resolution under 70 DPI (an image
// without one says 0) is raised to 70, Tesseract's least credible value.
void dx_set_gray(TessBaseAPI *api, const unsigned char *pix, int w, int h, int stride) {
	TessBaseAPISetImage(api, pix, w, h, 1, stride);
	if (TessBaseAPIGetSourceYResolution(api) < 70) {
		TessBaseAPISetSourceResolution(api, 70);
	}
}

// dx_cancelled is the monitor's cancel function: Tesseract calls it before
// each word (each line for LSTM) it recognises.
static bool dx_cancelled(void *cancel, int words) {
	(void)words;
	return __atomic_load_n((int *)cancel, __ATOMIC_ACQUIRE) != 0;
}

// dx_cancel asks a running dx_recognize to stop.
void dx_cancel(int *cancel) {
	__atomic_store_n(cancel, 1, __ATOMIC_RELEASE);
}

// dx_recognize recognises the image set, watched by a progress monitor that
// stops at the next word once *cancel is set or deadline_ms (when positive)
// have passed. It returns Tesseract's status: 0 when done, -1 when stopped
// or failed. A fresh monitor each time: a monitor keeps its deadline.
int dx_recognize(TessBaseAPI *api, int *cancel, int deadline_ms) {
	ETEXT_DESC *m = TessMonitorCreate();
	TessMonitorSetCancelFunc(m, dx_cancelled);
	TessMonitorSetCancelThis(m, cancel);
	if (deadline_ms > 0) {
		TessMonitorSetDeadlineMSecs(m, deadline_ms);
	}
	int rc = TessBaseAPIRecognize(api, m);
	TessMonitorDelete(m);
	return rc;
}

// dx_osd sets a grayscale image, runs orientation and script detection on
// it and clears it again. It returns 1 and fills *deg, *conf, script (the
// script's name, at most n-1 bytes and a NUL) and *sconf when the page has
// enough text, else 0.
int dx_osd(TessBaseAPI *api, const unsigned char *pix, int w, int h, int stride, int *deg, float *conf, char *script, int n, float *sconf) {
	TessBaseAPISetImage(api, pix, w, h, 1, stride);
	// The script name points into the osd model's own tables: copied here,
	// never freed (freeing it, as capi.h suggests, corrupts the heap).
	const char *name = NULL;
	*sconf = 0;
	int ok = TessBaseAPIDetectOrientationScript(api, deg, conf, &name, sconf) ? 1 : 0;
	script[0] = 0;
	if (ok && name != NULL) {
		snprintf(script, n, "%s", name);
	}
	TessBaseAPIClear(api);
	return ok;
}

static void dx_leptonica_handler(const char *msg) {
	goLeptonicaMessage((char *)msg);
}

// dx_leptonica_messages silences Leptonica (route 0) or sends its warnings
// and errors to goLeptonicaMessage (route 1).
void dx_leptonica_messages(int route) {
	if (route) {
		leptSetStderrHandler(dx_leptonica_handler);
		setMsgSeverity(L_SEVERITY_WARNING);
	} else {
		setMsgSeverity(L_SEVERITY_NONE);
		leptSetStderrHandler(NULL);
	}
}
