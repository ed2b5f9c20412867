import { beforeAll, describe, expect, it } from 'vitest';
import {
  createAnswerIndex,
  DEFAULT_NOINFO,
  DEFAULT_THRESHOLD,
  type AnswerIndex,
  type AnswerIndexInput,
} from './answer-index';

// A small bike shop: seven trained Q&A pairs and two topic texts.
const corpus: AnswerIndexInput = {
  qa: [
    {
      id: 'repair-cost',
      question: 'How much does a bike repair cost?',
      answer: 'A standard repair costs 40 dollars. Parts are charged separately at list price.',
    },
    {
      id: 'hours',
      question: 'What are your opening hours?',
      answer: 'We are open from 9 am to 6 pm, Monday to Saturday. On Sundays we are closed.',
    },
    {
      id: 'abroad',
      question: 'Do you ship bikes abroad?',
      answer:
        'Yes. We deliver to most European countries, and international delivery takes five to ten working days.',
    },
    {
      id: 'returns',
      question: 'Can I return a bike I bought?',
      answer: 'You can return any unused bike within 30 days for a full refund.',
    },
    {
      id: 'rental',
      question: 'Do you rent bicycles?',
      answer:
        'City bikes can be rented for 15 dollars a day, helmets included. Tandems cost 25 dollars a day.',
    },
    {
      id: 'jobs',
      question: 'Are you hiring mechanics?',
      answer: 'We are looking for an experienced mechanic. Send your CV to jobs@harborbikes.example.',
    },
    {
      id: 'where',
      question: 'Where is the shop?',
      answer: 'The shop is at 12 Quay Street, next to the ferry terminal.',
    },
  ],
  passages: [
    {
      id: 'history',
      topic: 'History of the shop',
      text:
        'Harbor Bikes was founded in 1987 by Maria Olsen, a former racing cyclist. ' +
        'She opened the first workshop in an old fishing shed by the harbour.\n\n' +
        'In 2004 the shop moved to Quay Street. Today twelve people work there.',
    },
    {
      id: 'care',
      topic: 'Bike care',
      text:
        'Chains should be cleaned and oiled every 300 kilometres. A dry chain wears out the gears quickly. ' +
        'Tyre pressure should be checked weekly; city tyres ride best at 4 to 5 bar.\n\n' +
        'Brake pads last about 2000 kilometres in the rain and longer in dry weather.',
    },
  ],
};

const index = await createAnswerIndex(corpus);

describe('createAnswerIndex: trained Q&A pairs', () => {
  it.each([
    // Other words: synonyms for price and repair, and "bicycle" for "bike".
    ['What is the price for fixing my bicycle?', 'repair-cost'],
    // Other word forms: "opening" and "hours" asked as "open" and "hour".
    ['At what hour do you open?', 'hours'],
    // "time" is a word the shop never uses, but a general one: no sign of another subject.
    ['What time do you open in the morning?', 'hours'],
    ['Is renting a bike possible?', 'rental'],
    // Other words: "send" and "overseas" for "ship" and "abroad".
    ['Can you send a bicycle overseas?', 'abroad'],
    ['Will I get a refund for a bike I purchased?', 'returns'],
    ['Any jobs for a bike mechanic?', 'jobs'],
    // Typos.
    ['Are you hirring mechanicss?', 'jobs'],
    ['Where is your shopp?', 'where'],
    // Two letters swapped, which edit distance counts as two edits.
    ['Are you hiirng mechanics?', 'jobs'],
    // Words only WordNet relates: "employ" – "hire", "lease" – "rent", the phrase "hire out" – "rent".
    ['Do you employ mechanics?', 'jobs'],
    ['Can I lease a bicycle?', 'rental'],
    ['Do you hire out bikes?', 'rental'],
  ])('%s → %s', async (question, id) => {
    const reply = await index.answer(question);
    expect(reply.source).toEqual({ kind: 'qa', id });
    expect(reply.answer).toBe(corpus.qa.find((pair) => pair.id === id)?.answer);
    expect(reply.score).toBeGreaterThanOrEqual(DEFAULT_THRESHOLD);
  });
});

describe('createAnswerIndex: topic passages', () => {
  it('answers from the passage that holds the answer when no trained pair does', async () => {
    const reply = await index.answer('Who founded Harbor Bikes?');
    expect(reply.source).toEqual({ kind: 'passage', id: 'history' });
    expect(reply.answer).toContain('Maria Olsen');
  });

  it('finds a passage asked in other word forms', async () => {
    const reply = await index.answer('How often should I oil the chain?');
    expect(reply.source).toEqual({ kind: 'passage', id: 'care' });
    expect(reply.answer).toContain('every 300 kilometres');
  });

  it('reads what kind of answer a question wants: "how many" a number, "when" a date', async () => {
    const many = await index.answer('How many people work at the shop?', { shortAnswers: true });
    expect(many.source).toEqual({ kind: 'passage', id: 'history' });
    expect(many.answer).toBe('Today twelve people work there.');
    const when = await index.answer('When was Harbor Bikes founded?', { shortAnswers: true });
    expect(when.source).toEqual({ kind: 'passage', id: 'history' });
    expect(when.answer).toContain('1987');
  });

  it('keeps a passage inside its paragraph', async () => {
    const reply = await index.answer('How long do brake pads last?');
    expect(reply.source).toEqual({ kind: 'passage', id: 'care' });
    expect(reply.answer).toBe('Brake pads last about 2000 kilometres in the rain and longer in dry weather.');
  });
});

