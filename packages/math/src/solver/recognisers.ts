import { wordProblem } from './words';
import { lineProblem } from './lines';
import { probabilityProblem } from './probability';
import { inferenceProblem } from './inference';
import { percentProblem } from './percent';
import { rateProblem } from './rates';
import { tableProblem } from './tables';
import { statsProblem } from './stats';
import {
  angleEquation,
  circleProblem,
  geometryProblem,
  namedRightTriangle,
  shapeProblem,
  similarTriangles,
} from './geometry';
import { functionProblem } from './functions';
import type { Recogniser } from './types';

/** The word-problem recognisers, most specific first (the general math recogniser runs after them). */
export const WORD_RECOGNISERS: Recogniser[] = [
  tableProblem,
  inferenceProblem,
  statsProblem,
  probabilityProblem,
  percentProblem,
  rateProblem,
  wordProblem,
  lineProblem,
  geometryProblem,
  circleProblem,
  angleEquation,
  similarTriangles,
  namedRightTriangle,
  shapeProblem,
  functionProblem,
];
