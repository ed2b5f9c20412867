/** Live polls and quizzes: validation, one-vote counting with percents that add up to 100, quiz outcomes. */
export * from './polls';
