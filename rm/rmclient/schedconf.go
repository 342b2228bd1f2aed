package rmclient

import (
	"context"
	"errors"
	"net/http"
	"net/url"
)

// SchedulerConfPath is the Capacity Scheduler's configuration as its
// mutable store holds it (GET since Hadoop 3.2, admins only).
const SchedulerConfPath = "/ws/v1/cluster/scheduler-conf"

// fetchConf reads the scheduler-conf response alone from one address.
func fetchConf(ctx context.Context, c *http.Client, base *url.URL, opt Options) (*Responses, error) {
	conf, active, err := get(ctx, c, base, SchedulerConfPath, nil, opt)
	if err != nil {
		return nil, err
	}
	return &Responses{Conf: conf, From: active.String()}, nil
}

// Refusal returns the body of the RM's 400 answer behind err (a request
// the RM refused as bad, as GET scheduler-conf on a store that is a
// file), and whether err is one.
func Refusal(err error) (string, bool) {
	var e *Error
	if errors.As(err, &e) && e.Kind == KindStatus && e.Status == http.StatusBadRequest {
		return e.Detail, true
	}
	return "", false
}

// NotFound reports whether err is the RM's 404 answer: a path its
// release does not serve (scheduler-conf before Hadoop 3.2).
func NotFound(err error) bool {
	var e *Error
	return errors.As(err, &e) && e.Kind == KindStatus && e.Status == http.StatusNotFound
}
