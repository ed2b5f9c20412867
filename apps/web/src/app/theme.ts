import {
  Anchor,
  Badge,
  Button,
  Card,
  Modal,
  NavLink,
  Paper,
  Popover,
  Tooltip,
  createTheme,
} from '@mantine/core';
import type { CSSVariablesResolver, MantineColorsTuple } from '@mantine/core';

/** Muse's own violet, from light to dark. */
const muse: MantineColorsTuple = [
  '#f4f0ff',
  '#e6ddfe',
  '#cab8f9',
  '#ad90f5',
  '#946ef1',
  '#8458ef',
  '#7b4cef',
  '#6a3ed5',
  '#5e36bf',
  '#502ca8',
];

const systemFont =
  'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const theme = createTheme({
  primaryColor: 'muse',
  primaryShade: { light: 6, dark: 5 },
  colors: { muse },
  fontFamily: systemFont,
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  headings: { fontFamily: systemFont, fontWeight: '700' },
  defaultRadius: 'md',
  defaultGradient: { from: 'muse.6', to: 'pink.5', deg: 135 },
  cursorType: 'pointer',
  components: {
    Button: Button.extend({ defaultProps: { radius: 'md' } }),
    Card: Card.extend({ defaultProps: { radius: 'lg', withBorder: true } }),
    Paper: Paper.extend({ defaultProps: { radius: 'lg' } }),
    Badge: Badge.extend({ defaultProps: { radius: 'sm' } }),
    Modal: Modal.extend({
      defaultProps: { centered: true, radius: 'lg', overlayProps: { backgroundOpacity: 0.45, blur: 3 } },
    }),
    Tooltip: Tooltip.extend({ defaultProps: { withArrow: true, openDelay: 150 } }),
    Popover: Popover.extend({ defaultProps: { shadow: 'md', radius: 'lg' } }),
    NavLink: NavLink.extend({ defaultProps: { variant: 'light' } }),
    // A link in running text is told apart by more than its colour (WCAG 1.4.1).
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
  },
});

/**
 * Secondary ("dimmed") text at WCAG AA contrast in both schemes: Mantine's default grey is 3.3:1 on white,
 * gray.7 is 7.6:1; in dark mode dark.1 on the page is over 9:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});
