/**
 * Characters that no stored text or link may carry, as plain patterns with no schema library, so
 * the console's sign-in redirect check can use them without loading zod.
 *
 * CONTROL_CHARACTER: NUL (PostgreSQL text cannot hold it), the other C0 and C1 control characters
 * and DEL. Tab, line feed and carriage return are not in it: messages are multi-line and a pasted tab
 * harms nothing.
 */
export const CONTROL_CHARACTER = /(?![\t\n\r])\p{Cc}/u;

/** Half of a UTF-16 surrogate pair on its own: not a character, and jsonb refuses its escape. */
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether a link or path holds whitespace, a control character or a backslash. Browsers read a
 * backslash as a slash and drop tabs and newlines inside URLs, so `/\evil.com` or `/\t/evil.com`
 * would leave the site: such characters are refused outright rather than cleaned.
 */
export function hasUnsafeUrlCharacter(value: string): boolean {
  return /[\s\\]/.test(value) || CONTROL_CHARACTER.test(value);
}
