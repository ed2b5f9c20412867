/** The mock interview: its defaults, the Interview tab's save rules and the report's quotes. */
export * from './interview-rules';
export * from './interview-quotes';
export * from './interview-dialog';
