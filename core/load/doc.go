// Package load reads what simulate and compare --load replay: a load file
// (nodes, apps with their asks, yarn-site settings; schema/load.schema.json),
// with resources as objects or in the --cluster grammar, or a load built
// from a ResourceManager's scheduler, apps and nodes responses (FromRM,
// decoded by rm/rmrest). Loads too large to simulate are refused here,
// before any memory is spent on them (CheckBounds).
//
// Layer: readers. It may import (ARCHITECTURE.md): core/clusterspec,
// core/resource and rm/rmrest. The standard library is always allowed.
package load
