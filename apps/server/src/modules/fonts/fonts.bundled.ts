import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Font } from '@muse/contracts';
import { z } from 'zod';

/**
 * The @fontsource packages the server ships (apps/server/package.json), by package name: every family of
 * POPULAR_FONTS and at least four of each category, OFL-1.1 or Apache-2.0 (docs/third-party.md).
 */
export const BUNDLED_FONT_PACKAGES = [
  'abril-fatface',
  'alfa-slab-one',
  'amatic-sc',
  'anton',
  'barlow',
  'bebas-neue',
  'bungee',
  'caveat',
  'dancing-script',
  'eb-garamond',
  'fira-code',
  'fira-sans',
  'great-vibes',
  'ibm-plex-mono',
  'indie-flower',
  'inter',
  'jetbrains-mono',
  'karla',
  'lato',
  'libre-baskerville',
  'lobster',
  'lora',
  'merriweather',
  'montserrat',
  'noto-sans',
  'nunito',
  'open-sans',
  'oswald',
  'pacifico',
  'playfair-display',
  'poppins',
  'pt-sans',
  'pt-serif',
  'quicksand',
  'raleway',
  'righteous',
  'roboto',
  'roboto-mono',
  'roboto-slab',
  'rubik',
  'satisfy',
  'source-code-pro',
  'space-mono',
  'work-sans',
] as const;

/** Where the file route is mounted; a bundled font's URLs point there. */
export const FONT_FILES_PATH = '/api/user/google-fonts/files';

/** Only these two weights are served: the chooser previews 400, and 700 is the editor's bold. */
const SERVED_WEIGHTS = [
  { weight: 400, variant: 'regular' },
  { weight: 700, variant: '700' },
] as const;

/** The fields of a Fontsource package's metadata.json that the catalogue reads. */
const FontsourceMetadata = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  family: z.string(),
  category: z.enum(['serif', 'sans-serif', 'display', 'handwriting', 'monospace']),
});

export interface BundledCatalogue {
  /** in package order; the service sorts */
  fonts: Font[];
  /** file name → absolute path: the only files the file route may send */
  files: ReadonlyMap<string, string>;
}

/**
 * Reads the installed packages: each family's category from its metadata.json, and its latin 400 and 700
 * upright woff2 files. The URLs carry the package version, so an upgrade is fetched again despite the
 * year-long cache.
 */
export function loadBundledCatalogue(packages: readonly string[] = BUNDLED_FONT_PACKAGES): BundledCatalogue {
  const require = createRequire(import.meta.url);
  const fonts: Font[] = [];
  const files = new Map<string, string>();
  for (const name of packages) {
    const packageJson = require.resolve(`@fontsource/${name}/package.json`);
    const root = dirname(packageJson);
    const { version } = z
      .object({ version: z.string() })
      .parse(JSON.parse(readFileSync(packageJson, 'utf8')));
    const meta = FontsourceMetadata.parse(JSON.parse(readFileSync(join(root, 'metadata.json'), 'utf8')));
    const urls: Record<string, string> = {};
    const variants: string[] = [];
    for (const { weight, variant } of SERVED_WEIGHTS) {
      const file = `${meta.id}-latin-${weight}-normal.woff2`;
      const path = join(root, 'files', file);
      if (!existsSync(path)) continue;
      files.set(file, path);
      variants.push(variant);
      urls[variant] = `${FONT_FILES_PATH}/${file}?v=${encodeURIComponent(version)}`;
    }
    const regular = urls.regular;
    if (!regular) throw new Error(`@fontsource/${name} has no latin 400 woff2 file`);
    fonts.push({
      family: meta.family,
      category: meta.category,
      variants,
      files: { ...urls, regular },
    });
  }
  return { fonts, files };
}
