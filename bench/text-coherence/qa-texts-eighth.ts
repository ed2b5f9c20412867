/**
 * Eighth held-out topic texts for generated Q&A, written on 2026-11-27 by someone who had not seen
 * the engine or any earlier set. A held-out set to be read once: do not tune against it. 8 short
 * texts in varied registers, each asked for 4–6 pairs.
 */
import type { QaText } from './qa-texts';

export const EIGHTH_QA_TEXTS: readonly QaText[] = [
  {
    topic: 'Visitor rules at Harlow Botanical Gardens',
    count: 6,
    text:
      'Harlow Botanical Gardens is open daily from 9:00 to 17:30 between April and September, and from' +
      ' 9:00 to 16:00 between October and March, except on 25 December, when the gardens are closed. ' +
      'Last entry is one hour before closing. Adult tickets cost £12, children aged 5 to 15 pay £6, ' +
      'and children under 5 enter free. Visitors must stay on marked paths and must not pick flowers, ' +
      'fruit or seeds. Dogs are not allowed on site, but registered assistance dogs are welcome in all' +
      ' areas except the Tropical House, where the heat and humidity can be unsafe for animals. ' +
      'Picnics are permitted on the Great Lawn only. Bicycles, scooters and drones may not be used ' +
      'inside the gardens; bicycles can be left at the racks by the Main Gate. Photography for ' +
      'personal use is free, but commercial shoots must be booked at least 14 days in advance through ' +
      'the events office. Wheelchairs can be borrowed free of charge from the Visitor Centre, subject ' +
      'to availability. Members enter free and may bring one guest at half price on weekdays, but not ' +
      'on public holidays.',
  },
  {
    topic: 'Warranty for the Brisa CG-40 coffee grinder',
    count: 5,
    text:
      'The Brisa CG-40 burr grinder is covered by a two-year limited warranty from the date of ' +
      'purchase shown on your receipt. The steel burrs are covered for five years, because they are ' +
      'expected to outlast the motor. The warranty covers defects in materials and workmanship when ' +
      'the grinder is used at home according to this manual. It does not cover damage caused by ' +
      'grinding anything other than roasted coffee beans, such as spices, rice or frozen beans, nor ' +
      'damage from dropping the grinder or putting the motor base in water. Use in a café, office or ' +
      'other commercial setting reduces the warranty to six months. To make a claim, contact Brisa ' +
      'Support at support@brisa-home.example or call 0800 555 0142 on weekdays between 8:00 and 18:00.' +
      ' You will need your receipt and the serial number printed under the base. If the fault is ' +
      'confirmed, Brisa will repair or replace the grinder free of charge, including return shipping, ' +
      'unless the grinder was bought outside the European Union, in which case the customer pays for ' +
      'shipping. Opening the motor housing voids the warranty.',
  },
  {
    topic: 'The Great Fire of London',
    count: 5,
    text:
      'The Great Fire of London began in the early hours of Sunday 2 September 1666 in the bakery of ' +
      'Thomas Farriner on Pudding Lane. Helped by a strong easterly wind and a long, dry summer, it ' +
      'spread quickly through narrow streets of timber houses. The Lord Mayor, Sir Thomas Bloodworth, ' +
      'was slow to order houses pulled down to make firebreaks, and by the time demolition began the ' +
      'flames were too large to stop. The wind dropped on the evening of Tuesday 4 September, and with' +
      ' the help of firebreaks blown up with gunpowder the fire was brought under control on ' +
      'Wednesday. The last flames were put out on Thursday 6 September. The fire destroyed about ' +
      "13,200 houses, 87 parish churches and the old St Paul's Cathedral. Only six deaths were " +
      'officially recorded, but historians believe the real number was higher, because the deaths of ' +
      "poor people often went unrecorded. Christopher Wren designed the new St Paul's, which was " +
      'declared complete in 1711. The Monument, designed by Wren and Robert Hooke and finished in ' +
      '1677, is 202 feet tall, the same as its distance from the site of the bakery.',
  },
  {
    topic: 'How tides work',
    count: 4,
    text:
      "Tides are the regular rise and fall of the sea, caused mainly by the Moon's gravity. The Moon " +
      'pulls hardest on the side of the Earth facing it, drawing the water there into a bulge. A ' +
      "second bulge forms on the opposite side, where the Moon's pull is weakest and the water is " +
      'effectively left behind. As the Earth turns through both bulges, most coasts get two high tides' +
      ' and two low tides about every 24 hours and 50 minutes, which is why high tide comes roughly 50' +
      ' minutes later each day. The Sun also raises tides, but its effect is less than half that of ' +
      'the Moon, because it is so much farther away. When the Sun, Moon and Earth line up at new moon ' +
      'and full moon, their pulls combine to give spring tides, which have the largest range. Despite ' +
      'the name, spring tides have nothing to do with the season. At the quarter moons the pulls ' +
      'partly cancel, giving smaller neap tides. Some coasts, such as parts of the Gulf of Mexico, get' +
      ' only one high tide a day, while the Bay of Fundy in Canada has a tidal range of up to 16 ' +
      'metres.',
  },
  {
    topic: 'Banana bread recipe',
    count: 6,
    text:
      'This recipe makes one 900 g loaf. Preheat the oven to 175°C, or 160°C for a fan oven, and ' +
      'grease a 23 by 13 cm loaf tin. Mash three very ripe bananas in a bowl; the skins should be ' +
      'mostly brown, because yellow bananas give a dry, bland loaf. Stir in 75 g of melted butter, 150' +
      ' g of brown sugar, one beaten egg and one teaspoon of vanilla. Sprinkle one teaspoon of baking ' +
      'soda and a pinch of salt over the mixture, then fold in 190 g of plain flour until no dry flour' +
      ' is visible. Do not overmix, or the bread will be tough. If you are adding walnuts or chocolate' +
      ' chips, fold in up to 100 g at this stage. Pour the batter into the tin and bake for 55 to 65 ' +
      'minutes, until a skewer pushed into the centre comes out clean. If the top browns too quickly, ' +
      'cover it with foil after 40 minutes. Let the loaf cool in the tin for 10 minutes before turning' +
      ' it out. It keeps for three days wrapped at room temperature, or up to three months in the ' +
      'freezer, but not in the fridge, where it dries out.',
  },
  {
    topic: 'Riverside Rowing Club membership and boat use policy',
    count: 6,
    text:
      'Full membership of Riverside Rowing Club costs £420 a year, and the season runs from 1 April to' +
      ' 31 March. Students and members under 18 pay £180. New members who join after 1 October pay ' +
      'half the annual fee for the rest of that season. All members must pass a 50-metre swim test in ' +
      'rowing clothing before going out on the water, and members under 16 must be accompanied on the ' +
      'river by a qualified coach. Club boats may be booked up to seven days ahead on the online ' +
      'booking sheet, with a limit of two sessions per member per week, except from December to ' +
      'February, when the limit is lifted. No boat may go out when the river board shows a red flag, ' +
      'or after sunset unless it carries approved lights and the crew includes a coach. Each member ' +
      'may bring a guest up to three times a season, for a fee of £10 per visit. Fees are not refunded' +
      ' if a member leaves partway through the season, but members who move more than 50 miles away ' +
      'may apply to the committee for a partial refund.',
  },
  {
    topic: 'Wangari Maathai',
    count: 5,
    text:
      'Wangari Maathai was born on 1 April 1940 in the village of Ihithe in the Nyeri district of ' +
      'central Kenya. She won a scholarship to study in the United States, earning a degree in biology' +
      " from Mount St. Scholastica College in Kansas in 1964 and a master's degree from the University" +
      ' of Pittsburgh in 1966. In 1971 she received a doctorate from the University of Nairobi, ' +
      'becoming the first woman in East and Central Africa to earn one. In 1977 she founded the Green ' +
      'Belt Movement, which paid rural women a small sum for each seedling they raised and planted. ' +
      'The movement went on to plant tens of millions of trees across Kenya. Maathai was arrested and ' +
      'beaten more than once for opposing the government of Daniel arap Moi, including over a plan to ' +
      "build an office tower in Nairobi's Uhuru Park. She was elected to parliament in 2002 and served" +
      ' as assistant minister for the environment from 2003 to 2005. In 2004 she became the first ' +
      'African woman to win the Nobel Peace Prize. She died of cancer in Nairobi on 25 September 2011,' +
      ' aged 71.',
  },
  {
    topic: 'Elm Street closure for water main replacement',
    count: 5,
    text:
      'Castleford Borough Council gives notice that Elm Street will be closed to through traffic ' +
      'between Mill Road and Station Avenue from Monday 11 January to Friday 19 February 2027, while ' +
      'Northern Water replaces the 80-year-old water main. Work will take place from 7:30 to 18:00 on ' +
      'weekdays, and on Saturdays from 8:00 to 13:00 only if the project falls behind schedule. No ' +
      'work will take place on Sundays. Residents of Elm Street will still be able to reach their ' +
      'homes by car, except on the days when the trench passes their driveway, which will be announced' +
      ' by letter at least 48 hours in advance. On those days, residents may park free of charge in ' +
      'the Station Avenue car park by showing their resident permit. The number 14 bus will be ' +
      'diverted along Park Lane, and the Elm Street stop will move temporarily to Park Lane outside ' +
      'the library. Pedestrian access will stay open at all times. Water supply may be cut for up to ' +
      'four hours on some days; affected homes will be told in advance, and bottled water will be ' +
      'delivered to vulnerable residents registered with Northern Water.',
  },
];
