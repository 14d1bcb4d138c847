/** One header's values as sent, unfolded: `name` lower-case. A header may appear more than once. */
export type HeaderLookup = (name: string) => string[];

/**
 * Subjects of vacation notices and autoresponders, at the start of the subject (after any `Re:`), in
 * the site's languages and the ones mail clients use by default: Outlook's "Automatic reply:", Gmail's
 * vacation responder (usually only Auto-Submitted, but its users title it "Out of office"), Lotus
 * Notes' "... is out of the office", Exchange's localised "Réponse automatique", "Автоответ", "自动回复".
 * The word must stand alone or before a colon, so "Vacation home in Dubai" is a buyer's subject.
 */
const VACATION_SUBJECT =
  /^(?:(?:re|aw|ha|ответ|回复)\s*:\s*)*(?:auto(?:matic)?[\s-]?(?:reply|response|antwort)|autoreply|out of (?:the )?office|vacation|abwesenheit|absence|réponse automatique|respuesta automática|risposta automatica|автоответ|автоматический ответ|вне офиса|自动回复|自動回覆|رد تلقائي|الرد التلقائي|خارج المكتب)(?:\s+(?:reply|notice|message|response))?\s*(?:[:\-–([]|$)/iu;
const NOTES_SUBJECT = /\bis out of the office\b/i;

/** Precedence values that mark mail no person wrote to us (RFC 3834 and the conventions before it). */
const MACHINE_PRECEDENCE = new Set(['auto_reply', 'bulk', 'junk']);

/**
 * Whether a message was sent by a machine on someone's behalf (an autoresponder, a vacation notice,
 * a mailer) rather than written by the buyer: kept on the timeline, never counted as their reply.
 * `Auto-Submitted` is RFC 3834's marker ("no" means a person sent it); X-Autoreply and X-Autorespond
 * are older responders'; an empty Return-Path is the null sender every automatic notice uses.
 */
export function isAutoReply(header: HeaderLookup, subject: string | null): boolean {
  const autoSubmitted = header('auto-submitted')[0]?.trim().toLowerCase();
  if (autoSubmitted && !autoSubmitted.startsWith('no')) return true;
  if (header('x-autoreply').length > 0 || header('x-autorespond').length > 0) return true;
  if (header('precedence').some((value) => MACHINE_PRECEDENCE.has(value.trim().toLowerCase()))) return true;
  if (header('return-path').some((value) => value.trim() === '<>')) return true;
  const trimmed = subject?.trim() ?? '';
  return VACATION_SUBJECT.test(trimmed) || NOTES_SUBJECT.test(trimmed);
}
