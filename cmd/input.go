package cmd

import (
	"fmt"
	"io"
	"os"
)

// readInput reads a named file, or stdin for "-". A directory or a missing
// file is an error that makes fairsched exit 3.
func readInput(io_ *IO, path string) ([]byte, error) {
	if b, ok := io_.kept(path); ok {
		return b, nil
	}
	if path == "-" {
		b, err := io.ReadAll(io_.In)
		if err != nil {
			return nil, fmt.Errorf("read stdin: %w", err)
		}
		return b, nil
	}
	if fi, err := os.Stat(path); err == nil && fi.IsDir() {
		return nil, fmt.Errorf("%s is a directory, not an allocation file", path)
	}
	return io_.ReadFile(path)
}

// displayName is how a path appears in findings.
func displayName(path string) string {
	if path == "-" {
		return "<stdin>"
	}
	return path
}

// keep hands data, read from path (a file, "-" or a git:REV:PATH side) to
// see which reader it needs, to the next read of path: no input is read
// twice, and stdin is still there for the reader chosen.
func (io_ *IO) keep(path string, data []byte) {
	io_.readMu.Lock()
	defer io_.readMu.Unlock()
	if io_.read == nil {
		io_.read = map[string][]byte{}
	}
	io_.read[path] = data
}

// kept returns, once, what keep kept for path.
func (io_ *IO) kept(path string) ([]byte, bool) {
	io_.readMu.Lock()
	defer io_.readMu.Unlock()
	b, ok := io_.read[path]
	delete(io_.read, path)
	return b, ok
}
