import {
  CREDIT_PACKS,
  DAILY_CLAIM_CREDITS,
  DEFAULT_IMAGE_STEPS,
  MUSIC_LIMITS,
  MUSIC_PRO_PLAN,
  QUEUE_LIMITS,
  REFERRAL_CREDITS,
  SUBSCRIPTION_PLANS,
  TRIAL_DAYS,
  imageRunCost,
  monthlySubscriptionCredits,
} from '@muse/domain';
import { catalogue } from '@muse/providers';

/**
 * What Muse's built-in help assistant is trained on: what each product does, credits, plans, privacy and how
 * to get started. Prices and limits come from @muse/domain, so the help never disagrees with what the product
 * charges. Each topic is a page of text (for questions no pair covers) and the pairs people ask most, worded
 * as they ask them.
 */
export interface HelpTopic {
  topic: string;
  text: string;
  pairs: readonly { question: string; answer: string }[];
}

const dollars = (cents: number): string => `$${(cents / 100).toFixed(2).replace(/\.00$/, '')}`;
const plans = SUBSCRIPTION_PLANS.map(
  (p) =>
    `${p.title} ${dollars(p.priceCents)} a month (${monthlySubscriptionCredits(p.tier)} credits a month)`,
).join(', ');
const packs = CREDIT_PACKS.map((p) => `${p.count} credits for ${dollars(p.priceCents)}`).join(', ');
/** The built-in Muse Art model at its default size and steps: what a first image costs. */
const imageCost = imageRunCost({
  modelCredits: catalogue.find((m) => m.key === 'art')?.image?.credits ?? 1,
  width: 1024,
  height: 1024,
  steps: DEFAULT_IMAGE_STEPS,
  number: 1,
});
const free = MUSIC_LIMITS.free;

const WHAT_IS_MUSE =
  'Muse is a creative studio: it makes images and songs from a few words, and hosts assistants you train ' +
  'on your own topics. It runs on its own server and works offline.';

