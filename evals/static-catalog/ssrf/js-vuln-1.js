// Source: https://cheatsheetseries.owasp.org/cheatsheets/Server_Side_Request_Forgery_Prevention_Cheat_Sheet.html
// A link-preview endpoint fetches any URL, including http://169.254.169.254/.
export async function preview(req, res) {
  const page = await fetch(req.query.url);
  res.send(await page.text());
}
