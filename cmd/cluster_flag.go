package cmd

import (
	"strings"

	"github.com/fairsched/fairsched/core/clusterspec"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/spf13/cobra"
)

// clusterGrammar is the part of every --cluster help text that says what
// the value looks like.
const clusterGrammar = `"400 GB, 100 vcores", "16384 mb, 16 vcores" or memory-mb=400Gi,vcores=100`

// addClusterFlag declares --cluster for the commands that divide a
// cluster; purpose says what the command does with it.
func addClusterFlag(c *cobra.Command, value *string, purpose string) {
	c.Flags().StringVar(value, "cluster", "", purpose+": "+clusterGrammar)
}

// parseSize reads the value of a size flag (--cluster, --min-container)
// in the --cluster grammar; a bad value is a usage error naming the flag.
func parseSize(flag, value string, types resource.ResourceTypes) (resource.Resource, error) {
	size, err := clusterspec.ParseCluster(value, types)
	if err != nil {
		return nil, usagef("invalid %s %q: %v", flag, value, err)
	}
	return size, nil
}

// requireSize is parseSize for a size the command cannot do without; why
// ends the message when it is missing.
func requireSize(flag, value string, types resource.ResourceTypes, why string) (resource.Resource, error) {
	if strings.TrimSpace(value) == "" {
		return nil, usagef("%s is required%s", flag, why)
	}
	return parseSize(flag, value, types)
}

// optionalSize is parseSize for a size that may be left out (nil, no
// error).
func optionalSize(flag, value string, types resource.ResourceTypes) (resource.Resource, error) {
	if strings.TrimSpace(value) == "" {
		return nil, nil
	}
	return parseSize(flag, value, types)
}
