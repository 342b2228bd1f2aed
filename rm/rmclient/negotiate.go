package rmclient

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/jcmturner/gokrb5/v8/spnego"
)

// negotiator is the transport of a client for a ResourceManager that may
// ask for Kerberos: a request answered 401 with "WWW-Authenticate:
// Negotiate" is sent once more with a SPNEGO token for the host it went
// to, so a standby's redirect to the active RM gets a token for the
// active RM's own service principal.
type negotiator struct {
	base http.RoundTripper
	krb  Kerberos

	mu    sync.Mutex
	login *login
	// failed is the last Kerberos failure: the client reports a request
	// that ran out of time as its own timeout, hiding it.
	failed atomic.Pointer[KerberosError]
}

// RoundTrip sends req; on a Negotiate challenge it logs in (once), gets
// a service ticket and sends req again with the token. The Kerberos
// exchanges are bounded by req's context (the client's timeout).
func (n *negotiator) RoundTrip(req *http.Request) (*http.Response, error) {
	first := req
	if req.Header.Get("Authorization") != "" {
		// A token made for another host (copied by a redirect) is never
		// passed on.
		first = req.Clone(req.Context())
		first.Header.Del("Authorization")
	}
	resp, err := n.base.RoundTrip(first)
	if err != nil || !asksNegotiate(resp) {
		return resp, err
	}
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 1<<20))
	resp.Body.Close()
	header, err := n.token(req.Context(), req.URL.Hostname())
	if err != nil {
		if ke, ok := err.(*KerberosError); ok {
			n.failed.Store(ke)
		}
		return nil, err
	}
	second := req.Clone(req.Context())
	second.Header.Set("Authorization", header)
	if req.GetBody != nil { // a PUT or POST sends its body again
		if second.Body, err = req.GetBody(); err != nil {
			return nil, err
		}
	}
	resp, err = n.base.RoundTrip(second)
	if resp != nil {
		resp.Request = second
	}
	return resp, err
}

// asksNegotiate reports whether resp is a 401 asking for SPNEGO.
func asksNegotiate(resp *http.Response) bool {
	if resp.StatusCode != http.StatusUnauthorized {
		return false
	}
	for _, h := range resp.Header.Values("WWW-Authenticate") {
		if scheme, _, _ := strings.Cut(strings.TrimSpace(h), " "); strings.EqualFold(scheme, "Negotiate") {
			return true
		}
	}
	return false
}

// principal is the user's principal once logged in.
func (n *negotiator) principal() string {
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.login == nil {
		return ""
	}
	return n.login.principal
}

// token returns the Authorization header for host, or a KerberosError;
// a KDC that does not answer within ctx's deadline is KDCUnreachable.
func (n *negotiator) token(ctx context.Context, host string) (string, error) {
	type result struct {
		header string
		err    error
	}
	done := make(chan result, 1)
	go func() {
		h, err := n.negotiate(ctx, host)
		done <- result{h, err}
	}()
	select {
	case r := <-done:
		return r.header, r.err
	case <-ctx.Done():
		// n.mu is still held by the exchange that does not answer.
		return "", &KerberosError{Problem: KDCUnreachable, Detail: "no answer within the timeout (--rm-timeout)"}
	}
}

// negotiate logs in when not yet done, gets the service ticket of host's
// service principal and makes the SPNEGO header.
func (n *negotiator) negotiate(ctx context.Context, host string) (string, error) {
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.login == nil {
		l, err := n.krb.logIn()
		if err != nil {
			return "", err
		}
		n.login = l
	}
	spn, err := n.serviceName(ctx, host)
	if err != nil {
		return "", err
	}
	cl := n.login.client
	if _, _, err := cl.GetServiceTicket(spn); err != nil {
		return "", classify(err, n.login.principal, spn+"@"+n.serviceRealm(spn))
	}
	r, _ := http.NewRequest(http.MethodGet, "http://"+host+"/", nil)
	if err := spnego.SetSPNEGOHeader(cl, r, spn); err != nil {
		return "", classify(err, n.login.principal, spn)
	}
	return r.Header.Get("Authorization"), nil
}

// serviceName is --rm-spn (its realm, if written, must be the one
// krb5.conf gives its host) or HTTP/<host> with host canonicalized.
func (n *negotiator) serviceName(ctx context.Context, host string) (string, error) {
	cfg := n.login.client.Config
	if n.krb.SPN == "" {
		canon := host
		if cfg.LibDefaults.DNSCanonicalizeHostname {
			canon = canonicalHost(ctx, host, cfg.LibDefaults.RDNS)
		}
		return "HTTP/" + strings.ToLower(strings.TrimSuffix(canon, ".")), nil
	}
	spn, realm, ok := strings.Cut(n.krb.SPN, "@")
	if ok {
		if want := n.serviceRealm(spn); realm != want {
			return "", &KerberosError{Problem: BadConfig, SPN: n.krb.SPN, Detail: fmt.Sprintf("--rm-spn %s is in realm %s, but krb5.conf puts host %s in realm %q: add \"%s = %s\" to its [domain_realm]", n.krb.SPN, realm, hostOf(spn), want, hostOf(spn), realm)}
		}
	}
	return spn, nil
}

// serviceRealm is the realm of a service principal, as the library
// picks it: krb5.conf's [domain_realm] for its host, else the user's
// realm.
func (n *negotiator) serviceRealm(spn string) string {
	if r := n.login.client.Config.ResolveRealm(hostOf(spn)); r != "" {
		return r
	}
	return n.login.client.Credentials.Realm()
}

// hostOf is the host part of a service principal name (HTTP/host).
func hostOf(spn string) string {
	return spn[strings.LastIndex(spn, "/")+1:]
}

// canonicalHost is host as MIT Kerberos canonicalizes it for a service
// principal (dns_canonicalize_hostname = true): its canonical name (the
// CNAME), then, with rdns, the name of its first address (a reverse
// lookup). A lookup that fails keeps the name it had.
func canonicalHost(ctx context.Context, host string, rdns bool) string {
	name := host
	if net.ParseIP(host) == nil {
		if c, err := net.DefaultResolver.LookupCNAME(ctx, host); err == nil && c != "" {
			name = strings.TrimSuffix(c, ".")
		}
	}
	if !rdns {
		return name
	}
	addrs, err := net.DefaultResolver.LookupHost(ctx, name)
	if err != nil || len(addrs) == 0 {
		return name
	}
	if names, err := net.DefaultResolver.LookupAddr(ctx, addrs[0]); err == nil && len(names) > 0 {
		return strings.TrimSuffix(names[0], ".")
	}
	return name
}
