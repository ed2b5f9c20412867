/**
 * The 22 interview-prep quotes the report shows one of, at random (the spec counts 22 and quotes none).
 * Chosen: sayings long in the public domain, with the people they are usually credited to.
 */
export interface InterviewQuote {
  text: string;
  author: string;
}

export const INTERVIEW_PREP_QUOTES: readonly InterviewQuote[] = [
  { text: 'By failing to prepare, you are preparing to fail.', author: 'Benjamin Franklin' },
  { text: 'Well begun is half done.', author: 'Aristotle' },
  { text: 'It does not matter how slowly you go as long as you do not stop.', author: 'Confucius' },
  { text: 'Knowing yourself is the beginning of all wisdom.', author: 'Aristotle' },
  { text: 'We are what we repeatedly do.', author: 'Will Durant, after Aristotle' },
  { text: 'Chance favours only the prepared mind.', author: 'Louis Pasteur' },
  { text: 'The journey of a thousand miles begins with one step.', author: 'Lao Tzu' },
  { text: 'Energy and persistence conquer all things.', author: 'Benjamin Franklin' },
  { text: 'Whatever you are, be a good one.', author: 'Abraham Lincoln' },
  { text: 'Do what you can, with what you have, where you are.', author: 'Theodore Roosevelt' },
  { text: 'Believe you can and you are halfway there.', author: 'Theodore Roosevelt' },
  { text: 'An investment in knowledge pays the best interest.', author: 'Benjamin Franklin' },
  {
    text: 'Our greatest glory is not in never falling, but in rising every time we fall.',
    author: 'Oliver Goldsmith',
  },
  {
    text: 'Genius is one per cent inspiration and ninety-nine per cent perspiration.',
    author: 'Thomas Edison',
  },
  {
    text: 'I am not discouraged, because every wrong attempt discarded is another step forward.',
    author: 'Thomas Edison',
  },
  { text: 'Either I will find a way, or I will make one.', author: 'Philip Sidney' },
  {
    text: 'Speak clearly, if you speak at all; carve every word before you let it fall.',
    author: 'Oliver Wendell Holmes Sr.',
  },
  { text: 'The best way out is always through.', author: 'Robert Frost' },
  { text: 'What we think, we become.', author: 'attributed to the Buddha' },
  { text: 'Courage is grace under pressure.', author: 'Ernest Hemingway' },
  { text: 'Luck is what happens when preparation meets opportunity.', author: 'Seneca' },
  { text: 'Little by little, one goes far.', author: 'Spanish proverb' },
];

/** One quote, chosen by a number in [0, 1) (Math.random in the app, a fixed number in tests). */
export function interviewQuote(random: number): InterviewQuote {
  const index = Math.min(INTERVIEW_PREP_QUOTES.length - 1, Math.floor(random * INTERVIEW_PREP_QUOTES.length));
  return INTERVIEW_PREP_QUOTES[Math.max(0, index)]!;
}
