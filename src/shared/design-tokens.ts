// The shop's design values in one place: the web app's CSS variables (vite.config.ts turns them into the
// `:root` and `.dark` blocks) and the custom-beer element's Shadow DOM styles are both written from them, so
// the builder's chips, checkboxes and buttons look like the rest of the site. Imports nothing, so the
// element can bundle it.

/** The warm palette: cream and malt by day, deep stout at night, copper accent. Keys are CSS variable names. */
export const COLORS = {
  light: {
    background: 'oklch(0.975 0.014 85)',
    foreground: 'oklch(0.24 0.03 55)',
    card: 'oklch(0.993 0.008 85)',
    'card-foreground': 'oklch(0.24 0.03 55)',
    popover: 'oklch(0.993 0.008 85)',
    'popover-foreground': 'oklch(0.24 0.03 55)',
    primary: 'oklch(0.52 0.14 52)',
    'primary-foreground': 'oklch(0.99 0.01 85)',
    secondary: 'oklch(0.93 0.03 80)',
    'secondary-foreground': 'oklch(0.3 0.04 55)',
    muted: 'oklch(0.94 0.02 80)',
    'muted-foreground': 'oklch(0.47 0.03 60)',
    accent: 'oklch(0.92 0.05 78)',
    'accent-foreground': 'oklch(0.3 0.05 55)',
    destructive: 'oklch(0.55 0.2 27)',
    'destructive-solid': 'oklch(0.55 0.2 27)',
    'destructive-foreground': 'oklch(0.99 0.01 85)',
    border: 'oklch(0.87 0.03 75)',
    input: 'oklch(0.85 0.03 75)',
    ring: 'oklch(0.66 0.15 60)',
    malt: 'oklch(0.3 0.05 50)',
    foam: 'oklch(0.97 0.02 90)',
  },
  dark: {
    background: 'oklch(0.17 0.015 50)',
    foreground: 'oklch(0.93 0.02 80)',
    card: 'oklch(0.215 0.02 50)',
    'card-foreground': 'oklch(0.93 0.02 80)',
    popover: 'oklch(0.215 0.02 50)',
    'popover-foreground': 'oklch(0.93 0.02 80)',
    primary: 'oklch(0.74 0.15 65)',
    'primary-foreground': 'oklch(0.18 0.02 50)',
    secondary: 'oklch(0.27 0.025 50)',
    'secondary-foreground': 'oklch(0.92 0.02 80)',
    muted: 'oklch(0.25 0.02 50)',
    'muted-foreground': 'oklch(0.72 0.03 70)',
    accent: 'oklch(0.3 0.04 55)',
    'accent-foreground': 'oklch(0.94 0.03 80)',
    destructive: 'oklch(0.68 0.19 27)',
    'destructive-solid': 'oklch(0.5 0.19 27)',
    'destructive-foreground': 'oklch(0.99 0.01 85)',
    border: 'oklch(0.32 0.025 50)',
    input: 'oklch(0.36 0.025 50)',
    ring: 'oklch(0.74 0.15 65)',
    malt: 'oklch(0.13 0.015 50)',
    foam: 'oklch(0.93 0.02 80)',
  },
} as const;
export type Theme = keyof typeof COLORS;
export type ColorName = keyof (typeof COLORS)['light'];

/** Corner radius of cards; controls use the medium step (Tailwind's `rounded-md`), chips are pills. */
export const RADIUS = { base: '0.75rem', control: '0.625rem', pill: '999px' } as const;

export const FONT = {
  sans: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Source Han Sans SC', sans-serif",
  display:
    "'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, 'Songti SC', 'Noto Serif CJK SC', 'Source Han Serif SC', 'SimSun', serif",
  size: { xs: '0.75rem', sm: '0.875rem', base: '1rem', lg: '1.125rem', xl: '1.25rem' },
  weight: { regular: 400, medium: 500, semibold: 600 },
} as const;

/** Sizes of the controls both the web app's Button (src/web/components/ui/button.tsx) and the element use. */
export const CONTROL = {
  /** The site's default button: `h-10 px-4`, small medium-weight text. */
  buttonHeight: '2.5rem',
  buttonPaddingX: '1rem',
  buttonFontSize: FONT.size.sm,
  buttonWeight: FONT.weight.medium,
  /** A choice chip: regular weight, the same height as a button. */
  chipHeight: '2.5rem',
  chipPaddingX: '0.875rem',
  chipWeight: FONT.weight.regular,
  /** The site's checkbox (src/web/components/ui/checkbox.tsx): a 1.25rem box, filled with the primary when ticked. */
  checkboxSize: '1.25rem',
  checkboxRadius: '5px',
  inputHeight: '2.5rem',
} as const;

/** `--name: value;` lines for one theme's colours. */
export function colorDeclarations(theme: Theme): string {
  return Object.entries(COLORS[theme])
    .map(([name, value]) => `--${name}: ${value};`)
    .join(' ');
}

/** The web app's theme variables: light on the page root, dark under the `.dark` class (docs/rules/interface.md). */
export function siteThemeStylesheet(): string {
  const controls = `--button-height: ${CONTROL.buttonHeight}; --button-padding-x: ${CONTROL.buttonPaddingX}; --checkbox-size: ${CONTROL.checkboxSize};`;
  return `:root { ${colorDeclarations('light')} --radius: ${RADIUS.base}; ${controls} }\n.dark { ${colorDeclarations('dark')} }\n`;
}
