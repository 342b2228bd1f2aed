package main

import (
	"fmt"
	"os"
)

func main() {
	problems, err := check(".")
	if err != nil {
		fmt.Fprintln(os.Stderr, "check-imports:", err)
		os.Exit(3)
	}
	for _, p := range problems {
		fmt.Fprintln(os.Stderr, "check-imports:", p)
	}
	if len(problems) > 0 {
		os.Exit(1)
	}
}
