import type { AgencyRegistrationParsed } from './schemas.ts';

/** The registration as the site shows it and the console edits it. */
export type AgencyRegistrationView = AgencyRegistrationParsed & { updatedAt: string };
