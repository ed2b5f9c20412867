import { describe, expect, it } from 'vitest';
import { parseClause, tokenize } from './question-clause';
import { aboutQuestion, draftQuestions, type QuestionForm } from './question-forms';

function drafts(sentence: string): Map<QuestionForm, string> {
  return new Map(draftQuestions(parseClause(tokenize(sentence))).map((d) => [d.form, d.question]));
}

describe('draftQuestions: questions read from a sentence’s structure', () => {
  it.each<[string, QuestionForm, string]>([
    // Dates, with the preposition's sense kept.
    ['In 2004 the shop moved to Quay Street.', 'when', 'When did the shop move to Quay Street?'],
    ['We are open from 9 am to 6 pm, Monday to Saturday.', 'when', 'When are you open?'],
    ['The shop is closed on Sundays and public holidays.', 'when', 'When is the shop closed?'],
    ['The shop has been open since 1987.', 'when', 'Since when has the shop been open?'],
    [
      'Ada Lovelace Day is celebrated on the second Tuesday of October.',
      'when',
      'When is Ada Lovelace Day celebrated?',
    ],
    ['The library was built in 1902 and has 40,000 books.', 'when', 'When was the library built?'],
    // People.
    [
      'Harbor Bikes was founded in 1987 by Maria Olsen, a former racing cyclist.',
      'who',
      'Who founded Harbor Bikes?',
    ],
    ['Marie Curie won two Nobel Prizes.', 'who', 'Who won two Nobel Prizes?'],
    ['Ada Lovelace (1815–1852) was an English mathematician and writer.', 'what-is', 'Who was Ada Lovelace?'],
    // Definitions and what things do.
    ['A flat tyre is the most common problem cyclists face.', 'what-is', 'What is a flat tyre?'],
    [
      'Photosynthesis is the process by which plants turn light into sugar.',
      'what-is',
      'What is photosynthesis?',
    ],
    ['The derailleur moves the chain between the sprockets.', 'what-do', 'What does the derailleur do?'],
    [
      'We repair all kinds of bicycles, from children’s bikes to cargo bikes.',
      'what-do',
      'What do you repair?',
    ],
    // Quantities, prices, durations, frequencies, sizes.
    [
      'A standard repair costs 40 dollars, and parts are charged separately.',
      'how-much',
      'How much does a standard repair cost?',
    ],
    [
      'City bikes can be rented for 15 dollars a day, helmets included.',
      'how-much',
      'How much can city bikes be rented for?',
    ],
    [
      'A strong colony can produce more than 25 kilograms of surplus honey in a good year.',
      'how-much',
      'How much surplus honey can a strong colony produce in a good year?',
    ],
    ['Most road tyres need a pressure of 6 to 8 bar.', 'how-much', 'What pressure do most road tyres need?'],
    ['Today twelve people work there.', 'how-many', 'How many people work there today?'],
    ['There are three ways to pay for a repair.', 'how-many', 'How many ways are there to pay?'],
    [
      'Einstein published four papers in 1905 that changed physics.',
      'how-many',
      'How many papers did Einstein publish in 1905?',
    ],
    [
      'Our guided tours last about 90 minutes and start every hour.',
      'how-long',
      'How long do your guided tours last?',
    ],
    ['Most repairs are finished within two working days.', 'how-long', 'How soon are most repairs finished?'],
    ['The Eiffel Tower is 330 metres tall.', 'how-long', 'How tall is the Eiffel Tower?'],
    [
      'You should check the tyre pressure every week.',
      'how-often',
      'How often should I check the tyre pressure?',
    ],
    // Places, reasons, manner.
    ['The museum is located in the old town hall.', 'where', 'Where is the museum located?'],
    [
      'In 1833 Lovelace met Charles Babbage at a party in London.',
      'where',
      // The place is the whole chain of place phrases: "At a party in London."
      'Where did Lovelace meet Charles Babbage?',
    ],
    [
      'Since 2006 many beekeepers have reported heavy colony losses because of parasites.',
      'why',
      'Why have many beekeepers reported heavy colony losses?',
    ],
    [
      'Never ride on a completely flat tyre, since the rim can cut the tube.',
      'why',
      "Why shouldn't I ride on a completely flat tyre?",
    ],
    [
      'Bees communicate the distance of a food source with the waggle dance.',
      'how',
      'How do bees communicate the distance of a food source?',
    ],
    // Instructions and the speaker's "we" and "you".
    [
      'To remove the wheel, open the brake and undo the quick-release lever.',
      'how-to',
      'How do I remove the wheel?',
    ],
    [
      'If your chain squeaks, oil it with a drop of chain oil.',
      'how-to',
      'What should I do if my chain squeaks?',
    ],
    ['Always wear a helmet.', 'yes-no', 'Should I wear a helmet?'],
    [
      'You can park your bike in the yard behind the shop.',
      'yes-no',
      'Can I park my bike in the yard behind the shop?',
    ],
    ['We accept cash, cards and bank transfers.', 'yes-no', 'Do you accept cash, cards and bank transfers?'],
    ['We do not ship bikes to islands.', 'yes-no', 'Do you ship bikes to islands?'],
  ])('%s → %s', (sentence, form, question) => {
    expect(drafts(sentence).get(form)).toBe(question);
  });

  it('asks nothing that needs the sentence before ("he", "it", "this")', () => {
    for (const sentence of [
      'He died in 1901 in Paris.',
      'It lives in colonies of up to 60,000 workers.',
      'This makes the chain last longer.',
      'Byron left England a few months after her birth.',
    ]) {
      for (const question of drafts(sentence).values())
        expect(question).not.toMatch(/\b(he|him|his|her|it|its|this)\b/i);
    }
  });

  it('asks nothing of a sentence it cannot parse', () => {
    expect(draftQuestions(parseClause(tokenize('Apples, pears, plums.')))).toEqual([]);
  });

  it('words the fallback question three ways in turn', () => {
    expect([0, 1, 2, 3].map((i) => aboutQuestion('the waggle dance', i))).toEqual([
      'What can you tell me about the waggle dance?',
      'What should I know about the waggle dance?',
      'Could you tell me more about the waggle dance?',
      'What can you tell me about the waggle dance?',
    ]);
  });
});

