// Source: https://cheatsheetseries.owasp.org/cheatsheets/Server_Side_Request_Forgery_Prevention_Cheat_Sheet.html
// The host is fixed; the input is only an encoded path segment.
const API = 'https://api.example.com';

export async function user(req, res) {
  const r = await fetch(`${API}/users/${encodeURIComponent(req.params.id)}`);
  res.json(await r.json());
}
