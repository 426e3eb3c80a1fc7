// Source: https://cwe.mitre.org/data/definitions/95.html
// The posted data is parsed as JSON, never run.
export function settings(req, res) {
  const parsed = JSON.parse(req.body.settings);
  res.json({ ok: typeof parsed === 'object' });
}
