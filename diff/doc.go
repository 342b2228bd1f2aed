// Package diff compares two allocation files under the same Hadoop release
// and cluster size: which queues appear, disappear or look renamed, every
// effective setting that changed (after defaults, inheritance and clamping),
// the steady and instantaneous fair share of every queue before and after,
// and the findings the change introduces, fixes or leaves alone.
//
// diff sits above lint: it may import lint, compute, xmlconf and hadoop, and
// never render or cmd. It reads no files and prints nothing; cmd parses both
// files and render formats the Result.
package diff
