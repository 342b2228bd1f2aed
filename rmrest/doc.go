// Package rmrest decodes the ResourceManager's REST responses
// (ws/v1/cluster/scheduler, apps and nodes, as Hadoop's
// ResourceManagerRest.md documents them). It is the one decoding path:
// responses saved to a directory and responses fetched live by rmclient
// go through the same functions, so the same bytes give the same result.
// It does no I/O.
//
// Layer: readers. It may import (ARCHITECTURE.md): nothing. The standard
// library is always allowed.
package rmrest
