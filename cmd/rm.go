package cmd

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"path/filepath"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/fairsched/fairsched/core/load"
	"github.com/fairsched/fairsched/rm/rmclient"
)

// rmFlags are --from-rm and the flags of a live ResourceManager.
type rmFlags struct {
	from, ca, user         string
	keytab, principal, spn string // Kerberos (SPNEGO)
	timeout                time.Duration
	schedulerOnly          bool // the command reads the scheduler response alone
	conf, confOnly         bool // also, or only, the scheduler-conf response (rmclient.Options)
}

// rmExitHelp is the exit-code paragraph of the commands that read
// --from-rm.
const rmExitHelp = `--from-rm reads a directory of saved responses (scheduler.json, apps.json,
nodes.json, scheduler-conf.json, as JSON or XML; .xml names too) or a running ResourceManager: http://HOST:8088 or https://HOST:8090,
or a comma-separated HA list (the active RM answers; a standby's redirect is
followed). Exit 3 when the RM cannot be read: unreachable, timeout, 401/403,
5xx, a standby with no active RM, a redirect loop, a body cut short. Exit 2
when it answers something fairsched cannot use: not JSON or XML, truncated,
fields missing, or an RM running another scheduler than the file's. Kerberos (an RM answering 401
Negotiate): the ticket of kinit (KRB5CCNAME), or --rm-keytab FILE with
--rm-principal NAME; krb5.conf from KRB5_CONFIG or /etc/krb5.conf; the RM's
service principal is HTTP/<host of the URL> unless --rm-spn names it. No
ticket, an expired one, an unknown principal, clock skew, an unreachable KDC
and a 403 after authentication exit 3.`

// addRMFlags registers --from-rm, --rm-timeout, --rm-ca, --rm-user and
// the Kerberos flags --rm-keytab, --rm-principal and --rm-spn.
func addRMFlags(c *cobra.Command, r *rmFlags, what string) {
	c.Flags().StringVar(&r.from, "from-rm", "", "ResourceManager to read "+what+": http(s)://HOST:PORT, an HA list RM1,RM2, or a directory of saved REST responses (scheduler.json, apps.json, nodes.json)")
	_ = c.MarkFlagDirname("from-rm")
	addRMConnectionFlags(c, r)
}

// addRMConnectionFlags registers how a live ResourceManager is reached:
// --rm-timeout, --rm-ca, --rm-user, --rm-keytab, --rm-principal, --rm-spn.
func addRMConnectionFlags(c *cobra.Command, r *rmFlags) {
	f := c.Flags()
	f.DurationVar(&r.timeout, "rm-timeout", rmclient.DefaultTimeout, "time limit of each request to the ResourceManager")
	f.StringVar(&r.ca, "rm-ca", "", "PEM file of the CA that signs the ResourceManager's https certificate")
	f.StringVar(&r.user, "rm-user", "", "user name for a ResourceManager with simple authentication (sent as user.name)")
	f.StringVar(&r.keytab, "rm-keytab", "", "keytab to log in to Kerberos with (with --rm-principal), instead of the ticket cache")
	f.StringVar(&r.principal, "rm-principal", "", "Kerberos principal of --rm-keytab: NAME or NAME@REALM")
	f.StringVar(&r.spn, "rm-spn", "", "the ResourceManager's Kerberos service principal (default HTTP/<host of the URL>)")
	_ = c.MarkFlagFilename("rm-keytab", "keytab")
	_ = c.RegisterFlagCompletionFunc("rm-ca", files("pem", "crt"))
}

