// Package rmtest is a stand-in Capacity Scheduler ResourceManager for
// tests (net/http/httptest): it serves GET /ws/v1/cluster/scheduler-conf
// (XML or JSON), the mutation PUT with Hadoop's semantics and refusals,
// POST .../scheduler-conf/validate where the release has it, and
// /ws/v1/cluster/scheduler from a saved response; it can act as an RM
// whose store is a file, refusing the scheduler-conf requests as Hadoop
// does. Wrap its Handler in krbtest.Handler for Kerberos.
//
// Layer: readers. It may import (ARCHITECTURE.md): hadoop and rm/rmrest. The
// standard library is always allowed.
package rmtest
