import { createTheme } from '@mantine/core';
import type {
  AnchorProps,
  BadgeProps,
  ButtonProps,
  CSSVariablesResolver,
  CardProps,
  MantineColorsTuple,
  ModalProps,
  NavLinkProps,
  PaperProps,
  PopoverProps,
  TooltipProps,
} from '@mantine/core';

/**
 * A component's default props, typed against it. Plain objects rather than `Modal.extend(…)`: naming the
 * component here would put Modal, Popover and Tooltip (and their positioning library) into every first load.
 */
const defaults = <P>(defaultProps: Partial<P>) => ({ defaultProps });

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
    Button: defaults<ButtonProps>({ radius: 'md' }),
    Card: defaults<CardProps>({ radius: 'lg', withBorder: true }),
    Paper: defaults<PaperProps>({ radius: 'lg' }),
    Badge: defaults<BadgeProps>({ radius: 'sm' }),
    Modal: defaults<ModalProps>({
      centered: true,
      radius: 'lg',
      overlayProps: { backgroundOpacity: 0.45, blur: 3 },
    }),
    Tooltip: defaults<TooltipProps>({ withArrow: true, openDelay: 150 }),
    Popover: defaults<PopoverProps>({ shadow: 'md', radius: 'lg' }),
    NavLink: defaults<NavLinkProps>({ variant: 'light' }),
    // A link in running text is told apart by more than its colour (WCAG 1.4.1).
    Anchor: defaults<AnchorProps>({ underline: 'always' }),
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