// read returns the responses: fetched from the ResourceManager when
// --from-rm is an address, else read from the directory (nodes.json is
// optional there).
func (r *rmFlags) read(io *IO) (*rmclient.Responses, error) {
	if r.timeout <= 0 {
		return nil, usagef("invalid --rm-timeout %v: must be positive", r.timeout)
	}
	if !rmclient.IsURL(r.from) && !strings.Contains(r.from, "://") {
		if r.conf || r.confOnly {
			return readRMConfDir(io, r.from, r.confOnly)
		}
		return readRMDir(io, r.from, r.schedulerOnly)
	}
	client, addrs, opt, err := r.connect(io, "--from-rm")
	if err != nil {
		return nil, err
	}
	resp, err := rmclient.Fetch(context.Background(), client, addrs, opt)
	if err != nil {
		return nil, fmt.Errorf("--from-rm: %w", err)
	}
	return resp, nil
}

// connect checks r.from, the addresses of a live ResourceManager (named
// flag in messages), and the connection flags, and returns the client:
// --from-rm's and apply's --rm's one way to an RM.
func (r *rmFlags) connect(io *IO, flag string) (*http.Client, []*url.URL, rmclient.Options, error) {
	opt := rmclient.Options{Timeout: r.timeout, CAFile: r.ca, User: r.user, SchedulerOnly: r.schedulerOnly,
		Conf: r.conf, ConfOnly: r.confOnly,
		Kerberos: rmclient.Kerberos{Keytab: r.keytab, Principal: r.principal, SPN: r.spn, Getenv: io.Getenv}}
	if r.timeout <= 0 {
		return nil, nil, opt, usagef("invalid --rm-timeout %v: must be positive", r.timeout)
	}
	addrs, err := rmclient.Addresses(r.from)
	if err != nil {
		return nil, nil, opt, usagef("invalid %s: %v", flag, err)
	}
	if (r.keytab == "") != (r.principal == "") {
		return nil, nil, opt, usagef("--rm-keytab and --rm-principal go together: the keytab and the principal whose key it holds")
	}
	client, err := rmclient.NewClient(opt)
	var ce *rmclient.CAError
	if errors.As(err, &ce) {
		return nil, nil, opt, usagef("invalid --rm-ca: %v", err)
	}
	return client, addrs, opt, err
}

// readRMDir reads the saved responses of dir: scheduler.json
// (ws/v1/cluster/scheduler), apps.json (ws/v1/cluster/apps?states=
// RUNNING,ACCEPTED) and, if present, nodes.json (ws/v1/cluster/nodes),
// each also as .xml (the RM serves both); schedulerOnly reads the
// scheduler response alone.
func readRMDir(io *IO, dir string, schedulerOnly bool) (*rmclient.Responses, error) {
	r := &rmclient.Responses{From: dir}
	var err error
	if r.Scheduler, err = readInput(io, rmFile(dir, "scheduler")); err != nil {
		return nil, err
	}
	if schedulerOnly {
		return r, nil
	}
	if r.Apps, err = readInput(io, rmFile(dir, "apps")); err != nil {
		return nil, err
	}
	if nodes := rmFile(dir, "nodes"); fileExists(nodes) {
		if r.Nodes, err = readInput(io, nodes); err != nil {
			return nil, err
		}
	}
	return r, nil
}

// rmFile is dir/name.json, or dir/name.xml when only that one exists.
func rmFile(dir, name string) string {
	p := filepath.Join(dir, name+".json")
	if x := filepath.Join(dir, name+".xml"); !fileExists(p) && fileExists(x) {
		return x
	}
	return p
}

// loadFromRM builds simulate's load from the ResourceManager's responses.
// A response missing documented fields, or not usable, is a usage error
// naming where it came from.
func loadFromRM(io *IO, r *rmFlags) (*load.Load, error) {
	resp, err := r.read(io)
	if err != nil {
		return nil, err
	}
	l, warnings, err := load.FromRM(load.RMDump{Scheduler: resp.Scheduler, Apps: resp.Apps, Nodes: resp.Nodes})
	if err != nil {
		return nil, usagef("--from-rm %s: %v", resp.From, err)
	}
	for _, w := range warnings {
		fmt.Fprintf(io.Err, "fairsched: warning: %s\n", w)
	}
	return l, nil
}
