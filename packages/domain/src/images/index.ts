/** Pure rules of image generation. */
export * from './sizes';
export * from './counts';
export * from './costs';
export * from './state';
export * from './queue';
export * from './permissions';
export * from './categories';
export * from './reports';
export * from './paging';
export * from './likes';
export * from './texts';
export * from './video';
export * from './characters';
