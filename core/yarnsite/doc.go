// Package yarnsite reads Hadoop Configuration XML files (yarn-site.xml,
// capacity-scheduler.xml) the way org.apache.hadoop.conf.Configuration
// does: <property> elements with <name>, <value> and <final> (or the same
// as attributes), last definition wins unless an earlier one is final, and
// ${var} substitution on read. On top of that it gives typed access to the
// scheduler settings: the one reader of yarn-site keys for every command.
// It never reads files, prints or decides severities.
//
// Layer: readers. It may import (ARCHITECTURE.md): core/diag, core/javanum,
// core/resource, core/xmltok, hadoop and internal/suggest. The standard
// library is always allowed.
package yarnsite
