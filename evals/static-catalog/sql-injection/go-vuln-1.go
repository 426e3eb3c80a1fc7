// Source: https://github.com/securego/gosec#available-rules (G201: SQL query built with a format string)
// fmt.Sprintf builds the WHERE clause from the handler's parameter.
package store

import (
	"database/sql"
	"fmt"
)

func Lookup(db *sql.DB, name string) (*sql.Rows, error) {
	return db.Query(fmt.Sprintf("SELECT id FROM users WHERE name = '%s'", name))
}
