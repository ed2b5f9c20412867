import type { Template } from '../types';
import { ALGEBRA_TEMPLATES } from './algebra';
import { DATA_TEMPLATES } from './data';
import { ADVANCED_TEMPLATES } from './advanced';
import { GEOMETRY_TEMPLATES } from './geometry';

export const TEMPLATES: Template[] = [
  ...ALGEBRA_TEMPLATES,
  ...DATA_TEMPLATES,
  ...ADVANCED_TEMPLATES,
  ...GEOMETRY_TEMPLATES,
];

export const TEMPLATE_BY_ID: ReadonlyMap<string, Template> = new Map(TEMPLATES.map((t) => [t.id, t]));
