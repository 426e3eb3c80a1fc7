// Source: https://expressjs.com/en/resources/middleware/session.html
// express-session's secret signs the session id cookie; here it is a literal.
import express from 'express';
import session from 'express-session';

const app = express();
app.use(session({ secret: 'keyboard cat', resave: false, saveUninitialized: false }));
export default app;
