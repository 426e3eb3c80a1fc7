// Source: https://cwe.mitre.org/data/definitions/321.html
// Webhook signatures are computed with a key written in the code.
import crypto from 'node:crypto';

export function sign(body) {
  return crypto.createHmac('sha256', 'whk_5f2b9c8e1a7d4036').update(body).digest('hex');
}
