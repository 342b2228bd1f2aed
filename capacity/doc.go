// Package capacity is the Capacity Scheduler's configuration model: a
// capacity-scheduler.xml read through the one Hadoop Configuration reader
// (yarnsite.Parse) and written back as Configuration XML, and the Capacity
// Scheduler's own arithmetic for guaranteed and maximum capacity through the
// queue tree. It sits beside compute: it may import hadoop, xmlconf and
// yarnsite, and nothing above.
package capacity
