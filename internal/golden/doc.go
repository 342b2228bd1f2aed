// Package golden compares test output with a golden file, or rewrites the
// file when the test runs with -update, and reads the fixture trees tests
// walk (Fixtures). It is imported by tests only.
//
// A golden file holds the exact bytes a test expects. Review changes to
// golden files like code; never run -update in CI.
//
// It may import (ARCHITECTURE.md): nothing.
package golden
