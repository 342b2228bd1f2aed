package rmclient

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"strings"
	"time"
)

// The REST paths read, as Hadoop's ResourceManagerRest.md names them.
const (
	SchedulerPath = "/ws/v1/cluster/scheduler"
	AppsPath      = "/ws/v1/cluster/apps"
	NodesPath     = "/ws/v1/cluster/nodes"
	// AppsStates is the states query of the apps request.
	AppsStates = "RUNNING,ACCEPTED"
)

// DefaultTimeout bounds each request when Options.Timeout is zero.
const DefaultTimeout = 30 * time.Second

// maxBody bounds a response body (a very large cluster's apps response
// stays well below it).
const maxBody = 1 << 30

// maxRedirects bounds the redirects followed for one request.
const maxRedirects = 5

// Options are the connection settings.
type Options struct {
	// Timeout bounds each request, redirects and body included.
	Timeout time.Duration
	// CAFile is a PEM file of the CA certificates that sign the
	// ResourceManager's certificate (a private CA); empty means the
	// system's.
	CAFile string
	// User is sent as the user.name query parameter (simple
	// authentication); empty sends none.
	User string
	// Kerberos are the credentials for a ResourceManager that asks for
	// SPNEGO.
	Kerberos Kerberos
	// SchedulerOnly fetches the scheduler response alone (for a reader
	// that needs neither apps nor nodes).
	SchedulerOnly bool
	// Conf also tries the scheduler-conf response after the scheduler
	// one (see Responses.ConfErr); ConfOnly fetches it alone.
	Conf, ConfOnly bool
}

// Responses are the bodies of the three responses, and the address of
// the ResourceManager that gave them.
type Responses struct {
	Scheduler, Apps, Nodes []byte
	// Conf is the scheduler-conf response (Options.Conf or ConfOnly), nil
	// when not fetched or when ConfErr says why it could not be.
	Conf    []byte
	ConfErr error
	From    string
}

// IsURL reports whether s (one address, or the first of a comma-separated
// list) is an http:// or https:// address rather than a directory.
func IsURL(s string) bool {
	s = strings.ToLower(strings.TrimSpace(s))
	return strings.HasPrefix(s, "http://") || strings.HasPrefix(s, "https://")
}

// Addresses splits a comma-separated list of ResourceManager addresses
// and checks each: http or https, a host, no query.
func Addresses(list string) ([]*url.URL, error) {
	var out []*url.URL
	for _, s := range strings.Split(list, ",") {
		s = strings.TrimSpace(s)
		if s == "" {
			continue
		}
		u, err := url.Parse(s)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.RawQuery != "" {
			return nil, fmt.Errorf("%q is not a ResourceManager address: want http://HOST:PORT or https://HOST:PORT", s)
		}
		u.Path = strings.TrimRight(u.Path, "/")
		out = append(out, u)
	}
	if len(out) == 0 {
		return nil, errors.New("no ResourceManager address given")
	}
	return out, nil
}

// NewClient returns the HTTP client for opt: its timeout, its CA, at most
// maxRedirects redirects, Kerberos (SPNEGO) when the RM asks for it. A CA
// file that cannot be read or holds no certificate is an error.
func NewClient(opt Options) (*http.Client, error) {
	tr := http.DefaultTransport.(*http.Transport).Clone()
	if opt.CAFile != "" {
		pem, err := os.ReadFile(opt.CAFile)
		if err != nil {
			return nil, &CAError{File: opt.CAFile, Err: err}
		}
		pool := x509.NewCertPool()
		if !pool.AppendCertsFromPEM(pem) {
			return nil, &CAError{File: opt.CAFile, Err: errors.New("no PEM certificate in it")}
		}
		tr.TLSClientConfig = &tls.Config{RootCAs: pool, MinVersion: tls.VersionTLS12}
	}
	timeout := opt.Timeout
	if timeout <= 0 {
		timeout = DefaultTimeout
	}
	return &http.Client{
		Transport: &negotiator{base: tr, krb: opt.Kerberos},
		Timeout:   timeout,
		CheckRedirect: func(req *http.Request, via []*http.Request) error {
			if len(via) >= maxRedirects {
				return errTooManyRedirects
			}
			return nil
		},
	}, nil
}

