// Package scenario holds what a user tells fairsched about a cluster, as
// opposed to what the allocation file says: the cluster size in the
// resource grammar shared by --cluster, scenario files and every command
// that takes a cluster (ParseCluster), and the scenario file itself (Parse).
//
// The grammar is strict on purpose: an amount that could be read two ways
// ("409,600 mb") is refused rather than guessed, so fairsched never makes
// the mistake it warns about in allocation files.
//
// Layer: readers. It may import (ARCHITECTURE.md): internal/suggest, schema
// and xmlconf. The standard library is always allowed.
package scenario