describe('draftQuestions: the shortest span that answers', () => {
  const answers = (sentence: string): Map<QuestionForm, string | undefined> =>
    new Map(draftQuestions(parseClause(tokenize(sentence))).map((d) => [d.form, d.answer]));

  it.each<[string, QuestionForm, string]>([
    ['The Riverside Community Garden opened in 2014 on a former parking lot.', 'when', 'In 2014.'],
    ['We are open from 9 am to 6 pm, Monday to Saturday.', 'when', 'From 9 am to 6 pm, Monday to Saturday.'],
    [
      'Registration closes on 31 March or when 8,000 runners have entered.',
      'when',
      'On 31 March or when 8,000 runners have entered.',
    ],
    ['The Monument was built near Pudding Lane to remember the disaster.', 'where', 'Near Pudding Lane.'],
    ['A basic service costs 45 euros and includes brake and gear adjustment.', 'how-much', '45 euros.'],
    ['Harbor Bikes was founded in 1987 by Maria Olsen, a former racing cyclist.', 'who', 'Maria Olsen.'],
    ['The fire burned for four days.', 'how-long', 'For four days.'],
    ['Runners must be at least 18 years old on race day.', 'how-long', 'At least 18 years old on race day.'],
    [
      'High tides come about 50 minutes later each day because the Moon moves along its orbit.',
      'why',
      'Because the Moon moves along its orbit.',
    ],
    ['A starter is a mixture of flour and water.', 'what-is', 'A mixture of flour and water.'],
    ['Pets are not allowed, except for guide dogs.', 'yes-no', 'No, except for guide dogs.'],
  ])('%s → %s: %s', (sentence, form, answer) => {
    expect(answers(sentence).get(form)).toBe(answer);
  });

  it('asks without the trailing phrases a person would leave out', () => {
    expect(drafts('The Riverside Community Garden opened in 2014 on a former parking lot.').get('when')).toBe(
      'When did the Riverside Community Garden open?',
    );
    // When a place is open is asked "When", answered by all its hours.
    expect(
      drafts('The garden is open from dawn to dusk every day between April and October.').get('how-often'),
    ).toBe('When is the garden open?');
    expect(
      answers('The garden is open from dawn to dusk every day between April and October.').get('how-often'),
    ).toBe('From dawn to dusk every day between April and October.');
  });
});

