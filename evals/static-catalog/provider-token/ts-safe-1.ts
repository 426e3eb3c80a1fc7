// Source: https://docs.stripe.com/keys#safe-keys
// Keys read from the environment; the prefixes are only checked, never stored.
export const stripeKey = process.env.STRIPE_SECRET_KEY ?? '';
export const isLive = stripeKey.startsWith('sk_live_');
export const slackToken = process.env.SLACK_BOT_TOKEN; // xoxb-your-bot-token
export const npmHint = 'npm_' + 'x'.repeat(36);