export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    topic: 'What Muse is',
    text:
      'Muse is a creative studio and learning workspace you can run on your own server. It makes images from ' +
      'a few words or a prompt, writes and sings songs, and hosts assistants that you train on your own ' +
      'topics and questions. Everything works offline with built-in engines; hosted AI services can be ' +
      'added by the server operator.',
    pairs: [
      {
        question: 'What is Muse?',
        answer: WHAT_IS_MUSE,
      },
      {
        question: 'What is this site?',
        answer: WHAT_IS_MUSE,
      },
      {
        question: 'What can I make here?',
        answer:
          'Images (open Images), songs with sung lyrics or instrumentals (open Music), and assistants that ' +
          'answer questions about your topics (open Assistants).',
      },
      {
        question: 'How do I get started?',
        answer:
          'Open Images, type what you want to see (or press Get ideas for suggestions) and press Create. ' +
          `Your first images use the ${DAILY_CLAIM_CREDITS} free credits you can claim every day.`,
      },
    ],
  },
  {
    topic: 'Images',
    text:
      'In Images, type a prompt or keywords, pick a model and style, and press Create. New images appear at ' +
      'the top of My creations with their progress. Get ideas suggests prompts from your keywords. Images ' +
      'can be shared in the public gallery, sorted into categories, liked, downloaded and deleted. ' +
      `Each image costs credits: ${imageCost} credit with the built-in model at the default quality; the ` +
      'Create button shows the cost before you press it.',
    pairs: [
      {
        question: 'How do I make an image?',
        answer:
          'Open Images, type what you want to see, for example "a red fox in the snow", and press Create. ' +
          'The picture appears at the top of My creations.',
      },
      {
        question: 'How much does an image cost?',
        answer:
          `${imageCost} credit per image with the built-in model at the default quality. The Create ` +
          'button shows the cost before you press it; more images, more steps or a hosted model cost more.',
      },
      {
        question: 'What does Get ideas do?',
        answer:
          'It writes four prompt ideas from your keywords and tags. Pick one to fill the prompt, then press ' +
          'Create. It is free and works without signing in.',
      },
      {
        question: 'Can I make my images private?',
        answer:
          'Yes, on the Premium and Ultimate plans: open the image and switch it to private. On other plans ' +
          'your images are public in the gallery.',
      },
      {
        question: 'How do I delete an image?',
        answer:
          'Open the image in My creations and choose Delete. A failed image can be dismissed the same way.',
      },
      {
        question: 'Why did my image fail?',
        answer:
          'Usually the balance was too low or the model is not available on this server. A failed image ' +
          'costs nothing: its credits are returned. Dismiss it and try again.',
      },
    ],
  },
  {
    topic: 'Music',
    text:
      'In Music, press Create and choose Song with Lyrics (sung) or Music (instrumental). Describe it with ' +
      'keywords and style tags (genre, mood, instruments, vocal), or switch on Advanced mode to write the ' +
      'song yourself. Muse writes lyrics, composes the music, plays it on real instrument sounds ' +
      'and sings the words. Songs appear in your library with a player; you can extend a song, download it ' +
      `and share it. Without Music Pro you can make ${free.songsPerDay} songs a day of up to ` +
      `${free.maxLengthSeconds} seconds, one at a time. Music Pro (${dollars(MUSIC_PRO_PLAN.priceCents)} a ` +
      `month) gives unlimited songs up to ${MUSIC_LIMITS.pro.maxLengthSeconds / 60} minutes, AI lyrics, ` +
      'presets, lyric editing and several songs at once.',
    pairs: [
      {
        question: 'How do I make music?',
        answer:
          'Open Music and press Create. Choose Song with Lyrics for a sung song, or Music for an ' +
          'instrumental made from keywords, then describe it and create it.',
      },
      {
        question: 'How do I make a song?',
        answer:
          'Open Music, press Create and choose Song with Lyrics. Type a few words about the song (for ' +
          'example "summer road trip"), choose its style, pick one of the ideas and create it. The song ' +
          'appears in your library with a player.',
      },
      {
        question: 'Can I write my own lyrics?',
        answer:
          'Yes: in Song with Lyrics, switch on Advanced mode and write the song in the lyrics editor. Muse ' +
          'composes the music and sings your words.',
      },
      {
        question: 'How many songs can I make?',
        answer:
          `${free.songsPerDay} songs a day of up to ${free.maxLengthSeconds} seconds without Music Pro. ` +
          'Music Pro members make as many as they like.',
      },
      {
        question: 'What is Music Pro?',
        answer:
          `The music membership, ${dollars(MUSIC_PRO_PLAN.priceCents)} a month: unlimited songs up to ` +
          `${MUSIC_LIMITS.pro.maxLengthSeconds / 60} minutes, AI lyrics, presets, lyric editing and ` +
          'several songs at once.',
      },
      {
        question: 'Can I make instrumental music without singing or vocals?',
        answer: 'Yes: in Music, press Create and choose Music. It is instrumental, made from keywords.',
      },
    ],
  },
  {
    topic: 'Assistants',
    text:
      'Assistants answer questions about topics you teach them. Open Assistants, create an assistant, give ' +
      'it a name, a face and a voice, and train it: add topics (typed text, a web page or a file) and ' +
      'questions with answers. Share its link so others can talk to it, invite members to help train it, ' +
      'and read its conversations.',
    pairs: [
      {
        question: 'How do I create an assistant?',
        answer:
          'Open Assistants and press Create. Give it a name, choose a face and voice, then train it with ' +
          'topics and questions.',
      },
      {
        question: 'How do I train my assistant?',
        answer:
          'Open your assistant and press Train. Add a topic by typing text, reading a web page or uploading ' +
          'a file, then add questions and answers, or let Muse suggest them from the text.',
      },
      {
        question: 'Can other people talk to my assistant?',
        answer:
          'Yes: share its link. Anyone with the link can ask it questions; only you and members can train it.',
      },
      {
        question: 'Can someone help me train it?',
        answer: "Yes: invite them as members from the assistant's setup. Members can train it too.",
      },
    ],
  },
  {
    topic: 'Credits',
    text:
      `Credits pay for images. Claim ${DAILY_CLAIM_CREDITS} free credits every day from the credits menu, ` +
      `earn ${REFERRAL_CREDITS} credits for each friend who joins with your link, play the daily games, or ` +
      `buy a pack: ${packs}. Bought credits never expire. A plan adds credits every month. Your account ` +
      'page lists every credit you received and spent.',
    pairs: [
      {
        question: 'How do I get credits?',
        answer:
          `Claim ${DAILY_CLAIM_CREDITS} free credits every day from the credits menu, invite friends ` +
          `(${REFERRAL_CREDITS} credits each), play the daily games, or buy a pack.`,
      },
      {
        question: 'Are there free credits?',
        answer: `Yes: ${DAILY_CLAIM_CREDITS} free credits every day. Open the credits menu and claim them.`,
      },
      {
        question: 'How do I buy credits?',
        answer: `Open the credits menu and choose a pack: ${packs}. Bought credits never expire.`,
      },
      {
        question: 'How much do credits cost?',
        answer: `${packs}. Bought credits never expire.`,
      },
      {
        question: 'Do credits expire?',
        answer: "Bought credits never expire. Credits that come with a plan are for the plan's month.",
      },
      {
        question: 'Where can I see what I spent?',
        answer: 'On your account page: it lists every credit you received and spent, newest first.',
      },
      {
        question: 'Do I get my credits back when an image fails?',
        answer: 'Yes: a failed generation returns its credits.',
      },
    ],
  },
  {
    topic: 'Plans',
    text:
      `Plans: ${plans}. Paid plans make images without counting credits, allow more in the queue at once ` +
      `(Free ${QUEUE_LIMITS['']}, Pro ${QUEUE_LIMITS.true}, Premium ${QUEUE_LIMITS.premium}, Ultimate ` +
      `${QUEUE_LIMITS.ultimate}) and Premium and Ultimate can keep images private. A free ${TRIAL_DAYS}-day ` +
      'trial is available once per account. Cancel at any time; the plan stays until the end of the month ' +
      'you paid for.',
    pairs: [
      {
        question: 'What plans are there?',
        answer: `${plans}. A ${TRIAL_DAYS}-day free trial is available once per account.`,
      },
      {
        question: 'How do I cancel my subscription?',
        answer:
          'You can cancel at any time and keep your plan to the end of the month you paid for. Write to the ' +
          'contact named in the Terms to cancel.',
      },
      {
        question: 'Is there a free trial?',
        answer: `Yes: ${TRIAL_DAYS} days, once per account. Start it from the plans in the credits menu.`,
      },
      {
        question: 'Can I get a refund or my money back?',
        answer:
          'The Terms explain refunds: open Terms at the bottom of any page or in the credits dialog, or ' +
          'write to the contact named there.',
      },
    ],
  },
  {
    topic: 'Privacy and your account',
    text:
      "Muse runs on its operator's own server and works offline by default: your prompts, images, songs " +
      'and conversations stay on this server unless the operator connects a hosted AI service. You sign in ' +
      'with a code sent to your email; there is no password. Your account page shows your email, plan and ' +
      'credits history, signs you out everywhere, and deletes your account with its data.',
    pairs: [
      {
        question: 'Is my data private?',
        answer:
          'Muse runs on this server and works offline by default, so your prompts and creations stay here ' +
          'unless the operator connects a hosted AI service. The Privacy Policy has the details.',
      },
      {
        question: 'How do I sign in?',
        answer: 'Press Sign in and enter your email. Muse sends a 6-digit code; type it in and you are in.',
      },
      {
        question: 'I did not get my sign-in code',
        answer:
          'Check your spam folder and that the address is right, then ask for a new code. Codes expire ' +
          'after a few minutes.',
      },
      {
        question: 'How do I delete my account?',
        answer:
          'Open the account menu (your avatar, top right), choose Your account, then Delete account. Your ' +
          'creations, assistants and history are deleted.',
      },
      {
        question: 'How do I sign out of all my devices?',
        answer: 'Open the account menu, choose Your account, then Sign out everywhere.',
      },
    ],
  },
  {
    topic: 'Gift cards and games',
    text:
      'Gift cards give a friend a Premium plan for a week, a month or three months. Buy one under Gift ' +
      'cards; the code can be redeemed there. The daily games earn credits: Guess the Best shows pairs of ' +
      'shared images and asks which one people liked more; The Insight asks a question a day.',
    pairs: [
      {
        question: 'How do gift cards work?',
        answer:
          'Buy one under Gift cards and send the code to a friend. They redeem it under Gift cards and get ' +
          "Premium for the card's time.",
      },
      {
        question: 'How do I redeem a gift card?',
        answer: 'Open Gift cards, enter the code and press Redeem.',
      },
      {
        question: 'What are the games?',
        answer:
          'Guess the Best shows two shared images and you guess which one people liked more; The Insight ' +
          'asks one question a day. Both earn credits.',
      },
    ],
  },
];
