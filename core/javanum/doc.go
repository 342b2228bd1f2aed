// Package javanum reads values the way Java does where Hadoop relies on
// it: String.trim, Integer/Long.parseInt and Float/Double.parseDouble with
// Java's NumberFormatException messages, Boolean.parseBoolean, and the
// (long) and (int) casts of a double. Both schedulers' readers and
// arithmetic use it; where Java and Go disagree, Java wins.
//
// Layer: bottom. It may import (ARCHITECTURE.md): nothing. The standard
// library is always allowed.
package javanum
