/**
 * Seventh held-out topic texts for generated Q&A, written on 2026-11-27 by someone who had not seen
 * the engine or any earlier set. A held-out set to be read once: do not tune against it. 8 short
 * texts in varied registers, each asked for 4–6 pairs.
 */
import type { QaText } from './qa-texts';

export const SEVENTH_QA_TEXTS: readonly QaText[] = [
  {
    topic: 'Northgate Planetarium visitor policies',
    count: 5,
    text:
      'The Northgate Planetarium is open Tuesday to Sunday from 10:00 to 18:00 and is closed on ' +
      'Mondays except during school holidays. ' +
      'Dome shows start every hour on the hour and last between 35 and 45 minutes. ' +
      'Latecomers are not admitted once a show has begun, because opening the doors lets light ' +
      'into the dome. ' +
      'Children under 6 may attend the morning shows only, and every child under 12 must be ' +
      'accompanied by an adult. ' +
      'Food and drink are not allowed in the dome, but water in a closed bottle is permitted. ' +
      'Photography is allowed in the exhibition hall, although flash photography and filming are ' +
      'forbidden during shows. ' +
      'Tickets bought online can be refunded up to 48 hours before the show; after that, they can ' +
      'only be exchanged for another date. ' +
      'The planetarium no longer accepts cash at the front desk, but cards and mobile payments are ' +
      'accepted. ' +
      'Wheelchair spaces are available in the front row of the dome and should be booked in advance. ' +
      'Assistance dogs are welcome, while other pets are not.',
  },
  {
    topic: 'The building of the Panama Canal',
    count: 6,
    text:
      'The Panama Canal connects the Atlantic and Pacific Oceans across the Isthmus of Panama. ' +
      'A French company led by Ferdinand de Lesseps began digging in 1881, but the effort collapsed ' +
      'in 1889 after disease and engineering problems had killed thousands of workers. ' +
      'The United States took over the project in 1904 and chose a design with locks instead of a ' +
      'sea-level canal. ' +
      'Engineers dammed the Chagres River to create Gatun Lake, which was at the time the largest ' +
      'artificial lake in the world. ' +
      'The locks lift ships about 26 metres from sea level up to the lake and lower them again on ' +
      'the other side. ' +
      'The canal officially opened on 15 August 1914, when the cargo ship SS Ancon made the first ' +
      'official transit. ' +
      'It is about 82 kilometres long, and a typical crossing takes between 8 and 10 hours. ' +
      'The United States controlled the canal until 31 December 1999, when it was handed over to ' +
      'Panama under treaties signed in 1977. ' +
      'A larger set of locks opened in June 2016, allowing much bigger ships to pass through. ' +
      'Ships that are too large even for the new locks must still sail around South America.',
  },
  {
    topic: 'How to replace a bicycle inner tube',
    count: 4,
    text:
      'To replace a bicycle inner tube, you need two tyre levers, a new tube of the correct size ' +
      'and a pump that fits your valve type. ' +
      'If the flat is on the back wheel, first shift to the smallest rear cog, then open the brake ' +
      'or quick release and remove the wheel. ' +
      'Let out any remaining air and push the valve up into the tyre. ' +
      'Hook the two tyre levers under the edge of the tyre about 10 centimetres apart and lever ' +
      'one side of the tyre off the rim. ' +
      'Pull out the old tube, then run your fingers carefully around the inside of the tyre to ' +
      'find any glass or thorn that caused the puncture. ' +
      'Do not skip this step, or the new tube will puncture again almost immediately. ' +
      'Inflate the new tube just enough to give it shape, push the valve through the hole in the ' +
      'rim and tuck the tube inside the tyre. ' +
      'Press the tyre back onto the rim with your thumbs, and use the levers only if you really ' +
      'have to, because they can pinch the new tube. ' +
      'Pump the tyre to the pressure printed on its sidewall, which is usually between 80 and 120 ' +
      'psi for road bikes and between 25 and 40 psi for mountain bikes. ' +
      'Refit the wheel and check that the brakes work before you ride.',
  },
  {
    topic: 'Wombats',
    count: 6,
    text:
      'Wombats are burrowing marsupials found only in Australia. ' +
      'There are three living species: the common wombat, the southern hairy-nosed wombat and the ' +
      'northern hairy-nosed wombat. ' +
      'Adults are usually about a metre long and weigh between 20 and 35 kilograms. ' +
      'Although they look slow, wombats can run at up to 40 kilometres per hour over short ' +
      'distances. ' +
      'They are herbivores and feed mainly on grasses, roots and bark, mostly at night. ' +
      'A female carries her single young, called a joey, in a pouch that faces backwards, so that ' +
      'soil does not get in while she digs. ' +
      'The joey stays in the pouch for about six to seven months. ' +
      'Wombats are famous for producing cube-shaped droppings, which they leave on rocks and logs ' +
      'to mark their territory. ' +
      'The northern hairy-nosed wombat is critically endangered, with only a few hundred animals ' +
      'left in the wild. ' +
      'The common wombat is not considered threatened, but many are killed on roads each year.',
  },
  {
    topic: 'Brewline Smart Kettle FAQ',
    count: 5,
    text:
      'Can I choose the water temperature? ' +
      'Yes, you can set any temperature between 40 and 100 °C in steps of 5 degrees. ' +
      'How long will it keep water warm? ' +
      'The keep-warm mode holds the set temperature for up to 30 minutes and then switches off. ' +
      'Does the app work with any Wi-Fi network? ' +
      'The app only connects over 2.4 GHz networks; 5 GHz networks are not supported. ' +
      'Can I put the kettle in the dishwasher? ' +
      'No, neither the kettle nor its base is dishwasher safe, so wipe the outside with a damp ' +
      'cloth instead. ' +
      'Will it switch on when it is empty? ' +
      'No, the kettle will not heat unless there is at least 0.5 litres of water inside. ' +
      'How often should I descale it? ' +
      'Every four to eight weeks, or more often if you live in a hard-water area. ' +
      'What does the warranty cover? ' +
      'The kettle has a two-year warranty against manufacturing faults, which is extended to three ' +
      'years only if you register it within 30 days of purchase. ' +
      'Damage caused by dropping the kettle or by using it without its base is not covered.',
  },
  {
    topic: 'Wangari Maathai',
    count: 5,
    text:
      'Wangari Maathai was a Kenyan environmentalist and political activist, born on 1 April 1940 ' +
      'in the village of Ihithe, near Nyeri. ' +
      'She studied biology in the United States, graduating from Mount St. Scholastica College in ' +
      '1964, and earned a master’s degree from the University of Pittsburgh in 1966. ' +
      'In 1971 she became the first woman in East and Central Africa to earn a doctorate, which she ' +
      'received from the University of Nairobi. ' +
      'In 1977 she founded the Green Belt Movement, which paid women in rural Kenya to plant trees ' +
      'to fight soil erosion and provide firewood. ' +
      'The movement has since planted more than 51 million trees. ' +
      'Maathai was arrested several times for protesting against the government, and in 1989 her ' +
      'campaign stopped a skyscraper from being built in Nairobi’s Uhuru Park. ' +
      'She was elected to parliament in 2002 and served as assistant minister for the environment ' +
      'from 2003 to 2005. ' +
      'In 2004 she was awarded the Nobel Peace Prize, becoming the first African woman to receive ' +
      'it. ' +
      'She died of cancer in Nairobi on 25 September 2011, at the age of 71.',
  },
  {
    topic: 'Kessa Island ferry timetable and fares',
    count: 4,
    text:
      'The Kessa Island ferry runs between Port Alder and Kessa Island all year round. ' +
      'From April to October there are six sailings a day, leaving Port Alder at 07:00, 09:30, ' +
      '12:00, 14:30, 17:00 and 19:30. ' +
      'From November to March there are only three sailings a day, at 08:00, 12:00 and 16:00, and ' +
      'there are no sailings on Sundays. ' +
      'The crossing takes 50 minutes, or longer in bad weather. ' +
      'A single adult ticket costs £9, a return costs £16, and children aged between 4 and 15 pay ' +
      'half price. ' +
      'Children under 4 travel free. ' +
      'Bicycles cost £3 each way, while cars cost £38 each way and must be booked at least 24 ' +
      'hours in advance. ' +
      'Foot passengers do not need to book unless they are travelling in a group of ten or more. ' +
      'Dogs travel free but must stay on a lead and are not allowed in the café. ' +
      'Sailings may be cancelled if wind speeds exceed 45 knots, and tickets for cancelled ' +
      'sailings are refunded in full.',
  },
  {
    topic: 'How ocean tides work',
    count: 5,
    text:
      'Tides are the regular rise and fall of sea level, caused mainly by the gravity of the Moon ' +
      'and, to a lesser extent, the Sun. ' +
      'The Moon pulls the ocean into a bulge on the side of the Earth facing it, and a second bulge ' +
      'forms on the opposite side. ' +
      'As the Earth rotates through both bulges, most coasts get two high tides and two low tides ' +
      'roughly every 24 hours and 50 minutes. ' +
      'The extra 50 minutes comes from the Moon moving along its orbit, so high tide arrives a ' +
      'little later each day. ' +
      'When the Sun, Moon and Earth line up at new moon and full moon, their pulls combine to ' +
      'produce spring tides, which have the largest range. ' +
      'Spring tides have nothing to do with the season; the name comes from the water "springing" ' +
      'up. ' +
      'At first and last quarter, the Sun and Moon pull at right angles, giving smaller neap tides. ' +
      'The shape of the coast also matters: in Canada’s Bay of Fundy the difference between high ' +
      'and low water can reach about 16 metres. ' +
      'In enclosed seas such as the Mediterranean, by contrast, the tidal range is often less than ' +
      '30 centimetres. ' +
      'Some places, such as parts of the Gulf of Mexico, get only one high tide and one low tide a ' +
      'day.',
  },
];
