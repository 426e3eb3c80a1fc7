// Source: https://github.blog/engineering/platform-security/behind-githubs-new-authentication-token-formats/
// A GitHub App installation token kept in the code that calls the API.
import { Octokit } from '@octokit/rest';

export const octokit = new Octokit({
  auth: 'ghs_bA6VGtlHPlEPvGC3Q8vHveb7P8gE4Fq7EqLq',
});
