// Source: https://github.com/securego/gosec#available-rules (G201)
// A numbered placeholder passes the name as an argument of Query.
package store

import "database/sql"

func Lookup(db *sql.DB, name string) (*sql.Rows, error) {
	return db.Query("SELECT id FROM users WHERE name = $1", name)
}
