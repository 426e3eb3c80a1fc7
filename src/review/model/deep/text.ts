/** Small text helpers of the agent: byte caps that never split a UTF-8 character. */

/** The longest prefix of `text` whose UTF-8 encoding is at most `maxBytes` bytes (valid UTF-8). */
export function capUtf8(text: string, maxBytes: number): string {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= maxBytes) return text;
  let end = Math.max(0, maxBytes);
  // Back off over continuation bytes (10xxxxxx) so that the cut lands on a character boundary.
  while (end > 0 && ((bytes[end] ?? 0) & 0xc0) === 0x80) end--;
  return bytes.subarray(0, end).toString('utf8');
}
