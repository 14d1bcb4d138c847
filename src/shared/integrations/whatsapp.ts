/**
 * The short reference the site's floating WhatsApp button prefills ("Ref W3K9QZ"): six characters
 * of an alphabet without look-alikes (no 0/O, 1/I/L), random, naming a stored web visit's attribution
 * and nothing about the person. The server finds it in the customer's first message with the same pattern.
 */
// No zod here: the floating WhatsApp button on every page imports this module (the schemas are in
// whatsapp-schemas.ts).
export const WHATSAPP_REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const WHATSAPP_REFERENCE_LENGTH = 6;
const REFERENCE_PATTERN = new RegExp(
  `\\bRef[:#\\s]*([${WHATSAPP_REFERENCE_ALPHABET}]{${WHATSAPP_REFERENCE_LENGTH}})\\b`,
  'i',
);

/** A fresh reference, from the platform's random source (browser or server). */
export function newWhatsAppReference(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(WHATSAPP_REFERENCE_LENGTH));
  return [...bytes].map((byte) => WHATSAPP_REFERENCE_ALPHABET[byte % WHATSAPP_REFERENCE_ALPHABET.length]).join('');
}

/** The text the button prefills: the greeting, then the reference on its own line. */
export function withWhatsAppReference(greeting: string, reference: string): string {
  return `${greeting}\n\nRef ${reference}`;
}

/** The reference a message carries, upper-cased, or null. */
export function whatsappReferenceIn(text: string): string | null {
  return REFERENCE_PATTERN.exec(text)?.[1]?.toUpperCase() ?? null;
}