// errTooManyRedirects stops a request redirected more than maxRedirects
// times.
var errTooManyRedirects = fmt.Errorf("more than %d redirects", maxRedirects)

// CAError is a --rm-ca file that cannot be used.
type CAError struct {
	File string
	Err  error
}

// Error names the file.
func (e *CAError) Error() string { return fmt.Sprintf("CA file %s: %v", e.File, e.Err) }

// Unwrap returns the cause.
func (e *CAError) Unwrap() error { return e.Err }

// Fetch reads the three responses from the first ResourceManager of
// addrs that answers as the active one: a standby's redirect to the
// active RM is followed, and a standby that knows no active RM, or an
// address that cannot be reached, passes to the next address. The apps
// and nodes requests go to the RM that answered the scheduler request.
func Fetch(ctx context.Context, c *http.Client, addrs []*url.URL, opt Options) (*Responses, error) {
	var r *Responses
	err := firstActive(addrs, func(base *url.URL) (err error) {
		r, err = fetchFrom(ctx, c, base, opt)
		return err
	})
	return r, err
}

// firstActive runs try on each address of addrs until one answers as the
// active ResourceManager: an address that cannot be reached, times out,
// fails (5xx) or is a standby that knows no active RM passes to the next;
// any other outcome is final. None answering is a *NoActiveError.
func firstActive(addrs []*url.URL, try func(base *url.URL) error) error {
	var errs []*Error
	for _, base := range addrs {
		err := try(base)
		var e *Error
		if err == nil || !errors.As(err, &e) || !e.Kind.failsOver() || len(addrs) == 1 {
			return err
		}
		errs = append(errs, e)
	}
	return &NoActiveError{Tried: errs}
}

// fetchFrom reads the three responses from one address.
func fetchFrom(ctx context.Context, c *http.Client, base *url.URL, opt Options) (*Responses, error) {
	if opt.ConfOnly {
		return fetchConf(ctx, c, base, opt)
	}
	sched, active, err := get(ctx, c, base, SchedulerPath, nil, opt)
	if err != nil {
		return nil, err
	}
	r := &Responses{Scheduler: sched, From: active.String()}
	if opt.Conf {
		r.Conf, _, r.ConfErr = get(ctx, c, active, SchedulerConfPath, nil, opt)
	}
	if opt.SchedulerOnly {
		return r, nil
	}
	if r.Apps, _, err = get(ctx, c, active, AppsPath, url.Values{"states": {AppsStates}}, opt); err != nil {
		return nil, err
	}
	if r.Nodes, _, err = get(ctx, c, active, NodesPath, nil, opt); err != nil {
		return nil, err
	}
	return r, nil
}

// get reads one response body; it returns the base address of the RM
// that answered (after redirects).
func get(ctx context.Context, c *http.Client, base *url.URL, path string, q url.Values, opt Options) ([]byte, *url.URL, error) {
	u := *base
	u.Path = base.Path + path
	if q == nil {
		q = url.Values{}
	}
	if opt.User != "" {
		q.Set("user.name", opt.User)
	}
	u.RawQuery = q.Encode()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return nil, nil, err
	}
	req.Header.Set("Accept", "application/json")
	resp, err := c.Do(req)
	if err != nil {
		return nil, nil, transportError(u.String(), kerberosFailure(c, err))
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, maxBody))
	if err != nil {
		return nil, nil, &Error{Kind: KindTruncated, URL: u.String(), Err: err}
	}
	if err := statusError(u.String(), resp, body, principalOf(c)); err != nil {
		return nil, nil, err
	}
	answered := *resp.Request.URL
	answered.Path = strings.TrimSuffix(answered.Path, path)
	answered.RawQuery = ""
	return body, &answered, nil
}

