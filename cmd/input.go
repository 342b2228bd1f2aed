package cmd

import (
	"fmt"
	"io"
	"os"
)

// readInput reads a named file, or stdin for "-". A directory or a missing
// file is an error that makes fairsched exit 3.
func readInput(io_ *IO, path string) ([]byte, error) {
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
