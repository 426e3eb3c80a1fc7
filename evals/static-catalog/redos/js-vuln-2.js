// Source: https://cwe.mitre.org/data/definitions/1333.html
// A prefix from the body is spliced into a pattern one hop before it is compiled.
export function matchPrefix(req) {
  const source = `^${req.body.prefix}[a-z]*$`;
  const re = new RegExp(source);
  return re.test(req.body.name);
}
