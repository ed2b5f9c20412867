// Apart from welcome.ts: only the guide dialog (loaded when opened) needs these texts, not the first page.

/** The first-time guide: one step per part of the page, in the order a newcomer meets them. */
export const GUIDE_STEPS = [
  {
    label: 'Describe',
    title: 'Start with a few words',
    text: 'Type keywords such as "fox, snow, sunset" and press Get ideas: Muse suggests pictures to make from them. Turn on Advanced prompt to write the whole description yourself.',
  },
  {
    label: 'Create',
    title: 'Pick an idea and create it',
    text: 'Each idea has a Create button. Creating needs an account (a guest account works) and costs credits: the line under the box says how many, and what you have.',
  },
  {
    label: 'Adjust',
    title: 'Choose a model and settings',
    text: 'The model button picks what draws the picture. Settings set the size, the steps, how many pictures at once, and a fixed seed to repeat a result.',
  },
  {
    label: 'Keep',
    title: 'Find your pictures',
    text: 'New pictures wait in the queue, then appear in My images. Open one to like, share, download, edit or animate it, or to make it private.',
  },
] as const;
