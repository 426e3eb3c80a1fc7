// Source: https://developer.mozilla.org/en-US/docs/Web/HTTP/Guides/CORS#credentialed_requests_and_wildcards
// Any origin with credentials: the cors package reflects the caller's origin to honour both.
import cors from 'cors';
import express from 'express';

const app = express();
app.use(cors({ origin: '*', credentials: true }));
export default app;
