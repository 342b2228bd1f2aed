// Package render turns values into bytes: diagnostics as text or JSON, the
// queue tree, the fair-share tree and rule documentation. It decides nothing:
// every fact it prints comes from xmlconf, compute or lint. Colours are built
// per call from Options.Color; the package never reads the environment.
package render
