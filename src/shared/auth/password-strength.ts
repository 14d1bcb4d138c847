import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/** Fewest characters of a staff password. */
export const PASSWORD_MIN_LENGTH = 12;

/**
 * zxcvbn's score from 0 to 4: 3 means about 10^8 guesses or more, past the list of common and breached
 * passwords (zxcvbn-ts's `passwords-common`, the most used passwords of public breaches), keyboard walks,
 * repeats ("aaaaaaaaaaaa"), sequences and dates, and their l33t spellings.
 */
const MIN_SCORE = 3;

let estimator: Promise<ZxcvbnFactory> | undefined;

async function loadEstimator(): Promise<ZxcvbnFactory> {
  const [{ ZxcvbnFactory }, { adjacencyGraphs, dictionary }] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
  ]);
  return new ZxcvbnFactory({
    dictionary: { 'passwords-common': dictionary['passwords-common'] },
    graphs: adjacencyGraphs,
  });
}

/**
 * Whether a password is too easy to guess: found in the common and breached list, or built of patterns
 * an attacker tries first. The dictionary is loaded on first use, not with the module: a password is set
 * seldom, and the loaded dictionary held 6-8 MB of the server's heap (and 1 MB of script in a browser)
 * from start-up on. The public pages never load it.
 */
export async function isGuessablePassword(password: string): Promise<boolean> {
  estimator ??= loadEstimator();
  return (await estimator).check(password).score < MIN_SCORE;
}
