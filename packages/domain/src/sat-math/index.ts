/**
 * SAT math for learners: which offices are math offices, the result card's rating and speed labels, the
 * progress ring, the practice quiz.
 */
export * from './labels';
export * from './math-office';
export * from './practice';
