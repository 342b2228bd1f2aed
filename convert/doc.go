// Package convert turns a Fair Scheduler allocation file (read as a Hadoop
// release reads it) and its yarn-site into the Capacity Scheduler
// configuration that keeps what can be kept: capacity-scheduler.xml
// properties, yarn-site properties, mapping rules, and a finding (a
// convert-* rule of lint) for everything that cannot.
//
// Layer: analyses. It may import (ARCHITECTURE.md): capacity, compute, hadoop,
// lint, xmlconf and yarnsite. The standard library is always allowed.
package convert
