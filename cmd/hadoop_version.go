package cmd

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/lint"
	"github.com/spf13/cobra"
)

// hadoopFlag is the --hadoop-version flag of the commands that read an
// allocation file.
type hadoopFlag struct {
	value string
	// cmd is the command the flag belongs to: where the warning of a
	// disagreement with hadoopVersion goes (its stderr, the run's IO.Err).
	cmd *cobra.Command
	// marker is the release the first input's release marker names
	// (hadoop.MarkedRelease), "" when none; markerFile is that input.
	marker, markerFile string
}

// readMarker looks for a release marker in the first input, when it is a
// file: the last way a run learns its release (see profile).
func (h *hadoopFlag) readMarker(io *IO, inputs []string) {
	if h.value != "" || len(inputs) == 0 || inputs[0] == "-" || strings.HasPrefix(inputs[0], "git:") {
		return
	}
	if data, err := readInput(io, inputs[0]); err == nil {
		io.keep(inputs[0], data) // for the file's reader: read once
		h.marker, _ = hadoop.MarkedRelease(data)
		h.markerFile = displayName(inputs[0])
	}
}

// addHadoopFlag registers --hadoop-version on c, with completion of the
// known releases and aliases.
func addHadoopFlag(c *cobra.Command) *hadoopFlag {
	h := &hadoopFlag{cmd: c}
	c.Flags().StringVar(&h.value, "hadoop-version", "",
		"Hadoop release the ResourceManager runs: a line (3.3), a release (3.3.1) or a vendor alias (cdh6); see docs/hadoop-versions.md (default "+hadoop.Default.String()+", or hadoopVersion in .fairsched.json)")
	_ = c.RegisterFlagCompletionFunc("hadoop-version", func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
		return hadoop.Known(), cobra.ShellCompDirectiveNoFileComp
	})
	return h
}

// profile returns the profile of --hadoop-version, else of the config's
// hadoopVersion, else of the first input's release marker (readMarker),
// else of hadoop.Default. An unknown version is a usage
// error that lists the known ones. When both name a release and they
// differ (the config beside a file convert wrote says which release it is
// for), the flag wins, with a warning on stderr.
func (h *hadoopFlag) profile(cfg *lint.Config) (hadoop.Profile, error) {
	value, from := h.value, "--hadoop-version"
	if strings.TrimSpace(value) == "" && cfg != nil && cfg.HadoopVersion != "" {
		value, from = cfg.HadoopVersion, "hadoopVersion"
	} else if cfg != nil && cfg.HadoopVersion != "" {
		h.warnDisagreement(cfg)
	}
	if strings.TrimSpace(value) == "" && h.marker != "" {
		value, from = h.marker, "fairsched:hadoop comment of "+h.markerFile
	}
	if strings.TrimSpace(value) == "" {
		return hadoop.DefaultProfile(), nil
	}
	return parseHadoopVersion(from, value)
}

// warnDisagreement warns when --hadoop-version names another release than
// the config's hadoopVersion.
func (h *hadoopFlag) warnDisagreement(cfg *lint.Config) {
	flag, err1 := hadoop.Parse(h.value)
	file, err2 := hadoop.Parse(cfg.HadoopVersion)
	if err1 != nil || err2 != nil || flag == file || h.cmd == nil {
		return
	}
	where := configName
	if cfg.Dir != "" {
		where = relative(filepath.Join(cfg.Dir, configName))
	}
	fmt.Fprintf(h.cmd.ErrOrStderr(), "warning: --hadoop-version %s differs from hadoopVersion %s of %s; the files are read as Hadoop %s\n",
		h.value, cfg.HadoopVersion, where, flag)
}

// parseHadoopVersion reads a version named by the option from.
func parseHadoopVersion(from, value string) (hadoop.Profile, error) {
	v, err := hadoop.Parse(value)
	if err != nil {
		return hadoop.Profile{}, usagef("invalid %s: %v", from, err)
	}
	return hadoop.For(v), nil
}

// rules returns the rules `fairsched rules` lists: every registered rule,
// or with --hadoop-version those that apply to that release.
func (h *hadoopFlag) rules() ([]*lint.Rule, error) {
	if strings.TrimSpace(h.value) == "" {
		return lint.Registry(), nil
	}
	prof, err := h.profile(nil)
	if err != nil {
		return nil, err
	}
	rules := append(append(append(lint.RulesFor(prof.Version), lint.CompareRules...), lint.ConvertRules...), lint.DriftRules...)
	rules = append(rules, lint.ForRelease(lint.RefreshRules, prof.Version)...)
	slices.SortFunc(rules, func(a, b *lint.Rule) int { return strings.Compare(a.ID, b.ID) })
	return rules, nil
}

// upgradeFlags is lint's --upgrade-to.
type upgradeFlags struct{ to string }

// addUpgradeFlags registers --upgrade-to on lint.
func addUpgradeFlags(c *cobra.Command) *upgradeFlags {
	u := &upgradeFlags{}
	c.Flags().StringVar(&u.to, "upgrade-to", "", "also report what changes when the files are loaded by this Hadoop release (as --hadoop-version takes it)")
	_ = c.RegisterFlagCompletionFunc("upgrade-to", func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
		return hadoop.Known(), cobra.ShellCompDirectiveNoFileComp
	})
	return u
}

// upgrade returns the lint.Upgrade the flags ask for (without the file's
// bytes), or the zero Upgrade. cluster is lint's --cluster, parsed: the
// size the steady fair shares are compared at (nil: 100 nodes of 8192 mb,
// 8 vcores).
func (u *upgradeFlags) upgrade(cluster resource.Resource) (lint.Upgrade, error) {
	if strings.TrimSpace(u.to) == "" {
		return lint.Upgrade{}, nil
	}
	prof, err := parseHadoopVersion("--upgrade-to", u.to)
	if err != nil {
		return lint.Upgrade{}, err
	}
	return lint.Upgrade{To: prof, Cluster: cluster}, nil
}
