// Source: https://cwe.mitre.org/data/definitions/918.html
// A webhook URL from the request body is called by the server.
import axios from 'axios';

export async function testWebhook(req, res) {
  const hook = req.body.webhookUrl;
  const r = await axios.post(hook, { ping: true });
  res.json({ status: r.status });
}
