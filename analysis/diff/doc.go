// Package diff compares two allocation files under the same Hadoop release
// and cluster size: which queues appear, disappear or look renamed, every
// effective setting that changed (after defaults, inheritance and clamping),
// the steady and instantaneous fair share of every queue before and after,
// and the findings the change introduces, fixes or leaves alone (matched by
// rule, queue, element and the setting they name, never by their text).
//
// It reads no files and prints nothing; cmd parses both files and render
// formats the Result.
//
// Layer: analyses. It may import (ARCHITECTURE.md): capacity, compute,
// core/diag, core/placement, core/resource, fair/place,
// github.com/beevik/etree, hadoop, lint, rm/rmrest and xmlconf. The standard
// library is always allowed.
package diff
