package cmd

import (
	"bytes"
	"fmt"
	"os/exec"
	"strings"
)

// readSide reads OLD or NEW: "-" is stdin, "git:REV:PATH" is the file at
// PATH in revision REV (read with git show), anything else a file. PATH is
// relative to the working directory, as a plain file argument is (git's
// "./" form), and "/PATH" is relative to the repository root. Errors name
// the side.
func readSide(io *IO, side, arg string) ([]byte, error) {
	if src, ok := io.kept(arg); ok {
		return src, nil
	}
	if rest, ok := strings.CutPrefix(arg, "git:"); ok {
		rev, path, found := strings.Cut(rest, ":")
		if !found || rev == "" || path == "" || strings.HasPrefix(rev, "-") {
			return nil, usagef("invalid %s file %q: write git:REV:PATH, e.g. git:origin/main:conf/fair-scheduler.xml", side, arg)
		}
		src, err := gitShow(rev, gitPath(path))
		if err != nil {
			return nil, fmt.Errorf("read %s file %s: %w", side, arg, err)
		}
		return src, nil
	}
	src, err := diffRead(io, arg)
	if err != nil {
		return nil, fmt.Errorf("read %s file: %w", side, err)
	}
	return src, nil
}

// gitPath turns the PATH of git:REV:PATH into what git show takes: "/x"
// (the repository root's x) becomes "x", and a path relative to the working
// directory gets git's "./" prefix.
func gitPath(path string) string {
	switch {
	case strings.HasPrefix(path, "/"):
		return strings.TrimLeft(path, "/")
	case strings.HasPrefix(path, "./"), strings.HasPrefix(path, "../"):
		return path
	}
	return "./" + path
}

// gitShow runs `git show REV:PATH` in the working directory; the error
// carries git's own message.
func gitShow(rev, path string) ([]byte, error) {
	c := exec.Command("git", "show", "--no-textconv", rev+":"+path)
	var out, errOut bytes.Buffer
	c.Stdout, c.Stderr = &out, &errOut
	if err := c.Run(); err != nil {
		if msg := strings.TrimSpace(errOut.String()); msg != "" {
			return nil, fmt.Errorf("git show: %s", firstLine(msg))
		}
		return nil, fmt.Errorf("git show: %w", err)
	}
	return out.Bytes(), nil
}

func firstLine(s string) string {
	l, _, _ := strings.Cut(s, "\n")
	return l
}
