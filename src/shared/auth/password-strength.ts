import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/** Fewest characters of a staff password. */
export const PASSWORD_MIN_LENGTH = 12;

/**
 * zxcvbn's score from 0 to 4: 3 means about 10^8 guesses or more, past the list of common and breached
 * passwords (zxcvbn-ts's `passwords-common`, the most used passwords of public breaches), keyboard walks,
 * repeats ("aaaaaaaaaaaa"), sequences and dates, and their l33t spellings.
 */
const MIN_SCORE = 3;

let estimator: ZxcvbnFactory | undefined;

/**
 * Whether a password is too easy to guess: found in the common and breached list, or built of patterns
 * an attacker tries first. The dictionary is read once, on first use (the console's password forms and
 * the server only: the public pages never load it).
 */
export function isGuessablePassword(password: string): boolean {
  estimator ??= new ZxcvbnFactory({
    dictionary: { 'passwords-common': dictionary['passwords-common'] },
    graphs: adjacencyGraphs,
  });
  return estimator.check(password).score < MIN_SCORE;
}
