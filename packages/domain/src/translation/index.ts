/** Prompts in other languages: when to translate them before generation, and what the item then says. */
export * from './prompt-language';
