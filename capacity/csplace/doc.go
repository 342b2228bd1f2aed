// Package csplace runs the Capacity Scheduler's placement the way the
// ResourceManager of each release does at submission: the legacy
// UserGroupMappingPlacementRule and AppNameMappingPlacementRule (3.1 to
// 3.3, in the order of yarn.scheduler.queue-placement-rules) or the one
// CSMappingPlacementRule (3.4, legacy mappings converted as Hadoop
// converts them, or JSON mapping rules), then the queue checks after the
// rule: short names, leaf or parent, creation at submission, STOPPED
// queues and the submit ACLs. Its results are placement.Result values, so
// that placement's Replay and Compare work for either scheduler. It reads
// no files and words no findings.
//
// Layer: engines. It may import (ARCHITECTURE.md): capacity, core/placement
// and hadoop. The standard library is always allowed.
package csplace