// transportError classifies a failed request.
func transportError(u string, err error) error {
	var ne net.Error
	var ke *KerberosError
	if errors.As(err, &ke) {
		return &Error{Kind: KindKerberos, URL: u, Err: ke}
	}
	if errors.Is(err, errTooManyRedirects) {
		return &Error{Kind: KindRedirects, URL: u, Err: err}
	}
	if errors.Is(err, context.DeadlineExceeded) || errors.As(err, &ne) && ne.Timeout() {
		return &Error{Kind: KindTimeout, URL: u, Err: err}
	}
	return &Error{Kind: KindUnreachable, URL: u, Err: err}
}

// statusError classifies an answer that is not a 200 with a body, or a
// standby's answer.
func statusError(u string, resp *http.Response, body []byte, principal string) error {
	switch s := resp.StatusCode; {
	case s == http.StatusOK && standbyText(body):
		return &Error{Kind: KindStandby, URL: u, Status: s, Detail: firstLine(body)}
	case s == http.StatusOK:
		return nil
	case s == http.StatusUnauthorized || s == http.StatusForbidden:
		return &Error{Kind: KindAuth, URL: u, Status: s, Detail: authDetail(resp, principal)}
	case s >= 300 && s < 400 && resp.Header.Get("Refresh") != "":
		return &Error{Kind: KindStandby, URL: u, Status: s, Detail: firstLine(body)}
	case s >= 500:
		return &Error{Kind: KindServer, URL: u, Status: s, Detail: firstLine(body)}
	}
	return &Error{Kind: KindStatus, URL: u, Status: resp.StatusCode, Detail: firstLine(body)}
}

// standbyText reports whether a 200 body is the standby RM's plain-text
// answer when it knows no active RM and stops retrying.
func standbyText(body []byte) bool {
	return strings.HasPrefix(string(body), "There is no active RM") || strings.HasPrefix(string(body), "This is standby RM")
}

// authDetail says why a 401 or 403 came and what to do; principal is
// the Kerberos principal a token was sent for, if any.
func authDetail(resp *http.Response, principal string) string {
	sent := strings.HasPrefix(resp.Request.Header.Get("Authorization"), "Negotiate ")
	switch {
	case sent && resp.StatusCode == http.StatusForbidden:
		return principal + " authenticated with Kerberos, but the ResourceManager does not let that user read this: the user lacks its view ACL (yarn.admin.acl, or yarn.acl.enable with the queues' ACLs); ask the cluster's admins, or use a principal that has it. (Hadoop's auth filter also answers 403 to a token it cannot verify: see --rm-spn)"
	case sent:
		return "the ResourceManager did not accept the Kerberos token of " + principal + ": its keytab may hold another service principal than the one the ticket is for; name the RM's principal (hadoop.http.authentication.kerberos.principal) with --rm-spn"
	}
	return "pass --rm-user NAME for simple authentication, or save the responses with curl and pass the directory"
}

// kerberosFailure is the Kerberos failure behind err, which the client
// reports as its own timeout when the KDC ran out of time; else err.
func kerberosFailure(c *http.Client, err error) error {
	if n, ok := c.Transport.(*negotiator); ok {
		if ke := n.failed.Load(); ke != nil {
			return ke
		}
	}
	return err
}

// principalOf is the Kerberos principal c logged in as, if any.
func principalOf(c *http.Client) string {
	if n, ok := c.Transport.(*negotiator); ok {
		return n.principal()
	}
	return ""
}

func firstLine(b []byte) string {
	s := strings.TrimSpace(string(b))
	if i := strings.IndexAny(s, "\r\n"); i >= 0 {
		s = s[:i]
	}
	if len(s) > 120 {
		s = s[:120] + "…"
	}
	return s
}
