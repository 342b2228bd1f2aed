package cmd

import (
	"strings"

	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/xmlconf"
	"github.com/spf13/cobra"
)

// Shell completion: every flag with a fixed set of values completes them,
// explain completes rule IDs, --active completes the queue names of the
// file already on the command line, and file arguments complete files of
// the right kind.

type completeFunc = func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective)

// values completes a fixed list of choices.
func values(choices ...string) completeFunc {
	return func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
		return choices, cobra.ShellCompDirectiveNoFileComp
	}
}

// files completes file names with one of the extensions (no dot).
func files(ext ...string) completeFunc {
	return func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
		return ext, cobra.ShellCompDirectiveFilterFileExt
	}
}

// oneFile completes the single file argument of tree and shares.
func oneFile(_ *cobra.Command, args []string, _ string) ([]string, cobra.ShellCompDirective) {
	if len(args) > 0 {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	return []string{"xml"}, cobra.ShellCompDirectiveFilterFileExt
}

// ruleIDs completes the argument of explain.
func ruleIDs(_ *cobra.Command, args []string, _ string) ([]string, cobra.ShellCompDirective) {
	if len(args) > 0 {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	var ids []string
	for _, r := range lint.Registry() {
		ids = append(ids, r.ID+"\t"+r.Summary)
	}
	return ids, cobra.ShellCompDirectiveNoFileComp
}

// queueNames completes --active with the queues of the file named first on
// the command line, relative to root, after the names already given.
func queueNames(io *IO) completeFunc {
	return func(_ *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
		if len(args) == 0 {
			return nil, cobra.ShellCompDirectiveNoFileComp
		}
		return fileQueues(io, args[0], toComplete)
	}
}

// fileQueues lists the created queues of the file at path, relative to
// root, each after the comma-separated names already in toComplete.
func fileQueues(io *IO, path, toComplete string) ([]string, cobra.ShellCompDirective) {
	src, err := readInput(io, path)
	if err != nil {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	a := xmlconf.Parse(src, xmlconf.Options{})
	done := toComplete[:strings.LastIndex(toComplete, ",")+1]
	var out []string
	for _, q := range a.Queues() {
		if q.Parent != nil && q.NotCreated == "" {
			out = append(out, done+strings.TrimPrefix(q.FullName, "root."))
		}
	}
	return out, cobra.ShellCompDirectiveNoFileComp | cobra.ShellCompDirectiveNoSpace
}
