/** The spec's rule: a description is HTML when it contains angle brackets (the server has sanitised it). */
export function isHtml(text: string): boolean {
  return /[<>]/.test(text);
}
