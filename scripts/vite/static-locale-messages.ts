import type { Plugin } from 'vite';

/**
 * Messages the language banner calls in the visitor's language (`{ locale: offer }`), which is not the
 * page's: in a language's client build they keep all four texts. Any other message is compiled to
 * the build's language alone, so a call with another `locale` would get the page's language.
 */
const CROSS_LANGUAGE_MESSAGES = new Set([
  'language_label',
  'language_banner_text',
  'language_banner_action',
  'language_banner_dismiss',
]);
/** How a Paraglide message module picks its language (checked: a newer Paraglide must still say so). */
const MESSAGE_LOCALE_EXPRESSION = 'experimentalStaticLocale ?? options.locale ?? getLocale()';
const MESSAGE_MODULE = /\/src\/shared\/paraglide\/messages\/(?!_index\.js)([^/]+)\.js$/;

/**
 * Compiles every message to one language in that language's client build: the module's choice of
 * language becomes a constant, so the minifier drops the other three texts. Paraglide's own
 * `experimentalStaticLocale` cannot do this: it wraps the constant in a run-time check
 * (`assertIsLocale`), which the minifier cannot see through.
 */
export function staticLocaleMessages(locale: string): Plugin {
  return {
    name: 'six-senses:static-locale-messages',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform: {
      filter: { id: MESSAGE_MODULE },
      handler(code, id) {
        const name = MESSAGE_MODULE.exec(id)?.[1] ?? '';
        if (!code.includes(MESSAGE_LOCALE_EXPRESSION)) {
          throw new Error(
            `static-locale-messages: ${id} no longer picks its language with "${MESSAGE_LOCALE_EXPRESSION}"`,
          );
        }
        const constant = JSON.stringify(locale);
        const choice = CROSS_LANGUAGE_MESSAGES.has(name) ? `options.locale ?? ${constant}` : constant;
        return { code: code.replaceAll(MESSAGE_LOCALE_EXPRESSION, choice), map: null };
      },
    },
  };
}