describe('draftQuestions: asked as a person would ask', () => {
  it.each<[string, QuestionForm, string]>([
    // "also" adds to the sentence before; a visitor asking alone does not say it.
    ['We also rent city bikes for 12 euros a day.', 'how-much', 'How much do you rent city bikes for?'],
    [
      'The card also gives access to e-books, language courses and the online newspaper archive.',
      'what-do',
      'What does the card do?',
    ],
    // "It also affects the tides." would leave its "but" out: asked yes/no, answered "Yes, but …".
    [
      'The Sun also affects the tides, but its pull is less than half as strong as the Moon’s.',
      'yes-no',
      'Does the Sun affect the tides?',
    ],
    // A share of something is asked as a share of it, and what a thing contains as that.
    [
      "The Pacific Ring of Fire contains about 75 percent of the world's active volcanoes.",
      'how-much',
      "How many of the world's active volcanoes does the Pacific Ring of Fire contain?",
    ],
    [
      'Chloroplasts contain chlorophyll, a green pigment that absorbs red and blue light.',
      'what-do',
      'What do chloroplasts contain?',
    ],
    [
      'Then you visit the shelter to meet the dogs we think would suit you.',
      'why',
      'Why do I visit the shelter?',
    ],
    [
      "After the fire, Christopher Wren designed a new St Paul's Cathedral.",
      'who',
      "Who designed the new St Paul's Cathedral?",
    ],
    ['Scientists who study volcanoes are called volcanologists.', 'what-is', 'What are volcanologists?'],
    [
      'Neap tides, with the smallest range, happen when the Sun and Moon are at right angles.',
      'when',
      'When do neap tides happen?',
    ],
    [
      'Adopting a dog from Second Chance Shelter takes about a week.',
      'how-long',
      'How long does adopting a dog from Second Chance Shelter take?',
    ],
    [
      'Please arrive ten minutes early so the class can start on time.',
      'how-long',
      'How early should I arrive?',
    ],
    [
      'The headphones are not waterproof, so do not wear them in heavy rain.',
      'yes-no',
      'Are the headphones waterproof?',
    ],
    ['On Sundays and Mondays the shop is closed.', 'when', 'When is the shop closed?'],
    ['Guided tours in English start at 11 am and 2 pm.', 'when', 'When do guided tours in English start?'],
    ['Windows 7 is no longer supported.', 'yes-no', 'Is Windows 7 still supported?'],
    [
      'The nearest train station is a ten-minute walk away.',
      'what-is',
      'How far is the nearest train station?',
    ],
  ])('%s → %s', (sentence, form, question) => {
    expect(drafts(sentence).get(form)).toBe(question);
  });

  it('answers what was asked: what a thing contains, the reason of the verb asked about', () => {
    const answers = (sentence: string): Map<QuestionForm, string | undefined> =>
      new Map(draftQuestions(parseClause(tokenize(sentence))).map((d) => [d.form, d.answer]));
    expect(answers('Chloroplasts contain chlorophyll, a green pigment.').get('what-do')).toBe('Chlorophyll.');
    expect(
      answers('The headphones are not waterproof, so do not wear them in heavy rain.').get('yes-no'),
    ).toBe('No.');
    // The reason is the second verb's: asking why parking costs what it costs would get the wrong answer.
    const parking =
      'Parking costs 18 euros a night and must be booked in advance because there are only twenty spaces.';
    expect(drafts(parking).has('why')).toBe(false);
    expect(
      drafts('Samuel Pepys described the fire and buried his cheese in the garden to save it.').has('why'),
    ).toBe(false);
    // "What do I visit?" asks the visitor what they do.
    expect(drafts('Then you visit the shelter to meet the dogs.').has('what-do')).toBe(false);
  });
});
