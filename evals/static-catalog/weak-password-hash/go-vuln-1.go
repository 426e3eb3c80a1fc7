// Source: https://github.com/securego/gosec#available-rules (G401: use of weak cryptographic primitive)
// md5.Sum of the password is the stored credential.
package auth

import (
	"crypto/md5"
	"encoding/hex"
)

func HashPassword(password string) string {
	sum := md5.Sum([]byte(password))
	return hex.EncodeToString(sum[:])
}
