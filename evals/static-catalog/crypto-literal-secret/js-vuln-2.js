// Source: https://expressjs.com/en/resources/middleware/cookie-parser.html
// Signed cookies are signed with a literal secret anyone with the source can reuse.
import express from 'express';
import cookieParser from 'cookie-parser';

const app = express();
app.use(cookieParser('s3cr3t-cookie-signing-key'));
export default app;
