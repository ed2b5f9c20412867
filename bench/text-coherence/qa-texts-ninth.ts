/**
 * Ninth held-out topic texts for generated Q&A, written on 2026-11-27 by someone who had not seen
 * the engine or any earlier set. A held-out set to be read once: do not tune against it. 8 short
 * texts in varied registers, each asked for 4–6 pairs.
 */
import type { QaText } from './qa-texts';

export const NINTH_QA_TEXTS: readonly QaText[] = [
  {
    topic: 'Returns and refunds at Halden Cycles',
    count: 5,
    text:
      'Halden Cycles accepts returns of unused accessories and clothing within 30 days of ' +
      'purchase, provided items are in their original packaging and you bring the receipt or ' +
      'order email. Refunds go back to the original payment method and usually appear within ' +
      '5 working days. Complete bicycles can be returned within 14 days only if they have been ' +
      'ridden less than 20 kilometres and show no marks on the frame or tyres; a restocking fee ' +
      'of 10% applies to bikes over £800. Electric bikes are an exception: because the battery ' +
      'is registered to the first owner, they can be exchanged but not refunded. Helmets, ' +
      'bottles and inner tubes cannot be returned once opened, for hygiene and safety reasons. ' +
      'Items bought in our January or summer sales may be exchanged or credited to a gift card, ' +
      'but not refunded. If a product is faulty, tell us within 6 months and we will repair, ' +
      "replace or refund it free of charge; after that, the manufacturer's warranty applies " +
      'and we will send the claim for you. Workshop services are guaranteed for 30 days: if an ' +
      'adjustment we made slips, bring the bike back and we will redo it at no cost.',
  },
  {
    topic: 'Setting up and using the Drywell D12 dehumidifier',
    count: 6,
    text:
      'Before first use, stand the Drywell D12 upright for at least 2 hours if it has been ' +
      'transported on its side, so the refrigerant can settle. Place the unit on a firm, level ' +
      'floor with at least 20 cm of clear space on every side and never cover the air outlet ' +
      'on top. To start, press POWER, then use the HUMIDITY button to choose a target between ' +
      '35% and 70%; each press changes it by 5%. The default is 50%, which suits most bedrooms ' +
      'and living rooms. For drying laundry, press LAUNDRY: the fan runs at high speed for ' +
      '6 hours regardless of the target, then the unit switches off. The 2-litre water tank ' +
      'must be emptied when the TANK light turns red; the compressor stops automatically until ' +
      'the tank is replaced. For continuous drainage, remove the rubber plug at the back and ' +
      'attach a 12 mm hose, keeping it lower than the outlet. Do not operate the unit in rooms ' +
      'colder than 5°C, as the coil may freeze. Clean the filter every 2 weeks with lukewarm ' +
      'water and let it dry fully before refitting.',
  },
  {
    topic: 'History of the Pennock Canal',
    count: 5,
    text:
      'The Pennock Canal was dug between 1794 and 1801 to carry coal from the pits around ' +
      'Aldersley to the river port of Cransford, 23 miles to the south. Before it opened, coal ' +
      'went by packhorse and cost nearly three times as much in Cransford as at the pit head. ' +
      'The engineer, Josiah Threlfall, avoided building a long tunnel by taking the canal ' +
      'around Hob Hill, which added four miles but saved an estimated £18,000. The canal ' +
      'needed 17 locks, 11 of them in a single flight at Gatley, where boats took around three ' +
      'hours to climb 86 feet. At its busiest, in 1838, it carried 410,000 tons of cargo, ' +
      'mostly coal but also lime, grain and pottery. Decline came quickly after the railway ' +
      'reached Cransford in 1852, and the company was bought by its railway rival in 1861. ' +
      'Commercial traffic ended in 1931, when the Gatley flight was closed after a lock gate ' +
      'collapsed. Volunteers began restoring the canal in 1974, and since 2009 boats have ' +
      'again been able to travel from Cransford up to Gatley; the northern section beyond ' +
      'Gatley is still being restored.',
  },
  {
    topic: 'Seeded rye crackers',
    count: 4,
    text:
      'These crackers keep for up to three weeks in an airtight tin, so it is worth making a ' +
      'full batch. You will need 150 g rye flour, 100 g plain flour, 60 g mixed seeds ' +
      '(sunflower, sesame and linseed work well), 1 teaspoon salt, 3 tablespoons olive oil and ' +
      'about 130 ml cold water. If you have sourdough starter to use up, replace 50 ml of the ' +
      'water and 50 g of the plain flour with 100 g of starter. Heat the oven to 180°C, or ' +
      '160°C for a fan oven. Mix the dry ingredients, add the oil and water and stir until a ' +
      'firm dough forms; it should not be sticky, so add flour a spoonful at a time if needed. ' +
      'Divide the dough in two and roll each half directly on a sheet of baking paper until it ' +
      'is about 2 mm thick. Score into squares with a knife, prick each square with a fork and ' +
      'sprinkle with flaky salt. Bake for 20 to 25 minutes, until the edges are brown and the ' +
      'centre feels dry. Let them cool completely on the tray before breaking them apart. If ' +
      'they soften after a few days, crisp them for 5 minutes in a hot oven.',
  },
  {
    topic: 'Year 6 residential trip to Coombe Hollow',
    count: 6,
    text:
      'Dear parents and carers, Year 6 will spend three days at Coombe Hollow Outdoor Centre ' +
      'from Wednesday 12 to Friday 14 May. Coaches leave the school car park at 8:45 am on the ' +
      'Wednesday and return at about 3:30 pm on the Friday. The total cost is £185, which ' +
      'covers transport, meals, accommodation and all activities, including kayaking, ' +
      'orienteering and a night walk. A deposit of £40 is due by Friday 5 February, with the ' +
      'balance payable in instalments by 24 April. Families who receive free school meals pay ' +
      '£60 in total; please speak to Mrs Okafor in the office in confidence if cost is a ' +
      'concern for any other reason. Children will need a sleeping bag, a torch, waterproofs ' +
      'and two pairs of old trainers, one of which will get wet. Mobile phones, games consoles ' +
      'and sweets must stay at home. Any medicines must be handed to the class teacher in the ' +
      'original packaging, with a signed form. A short information evening for parents will ' +
      'be held in the school hall on Tuesday 27 April at 6 pm, when you can meet the centre ' +
      'staff and ask questions.',
  },
  {
    topic: 'Wanjiru Mbatia, botanist',
    count: 5,
    text:
      'Wanjiru Mbatia was born in 1931 in Nyeri, Kenya, the fourth of seven children of a ' +
      'coffee farmer. She trained as a teacher, but a school project on medicinal plants led ' +
      'her to enrol at Makerere University in Uganda, where in 1958 she became one of the ' +
      'first women to graduate in botany. After further study in Edinburgh, she returned to ' +
      'Nairobi in 1964 and began recording the uses of wild plants, interviewing more than ' +
      '300 herbalists in 11 languages over 15 years. Her two-volume Useful Plants of the ' +
      'Central Highlands, published in 1979, described 1,140 species and is still used by ' +
      'researchers. In 1986 she founded a community seed bank in Karatina, which stores seeds ' +
      'of local vegetables that commercial farms had stopped growing. She was often critical ' +
      'of projects that collected plant knowledge without paying the communities it came ' +
      "from, and she insisted that royalties from her own books go to the herbalists' " +
      'associations. Mbatia never married. She died in 2008, aged 77, and the seed bank, ' +
      'which now holds samples of over 600 varieties, bears her name.',
  },
  {
    topic: 'Visiting Skarvøy island',
    count: 4,
    text:
      'Skarvøy is a small island of about 240 residents, 40 minutes by ferry from the town of ' +
      'Brønnvik. From June to August the ferry runs six times a day, the first at 7:10 and the ' +
      'last return at 21:30; for the rest of the year there are three sailings a day and none ' +
      'on Sundays. Cars must be booked in advance, but foot passengers simply pay on board, ' +
      'and bicycles travel free. The island has no bank or cash machine, and the only shop, ' +
      'next to the harbour, closes at 17:00 on weekdays and at 14:00 on Saturdays, and stays ' +
      'shut on Sundays. Most visitors come to walk. The marked coastal path is 14 km long and ' +
      'takes five to six hours; the northern stretch crosses a bird reserve that is closed ' +
      'from 15 April to 31 July while puffins are nesting, and walkers must then take the ' +
      'inland path instead. Wild camping is allowed for one night anywhere more than 150 ' +
      'metres from a house, except on the beach at Sandvika, where fires are also banned.',
  },
  {
    topic: 'Northgate 2-Year Fixed Saver',
    count: 5,
    text:
      'A fixed-term savings account pays a guaranteed interest rate in return for leaving your ' +
      'money untouched for a set period. The Northgate 2-Year Fixed Saver currently pays 4.1% ' +
      'a year, and you can open one with anything from £500 to £250,000. You have 14 days ' +
      'after opening to add more money; after that, no further deposits are accepted. Interest ' +
      'is calculated daily and can either be paid into another account every month or added ' +
      'to the balance once a year. If you choose monthly payments, the rate is slightly lower, ' +
      'at 4.02%, because you receive the interest sooner. Withdrawals before the end of the ' +
      'term are not normally allowed. The only exceptions are serious illness confirmed by a ' +
      "doctor, when the account can be closed with a penalty of 90 days' interest, and the " +
      'death of the account holder, when no penalty is charged. We will write to you 30 days ' +
      'before the term ends; if you do not tell us what to do, your money moves into an ' +
      'easy-access account, which currently pays 1.5%. Savings up to £90,000 per person are ' +
      'protected by the national compensation scheme.',
  },
];
