// Source: https://github.com/securego/gosec#available-rules (G305)
// Members whose joined path leaves the destination are rejected.
package archive

import (
	"archive/zip"
	"fmt"
	"path/filepath"
	"strings"
)

func Targets(r *zip.Reader, dest string) ([]string, error) {
	var out []string
	for _, f := range r.File {
		target := filepath.Join(dest, f.Name)
		if !strings.HasPrefix(target, filepath.Clean(dest)+string(filepath.Separator)) {
			return nil, fmt.Errorf("illegal path %q", f.Name)
		}
		out = append(out, target)
	}
	return out, nil
}
