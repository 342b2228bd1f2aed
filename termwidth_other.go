//go:build !(linux || darwin || freebsd || netbsd || openbsd)

package main

import "os"

// termWidth returns 0: the terminal width is only read on Unix systems;
// $COLUMNS and --width work everywhere.
func termWidth(*os.File) int { return 0 }
