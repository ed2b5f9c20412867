/**
 * What people type into the helper chat, written before the hand-off rule was: each with where it should
 * lead and the prompt the generator should start from (null: an ordinary question for the assistant).
 * Half is for tuning (dev), half only for the figure (test).
 */
export interface HandOffCase {
  text: string;
  expect: { target: 'images' | 'music' | 'video'; prompt: string } | null;
}

export const HAND_OFF_DEV: HandOffCase[] = [
  {
    text: 'make me an image of a red fox in snow',
    expect: { target: 'images', prompt: 'a red fox in snow' },
  },
  {
    text: 'Can you draw a cat wearing a tiny hat?',
    expect: { target: 'images', prompt: 'a cat wearing a tiny hat' },
  },
  {
    text: 'generate a picture of a sunset over the mountains please',
    expect: { target: 'images', prompt: 'a sunset over the mountains' },
  },
  {
    text: 'I want a watercolor painting of a lighthouse',
    expect: { target: 'images', prompt: 'a watercolor painting of a lighthouse' },
  },
  { text: 'create a logo for my bakery', expect: { target: 'images', prompt: 'a logo for my bakery' } },
  { text: 'write a song about my dog', expect: { target: 'music', prompt: 'my dog' } },
  { text: 'a song about summer love', expect: { target: 'music', prompt: 'summer love' } },
  {
    text: 'compose some relaxing piano music for studying',
    expect: { target: 'music', prompt: 'relaxing piano music for studying' },
  },
  {
    text: 'make a video of waves crashing on rocks',
    expect: { target: 'video', prompt: 'waves crashing on rocks' },
  },
  { text: 'Could you animate a dancing robot?', expect: { target: 'video', prompt: 'a dancing robot' } },
  { text: 'How do I make an image private?', expect: null },
  { text: 'can you make images?', expect: null },
  { text: 'What is a song credit?', expect: null },
  { text: 'How much does a video cost?', expect: null },
  { text: 'why did my image fail', expect: null },
  {
    text: "I'd like a photo of a bowl of ramen",
    expect: { target: 'images', prompt: 'a photo of a bowl of ramen' },
  },
  {
    text: 'an image of a castle on a hill at night',
    expect: { target: 'images', prompt: 'a castle on a hill at night' },
  },
  {
    text: 'make a birthday song for my sister Anna',
    expect: { target: 'music', prompt: 'a birthday song for my sister Anna' },
  },
  { text: 'paint me a stormy sea', expect: { target: 'images', prompt: 'a stormy sea' } },
  {
    text: 'Please create a short clip of a cat chasing a laser',
    expect: { target: 'video', prompt: 'a cat chasing a laser' },
  },
  { text: 'where can I see my songs?', expect: null },
  { text: 'delete my picture', expect: null },
  { text: 'show me a picture of a dragon', expect: { target: 'images', prompt: 'a dragon' } },
  { text: 'i need a lullaby for my baby', expect: { target: 'music', prompt: 'a lullaby for my baby' } },
  {
    text: 'Generate an epic orchestral track',
    expect: { target: 'music', prompt: 'an epic orchestral track' },
  },
];

export const HAND_OFF_TEST: HandOffCase[] = [
  {
    text: 'Make me a picture of two dogs playing in a park',
    expect: { target: 'images', prompt: 'two dogs playing in a park' },
  },
  { text: 'draw a blue car', expect: { target: 'images', prompt: 'a blue car' } },
  {
    text: 'can you create an illustration of a wizard reading a book',
    expect: { target: 'images', prompt: 'an illustration of a wizard reading a book' },
  },
  {
    text: 'I want a wallpaper with northern lights',
    expect: { target: 'images', prompt: 'a wallpaper with northern lights' },
  },
  {
    text: 'design a poster for a jazz night',
    expect: { target: 'images', prompt: 'a poster for a jazz night' },
  },
  { text: 'Write me a song about the ocean.', expect: { target: 'music', prompt: 'the ocean' } },
  {
    text: 'could you make a rap song about pizza',
    expect: { target: 'music', prompt: 'a rap song about pizza' },
  },
  { text: 'make some chill lofi beats', expect: { target: 'music', prompt: 'chill lofi beats' } },
  { text: 'create a video of a rocket launching', expect: { target: 'video', prompt: 'a rocket launching' } },
  { text: 'a video of fireworks over a city', expect: { target: 'video', prompt: 'fireworks over a city' } },
  { text: 'how do I download a song?', expect: null },
  { text: 'Can I make a video with my free plan?', expect: null },
  { text: 'what styles of image can you make', expect: null },
  { text: 'my picture is blurry, why?', expect: null },
  { text: 'thanks!', expect: null },
  {
    text: 'I would like an image of a cozy cabin in the woods',
    expect: { target: 'images', prompt: 'a cozy cabin in the woods' },
  },
  { text: 'sketch a horse', expect: { target: 'images', prompt: 'a horse' } },
  {
    text: 'compose a song for my grandmas 90th birthday',
    expect: { target: 'music', prompt: 'my grandmas 90th birthday' },
  },
  { text: 'make a short animation of leaves falling', expect: { target: 'video', prompt: 'leaves falling' } },
  {
    text: 'Generate a portrait of an old fisherman',
    expect: { target: 'images', prompt: 'a portrait of an old fisherman' },
  },
  { text: 'tell me about music pro', expect: null },
  { text: 'is there a limit on images per day', expect: null },
  { text: 'produce a jingle for my podcast', expect: { target: 'music', prompt: 'a jingle for my podcast' } },
  { text: 'picture of a sleeping panda', expect: { target: 'images', prompt: 'a sleeping panda' } },
  { text: 'make a song', expect: { target: 'music', prompt: '' } },
];
