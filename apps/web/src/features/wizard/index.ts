/**
 * The photo wizard (/photo-wizard): upload a photo, pick a preset or describe a change, Transform (POST
 * /images/ with the photo in videoImages, polled every 2 s until finished), compare before and after, share.
 * Its page is in pages.ts (lazy); the link to it is all other features need.
 */
export const PHOTO_WIZARD_PATH = '/photo-wizard';
