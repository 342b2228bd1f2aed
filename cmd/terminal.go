package cmd

import (
	"os"

	"golang.org/x/term"
)

// Terminal reports whether f is a terminal and, when it is, its width in
// columns (0 when the width cannot be read), through golang.org/x/term on
// every platform it supports.
func Terminal(f *os.File) (tty bool, width int) {
	fd := int(f.Fd())
	if !term.IsTerminal(fd) {
		return false, 0
	}
	w, _, err := term.GetSize(fd)
	if err != nil || w < 0 {
		return true, 0
	}
	return true, w
}
