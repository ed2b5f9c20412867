/**
 * Math: SAT math tutoring (an office's lessons and generated, engine-checked problems; learners' practice and
 * best results; the shipped SAT math office) and MathSOS (a problem read from a picture, solved with steps).
 */
export { createMathModule, type MathModuleDeps } from './math.module';
export { mathRoutes } from './math.routes';
export { poolMathEngine } from './math.engine-pool';
export { satMathOfficeDefinition, SATMATH_OFFICE_ID, type ShippedLesson } from './math.curriculum';
export type { MathService } from './math.service';
export type { MathSosService } from './mathsos.service';
