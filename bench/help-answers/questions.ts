/**
 * Questions a newcomer asks Muse's help chat, written before the help office was tuned, in the
 * words people use rather than the pairs' wording. A right answer contains every `expect` quote
 * (case and whitespace aside); off-topic questions are right when the help says it has no answer. Split by
 * position like the answer-quality set: even positions tune ('dev'), odd positions report ('test'). Add new
 * items at the end only.
 */
import { alternate } from '../answer-quality/types';

export interface HelpQuestion {
  question: string;
  /** quotes a right answer contains; empty: the help should say it does not know */
  expect: string[];
}

export const HELP_QUESTIONS = alternate<HelpQuestion>([
  { question: 'what is this site', expect: ['creative studio'] },
  { question: 'what does muse do?', expect: ['creative studio'] },
  { question: 'how do i make a picture', expect: ['Create'] },
  { question: 'How can I generate an image of a cat?', expect: ['Create'] },
  { question: 'how much is one image', expect: ['credit'] },
  { question: 'what does it cost to create a picture', expect: ['credit'] },
  { question: 'where do i get credits', expect: ['claim'] },
  { question: 'I have no credits, what now?', expect: ['claim'] },
  { question: 'is it free?', expect: ['free'] },
  { question: 'can i use it for free', expect: ['free'] },
  { question: 'how do I make music', expect: ['Song with Lyrics'] },
  { question: 'can it write a song for me', expect: ['Song with Lyrics'] },
  { question: 'can I use my own lyrics', expect: ['Advanced mode'] },
  { question: 'i wrote a poem, can you sing it', expect: ['Advanced mode'] },
  { question: 'how long can songs be', expect: ['seconds'] },
  { question: 'how many songs per day', expect: ['songs a day'] },
  { question: 'what do I get with music pro', expect: ['unlimited songs'] },
  { question: 'music membership price', expect: ['a month'] },
  { question: 'can I make music without vocals', expect: ['instrumental'] },
  { question: 'how do I make a chatbot', expect: ['Assistants'] },
  { question: 'what are assistants', expect: ['questions'] },
  { question: 'how to teach my assistant', expect: ['Train'] },
  { question: 'can my friend talk to my bot', expect: ['link'] },
  { question: 'how do i add a team mate to my assistant', expect: ['members'] },
  { question: 'what plans do you have', expect: ['Premium'] },
  { question: 'how much is premium', expect: ['Premium'] },
  { question: 'is there a trial', expect: ['7 days'] },
  { question: 'how do i stop my subscription', expect: ['cancel'] },
  { question: 'I want my money back', expect: ['refund'] },
  { question: 'do my credits run out', expect: ['never expire'] },
  { question: 'how do i buy credits', expect: ['credits for $'] },
  { question: 'where is my credit history', expect: ['account page'] },
  { question: 'are my pictures private', expect: ['Premium and Ultimate'] },
  { question: 'who can see my images', expect: ['public'] },
  { question: 'do you sell my data', expect: ['this server'] },
  { question: 'is my stuff sent to openai', expect: ['hosted AI service'] },
  { question: 'how do I log in', expect: ['code'] },
  { question: 'the code never arrived', expect: ['spam'] },
  { question: 'delete my account', expect: ['Delete account'] },
  { question: 'how can I remove all my data', expect: ['Delete account'] },
  { question: 'log me out on all devices', expect: ['Sign out everywhere'] },
  { question: 'how do gift cards work', expect: ['code'] },
  { question: 'I got a gift card, where do I enter it', expect: ['Redeem'] },
  { question: 'what games are there', expect: ['Guess the Best'] },
  { question: 'my image failed, do i lose credits', expect: ['returned'] },
  { question: 'why did my picture not work', expect: ['failed'] },
  { question: 'how to remove a picture I made', expect: ['Delete'] },
  { question: 'what is get ideas', expect: ['ideas'] },
  { question: 'what is the capital of France', expect: [] },
  { question: 'write me a poem about the sea', expect: [] },
  { question: 'what is the weather tomorrow', expect: [] },
  { question: 'who won the world cup', expect: [] },
  { question: 'how do I cook pasta', expect: [] },
  { question: 'can you fix my car', expect: [] },
  { question: 'what is 2 plus 2', expect: [] },
  { question: 'recommend a good book', expect: [] },
]);
