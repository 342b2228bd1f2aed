// Package hadoop describes how each Hadoop release behaves where releases
// differ, and holds the constants Hadoop uses everywhere.
//
// The readers, engines and commands ask a Profile what the target release
// does instead of hard-coding one release. Every version-dependent
// behaviour is one field of Profile, set in profileFor with the JIRA that
// changed it.
//
// Layer: bottom. It may import (ARCHITECTURE.md): internal/suggest. The
// standard library is always allowed.
package hadoop
