// Helpers over libtesseract's and Leptonica's C APIs for the Go side
// (client.go): each does in one cgo call what would otherwise take several.
#ifndef DOCEXTRACT_TESSERACT_BRIDGE_H
#define DOCEXTRACT_TESSERACT_BRIDGE_H

#include <tesseract/capi.h>

TessBaseAPI *dx_create(void);
int dx_init(TessBaseAPI *api, const char *dir, const char *lang, int oem);
void dx_set_gray(TessBaseAPI *api, const unsigned char *pix, int w, int h, int stride);
int dx_recognize(TessBaseAPI *api, int *cancel, int deadline_ms);
void dx_cancel(int *cancel);
int dx_osd(TessBaseAPI *api, const unsigned char *pix, int w, int h, int stride, int *deg, float *conf, char *script, int n, float *sconf);
void dx_leptonica_messages(int route);

#endif
