/** How the client reads what Property Finder answers: a success through its schema, a refusal in the portal's words. */
import type { z } from 'zod';
import { problemAnswer } from './api-schemas.ts';

/** One field the portal refused (problem-json-v2 `errors[]`): where (a JSON pointer or name) and why. */
export interface PortalFieldError {
  field: string;
  message: string;
}

/**
 * The portal said no, could not be reached, or answered what we cannot read; `message` is safe to
 * show to staff and to log.
 */
export class PropertyFinderError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly fieldErrors: PortalFieldError[] = [],
  ) {
    super(message);
    this.name = 'PropertyFinderError';
  }
}

/** Retry-After as seconds or an HTTP date; capped at five minutes so a bad header cannot park a job. */
export function parseRetryAfter(header: string | null, now: number): number | null {
  if (!header) return null;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), 300_000) : null;
}

/**
 * A successful answer read through its schema. A body that is not JSON, or a field that is not what
 * the documentation says, is a PropertyFinderError naming the call and the field (with the answer's
 * status, so it is not retried: asking again gets the same answer).
 */
export function parseAnswer<T>(schema: z.ZodType<T>, text: string, call: string, status: number): T {
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    throw new PropertyFinderError(`Property Finder ${call}: the answer is not JSON`, status);
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  throw new PropertyFinderError(`Property Finder ${call}: ${issuesText(parsed.error)}`, status);
}

/** Which fields were not as documented, and what was expected: `data.0.id: expected number`. */
export function issuesText(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map(
      (issue) =>
        `${issue.path.map(String).join('.') || 'the answer'}: ${issue.message.replace(/^Invalid input: /, '')}`,
    )
    .join('; ');
}

/** The portal's own words for a failure, short, for staff: its `detail`/`title`/`message`, and the refused fields. */
export function portalProblem(text: string): { message: string; fields: PortalFieldError[] } {
  const unexplained = { message: 'no explanation given', fields: [] };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return unexplained;
  }
  const parsed = problemAnswer.safeParse(json);
  if (!parsed.success) return unexplained;
  const body = parsed.data;
  const said = body.message ?? body.detail ?? body.title ?? body.error;
  const fields = body.errors.flatMap((item) => {
    const why = item.detail ?? item.message ?? item.title;
    return why === undefined
      ? []
      : [{ field: item.pointer ?? item.field ?? item.name ?? '', message: why.slice(0, 200) }];
  });
  const listed = fields.map((f) => (f.field ? `${f.field}: ${f.message}` : f.message)).join('; ');
  const head = said !== undefined ? said.slice(0, 200) : listed ? '' : 'no explanation given';
  return { message: [head, listed].filter(Boolean).join(' - ').slice(0, 600), fields: fields.slice(0, 20) };
}
