/** Prompt templates (prompts/*.md, embedded by scripts/gen-prompts.mjs): placeholders and language names. */

/** Replaces `{{name}}` placeholders; an unknown placeholder is a bug in a prompt file. */
export function fillTemplate(template: string, vars: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = vars[name];
    if (value === undefined) throw new Error(`prompt placeholder ${whole} has no value`);
    return value;
  });
}

/** `de` → `German (de)`; a name or an unknown code is passed through. */
export function languageName(language: string): string {
  const code = language.trim();
  if (!/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/.test(code)) return code || 'English';
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'language' }).of(code.replace(/_/g, '-'));
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}
