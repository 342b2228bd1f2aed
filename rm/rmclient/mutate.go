package rmclient

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"net/url"
	"strings"
)

// SchedulerConfValidatePath checks a scheduler-conf mutation without
// applying it (POST, Hadoop 3.3 and later).
const SchedulerConfValidatePath = SchedulerConfPath + "/validate"

// Request is one scheduler-conf request: its method, its path and its
// XML body (nil for a GET).
type Request struct {
	Method, Path string
	Body         []byte
}

// Do sends r to the first ResourceManager of addrs that answers as the
// active one (as Fetch does: a standby's redirect is followed, one that
// cannot be reached or knows no active RM passes to the next) and returns
// the answer's body. A failure is an *Error or a *NoActiveError; the RM's
// refusal of the request (400: a mutation the refresh refuses, a store
// that is a file) is an *Error of KindStatus whose Detail is the RM's
// whole message.
func Do(ctx context.Context, c *http.Client, addrs []*url.URL, r Request, opt Options) ([]byte, error) {
	var body []byte
	err := firstActive(addrs, func(base *url.URL) (err error) {
		body, err = send(ctx, c, base, r, opt)
		return err
	})
	return body, err
}

// send sends r to one address.
func send(ctx context.Context, c *http.Client, base *url.URL, r Request, opt Options) ([]byte, error) {
	u := *base
	u.Path = base.Path + r.Path
	if opt.User != "" {
		u.RawQuery = url.Values{"user.name": {opt.User}}.Encode()
	}
	var body io.Reader
	if r.Body != nil {
		body = bytes.NewReader(r.Body)
	}
	req, err := http.NewRequestWithContext(ctx, r.Method, u.String(), body)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Accept", "application/xml")
	if r.Body != nil {
		req.Header.Set("Content-Type", "application/xml")
	}
	resp, err := c.Do(req)
	if err != nil {
		return nil, transportError(u.String(), kerberosFailure(c, err))
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, maxBody))
	if err != nil {
		return nil, &Error{Kind: KindTruncated, URL: u.String(), Err: err}
	}
	if resp.StatusCode == http.StatusBadRequest {
		return nil, &Error{Kind: KindStatus, URL: u.String(), Status: resp.StatusCode, Detail: strings.TrimSpace(string(data))}
	}
	if err := statusError(u.String(), resp, data, principalOf(c)); err != nil {
		return nil, err
	}
	return data, nil
}
