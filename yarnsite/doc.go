// Package yarnsite reads Hadoop Configuration XML files (yarn-site.xml) the
// way org.apache.hadoop.conf.Configuration does: <property> elements with
// <name>, <value> and <final> (or the same as attributes), last definition
// wins unless an earlier one is final, and ${var} substitution on read. On
// top of that it gives typed access to the Fair Scheduler settings.
//
// It imports only xmlconf (positions, Java number parsing, edit distance)
// and the standard library; it never reads files, prints or decides
// severities.
package yarnsite
