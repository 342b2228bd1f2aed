package cmd

import (
	"errors"
	"fmt"
	"strings"

	"github.com/fairsched/fairsched/internal/suggest"
)

// Exit codes of every fairsched command.
const (
	ExitOK       = 0 // finished; nothing at or above --fail-on
	ExitFindings = 1 // finished; findings at or above --fail-on (or a file Hadoop refuses)
	ExitUsage    = 2 // bad flag, bad value, missing argument, bad config or scenario
	ExitCannot   = 3 // could not run: unreadable or missing file, failed write
)

// usageError is a mistake in how fairsched was called.
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

func usagef(format string, args ...any) error {
	return &usageError{msg: fmt.Sprintf(format, args...)}
}

// badValue is the usage error for a flag value outside its choices,
// suggesting the one meant.
func badValue(flag, value string, choices []string) error {
	msg := fmt.Sprintf("invalid %s %q: must be one of %s", flag, value, strings.Join(choices, ", "))
	if s := suggest.Closest(value, choices); s != "" {
		msg += fmt.Sprintf("; did you mean %q?", s)
	}
	return usagef("%s", msg)
}

// errFindings means the command finished and its results ask for exit 1;
// everything worth saying was already printed.
var errFindings = errors.New("findings at or above the failure threshold")

// exitCode maps the error a command returned to the process exit code.
func exitCode(err error) int {
	var ue *usageError
	switch {
	case err == nil:
		return ExitOK
	case errors.Is(err, errFindings):
		return ExitFindings
	case errors.As(err, &ue):
		return ExitUsage
	}
	return ExitCannot
}
