/**
 * py-weak-password-hash reports password storage with a fast hash (CWE-916). A digest the code only
 * sends to a remote API in a request is that API's login protocol (src/static/password-digest-sent.ts;
 * pyload's hoster account plugins, fresh20). The attacks: a digest stored, returned, compared or
 * written through a call without a web address keeps its finding, also beside a request.
 */
import { describe, expect, it } from 'vitest';
import { runStaticRules } from '../../src/static/run-static-rules.js';

const RULE = 'py-weak-password-hash';

/** The rule's findings on one added file: `[line, severity]`. */
async function scan(lines: string[], path = 'plugins/accounts/hoster.py') {
  const content = lines.join('\n') + '\n';
  const changedLines = new Set(lines.map((_, i) => i + 1));
  const { findings } = await runStaticRules([{ path, content, changedLines }], { measured: {} });
  return findings.filter((f) => f.ruleId === RULE).map((f) => [f.line, f.severity]);
}

describe('a password digest sent to a remote API is its protocol, not storage', () => {
  it("pyload's Linkifier: a dict built in a variable, filled in, serialised and posted to API_URL: no finding", async () => {
    const seen = await scan([
      'import hashlib, json',
      'class Linkifier:',
      '    API_URL = "https://api.linkifier.com/downloadapi.svc/"',
      '    def api_request(self, method, user, password, **kwargs):',
      '        post = {',
      '            "login": user,',
      '            "md5Pass": hashlib.md5(password.encode()).hexdigest(),',
      '        }',
      '        post.update(kwargs)',
      '        post["apiKey"] = self.API_KEY',
      '        return json.loads(self.load(self.API_URL + method, post=json.dumps(post)))',
    ]);
    expect(seen).toEqual([]);
  });

  it('a dict or a keyword passed straight to a request with a web address: no finding', async () => {
    const seen = await scan([
      'import hashlib, requests',
      'def login(user, password):',
      '    requests.post("https://api.example.com/login", json={"user": user, "pwd": hashlib.md5(password.encode()).hexdigest()})',
      '    return session.get(url=f"{BASE_URL}/auth", params={"pwd": hashlib.sha1(password.encode()).hexdigest().upper()})',
    ]);
    expect(seen).toEqual([]);
  });

  it('attack: the same dict also stored, or returned, keeps the finding', async () => {
    const stored = await scan([
      'import hashlib, requests',
      'def register(user, password):',
      '    row = {"user": user, "pwd": hashlib.md5(password.encode()).hexdigest()}',
      '    requests.post(API_URL, json=row)',
      '    db.users.insert_one(row)',
    ]);
    expect(stored).toEqual([[3, 'high']]);
    const returned = await scan([
      'import hashlib',
      'def credentials(user, password):',
      '    return {"user": user, "pwd": hashlib.md5(password.encode()).hexdigest()}',
    ]);
    expect(returned).toEqual([[3, 'high']]);
  });

  it('attack: a digest written through a call without a web address (a DB write, an ORM create) keeps the finding', async () => {
    const seen = await scan([
      'import hashlib',
      'def register(user, password):',
      '    User.objects.create(name=user, password=hashlib.md5(password.encode()).hexdigest())',
      '    cursor.execute("INSERT INTO users VALUES (%s, %s)", {"u": user, "p": hashlib.sha1(password.encode()).hexdigest()})',
    ]);
    expect(seen).toEqual([
      [3, 'high'],
      [4, 'high'],
    ]);
  });

  it("a digest put into a caller's dict or a field is storage as far as the file shows: kept", async () => {
    const seen = await scan([
      'import hashlib',
      'def signin(self, user, password, data):',
      '    data["pwd"] = hashlib.md5(password.encode()).hexdigest()',
      '    self.user.pw_hash = hashlib.sha1(password.encode()).hexdigest()',
    ]);
    expect(seen).toEqual([
      [3, 'high'],
      [4, 'high'],
    ]);
  });

  it("pyload's NoPremiumPl: a digest of a digest kept under a key, read back into a query that a function returns and every call of it posts to API_URL: no finding", async () => {
    const seen = await scan([
      'import hashlib',
      'class NoPremiumPl:',
      '    API_URL = "http://crypt.example.pl"',
      '    API_QUERY = {"username": "", "password": ""}',
      '    def signin(self, user, password, data):',
      '        data["hash_password"] = hashlib.sha1(',
      '            hashlib.md5(password.encode()).hexdigest().encode()',
      '        ).hexdigest()',
      '        self.run_auth_query()',
      '    def create_auth_query(self):',
      '        query = self.API_QUERY',
      '        query["username"] = self.user',
      '        query["password"] = self.info["data"]["hash_password"]',
      '        return query',
      '    def run_auth_query(self):',
      '        return self.load(self.API_URL, post=self.create_auth_query(), redirect=20)',
    ]);
    expect(seen).toEqual([]);
  });

  it("pyload's TwojlimitPl: the key read back into a query posted in the same function: no finding", async () => {
    const seen = await scan([
      'import hashlib',
      'class TwojlimitPl:',
      '    def signin(self, user, password, data):',
      '        data["pwd"] = hashlib.md5(password.encode()).hexdigest()',
      '    def run_auth_query(self):',
      '        query = self.API_QUERY',
      "        query['password'] = self.info['data']['pwd']",
      '        return self.load(self.API_URL, post=query)',
    ]);
    expect(seen).toEqual([]);
  });

  it('attack: a digest kept under a key that is also read for a check or a store, or whose dict is stored whole, keeps the finding', async () => {
    const sentAndChecked = await scan([
      'import hashlib',
      'def signin(self, user, password, data):',
      '    data["pwd"] = hashlib.md5(password.encode()).hexdigest()',
      '    self.load(self.API_URL, post={"pwd": data["pwd"]})',
      '    return data["pwd"] == self.stored',
    ]);
    expect(sentAndChecked).toEqual([[3, 'high']]);
    const storedWhole = await scan([
      'import hashlib',
      'def register(self, user, password, row):',
      '    row["pwd"] = hashlib.md5(password.encode()).hexdigest()',
      '    self.load(self.API_URL, post={"pwd": row["pwd"]})',
      '    db.users.insert_one(row)',
    ]);
    expect(storedWhole).toEqual([[3, 'high']]);
    const intoStoredQuery = await scan([
      'import hashlib',
      'def signin(self, user, password, data):',
      '    data["pwd"] = hashlib.md5(password.encode()).hexdigest()',
      'def auth_query(self):',
      '    query = {}',
      '    query["password"] = self.info["data"]["pwd"]',
      '    return query',
      'def run(self):',
      '    self.load(self.API_URL, post=self.auth_query())',
      '    self.db.save(self.auth_query())',
    ]);
    expect(intoStoredQuery).toEqual([[3, 'high']]);
  });
});
