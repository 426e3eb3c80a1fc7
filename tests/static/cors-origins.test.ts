/**
 * flask-cors with credentials (src/static/cors-origins.ts): a call naming no origins takes the app's
 * `CORS_ORIGINS` setting, so its grade follows what the file shows of that setting. The attacks: an
 * explicit `"*"`, or a wildcard in the file's own setting, keeps the rule's high grade.
 */
import { describe, expect, it } from 'vitest';
import { runStaticRules } from '../../src/static/run-static-rules.js';

const RULE = 'py-cors-credentials-any-origin';

/** The rule's findings on one added file: `[line, severity]`, and the bodies. */
async function scan(lines: string[], path = 'app/auth/login.py') {
  const content = lines.join('\n') + '\n';
  const changedLines = new Set(lines.map((_, i) => i + 1));
  const { findings } = await runStaticRules([{ path, content, changedLines }], { measured: {} });
  const own = findings.filter((f) => f.ruleId === RULE);
  return { seen: own.map((f) => [f.line, f.severity]), bodies: own.map((f) => f.body) };
}

const LOGIN = [
  'from flask_cors import cross_origin',
  '',
  "@auth.route('/auth/login', methods=['OPTIONS', 'POST'])",
  '@cross_origin(supports_credentials=True)',
  'def login():',
  '    return jsonify(token=create_token(request.json))',
];

describe('flask-cors credentials: the grade follows the origins', () => {
  it("a decorator naming no origins is medium and names the app's CORS_ORIGINS setting (alerta, fresh20)", async () => {
    const { seen, bodies } = await scan(LOGIN);
    expect(seen).toEqual([[4, 'medium']]);
    expect(bodies[0]).toContain('`CORS_ORIGINS`');
  });

  it('CORS(app, supports_credentials=True) naming no origins is medium too', async () => {
    const { seen } = await scan(
      ['from flask_cors import CORS', 'CORS(app, supports_credentials=True)'],
      'app.py',
    );
    expect(seen).toEqual([[2, 'medium']]);
  });

  it('an explicit any origin stays high: with the decorator and with CORS(app)', async () => {
    const { seen } = await scan([
      'from flask_cors import CORS, cross_origin',
      'CORS_ORIGINS = ["https://app.example.com"]',
      'CORS(app, origins="*", supports_credentials=True)',
      '@cross_origin(origins="*", supports_credentials=True)',
      'def me():',
      '    return current_user()',
    ]);
    expect(seen).toEqual([
      [3, 'high'],
      [4, 'high'],
    ]);
  });

  it("no finding when the file writes literal origins into the app's CORS_ORIGINS config", async () => {
    for (const setting of [
      'app.config["CORS_ORIGINS"] = ("https://app.example.com",)',
      'app.config.update(CORS_ORIGINS="https://app.example.com")',
      'app.config.from_mapping({"CORS_ORIGINS": ["https://app.example.com"]})',
    ]) {
      const { seen } = await scan([setting, ...LOGIN]);
      expect(seen, setting).toEqual([]);
    }
  });

  it('attack: a wildcard anywhere in the setting keeps it high, even beside an allow-list', async () => {
    for (const setting of [
      'app.config["CORS_ORIGINS"] = "*"',
      'CORS_ORIGINS = ["https://app.example.com", r"https://.*"]',
    ]) {
      const { seen } = await scan(['CORS_ORIGINS = ["https://app.example.com"]', setting, ...LOGIN]);
      expect(seen, setting).toEqual([[6, 'high']]);
    }
  });

  it('a setting read from the environment or built at run time shows no allow-list: medium', async () => {
    for (const setting of [
      // Attack: a module constant Flask may never read is no allow-list.
      'CORS_ORIGINS = ["http://localhost", "http://localhost:8000"]',
      'app.config["CORS_ORIGINS"] = ["https://app.example.com"]\nCORS_ORIGINS = os.environ["ORIGINS"]',
      'CORS_ORIGINS = os.environ.get("CORS_ORIGINS", "").split(",")',
      'CORS_ORIGINS = [f"https://{HOST}"]',
    ]) {
      const { seen } = await scan([...setting.split('\n'), ...LOGIN]);
      expect(seen, setting).toEqual([[setting.split('\n').length + 4, 'medium']]);
    }
  });
});
