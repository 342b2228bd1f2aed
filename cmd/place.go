package cmd

import (
	"fmt"

	"github.com/fairsched/fairsched/core/placement"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/core/submissions"
	"github.com/fairsched/fairsched/fair/place"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/render"
	"github.com/fairsched/fairsched/xmlconf"
	"github.com/spf13/cobra"
)

type placeOptions struct {
	file          string
	user          string
	groups        []string
	queue         string
	appName       string
	submissions   string
	groupsFile    string
	against       string
	format        string
	units         string // --units of the text output
	hadoop        *hadoopFlag
	scheduler     *schedulerFlag
	resourceTypes []string
	defaults      placementDefaults

	// resolved by runPlace
	types    resource.ResourceTypes
	prof     hadoop.Profile
	resolved place.Defaults
	cfg      *lint.Config
	useColor bool
}

func newPlaceCmd(io *IO, g *globalOptions) *cobra.Command {
	o := &placeOptions{}
	c := &cobra.Command{
		Use:   "place <file> {--user <name> | --submissions <file>}",
		Short: "show which queue the placement policy gives an application",
		Long: `Show which queue the placement policy gives an application, rule by rule,
whether the scheduler accepts that queue, and whether the queue ACLs let the
user submit to it. <file> is an allocation file (the Fair Scheduler's
placement policy) or a capacity-scheduler.xml (the Capacity Scheduler's
queue mappings or mapping rules, as the release runs them); --against takes
either too.

Exit status: 0 when the application would run (with --submissions: every
one; with --against: the comparison was made); 1 when it would not
(rejected by the policy, refused by the scheduler, denied by the queue
ACLs), or when Hadoop refuses the file; 2 usage; 3 unreadable file.`,
		Example: `  fairsched place fair-scheduler.xml --user alice --groups eng,ops
  fairsched place fair-scheduler.xml --user alice --queue root.etl --format json
  fairsched place fair-scheduler.xml --yarn-site yarn-site.xml --user bob
  fairsched place fair-scheduler.xml --submissions apps.csv --groups-file /etc/group
  fairsched place new.xml --against old.xml --submissions apps.json
  fairsched place capacity-scheduler.xml --user alice --groups eng --app-name etl-daily
  fairsched place capacity-scheduler.xml --against fair-scheduler.xml --submissions apps.json`,
		Args: cobra.ExactArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			o.file = args[0]
			o.defaults.allowUndeclaredOn = c.Flags().Changed("allow-undeclared-pools")
			o.defaults.userAsDefaultOn = c.Flags().Changed("user-as-default-queue")
			return runPlace(io, g, o)
		},
	}
	f := c.Flags()
	f.StringVar(&o.user, "user", "", "the submitting user")
	f.StringSliceVar(&o.groups, "groups", nil, "the user's groups, primary first (default: from --groups-file, else none)")
	f.StringVar(&o.queue, "queue", "", `the requested queue (default: none, which Hadoop treats as "default")`)
	f.StringVar(&o.appName, "app-name", "", "the application's name (the Capacity Scheduler's app-name mappings and %application)")
	f.StringVar(&o.submissions, "submissions", "", "replay many submissions: CSV user,groups,queue, JSON lines, or the ResourceManager's /ws/v1/cluster/apps JSON")
	f.StringVar(&o.groupsFile, "groups-file", "", `user groups: /etc/group format or "user: g1,g2" lines`)
	f.StringVar(&o.against, "against", "", "an older allocation file or capacity-scheduler.xml: list the submissions that land elsewhere with <file> (needs --submissions)")
	addFormatFlag(c, &o.format, "place")
	addUnitsFlag(c, &o.units)
	o.hadoop = addHadoopFlag(c)
	o.scheduler = addSchedulerFlag(c, false)
	f.StringSliceVar(&o.resourceTypes, "resource-types", nil, "custom resource types the cluster declares (yarn.resource-types), e.g. yarn.io/gpu")
	f.StringVar(&o.defaults.yarnSite, "yarn-site", "", "yarn-site.xml to take allow-undeclared-pools, user-as-default-queue and yarn.acl.enable from (default: yarnSite of .fairsched.json)")
	f.BoolVar(&o.defaults.allowUndeclared, "allow-undeclared-pools", true, "yarn.scheduler.fair.allow-undeclared-pools (used when the file has no placement policy)")
	f.BoolVar(&o.defaults.userAsDefault, "user-as-default-queue", true, "yarn.scheduler.fair.user-as-default-queue (used when the file has no placement policy)")
	return c
}