describe('createAnswerIndex: unanswerable questions', () => {
  it.each([
    'What is the capital of France?',
    'Will it snow in Tokyo tomorrow?',
    'How much does a pizza cost?',
    'Who won the football world cup?',
    'How do I bake sourdough bread?',
  ])('answers the noinfo text to "%s"', async (question) => {
    const reply = await index.answer(question, { noinfo: 'Let us stick to bikes, please.' });
    expect(reply.answer).toBe('Let us stick to bikes, please.');
    expect(reply.source).toEqual({ kind: 'none', id: null });
    expect(reply.score).toBeLessThan(DEFAULT_THRESHOLD);
  });

  it('falls back to the default when the personality leaves noinfo blank', async () => {
    expect((await index.answer('What is the capital of France?', { noinfo: '   ' })).answer).toBe(
      DEFAULT_NOINFO,
    );
    expect((await index.answer('What is the capital of France?')).answer).toBe("I don't know that yet.");
  });

  it('answers noinfo to a question of stopwords only', async () => {
    expect((await index.answer('What is it?')).source.kind).toBe('none');
    expect((await index.answer('')).answer).toBe(DEFAULT_NOINFO);
  });

  it('answers noinfo from an empty index', async () => {
    const empty = await createAnswerIndex({ qa: [], passages: [] });
    expect(await empty.answer('How much does a repair cost?', { noinfo: 'Ask the staff.' })).toEqual({
      answer: 'Ask the staff.',
      followUpQuestions: [],
      source: { kind: 'none', id: null },
      score: 0,
    });
  });

  it('ignores blank pairs and topic texts', async () => {
    const blank = await createAnswerIndex({
      qa: [{ id: 'b', question: ' ', answer: 'x' }],
      passages: [{ id: 'p', topic: 't', text: '  ' }],
    });
    expect((await blank.answer('x t')).source.kind).toBe('none');
  });
});

describe('createAnswerIndex: short answers', () => {
  it('shortens a trained answer to its first sentence', async () => {
    const reply = await index.answer('How much does repairing a bike cost?', { shortAnswers: true });
    expect(reply.source.id).toBe('repair-cost');
    expect(reply.answer).toBe('A standard repair costs 40 dollars.');
  });

  it('keeps a second sentence when the first is only a word or two', async () => {
    const reply = await index.answer('Do you ship bikes abroad?', { shortAnswers: true });
    expect(reply.answer).toBe(
      'Yes. We deliver to most European countries, and international delivery takes five to ten working days.',
    );
  });

  it('shortens a passage to its sentence that matches the question', async () => {
    const full = await index.answer('When did the shop move to Quay Street?');
    expect(full.source).toEqual({ kind: 'passage', id: 'history' });
    expect(full.answer).toBe('In 2004 the shop moved to Quay Street. Today twelve people work there.');
    const short = await index.answer('When did the shop move to Quay Street?', { shortAnswers: true });
    expect(short.answer).toBe('In 2004 the shop moved to Quay Street.');
  });
});

describe('createAnswerIndex: follow-up questions', () => {
  it('suggests up to three nearest other trained questions, never the answered one', async () => {
    const reply = await index.answer('What does a bike repair cost?');
    expect(reply.source.id).toBe('repair-cost');
    expect(reply.followUpQuestions.length).toBeGreaterThan(0);
    expect(reply.followUpQuestions.length).toBeLessThanOrEqual(3);
    expect(reply.followUpQuestions).not.toContain('How much does a bike repair cost?');
    // The nearest: other questions about bikes.
    for (const question of reply.followUpQuestions) expect(question.toLowerCase()).toMatch(/bike|bicycle/);
  });

  it('suggests three when enough trained questions are near', async () => {
    const reply = await index.answer('Do you rent bikes?');
    expect(reply.source.id).toBe('rental');
    expect(reply.followUpQuestions).toHaveLength(3);
    expect(reply.followUpQuestions).not.toContain('Do you rent bicycles?');
    expect(new Set(reply.followUpQuestions).size).toBe(3);
  });
});

