import { alternate, type EvalDocument } from './types';

export const HISTORY: EvalDocument = {
  id: 'history',
  register: 'story-like history',
  topic: 'The story of the Brackwater Mill',
  text: `The Story of the Brackwater Mill

If you walk along the river path from the village green, you will hear the mill before you see it: the steady splash of the great wheel turning, as it has, on and off, for more than three hundred years. This is the story of the mill and of the families who kept it going.

The first mill

Records in the parish book tell us that a corn mill stood on this bend of the river as early as 1652, when a miller named Thomas Hale paid the lord of the manor two shillings a year for the right to use the water. That first mill was a small timber building with a single pair of millstones. Farmers from five parishes brought their grain here, and the miller kept one sixteenth of every sack as his payment, a custom known as the toll.

The great flood

In the winter of 1771 the river burst its banks after three weeks of rain. The water rose so fast that the miller's family escaped through the upstairs window into a boat. The timber mill was swept away, and only the stone foundations survived. For two years the village had to take its grain to the town mill, eight miles away, on roads that were often impassable.

The new mill of 1774

The mill you see today was built in 1774 by Josiah Brackwater, a wealthy wool merchant who gave it his name. He built it in brick, on the old stone foundations, and raised the floor four feet above the highest flood mark. The date and his initials, J.B. 1774, are carved above the main door. The new mill had two waterwheels and three pairs of stones, and it could grind forty sacks of flour a day.

The Pryce family

In 1802 the mill was let to the Pryce family, who ran it for the next 140 years. The most famous of them was Hannah Pryce, who took over in 1858 when her husband died. Hannah ran the mill alone for thirty-one years, brought up six children and, in 1867, replaced the two old wheels with the single iron wheel, 18 feet across, that still turns today. Villagers said she could tell the quality of flour simply by rubbing it between her fingers.

Changing times

By the end of the nineteenth century, large steam-powered roller mills in the cities were producing white flour more cheaply than any village mill. The Brackwater Mill survived by grinding animal feed for local farms instead of flour for bread. During the Second World War, when food was scarce, it went back to milling flour for the village bakery.

The last miller, Arthur Pryce, retired in 1942, and the mill fell silent. For almost forty years it was used as a store for a farm machinery dealer, and the wheel rusted in place.

Rescue and restoration

In 1979 a group of villagers formed the Brackwater Mill Trust to save the building, which was about to be turned into flats. They raised money with jumble sales, sponsored walks and a famous twelve-hour bake-off, and bought the mill in 1983 for 42,000 pounds. Volunteers spent nine years restoring the wheel, the gears and the stones, working mostly at weekends. The mill ground its first flour again on 14 June 1992, and the day is still celebrated every year with the Mill Fair.

The mill today

Today the Brackwater Mill is run entirely by volunteers. It is a listed building and one of the few working watermills in the county. Stoneground wholemeal flour is milled on the first Saturday of each month and sold in the mill shop in bags of 1.5 kilograms. The old granary next door has become a tea room, famous for its scones made with the mill's own flour.

Things people often ask

Is the wheel always turning?
The wheel turns on milling days and on open days, when there is enough water in the river. In very dry summers it may stand still.

When can I visit?
The mill is open from Easter to the end of October, on Saturdays, Sundays and bank holidays, from 11:00 to 16:30. Entry is by donation.

Can I see the milling?
Yes, on the first Saturday of each month, from 11:00 until the flour is bagged, usually around 15:00.

How can I help?
The Trust always needs volunteers, as guides, in the tea room or as trainee millers. No experience is needed. Ask at the shop for a form.`,
  questions: alternate([
    { question: 'how old is the mill', expect: 'as early as 1652' },
    { question: 'who built the building that stands today', expect: 'Josiah Brackwater' },
    { question: 'what happened to the first mill', expect: 'The timber mill was swept away' },
    { question: 'who was hannah pryce', expect: 'Hannah ran the mill alone for thirty-one years' },
    { question: 'how big is the wheel', expect: '18 feet across' },
    { question: 'when did the mill stop working', expect: 'retired in 1942' },
    { question: 'how did the village save the mill', expect: 'Brackwater Mill Trust' },
    { question: 'how much did they pay for the mill', expect: '42,000 pounds' },
    { question: 'when did it start grinding again after the restoration', expect: '14 June 1992' },
    { question: 'can I buy flour there', expect: 'sold in the mill shop' },
    { question: 'what are the opening times', expect: 'from Easter to the end of October' },
    { question: 'how much does it cost to get in', expect: 'Entry is by donation' },
    { question: "what's the tea room known for", expect: 'famous for its scones', form: 'contraction' },
    {
      question: "I'd like to volunteer, how do I sign up?",
      expect: 'Ask at the shop for a form',
      form: 'contraction',
    },
    {
      question: 'how did the miller get payed in the old days',
      expect: 'one sixteenth of every sack',
      form: 'typo',
    },
    { question: 'why does the wheel somtimes stand still', expect: 'In very dry summers', form: 'typo' },
    { question: 'who was the first miller', expect: 'Thomas Hale' },
    { question: 'what year did the river overflow', expect: 'In the winter of 1771' },
    { question: 'how much could the 1774 mill produce in a day', expect: 'forty sacks of flour a day' },
    {
      question: 'how did it keep going once the big city mills made flour cheaper',
      expect: 'grinding animal feed for local farms',
    },
    {
      question: 'what was the building used for after it closed',
      expect: 'a store for a farm machinery dealer',
    },
    { question: 'how long did the volunteers take to fix it up', expect: 'nine years' },
    { question: 'what size bags is the flower sold in', expect: '1.5 kilograms', form: 'typo' },
    {
      question: "what's the mill fair",
      expect: 'the day is still celebrated every year',
      form: 'contraction',
    },
  ]),
};
