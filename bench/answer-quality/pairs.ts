/** Three offices trained on Q&A pairs only, each with 16 paraphrased questions naming the pair that answers. */
import { alternate, type EvalPair, type PairOffice } from './types';

const pairs = (prefix: string, list: [string, string][]): EvalPair[] =>
  list.map(([question, answer], i) => ({ id: `${prefix}-${i + 1}`, question, answer }));

export const PAIR_OFFICES: PairOffice[] = [
  {
    id: 'dentist',
    name: 'Smile Street Dental Practice',
    pairs: pairs('dentist', [
      [
        'What are your opening hours?',
        'We are open Monday to Friday 8:00–18:00 and Saturday mornings 9:00–13:00.',
      ],
      [
        'How do I book an appointment?',
        'Call us on 020 7946 0321 or book online through our patient portal.',
      ],
      [
        'Do you take new NHS patients?',
        'We currently have a waiting list for NHS patients; private patients can be seen within a week.',
      ],
      ['How much does a check-up cost?', 'A private check-up costs £55, including a small X-ray if needed.'],
      [
        'What should I do in a dental emergency?',
        'Call the practice at 8:00; we keep emergency slots free every day. Out of hours, phone 111.',
      ],
      [
        'Do you offer teeth whitening?',
        'Yes, home whitening with custom trays costs £295 after a consultation.',
      ],
      ['How much is a hygienist appointment?', 'A 30-minute hygienist visit costs £65.'],
      [
        'What is your cancellation policy?',
        'Please give us 24 hours notice; late cancellations are charged £30.',
      ],
      ['Can I pay in instalments?', 'Treatments over £500 can be spread over 12 months interest-free.'],
      [
        'Do you treat children?',
        'Yes, children are welcome from their first tooth, and check-ups are free for under 18s.',
      ],
      ['Is there parking?', 'There is no private car park; the nearest pay-and-display is on Elm Road.'],
      [
        'Do you do invisible braces?',
        'Yes, we offer clear aligners from £2,400, starting with a free consultation.',
      ],
      [
        'I am nervous about the dentist, can you help?',
        'Our team is trained to help anxious patients, and we offer sedation for longer treatments.',
      ],
      ['How often should I have a check-up?', 'Most adults need a check-up every six to twelve months.'],
      [
        'Is the practice wheelchair accessible?',
        'Yes, we have step-free entrance and a ground-floor surgery.',
      ],
    ]),
    questions: alternate([
      { question: 'when are you open', expect: 'dentist-1' },
      { question: 'I have terrible toothache right now, what do I do', expect: 'dentist-5' },
      { question: 'price of a checkup?', expect: 'dentist-4' },
      { question: 'can you make my teeth whiter', expect: 'dentist-6' },
      { question: 'how do i make an appointment', expect: 'dentist-2' },
      { question: "what happens if I can't make my appointment", expect: 'dentist-8', form: 'contraction' },
      { question: 'are you accepting nhs patients at the moment', expect: 'dentist-3' },
      { question: 'can my kids come to you', expect: 'dentist-10' },
      { question: 'can I spread the cost of treatment', expect: 'dentist-9' },
      { question: 'where do I park', expect: 'dentist-11' },
      { question: "I'm scared of dentists", expect: 'dentist-13', form: 'contraction' },
      { question: 'how much to see the hygeniest', expect: 'dentist-7', form: 'typo' },
      { question: 'do you do clear aligners like invisalign', expect: 'dentist-12' },
      { question: 'how regularly should I get my teeth checked', expect: 'dentist-14' },
      { question: 'can I get in with a wheelchair', expect: 'dentist-15' },
      { question: 'are you open on saterday', expect: 'dentist-1', form: 'typo' },
    ]),
  },
  {
    id: 'gym',
    name: 'Pulse Fitness Club',
    pairs: pairs('gym', [
      ['How much is a membership?', 'Monthly membership is 39 euros, or 399 euros paid yearly.'],
      ['Is there a joining fee?', 'The joining fee is 25 euros, waived in January and September.'],
      ['What are the opening hours?', 'The club is open 6:00–23:00 on weekdays and 8:00–20:00 at weekends.'],
      ['How do I cancel my membership?', 'Give one month notice in writing at reception or through the app.'],
      [
        'Can I freeze my membership?',
        'You can pause your membership for up to three months a year for 5 euros a month.',
      ],
      [
        'Do you have personal trainers?',
        'Yes, a personal training session costs 45 euros, or 200 euros for five.',
      ],
      [
        'Which classes do you offer?',
        'We run spinning, yoga, pilates, HIIT and boxing classes; see the timetable in the app.',
      ],
      ['Do I need to book classes?', 'Yes, book classes in the app up to seven days ahead.'],
      ['Is there a swimming pool?', 'Yes, a 20-metre pool and a sauna, included in every membership.'],
      ['Can I bring a friend?', 'Members may bring a guest twice a month for 10 euros per visit.'],
      ['Are there lockers?', 'Free lockers are available; bring your own padlock.'],
      ['Is there a student discount?', 'Students pay 29 euros a month with a valid student card.'],
      ['Do you have parking?', 'Members park free for up to three hours in the garage below the club.'],
      ['Can I try the gym before joining?', 'Yes, you get a free day pass to try everything.'],
      [
        'What is the minimum age?',
        'Members must be at least 16; 14- and 15-year-olds may train with a parent.',
      ],
    ]),
    questions: alternate([
      { question: "what's the monthly price", expect: 'gym-1', form: 'contraction' },
      { question: 'how do I stop my subscription', expect: 'gym-4' },
      { question: 'do you have a pool', expect: 'gym-9' },
      { question: 'is there a discount for students', expect: 'gym-12' },
      { question: 'what time do you close on sunday', expect: 'gym-3' },
      { question: 'can I put my membership on hold while I travel', expect: 'gym-5' },
      { question: 'is there a fee to sign up', expect: 'gym-2' },
      { question: 'can my mate come with me', expect: 'gym-10' },
      { question: 'what kind of classes are there', expect: 'gym-7' },
      { question: 'how much for a PT session', expect: 'gym-6' },
      { question: 'can I have a free trial', expect: 'gym-14' },
      { question: 'my son is 15, can he join', expect: 'gym-15' },
      { question: 'where can I leave my stuff while I work out', expect: 'gym-11' },
      { question: 'do I have to reserve a spot for yoga', expect: 'gym-8' },
      { question: 'is there free parkng', expect: 'gym-13', form: 'typo' },
      { question: "don't you have a personal trainner", expect: 'gym-6', form: 'typo' },
    ]),
  },
  {
    id: 'council',
    name: 'Westford Council waste and recycling',
    pairs: pairs('council', [
      [
        'When are bins collected?',
        'General waste is collected every two weeks; check your collection day with your postcode on our website.',
      ],
      [
        'What goes in the blue bin?',
        'Paper, card, cans, tins, glass bottles and jars, and plastic bottles and pots.',
      ],
      ['What goes in the green bin?', 'Garden waste only: grass, leaves, hedge cuttings and small branches.'],
      ['How much is the garden waste service?', 'The garden waste subscription costs £52 a year.'],
      [
        'My bin was not collected, what should I do?',
        'Report a missed collection online within two working days and we will return.',
      ],
      [
        'How do I get a new bin?',
        'Order a replacement bin online; it costs £25 and arrives within ten working days.',
      ],
      [
        'Can you collect bulky items?',
        'We collect up to three bulky items such as sofas or fridges for £38.',
      ],
      [
        'Where is the recycling centre?',
        'The household recycling centre is on Mill Lane, open every day 8:00–17:00 except Christmas and New Year.',
      ],
      ['Do I need to book the recycling centre?', 'Yes, book a time slot online before you visit.'],
      ['Can I recycle batteries?', 'Put used batteries in a clear bag on top of your blue bin lid.'],
      ['What about food waste?', 'Use the small brown caddy for food waste; it is collected every week.'],
      [
        'Are collections different at Christmas?',
        'Collections move by one or two days over Christmas; see the calendar on our website.',
      ],
      [
        'How do I report fly-tipping?',
        'Report fly-tipping online with a photo and the location, or call 01632 960 555.',
      ],
      [
        'Can I get a bigger bin?',
        'Households of six or more people can apply for a larger general waste bin.',
      ],
      [
        'Can I put out extra bags?',
        'Extra bags beside your bin are not collected, except recycling in clear bags.',
      ],
    ]),
    questions: alternate([
      { question: 'which day do you pick up the rubbish', expect: 'council-1' },
      { question: 'can glass go in the recycling', expect: 'council-2' },
      { question: 'the bin men missed my street', expect: 'council-5' },
      { question: 'how much to get rid of an old sofa', expect: 'council-7' },
      { question: "what's the address of the tip", expect: 'council-8', form: 'contraction' },
      { question: 'my bin is broken, how do I get another', expect: 'council-6' },
      { question: 'where do grass clippings go', expect: 'council-3' },
      { question: 'someone dumped rubbish in my lane', expect: 'council-13' },
      { question: 'how do I throw away old batteries', expect: 'council-10' },
      { question: 'do I need an appointment for the dump', expect: 'council-9' },
      { question: 'price for garden waste collection per year', expect: 'council-4' },
      { question: 'are bins collected as normal over christmas', expect: 'council-12' },
      { question: 'what do I do with leftover food scraps', expect: 'council-11' },
      { question: "we're a big family, can we have a larger bin", expect: 'council-14', form: 'contraction' },
      { question: 'will you take extra bin bags if i leave them next to the bin', expect: 'council-15' },
      { question: 'what can go in the bleu bin', expect: 'council-2', form: 'typo' },
    ]),
  },
];
