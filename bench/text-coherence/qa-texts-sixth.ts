/**
 * Sixth held-out topic texts for generated Q&A, written on 2026-11-27 by someone who had not seen
 * the engine or any earlier set. A held-out set to be read once: do not tune against it. 8 short
 * texts in varied registers, each asked for 4–6 pairs.
 */
import type { QaText } from './qa-texts';

export const SIXTH_QA_TEXTS: readonly QaText[] = [
  {
    topic: 'Ironside Gym house rules',
    count: 5,
    text:
      'Ironside Gym is open from 5:30 am to 11 pm on weekdays and from 7 am to 8 pm on weekends. ' +
      'Members must scan their card at the front desk every time they enter. ' +
      'Towels are required on all benches and machines, and free towels are available at reception. ' +
      'Weights must be returned to the racks after use. ' +
      'Children under 16 are not allowed in the weight room, even with a parent. ' +
      'Lockers are free but must be emptied by closing time, because staff cut off any locks left overnight. ' +
      'Guests can train for 10 pounds a day, and each member may bring one guest per visit. ' +
      'Group classes such as spin and yoga must be booked in the app at least two hours in advance. ' +
      'Outdoor shoes are not allowed on the studio floor.',
  },
  {
    topic: 'The Great Fire of London',
    count: 6,
    text:
      'The Great Fire of London began in the early hours of 2 September 1666. ' +
      'It started in a bakery on Pudding Lane owned by Thomas Farriner. ' +
      'A long, dry summer and a strong east wind helped the fire spread quickly through the wooden houses. ' +
      'The fire burned for four days and was mostly put out by 6 September. ' +
      "About 13,200 houses and 87 parish churches were destroyed, including the old St Paul's Cathedral. " +
      'Only a small number of deaths were officially recorded, although historians believe the real number was higher. ' +
      'Firefighters of the time used buckets, hand squirts and hooks, and in the end they blew up houses with gunpowder to make firebreaks. ' +
      "Afterwards, the architect Christopher Wren designed the new St Paul's Cathedral and many of the city's churches. " +
      'New buildings had to be made of brick or stone instead of wood. ' +
      'A stone column called the Monument, 61 metres tall, was built near Pudding Lane to remember the fire.',
  },
  {
    topic: 'How to repot a houseplant',
    count: 4,
    text:
      'Most houseplants need a bigger pot every one to two years. ' +
      'The best time to repot is in spring, when the plant starts growing again. ' +
      'Choose a new pot that is only 2 to 5 centimetres wider than the old one, and make sure it has a drainage hole. ' +
      'Water the plant a day before, because moist roots slide out of the pot more easily. ' +
      'Turn the old pot on its side and gently pull the plant out by the base of the stems. ' +
      'Loosen the roots with your fingers and cut off any that are black or mushy. ' +
      'Put a layer of fresh potting mix in the new pot, set the plant in at the same depth as before, and fill the sides with more mix. ' +
      'Water well and keep the plant out of direct sun for about a week while it recovers. ' +
      'Do not add fertiliser for the first month, as it can burn the new roots.',
  },
  {
    topic: 'The axolotl',
    count: 5,
    text:
      'The axolotl is a salamander that lives naturally only in the lakes and canals around Mexico City. ' +
      'Unlike most amphibians, it usually never goes through metamorphosis and keeps its gills for its whole life. ' +
      'Its feathery gills stick out from the sides of its head and can be pink, red or purple. ' +
      'Adult axolotls are usually 15 to 30 centimetres long and can live for 10 to 15 years. ' +
      'They eat worms, insect larvae, small fish and crustaceans, and they suck food in rather than chew it. ' +
      'Axolotls can regrow lost legs, parts of their heart and even parts of their brain. ' +
      'Because of this, scientists study them to learn about healing. ' +
      'In the wild they are critically endangered, mainly because of pollution, city growth and introduced fish such as tilapia. ' +
      'However, they are common as pets and in laboratories around the world.',
  },
  {
    topic: 'Hotel Seabright guest information',
    count: 6,
    text:
      'Check-in at Hotel Seabright is from 3 pm and check-out is by 11 am. ' +
      'Late check-out until 2 pm can be requested at reception for a fee of 25 euros, subject to availability. ' +
      'Breakfast is served in the Harbour Room from 7 am to 10:30 am and is included in all room rates except the saver rate. ' +
      'Wi-Fi is free throughout the building; the network is called Seabright-Guest and no password is needed. ' +
      'The rooftop pool is open from May to September, from 9 am to 7 pm. ' +
      'Pets are welcome in ground-floor rooms only, for 15 euros per night. ' +
      'The hotel has no car park of its own, but guests get a 20 percent discount at the Marina garage 200 metres away. ' +
      'Smoking is not allowed anywhere inside, and a cleaning charge of 150 euros applies if the rule is broken. ' +
      'Reception is staffed 24 hours a day.',
  },
  {
    topic: 'Taskleaf app features',
    count: 4,
    text:
      'Taskleaf is a to-do list app for phones and computers. ' +
      'Users can create lists, add tasks with due dates, and set reminders that arrive as notifications. ' +
      'Lists can be shared with up to 10 other people, who can then add, edit and tick off tasks. ' +
      'The free plan allows up to 5 lists; the Plus plan costs 3.99 dollars a month and allows unlimited lists. ' +
      'Plus users also get file attachments of up to 100 megabytes per task. ' +
      'The app works offline and syncs changes when the device reconnects to the internet. ' +
      'Dark mode is available on all plans. ' +
      'Taskleaf does not yet support calendar sync with Outlook, but Google Calendar sync was added in version 4.2.',
  },
  {
    topic: 'The life of Marie Curie',
    count: 5,
    text:
      'Marie Curie was born Maria Sklodowska in Warsaw, Poland, on 7 November 1867. ' +
      'Women could not attend university in Poland at the time, so she moved to Paris in 1891 to study at the Sorbonne. ' +
      'In 1895 she married the French physicist Pierre Curie. ' +
      'Together they discovered two new elements, polonium and radium, in 1898; she named polonium after her home country. ' +
      'In 1903 she shared the Nobel Prize in Physics with Pierre Curie and Henri Becquerel, becoming the first woman to win a Nobel Prize. ' +
      'Pierre died in 1906 after being hit by a horse-drawn cart, and Marie took over his teaching post. ' +
      'She won a second Nobel Prize, in Chemistry, in 1911, and is still the only person to win Nobel Prizes in two different sciences. ' +
      'During the First World War she helped set up mobile X-ray units to treat wounded soldiers. ' +
      'She died on 4 July 1934 of aplastic anaemia, which was probably caused by years of exposure to radiation.',
  },
  {
    topic: 'Greenline Coaches route 12 timetable and fares',
    count: 6,
    text:
      'Greenline Coaches route 12 runs between Hollow Bridge bus station and Kestrel Airport. ' +
      'On weekdays the first bus leaves Hollow Bridge at 5:10 am and the last at 10:40 pm, with a bus every 20 minutes. ' +
      'On Saturdays and Sundays buses run every 30 minutes, from 6 am until 9:30 pm. ' +
      'There is no service on Christmas Day. ' +
      'The full journey takes about 45 minutes, and stops include Market Square, the University and Oakfield Park. ' +
      'A single adult ticket costs 4.50 pounds and a return costs 8 pounds. ' +
      'Children under 5 travel free, and children aged 5 to 15 pay half fare. ' +
      'Tickets can be bought from the driver with a bank card or in the Greenline app, but cash is no longer accepted. ' +
      'Each passenger may bring one large suitcase and one small bag. ' +
      'Bicycles are not allowed on route 12 because the luggage space is needed for airport travellers.',
  },
];
