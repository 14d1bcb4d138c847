import { Button, Container, createTheme, type MantineColorsTuple } from '@mantine/core';
import classes from './theme.module.css';

/** The brand orchid; shade 6 is the brand's primary #B24AB2 (white text on it passes WCAG AA). */
const orchid: MantineColorsTuple = [
  '#FBF2FB',
  '#F3E0F3',
  '#E7C0E6',
  '#DA9CD9',
  '#CD7ECC',
  '#C263C1',
  '#B24AB2',
  '#963C96',
  '#7A2E7C',
  '#5D2260',
];

/** Dark ink for text and dark bands; shade 9 is #1B1F2A. */
const ink: MantineColorsTuple = [
  '#F3F4F6',
  '#E2E4E9',
  '#C4C8D2',
  '#A2A8B7',
  '#80879A',
  '#626A80',
  '#4A5166',
  '#363C4E',
  '#2C3242',
  '#1B1F2A',
];

/** Warm sand for quiet surfaces and hairlines; shade 3 is #E9DFD3. */
const sand: MantineColorsTuple = [
  '#FBF8F4',
  '#F5EFE8',
  '#EFE7DD',
  '#E9DFD3',
  '#DDCFBE',
  '#CDBBA5',
  '#B29D86',
  '#8F7B66',
  '#6B5B4B',
  '#4A3E33',
];

export const BRAND = {
  primary: orchid[6],
  ink: ink[9],
  sand: sand[3],
  sandLight: sand[1],
  paper: sand[0],
} as const;

const serif = "'Cormorant Garamond Variable', 'Cormorant Garamond', 'Cormorant', Garamond, 'Times New Roman', serif";
const sans = "'Jost Variable', 'Jost', 'Helvetica Neue', Arial, sans-serif";

export const theme = createTheme({
  primaryColor: 'orchid',
  primaryShade: 6,
  colors: { orchid, ink, sand },
  black: BRAND.ink,
  white: '#FFFFFF',
  fontFamily: sans,
  fontSmoothing: true,
  defaultRadius: 0,
  cursorType: 'pointer',
  headings: {
    fontFamily: serif,
    fontWeight: '500',
    textWrap: 'balance',
    sizes: {
      h1: { fontSize: 'clamp(2.5rem, 1.6rem + 3.6vw, 4.5rem)', lineHeight: '1.05', fontWeight: '400' },
      h2: { fontSize: 'clamp(2rem, 1.5rem + 2vw, 3rem)', lineHeight: '1.1', fontWeight: '400' },
      h3: { fontSize: '1.75rem', lineHeight: '1.2' },
      h4: { fontSize: '1.375rem', lineHeight: '1.25' },
      h5: { fontSize: '1.125rem', lineHeight: '1.3' },
      h6: { fontSize: '1rem', lineHeight: '1.4' },
    },
  },
  spacing: { xs: '0.5rem', sm: '0.875rem', md: '1.25rem', lg: '2rem', xl: '3rem' },
  shadows: {
    xs: '0 1px 2px rgba(27, 31, 42, 0.04)',
    sm: '0 2px 10px rgba(27, 31, 42, 0.06)',
    md: '0 10px 30px rgba(27, 31, 42, 0.08)',
    lg: '0 20px 50px rgba(27, 31, 42, 0.10)',
    xl: '0 30px 70px rgba(27, 31, 42, 0.12)',
  },
  other: { serif, sans },
  components: {
    Button: Button.extend({
      defaultProps: { radius: 0, size: 'md' },
      classNames: { root: classes.button, label: classes.buttonLabel },
    }),
    Container: Container.extend({
      defaultProps: { size: 'xl' },
    }),
  },
});
