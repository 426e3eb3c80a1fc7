/**
 * Folders named only for tests' inputs and environments count as tests (fresh10: authelia's
 * configuration fixtures under `internal/configuration/test_resources/` gave 17 critical
 * secret-private-key findings on throwaway keys; fresh7: linkding's `scripts/test-environments/`).
 * A finding there stays reported at low, and a name a PR chooses that merely contains the word, or
 * a harness folder that also ships (`suites/`, `testing/`), stays source: the move hides nothing more
 * than `tests/` already does.
 */
import { describe, expect, it } from 'vitest';
import { isTestPath } from '../../src/core/code-paths.js';
import { classifyFile } from '../../src/review/select/file-class.js';
import { runStaticRules } from '../../src/static/run-static-rules.js';

describe('test folders by name', () => {
  it('test resources, test environments, end-to-end and integration test folders are tests', () => {
    for (const path of [
      'internal/configuration/test_resources/config.yml',
      'internal/configuration/test_resources/config_walk/general.yml',
      'src/test-resources/keys/server.pem',
      'scripts/test-environments/oidc/configuration.yml',
      'scripts/test_environments/ldap/compose.yml',
      'web/e2e-tests/login.ts',
      // metallb's Ginkgo suites (fresh9: go-defer-in-loop in `e2etest/bgptests/bgp.go`).
      'e2etest/bgptests/bgp.go',
      'test/e2etests/l2.go',
      'e2e_tests/conftest_helpers.py',
      'integration-tests/api.go',
      'integration_tests/db.py',
      'app/integration_test/app_test_driver.dart',
      'app/src/androidTest/java/org/app/LoginCheck.java',
      // A suite's own folder or package (fresh14: bruno's mock auth servers).
      'packages/bruno-tests/src/auth/oauth2/clientCredentials.js',
      'api-tests/users.py',
      'tools/load_tests/locustfile.py',
    ]) {
      expect([path, isTestPath(path)]).toEqual([path, true]);
      expect([path, classifyFile(path).class]).toEqual([path, 'test']);
    }
  });

  it('a harness folder alone, or a name that merely contains the words, stays source', () => {
    for (const path of [
      'internal/suites/suite_standalone.go',
      'internal/suites/example/compose/k3d/compose.yml',
      'pkg/testing/server.go',
      'harness/run.go',
      'qa/checks.py',
      'src/test_resources_loader.ts',
      'src/integration/stripe.ts',
      'src/environments/test.environment.ts',
      'config/test-environment.yml',
      // A/B and split tests run experiments in the product; a bare `-test` names no suite.
      'src/ab-tests/checkout-button.ts',
      'app/split_tests/pricing.py',
      'packages/speed-test/src/server.js',
      'src/tests-api/handler.ts',
    ]) {
      expect([path, isTestPath(path)]).toEqual([path, false]);
      expect([path, classifyFile(path).class]).toEqual([path, 'source']);
    }
  });
});

describe('a private key in a test resources folder', () => {
  // Built at run time so that this file holds no key of its own.
  const key = ['-----BEGIN RSA', 'PRIVATE KEY-----'].join(' ');
  const body = 'xwXEQwmPHfXDj0njbcXWpYDnkGp/LF1Noa2zeO9W2GP070dBO7TY6uZlBlPcjWYL';
  const lines = [
    'identity_providers:',
    '  oidc:',
    '    issuer_private_key: |',
    `      ${key}`,
    `      ${body}`,
  ];
  const scan = async (path: string) => {
    const content = lines.join('\n') + '\n';
    const changedLines = new Set(lines.map((_, i) => i + 1));
    const role = classifyFile(path).class === 'test' ? 'test' : 'source';
    const { findings } = await runStaticRules([{ path, content, changedLines, role }]);
    return findings.map((f) => [f.ruleId, f.severity]);
  };

  it('is still reported, graded low (a fixture key is a test input, not a deployed secret)', async () => {
    expect(await scan('internal/configuration/test_resources/config.yml')).toEqual([
      ['secret-private-key', 'low'],
    ]);
  });

  it('the same key in a production configuration, or a file named like the folder, is critical', async () => {
    expect(await scan('internal/configuration/config.yml')).toEqual([['secret-private-key', 'critical']]);
    expect(await scan('deploy/test_resources.yml')).toEqual([['secret-private-key', 'critical']]);
    expect(await scan('internal/suites/Standalone/configuration.yml')).toEqual([
      ['secret-private-key', 'critical'],
    ]);
  });
});
