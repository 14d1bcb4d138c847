import { z } from 'zod';

/** The first staff account, with the password start-up generated for it (no ADMIN_PASSWORD was set). */
export interface GeneratedAdmin {
  username: string;
  password: string;
}

/** What the start-up process (db/startup.ts) sends the server over IPC: checked, as anything received is. */
export const startupMessage = z.object({
  generatedAdmin: z.object({ username: z.string().min(1), password: z.string().min(1) }),
});

/**
 * The generated password in a box, printed last on a first start (after the migrations, the seed and
 * the line saying where the site listens), so that it is the one thing a newcomer's eye lands on.
 * `signIn` is the console's sign-in address, when known.
 */
export function adminPasswordBox(admin: GeneratedAdmin, signIn: string | null): string {
  const lines = [
    'Staff console: the first account was created',
    '',
    ...(signIn ? [`Sign in at  ${signIn}`] : []),
    `Username    ${admin.username}`,
    `Password    ${admin.password}`,
    '',
    'Shown only this once. Change it with `npm run user:password`.',
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '═'.repeat(width + 4);
  return `\n╔${rule}╗\n${lines.map((line) => `║  ${line.padEnd(width)}  ║`).join('\n')}\n╚${rule}╝\n\n`;
}

/** The console's sign-in address on a server listening at `address` (a wildcard host read as this machine). */
export function signInAddress(address: string): string {
  const url = new URL(address);
  if (['0.0.0.0', '[::]', '::'].includes(url.hostname)) url.hostname = 'localhost';
  return new URL('/admin/login', url).href;
}
