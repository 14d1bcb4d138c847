import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme.ts';
import { themeCssVariables } from './theme-css-variables.ts';

/** The `<style>` holding the CSS variables that MantineProvider itself renders for a theme. */
function mantinesOwnVariables(): string {
  const html = renderToString(
    <MantineProvider theme={theme} forceColorScheme="light" withGlobalClasses={false}>
      <p>page</p>
    </MantineProvider>,
  );
  const css = /<style data-mantine-styles="true">([\s\S]*?)<\/style>/.exec(html)?.[1];
  if (css === undefined) throw new Error(`MantineProvider rendered no variables: ${html}`);
  return css;
}

describe('themeCssVariables', () => {
  it("is what MantineProvider writes for the site's theme", () => {
    const css = themeCssVariables(theme);
    expect(css).toContain('--mantine-primary-color');
    expect(css).toBe(mantinesOwnVariables());
  });
});
