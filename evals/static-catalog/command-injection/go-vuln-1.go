// Source: https://github.com/securego/gosec#available-rules (G204: subprocess launched with variable)
// sh -c receives a command string that embeds the branch name.
package tools

import (
	"fmt"
	"os/exec"
)

func Checkout(branch string) error {
	return exec.Command("sh", "-c", fmt.Sprintf("git checkout %s", branch)).Run()
}
