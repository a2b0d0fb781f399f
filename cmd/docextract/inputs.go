package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/docextract/docextract"
)

// inputKind says where an input's bytes come from.
type inputKind int

const (
	inputFile inputKind = iota
	inputURL
	inputStdin
)

// input is one document to extract.
type input struct {
	path string // the path as given or found in a folder, the URL, or "-"
	kind inputKind
	err  error // a folder entry that could not be read
}

// inputs is what the PATH arguments of extract name.
type inputs struct {
	list []input
	// skipped counts the files in folders that are not PDF, JPEG or PNG.
	skipped int
	seen    map[string]bool
}

// expandPaths turns extract's PATH arguments into inputs, in order:
//   - "-" is stdin (at most once);
//   - an http or https URL is fetched as the API's source=url would be;
//   - a file is extracted whatever it holds, as if sent to the API;
//   - a folder is walked recursively in lexical order, skipping hidden
//     files and folders (names starting with "."), not following
//     symbolic links to folders, and taking only the files whose first
//     bytes are PDF, JPEG or PNG: the others are counted as skipped;
//   - an argument that names nothing but holds *, ? or [ is a glob
//     (filepath.Match syntax; * does not match a leading "." as in the
//     shells), expanded here for shells that do not, each match taken as
//     a file or folder.
//
// An argument that names nothing, a glob matching nothing and a second
// "-" are errors: usage errors, found before any document is read.
// The same file named twice is read once.
func expandPaths(args []string) (inputs, error) {
	in := inputs{seen: map[string]bool{}}
	for _, arg := range args {
		switch {
		case arg == "-":
			if in.seen["-"] {
				return in, errors.New(`"-" (stdin) given twice`)
			}
			in.add(input{path: "-", kind: inputStdin})
		case strings.HasPrefix(arg, "http://") || strings.HasPrefix(arg, "https://"):
			in.add(input{path: arg, kind: inputURL})
		default:
			if err := in.addPath(arg); err != nil {
				return in, err
			}
		}
	}
	return in, nil
}

// addPath adds a file, a folder or the matches of a glob.
func (in *inputs) addPath(arg string) error {
	if _, err := os.Lstat(arg); err != nil && strings.ContainsAny(arg, "*?[") {
		matches, gerr := filepath.Glob(arg)
		if gerr != nil {
			return fmt.Errorf("%s: %w", arg, gerr)
		}
		hiddenOK := strings.HasPrefix(filepath.Base(arg), ".")
		n := 0
		for _, m := range matches {
			if strings.HasPrefix(filepath.Base(m), ".") && !hiddenOK {
				continue
			}
			if err := in.addNamed(m); err != nil {
				return err
			}
			n++
		}
		if n == 0 {
			return fmt.Errorf("%s: no file matches", arg)
		}
		return nil
	}
	return in.addNamed(arg)
}

// addNamed adds a path that was named, by an argument or a glob.
func (in *inputs) addNamed(path string) error {
	fi, err := os.Stat(path)
	if pe := (*fs.PathError)(nil); errors.As(err, &pe) {
		return fmt.Errorf("%s: %w", path, pe.Err) // "x.pdf: no such file or directory"
	}
	if err != nil {
		return err
	}
	if !fi.IsDir() {
		in.add(input{path: path})
		return nil
	}
	return filepath.WalkDir(path, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			in.add(input{path: p, err: err})
			if d != nil && d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		if p != path && strings.HasPrefix(d.Name(), ".") {
			if d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		if d.IsDir() {
			return nil
		}
		if !d.Type().IsRegular() {
			// A symbolic link to a file is read; links to folders are not
			// followed (no cycles); broken links, devices, sockets and
			// pipes are skipped.
			fi, err := os.Stat(p)
			switch {
			case err == nil && fi.IsDir():
				return nil
			case err != nil || !fi.Mode().IsRegular():
				in.skipped++
				return nil
			}
		}
		switch ok, err := sniffFile(p); {
		case err != nil:
			in.add(input{path: p, err: err})
		case ok:
			in.add(input{path: p})
		default:
			in.skipped++
		}
		return nil
	})
}

func (in *inputs) add(x input) {
	key := x.path
	if x.kind == inputFile {
		key = filepath.Clean(key)
	}
	if in.seen[key] {
		return
	}
	in.seen[key] = true
	in.list = append(in.list, x)
}

// sniffFile reports whether the file at path starts as a PDF, JPEG or PNG.
func sniffFile(path string) (bool, error) {
	f, err := os.Open(path)
	if err != nil {
		return false, err
	}
	defer f.Close()
	head := make([]byte, docextract.SniffLen)
	n, err := io.ReadFull(f, head)
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) && !errors.Is(err, io.EOF) {
		return false, err
	}
	return docextract.IsDocument(head[:n]), nil
}
