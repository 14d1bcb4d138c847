import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type ConvertCSSVariablesInput,
  type MantineThemeOverride,
} from '@mantine/core';

type Variables = Record<string, string>;

/** The variables of `own` whose value differs from the defaults (which Mantine's stylesheet already sets). */
function changed(own: Variables, defaults: Variables): Variables {
  return Object.fromEntries(Object.entries(own).filter(([name, value]) => defaults[name] !== value));
}

/**
 * The CSS variables MantineProvider writes into every page for a theme (with its defaults:
 * `:root` and `deduplicateCssVariables`), worked out once. They depend on the theme alone, and
 * building them on each render (merging the theme, resolving every colour, writing the CSS) was a
 * few per cent of a page's render. The root layout renders it with `withCssVariables={false}`; a
 * unit test holds it equal to Mantine's own output.
 */
export function themeCssVariables(theme: MantineThemeOverride): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const own: ConvertCSSVariablesInput = defaultCssVariablesResolver(merged);
  const defaults: ConvertCSSVariablesInput = defaultCssVariablesResolver(DEFAULT_THEME);
  return convertCssVariables({
    variables: changed(own.variables, defaults.variables),
    light: changed(own.light, defaults.light),
    dark: changed(own.dark, defaults.dark),
  });
}
