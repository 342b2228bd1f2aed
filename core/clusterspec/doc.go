// Package clusterspec holds what a user tells fairsched about a cluster,
// as opposed to what the configuration says: the cluster size in the
// resource grammar shared by --cluster, --min-container, scenario files,
// loads and every command that takes a cluster (ParseCluster), and the
// scenario file itself (Parse: a cluster and the queues active on it).
//
// The grammar is strict on purpose: an amount that could be read two ways
// ("409,600 mb") is refused rather than guessed, so fairsched never makes
// the mistake it warns about in allocation files.
//
// Layer: readers. It may import (ARCHITECTURE.md): core/resource,
// internal/suggest and schema. The standard library is always allowed.
package clusterspec
