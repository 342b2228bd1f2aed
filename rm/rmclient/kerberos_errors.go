package rmclient

import (
	"fmt"
	"strings"
)

// Problem classifies a failed Kerberos authentication.
type Problem int

// The Kerberos problems, each with its own message and remedy.
const (
	KerberosOther    Problem = iota // anything else the library reports
	NoTicket                        // no ticket cache, or no ticket-granting ticket in it
	Expired                         // the ticket-granting ticket has expired
	UnknownPrincipal                // the KDC does not know the user's principal
	UnknownService                  // the KDC does not know the RM's service principal
	ClockSkew                       // the clocks of this machine and the KDC differ too much
	KDCUnreachable                  // no KDC answered (refused, unreachable, timeout)
	BadKeytab                       // the keytab cannot be read or its key is refused
	BadConfig                       // krb5.conf cannot be read or used
)

// KerberosError is a Kerberos authentication that failed before a token
// could be sent to the ResourceManager. It never holds a token or key.
type KerberosError struct {
	Problem   Problem
	Principal string // the user's principal, when known
	SPN       string // the service principal asked for, when known
	Detail    string
}

// Error says what failed and what to do.
func (e *KerberosError) Error() string {
	who := e.Principal
	if who == "" {
		who = "the user"
	}
	var msg string
	switch e.Problem {
	case NoTicket:
		msg = "no Kerberos ticket (" + e.Detail + "): run kinit, or pass --rm-keytab FILE --rm-principal NAME"
	case Expired:
		msg = fmt.Sprintf("the Kerberos ticket of %s has expired (%s): run kinit again, or pass --rm-keytab FILE --rm-principal NAME", who, e.Detail)
	case UnknownPrincipal:
		msg = fmt.Sprintf("the KDC does not know the principal %s: check --rm-principal (or the principal kinit used)", who)
	case UnknownService:
		msg = fmt.Sprintf("the KDC does not know the service principal %s: name the ResourceManager's principal (its hadoop.http.authentication.kerberos.principal) with --rm-spn", e.SPN)
	case ClockSkew:
		msg = "this machine's clock and the KDC's differ by more than krb5.conf's clockskew (5 minutes by default): synchronize the clock (NTP) and retry"
	case KDCUnreachable:
		msg = "cannot reach the KDC (the kdc entries of the realm in krb5.conf): " + e.Detail
	case BadKeytab:
		msg = e.Detail
	case BadConfig:
		msg = "Kerberos configuration (krb5.conf, KRB5_CONFIG): " + e.Detail
	default:
		msg = fmt.Sprintf("Kerberos authentication of %s failed: %s", who, e.Detail)
	}
	return msg
}

// kdcCodes are the names of the KDC's error codes (RFC 4120 7.5.9) in
// the library's messages, and the problem each means. The library
// flattens its errors into text, so the names are matched there.
var kdcCodes = []struct {
	name    string
	problem Problem
}{
	{"KDC_ERR_C_PRINCIPAL_UNKNOWN", UnknownPrincipal},
	{"KDC_ERR_S_PRINCIPAL_UNKNOWN", UnknownService},
	{"KRB_AP_ERR_SKEW", ClockSkew},
	{"KRB_AP_ERR_TKT_EXPIRED", Expired},
	{"KDC_ERR_PREAUTH_FAILED", BadKeytab},
	{"KRB_AP_ERR_BAD_INTEGRITY", BadKeytab},
}

// classify turns an error of the Kerberos library into a KerberosError
// for principal and spn.
func classify(err error, principal, spn string) *KerberosError {
	text := err.Error()
	for _, c := range kdcCodes {
		if !strings.Contains(text, c.name) {
			continue
		}
		e := &KerberosError{Problem: c.problem, Principal: principal, SPN: spn}
		switch c.problem {
		case Expired:
			e.Detail = "the KDC says so"
		case BadKeytab:
			e.Detail = fmt.Sprintf("the KDC refused the key of %s: the keytab is out of date (its key version is older than the KDC's) or is not %s's", principal, principal)
		}
		return e
	}
	if strings.Contains(text, "communicat") || strings.Contains(text, "Networking_Error") || strings.Contains(text, "no KDCs defined") {
		return &KerberosError{Problem: KDCUnreachable, Principal: principal, SPN: spn, Detail: lastCause(text)}
	}
	if strings.Contains(text, "could not get key") || strings.Contains(text, "matching key not found") {
		return &KerberosError{Problem: BadKeytab, Principal: principal, Detail: "the keytab holds no key for " + principal + " (list it with klist -k)"}
	}
	return &KerberosError{Problem: KerberosOther, Principal: principal, SPN: spn, Detail: lastCause(text)}
}

// lastCause strips the library's "[Root cause: …]" prefix and layered
// context from a message, keeping what happened.
func lastCause(text string) string {
	if i := strings.Index(text, "] "); strings.HasPrefix(text, "[Root cause:") && i >= 0 {
		text = text[i+2:]
	}
	if i := strings.LastIndex(text, " < "); i >= 0 {
		text = text[i+3:]
	}
	return strings.TrimSpace(text)
}
