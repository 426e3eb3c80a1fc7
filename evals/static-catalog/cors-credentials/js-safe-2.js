// Source: https://developer.mozilla.org/en-US/docs/Web/HTTP/Guides/CORS
// A public, read-only API: any origin, no credentials.
import cors from 'cors';
import express from 'express';

const app = express();
app.use(cors({ origin: '*' }));
export default app;
