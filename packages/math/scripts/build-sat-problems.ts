/** Writes src/curriculum/sat-problems.json: the shipped, verified problems of every lesson. */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { buildShippedProblems } from '../src/curriculum/build-shipped';

const target = fileURLToPath(new URL('../src/curriculum/sat-problems.json', import.meta.url));
const lessons = buildShippedProblems();
// formatted as the repository's format check expects
const options = { ...(await resolveConfig(target)), filepath: target };
writeFileSync(target, await format(JSON.stringify(lessons), options));
console.log(
  `wrote ${lessons.reduce((n, l) => n + l.problems.length, 0)} problems in ${lessons.length} lessons`,
);
