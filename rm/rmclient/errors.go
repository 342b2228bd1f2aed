package rmclient

import (
	"fmt"
	"net/http"
	"strings"
)

// Kind classifies a failed fetch.
type Kind int

// The kinds of failure.
const (
	KindUnreachable Kind = iota // connection refused, unknown host, TLS failure
	KindTimeout                 // no full answer within the timeout
	KindAuth                    // 401 or 403
	KindServer                  // 5xx
	KindStatus                  // another unexpected status
	KindStandby                 // a standby RM that knows no active RM
	KindTruncated               // the body ended before its announced length
	KindRedirects               // redirected more than maxRedirects times
	KindKerberos                // the RM asks for Kerberos and it failed (see KerberosError)
)

// failsOver reports whether the next address of an HA list is worth
// trying after a failure of this kind.
func (k Kind) failsOver() bool {
	return k == KindUnreachable || k == KindTimeout || k == KindStandby || k == KindServer
}

// Error is a request that got no usable answer.
type Error struct {
	Kind   Kind
	URL    string
	Status int
	Detail string
	Err    error
}

// Error says what happened, on which URL, and what to do.
func (e *Error) Error() string {
	var what string
	switch e.Kind {
	case KindUnreachable:
		what = fmt.Sprintf("cannot reach the ResourceManager: %v", e.Err)
	case KindTimeout:
		what = "no answer within the timeout (--rm-timeout)"
	case KindAuth:
		what = fmt.Sprintf("the ResourceManager refused the request (%s): %s", status(e.Status), e.Detail)
	case KindServer:
		what = fmt.Sprintf("the ResourceManager failed (%s)%s", status(e.Status), detail(e.Detail))
	case KindStandby:
		what = "a standby ResourceManager that knows no active one" + detail(e.Detail)
	case KindRedirects:
		what = fmt.Sprintf("redirected more than %d times (do two standby ResourceManagers name each other as active?)", maxRedirects)
	case KindKerberos:
		what = fmt.Sprintf("the ResourceManager asks for Kerberos (SPNEGO): %v", e.Err)
	case KindTruncated:
		what = fmt.Sprintf("the response ended early: %v", e.Err)
	default:
		what = fmt.Sprintf("unexpected answer %s%s", status(e.Status), detail(e.Detail))
	}
	return e.URL + ": " + what
}

// Unwrap returns the cause.
func (e *Error) Unwrap() error { return e.Err }

func status(code int) string { return fmt.Sprintf("%d %s", code, http.StatusText(code)) }

func detail(s string) string {
	if s == "" {
		return ""
	}
	return ": " + s
}

// NoActiveError is an HA list none of whose addresses answered as the
// active ResourceManager.
type NoActiveError struct{ Tried []*Error }

// Error lists each address's failure.
func (e *NoActiveError) Error() string {
	lines := make([]string, len(e.Tried))
	for i, t := range e.Tried {
		lines[i] = "  " + t.Error()
	}
	return "no active ResourceManager among the addresses:\n" + strings.Join(lines, "\n")
}