func (o *placeOptions) validate() error {
	if err := checkFormat("place", o.format); err != nil {
		return err
	}
	switch {
	case o.user == "" && o.submissions == "":
		return usagef("give --user <name> or --submissions <file>")
	case o.user != "" && o.submissions != "":
		return usagef("--user and --submissions cannot be used together")
	case o.against != "" && o.submissions == "":
		return usagef("--against needs --submissions")
	}
	return nil
}

func runPlace(io *IO, g *globalOptions, o *placeOptions) error {
	if err := o.validate(); err != nil {
		return err
	}
	useColor, err := g.useColor(io)
	if err != nil {
		return err
	}
	o.useColor = useColor
	cfg, prof, types, err := commandConfig(io, []string{o.file}, o.hadoop, o.resourceTypes)
	if err != nil {
		return err
	}
	o.types, o.prof, o.cfg = types, prof, cfg
	sched, data, err := o.scheduler.resolve(io, o.file)
	if err != nil {
		return err
	}
	if err := o.resolveDefaults(io, cfg); err != nil {
		return err
	}
	e, err := o.loadPlacer(io, o.file, sched, data)
	if err != nil {
		return err
	}
	view := render.PlaceView{File: displayName(o.file), Version: prof.Version, Policy: e.policy, ACLs: e.acls}
	lineErrs, err := o.fill(io, &view, e)
	if err != nil {
		return err
	}
	if err := writePlace(io, o, view); err != nil {
		return err
	}
	if lineErrs != nil {
		return lineErrs
	}
	return placeOutcome(view)
}

// writePlace prints the placements in --format (--units for the text).
func writePlace(io *IO, o *placeOptions, view render.PlaceView) error {
	return outputWriters{
		json: func() error { return render.PlaceJSON(io.Out, view) },
		text: func() error {
			units, err := parseUnits(o.units)
			if err != nil {
				return err
			}
			return render.PlaceText(io.Out, view, render.Options{Color: o.useColor, Units: units})
		},
	}.write(o.format)
}

// resolveDefaults reads the yarn-site settings that give an allocation
// file without a placement policy its policy.
func (o *placeOptions) resolveDefaults(io *IO, cfg *lint.Config) error {
	o.defaults.yarnSite, o.defaults.yarnSiteLabel = yarnSiteSource(o.defaults.yarnSite, cfg)
	defaults, ysFindings, err := o.defaults.resolve(io, cfg, o.prof)
	if err != nil {
		return err
	}
	printYarnSiteFindings(io, ysFindings)
	o.resolved = defaults
	return nil
}

// placeOutcome is the exit status of a placement: 1 (errFindings, nothing
// more printed) when the application, or any replayed submission, would
// not run; a comparison (--against) reports and exits 0.
func placeOutcome(view render.PlaceView) error {
	switch {
	case view.Single != nil && !view.Single.Runs():
		return errFindings
	case view.Replay != nil && !view.Replay.Summary.AllRun():
		return errFindings
	}
	return nil
}

