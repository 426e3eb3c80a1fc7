// Source: https://cheatsheetseries.owasp.org/cheatsheets/HTML5_Security_Cheat_Sheet.html#cross-origin-resource-sharing
// Credentials only for the application's own origin.
import cors from 'cors';
import express from 'express';

const app = express();
app.use(cors({ origin: 'https://app.example.com', credentials: true }));
export default app;
