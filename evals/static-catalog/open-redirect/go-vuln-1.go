// Source: https://cwe.mitre.org/data/definitions/601.html
// http.Redirect targets the "to" query parameter.
package web

import "net/http"

func Bounce(w http.ResponseWriter, r *http.Request) {
	http.Redirect(w, r, r.URL.Query().Get("to"), http.StatusFound)
}
