// Package drift compares what a running ResourceManager computes (its
// ws/v1/cluster/scheduler response, decoded by rmrest) with what an
// allocation file says it should compute: per queue, the steady and
// instantaneous fair share, min and max resources, max apps and policy,
// computed by the compute package for the RM's cluster size and its
// active queues, exactly as `fairsched shares` computes them.
//
// Hadoop exports each of these values as the integer the scheduler holds
// (ResourceInfo copies a Resource's long memory and int vCores; maxApps is
// FSQueue.getMaxRunningApps; maxResources is componentwiseMin(getMaxShare,
// cluster)); the fractions of the cluster it computes as floats are not
// exported. So values are compared exactly: an RM that runs the file
// never drifts. Only memory and vCores are compared. It reads no files and
// prints nothing.
//
// drift gathers the facts (Facts: each queue's values on both sides,
// which side has it, whether the file's placement creates it); lint's
// drift rules (lint.DriftRules, run by lint.CheckDrift, which imports this
// package) word them as findings, so .fairsched.json turns them off or
// changes their severity as for any rule, and Report.Mark keeps them.
// KindOf names a finding's kind in the JSON output.
//
// Layer: analyses. It may import (ARCHITECTURE.md): capacity, compute,
// core/diag, core/placement, core/resource, core/yarnsite, fair/place,
// rm/rmrest and xmlconf. The standard library is always allowed.
package drift