describe('createAnswerIndex on a pasted document (no pairs)', () => {
  const guide = `Visitor guide

Tickets and prices

- Adult ticket: 16 euros.
- Seniors over 65: 11 euros.

Food

The Galley Café on the ground floor serves soup, sandwiches and coffee.

Frequently asked questions

How long does a visit take?
Most visitors spend two to three hours.`;
  let index: AnswerIndex;
  beforeAll(async () => {
    index = await createAnswerIndex({
      qa: [],
      passages: [{ id: 'guide', topic: 'Museum guide', text: guide }],
    });
  });

  it('answers paraphrases from the passage that answers them', async () => {
    expect((await index.answer('what do seniors pay')).answer).toContain('11 euros');
    expect((await index.answer('how much for an adult')).answer).toContain('16 euros');
    expect((await index.answer('can I get a sandwich')).answer).toContain('Galley Café');
    // Neither "people" nor "stay" is in the text: word vectors relate them to "visitors" and "spend".
    expect((await index.answer('how long do people usually stay')).answer).toContain('two to three hours');
  });

  it('answers small talk and other subjects with the noinfo text', async () => {
    expect((await index.answer('thank you so much!')).source.kind).toBe('none');
    expect((await index.answer('how many bones are in the human body')).source.kind).toBe('none');
  });

  it('answers the same after warming up as before', async () => {
    const before = await index.rank('how long do people usually stay', 3);
    await index.warm();
    expect(await index.rank('how long do people usually stay', 3)).toEqual(before);
  });

  it('ranks candidates with the features the decision reads', async () => {
    const [best] = await index.rank('seniors price', 1);
    expect(best?.text).toContain('Seniors over 65');
    expect(best?.features.score).toBeGreaterThan(0.5);
    expect(best?.features.pair).toBe(0);
  });
});

describe('createAnswerIndex rebuilt after one topic changed', () => {
  const topics = [
    { id: 'hours', topic: 'Opening hours', text: 'We open at nine and close at six.' },
    { id: 'prices', topic: 'Prices', text: 'A city bike costs 12 pounds a day.' },
    { id: 'staff', topic: 'Staff', text: 'Maria repairs the bikes. Tom runs the rental desk.' },
  ];
  let first: AnswerIndex;
  beforeAll(async () => {
    first = await createAnswerIndex({ qa: [], passages: topics });
  });

  it('reads only the changed topic again and answers from the new text', async () => {
    const changed = topics.map((t) =>
      t.id === 'prices' ? { ...t, text: 'A city bike costs 15 pounds a day.' } : t,
    );
    const second = await createAnswerIndex({ qa: [], passages: changed }, { previous: first });
    expect(first.topics.prepared).toBe(3);
    expect(second.topics.prepared).toBe(1);
    expect(second.topics.size).toBe(3);
    expect((await second.answer('how much is a city bike')).answer).toContain('15 pounds');
    expect((await second.answer('who repairs bikes')).answer).toContain('Maria');
  });

  it('answers exactly as an index built from scratch', async () => {
    const again = await createAnswerIndex({ qa: [], passages: topics }, { previous: first });
    const fresh = await createAnswerIndex({ qa: [], passages: topics });
    expect(again.topics.prepared).toBe(0);
    for (const question of ['when do you close', 'how much is a bike', 'who runs the rental desk']) {
      expect(await again.answer(question)).toEqual(await fresh.answer(question));
    }
  });

  it('forgets a deleted topic', async () => {
    const second = await createAnswerIndex({ qa: [], passages: topics.slice(0, 2) }, { previous: first });
    expect(second.topics.size).toBe(2);
    expect((await second.answer('who runs the rental desk')).source.kind).not.toBe('passage');
  });
});

describe('createAnswerIndex by sentence meaning', () => {
  const pairs = [
    { id: 'emergency', question: 'What should I do in a dental emergency?', answer: 'Call us at 8:00.' },
    { id: 'parking', question: 'Is there parking?', answer: 'The nearest car park is on Elm Road.' },
    { id: 'hours', question: 'What are your opening hours?', answer: 'Monday to Friday 8:00–18:00.' },
    { id: 'nervous', question: 'Can you help nervous patients?', answer: 'Yes, we offer sedation.' },
  ];
  let index: AnswerIndex;
  beforeAll(async () => {
    index = await createAnswerIndex({ qa: pairs, passages: [] });
  });

  it('ranks first the pair meant, even with no word of the question in it', async () => {
    const [best] = await index.rank('I have terrible toothache right now, what do I do', 1);
    expect(best?.id).toBe('emergency');
    expect(best?.features.sentence).toBeGreaterThan(0.5);
    expect((await index.answer("I'm scared of dentists")).source).toEqual({ kind: 'qa', id: 'nervous' });
  });

  it('still declines a question about something else', async () => {
    expect((await index.answer('when was the first world war')).source.kind).toBe('none');
  });
});
