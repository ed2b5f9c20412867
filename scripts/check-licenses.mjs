// `npm run licenses`: lists the licences of the production dependencies (what a server or the web bundle
// ships) and fails on one that cannot be combined with Muse's AGPL-3.0-or-later. SPDX expressions are read
// by spdx-expression-parse and matched by spdx-satisfies (`MIT OR GPL-2.0-only` passes through MIT).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import parse from 'spdx-expression-parse';
import satisfies from 'spdx-satisfies';
import { root } from './lib.mjs';

const OURS = 'AGPL-3.0-or-later';

/**
 * Licences that may be combined with AGPL-3.0-or-later (the FSF's list of GPLv3-compatible licences). Not
 * here, so refused: GPL-2.0-only and LGPL-2.0-only (no "or later"), SSPL, the Commons Clause, the
 * non-commercial and no-derivatives Creative Commons licences, proprietary ones.
 */
const COMPATIBLE = [
  'MIT',
  'MIT-0',
  'X11',
  'ISC',
  '0BSD',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'Apache-2.0',
  'Unlicense',
  'CC0-1.0',
  'WTFPL',
  'BlueOak-1.0.0',
  'Python-2.0',
  'Zlib',
  'BSL-1.0',
  'Artistic-2.0',
  'Unicode-DFS-2016',
  'Unicode-3.0',
  // data (word lists, browser tables): CC BY may be used in a GPLv3 work
  'CC-BY-3.0',
  'CC-BY-4.0',
  // fonts (the editor's bundled typefaces): shipped and served as separate font files, never combined
  // into the program's code; the OFL lets them be bundled with any software
  'OFL-1.1',
  // MPL-2.0's secondary-licence clause allows the GPL family
  'MPL-2.0',
  // LGPL-2.1 lets its code be used under the GPL 2 "or any later version"
  'LGPL-2.1-only',
  'LGPL-2.1-or-later',
  'LGPL-3.0-only',
  'LGPL-3.0-or-later',
  'GPL-2.0-or-later',
  'GPL-3.0-only',
  'GPL-3.0-or-later',
  'AGPL-3.0-only',
  'AGPL-3.0-or-later',
];

/**
 * Packages whose package.json does not give a usable SPDX licence, reviewed by reading the licence file
 * they ship. Keyed by name@version, so an upgrade is reviewed again.
 */
const REVIEWED = {
  '@imgly/background-removal-data@1.4.5': {
    license: 'AGPL-3.0-only',
    reason:
      'package.json says "SEE LICENSE IN LICENSE.md"; LICENSE.md is the GNU AGPL v3 text; the IS-Net weights it ' +
      'packs are MIT (its ThirdPartyLicenses.json, xuebinqin/DIS)',
  },
  'flatbuffers@1.12.0': {
    license: 'Apache-2.0',
    reason:
      'package.json says "SEE LICENSE IN LICENSE.txt", which is the Apache 2.0 text (via ' +
      '@imgly/background-removal-data → onnxruntime-web 1.17)',
  },
  'dictionary-en@4.0.0': {
    license: 'MIT AND BSD-3-Clause',
    reason:
      'package.json says "(MIT AND BSD)"; its license file gives the SCOWL word list terms (Kevin Atkinson: ' +
      'permission to use, copy, modify, distribute and sell with the notice kept), the WordNet 1.6 and UKACD ' +
      'notices (kept verbatim in that file, which ships with the package) and the MIT terms of the packaging',
  },
  '@ffmpeg-installer/linux-x64@4.1.0': {
    license: 'GPL-3.0-or-later',
    reason:
      'package.json says "GPLv3"; the static FFmpeg build it ships (John Van Sickle\'s, configured with ' +
      '--enable-gpl --enable-version3) prints "version 3 of the License, or (at your option) any later version" ' +
      '(`ffmpeg -L`); Muse runs it as a separate program',
  },
  'duck@0.1.12': {
    license: 'BSD-2-Clause',
    reason: 'package.json says "BSD"; its LICENSE file is the two-clause BSD text (via mammoth → lop)',
  },
};

/** The installed production dependencies, each once: every path `npm ls` prints. */
function productionPackages() {
  let out;
  try {
    out = execFileSync('npm', ['ls', '--omit=dev', '--all', '--parseable'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (err) {
    // npm ls exits 1 on problems of the tree (a missing or invalid package): say so, and stop.
    console.error(String(err.stderr || err.message));
    throw new Error('npm ls found problems in node_modules: run `npm ci` first.');
  }
  return [...new Set(out.split('\n').filter(Boolean))].map((dir) => ({
    dir,
    pkg: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')),
  }));
}

/** The licence a package.json declares, as an SPDX expression (legacy forms included), or null. */
function declared(pkg) {
  const { license, licenses } = pkg;
  if (typeof license === 'string') return license;
  if (license && typeof license.type === 'string') return license.type;
  if (Array.isArray(licenses) && licenses.length > 0) {
    const types = licenses.map((l) => (typeof l === 'string' ? l : l?.type)).filter(Boolean);
    // The old `licenses` array offered a choice.
    return types.length > 1 ? `(${types.join(' OR ')})` : (types[0] ?? null);
  }
  return null;
}

function isValid(expression) {
  try {
    parse(expression);
    return true;
  } catch {
    return false;
  }
}

const counts = new Map();
const problems = [];
const reviewedUsed = [];
const ownPackages = [];
for (const { dir, pkg } of productionPackages()) {
  const id = `${pkg.name}@${pkg.version}`;
  const where = relative(root, dir) || '.';
  const isOurs = !where.includes('node_modules/') || pkg.name === 'muse' || pkg.name?.startsWith('@muse/');
  if (isOurs) {
    ownPackages.push(pkg.name);
    if (pkg.license !== OURS) problems.push(`${id} (${where}): Muse's own packages are ${OURS}`);
    continue;
  }
  let license = declared(pkg);
  const review = REVIEWED[id];
  if (review) {
    reviewedUsed.push(`${id}: ${review.license} (${review.reason})`);
    license = review.license;
  }
  if (!license || license === 'UNLICENSED' || license.startsWith('SEE LICENSE')) {
    problems.push(`${id} (${where}): no SPDX licence in package.json; read its licence file and review it`);
    continue;
  }
  if (!isValid(license)) {
    problems.push(`${id} (${where}): "${license}" is not an SPDX expression; review it`);
    continue;
  }
  counts.set(license, (counts.get(license) ?? 0) + 1);
  if (!satisfies(license, COMPATIBLE)) {
    problems.push(`${id} (${where}): ${license} is not compatible with ${OURS}`);
  }
}

const total = [...counts.values()].reduce((a, b) => a + b, 0);
console.log(`Licences of ${total} production dependencies (Muse's ${ownPackages.length} packages: ${OURS}):`);
for (const [license, n] of [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) {
  console.log(`  ${String(n).padStart(4)}  ${license}`);
}
if (reviewedUsed.length > 0) {
  console.log('Reviewed by hand:');
  for (const line of reviewedUsed) console.log(`  ${line}`);
}
if (problems.length > 0) {
  console.error(`\n${problems.length} licence problem(s):`);
  for (const line of problems) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`licenses: all compatible with ${OURS}`);
