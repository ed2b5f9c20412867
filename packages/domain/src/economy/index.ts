/** The credits economy's pure rules: products and prices, earning, streaks and games. */
export * from './products';
export * from './promo-codes';
export * from './gift-cards';
export * from './earning';
export * from './streaks';
export * from './games';
export * from './tier-rules';
export * from './subscription-rules';
export * from './music-pro';
export * from './ledger-labels';
export * from './renewals';
