// Source: https://expressjs.com/en/resources/middleware/session.html
// The session secret is configuration; the hash of a literal is not a key.
import crypto from 'node:crypto';
import session from 'express-session';

export const sessions = session({ secret: process.env.SESSION_SECRET, resave: false });
export const etag = crypto.createHash('sha256').update('v1').digest('hex');
