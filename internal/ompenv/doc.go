// Package ompenv makes sure a program runs with OMP_THREAD_LIMIT=1:
// Tesseract's OpenMP reads it when the library loads, before main runs, so
// Ensure, called first thing in main, re-executes the program with it set.
// See docs/ocr.md.
//
// It imports nothing of this module.
package ompenv