// fill runs the placement the options ask for into view. The error it
// returns first (lineErrs) reports unreadable submission lines after the
// output was written.
func (o *placeOptions) fill(io *IO, view *render.PlaceView, e placer) (lineErrs, err error) {
	groups, err := loadGroups(io, o.groupsFile)
	if err != nil {
		return nil, err
	}
	if o.submissions == "" {
		s := placement.Submission{User: o.user, Groups: o.groups, Queue: o.queue, App: o.appName}
		if len(s.Groups) == 0 {
			s.Groups = groups[s.User]
		}
		r := e.Place(s)
		view.Single = &r
		return nil, nil
	}
	subs, errs, err := loadSubmissions(io, o.submissions)
	if err != nil {
		return nil, err
	}
	submissions.Resolve(subs, groups)
	if o.against == "" {
		results, sum := placement.Replay(e, subs)
		view.Replay = &render.PlaceReplay{Results: results, Errors: errs, Summary: sum}
	} else {
		side, err := o.forFile(io, o.against)
		if err != nil {
			return nil, err
		}
		old, err := side.loadPlacer(io, o.against, "", nil)
		if err != nil {
			return nil, err
		}
		view.Changes = &render.PlaceChanges{OldFile: displayName(o.against), Total: len(subs), Changes: placement.Compare(old, e, subs), Errors: errs}
	}
	return reportLineErrors(io, o.submissions, errs), nil
}

// loadEngine reads an allocation file and builds its engine. A file the
// release refuses (or whose placement policy it refuses) ends the command
// with exit 1 after the reasons are printed to stderr.
func (o *placeOptions) loadEngine(io *IO, path string) (*place.Engine, error) {
	prof := o.prof
	src, err := readInput(io, path)
	if err != nil {
		return nil, err
	}
	a := xmlconf.Parse(src, xmlconf.Options{Types: o.types, Hadoop: prof})
	refusals := lint.Refusals(lint.Run(displayName(path), a, lint.Options{Only: lint.RefusalRuleIDs()}))
	if len(refusals) > 0 {
		if err := render.Text(io.Err, refusals, render.Options{Color: o.useColor}); err != nil {
			return nil, err
		}
		return nil, refusedEnd(io, path, a, refusals)
	}
	e := place.NewEngine(a, prof, o.resolved)
	if e.Policy.Refused != "" {
		refusalLine(io, prof.Version, displayName(path), ": "+e.Policy.Refused)
		return nil, errFindings
	}
	return e, nil
}

func loadGroups(io *IO, path string) (submissions.Groups, error) {
	if path == "" {
		return nil, nil
	}
	data, err := readInput(io, path)
	if err != nil {
		return nil, err
	}
	g, err := submissions.ParseGroups(data)
	if err != nil {
		return nil, usagef("invalid --groups-file %s: %v", displayName(path), err)
	}
	return g, nil
}

func loadSubmissions(io *IO, path string) ([]placement.Submission, []submissions.LineError, error) {
	data, err := readInput(io, path)
	if err != nil {
		return nil, nil, err
	}
	subs, errs, err := submissions.Parse(data)
	if err != nil {
		return nil, nil, usagef("invalid --submissions %s: %v", displayName(path), err)
	}
	return subs, errs, nil
}

// reportLineErrors prints the unreadable submissions and returns the usage
// error that makes the command exit 2 once the others are shown.
func reportLineErrors(io *IO, path string, errs []submissions.LineError) error {
	for _, e := range errs {
		fmt.Fprintf(io.Err, "%s:%d: %s\n", displayName(path), e.Line, e.Msg)
	}
	if len(errs) == 0 {
		return nil
	}
	return usagef("%d submission(s) in %s could not be read (see above); the others were placed", len(errs), displayName(path))
}

// forFile is o for another file of the run (--against): the release and
// resource types that file's own .fairsched.json gives (a converted
// capacity-scheduler.xml says the release it was written for), unless
// --hadoop-version or --resource-types say otherwise, as for <file>.
func (o *placeOptions) forFile(io *IO, path string) (*placeOptions, error) {
	cfg, prof, types, err := commandConfig(io, []string{path}, o.hadoop, o.resourceTypes)
	if err != nil {
		return nil, err
	}
	side := *o
	side.cfg, side.prof, side.types = cfg, prof, types
	return &side, nil
}
