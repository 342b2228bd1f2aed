package cmd

import (
	"errors"
	"fmt"
	"net/http"
	"net/url"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/rm/rmclient"
	"github.com/spf13/cobra"
)

type applyOptions struct {
	file   string
	yes    bool
	rm     rmFlags
	hadoop *hadoopFlag
}

func newApplyCmd(io *IO, g *globalOptions) *cobra.Command {
	o := &applyOptions{}
	c := &cobra.Command{
		Use:   "apply <capacity-scheduler.xml> --rm URL [--yes]",
		Short: "send a capacity-scheduler.xml to a ResourceManager with a mutable store, after review",
		Long: `Read the running ResourceManager's scheduler configuration (GET
/ws/v1/cluster/scheduler-conf, Hadoop 3.2 and later, a mutable store), write
on stdout the mutation that turns it into the file (as diff --format
sched-conf writes it), and check it: the refresh rules, then the RM's
/scheduler-conf/validate (Hadoop 3.3 and later). Without --yes nothing is
changed: apply stops there. With --yes it sends the mutation (PUT
/ws/v1/cluster/scheduler-conf), reads the configuration back and checks that
it is the file's.

Exit 0 when the plan is valid (and, with --yes, applied and read back equal),
1 when the RM or the refresh rules refuse it or the read-back differs, 2 on
a usage error, 3 when the RM cannot be reached (unreachable, timeout,
401/403, 5xx, no active RM of an HA list). --rm-user, --rm-ca, --rm-timeout
and Kerberos (a ticket from kinit, or --rm-keytab with --rm-principal) work
as for drift's --from-rm; the RM's mutation API needs an admin user.`,
		Example: `  fairsched apply capacity-scheduler.xml --rm http://rm1:8088 --rm-user yarn
  fairsched apply capacity-scheduler.xml --rm http://rm1:8088,http://rm2:8088 --rm-user yarn --yes`,
		Args: cobra.ExactArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			o.file = args[0]
			return runApply(io, o)
		},
	}
	c.Flags().StringVar(&o.rm.from, "rm", "", "the ResourceManager (required): http(s)://HOST:PORT, or an HA list RM1,RM2")
	c.Flags().BoolVar(&o.yes, "yes", false, "send the mutation; without it nothing is changed")
	addRMConnectionFlags(c, &o.rm)
	o.hadoop = addHadoopFlag(c)
	c.ValidArgsFunction = oneFile
	return c
}

// applyRun is one apply's connection and inputs.
type applyRun struct {
	io     *IO
	client *http.Client
	addrs  []*url.URL
	opt    rmclient.Options
	prof   hadoop.Profile
}

func runApply(io *IO, o *applyOptions) error {
	if o.rm.from == "" {
		return usagef("--rm is required: the ResourceManager's address")
	}
	src, err := readInput(io, o.file)
	if err != nil {
		return err
	}
	if !isCapacityFile(o.file, src) {
		return usagef("%s is not a capacity-scheduler.xml: apply sends a Capacity Scheduler configuration", o.file)
	}
	cfg, err := loadConfig(io, "", o.file)
	if err != nil {
		return err
	}
	prof, err := o.hadoop.profile(cfg)
	if err != nil {
		return err
	}
	if !prof.Capacity.SchedulerConfREST {
		return usagef("Hadoop %s has no GET /ws/v1/cluster/scheduler-conf (3.2.0 and later): apply cannot read what the RM runs", prof.Version)
	}
	// the one load path of every command: the reader's findings on stderr,
	// and a file Hadoop refuses ends here, exit 1, before the RM is asked
	file := fileSource(o.file, src)
	want, refused, err := readCapacityFindings(io, file, prof, cfg, false)
	if err != nil {
		return err
	}
	if refused {
		return capacityRefused(io, file, prof)
	}
	client, addrs, opt, err := o.rm.connect(io, "--rm")
	if err != nil {
		return err
	}
	a := &applyRun{io: io, client: client, addrs: addrs, opt: opt, prof: prof}
	live, err := a.readConf()
	if err != nil {
		return err
	}
	plan, refused, err := applyPlan(io, o.file, live, want, prof)
	if err != nil || refused {
		return err
	}
	if err := a.send(plan, want.Source.Values(), o); err != nil || !o.yes || plan.Empty() {
		return err
	}
	return driftAfterApply(io, o)
}

// driftAfterApply runs drift on the file against the ResourceManager just
// changed, its report on stderr (stdout holds the plan): exit 1 when the
// RM computes other figures than the file gives. It runs the drift command
// itself with apply's connection flags, so drift's defaults hold. An RM
// that cannot be read for it is a note: the change itself was applied and
// read back.
func driftAfterApply(io *IO, o *applyOptions) error {
	args := []string{o.file, "--from-rm", o.rm.from, "--rm-timeout", o.rm.timeout.String()}
	for _, f := range [][2]string{{"--rm-ca", o.rm.ca}, {"--rm-user", o.rm.user}, {"--rm-keytab", o.rm.keytab},
		{"--rm-principal", o.rm.principal}, {"--rm-spn", o.rm.spn}, {"--hadoop-version", o.hadoop.value}} {
		if f[1] != "" {
			args = append(args, f[0], f[1])
		}
	}
	errIO := &IO{In: io.In, Out: io.Err, Err: io.Err, Getenv: io.Getenv, ReadFile: io.ReadFile}
	c := newDriftCmd(errIO, &globalOptions{color: "never"})
	c.SetArgs(args)
	c.SetOut(io.Err)
	c.SetErr(io.Err)
	c.SilenceErrors, c.SilenceUsage = true, true
	err := c.Execute()
	if err != nil && !errors.Is(err, errFindings) {
		fmt.Fprintf(io.Err, "fairsched: note: drift not run after the change: %v\n", err)
		return nil
	}
	return err
}
