// Package rmclient fetches the ResourceManager REST responses fairsched
// reads (ws/v1/cluster/scheduler, apps and nodes) from a running
// ResourceManager, over http or https, from the active one of an HA pair.
// It only fetches bytes: package rmrest decodes them, exactly as it
// decodes responses saved to a directory.
//
// Layer: readers. It may import (ARCHITECTURE.md):
// github.com/jcmturner/gokrb5/v8. The standard library is always allowed.
package rmclient
