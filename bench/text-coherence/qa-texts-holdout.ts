/**
 * Held-out topic texts for generated Q&A, written on 2026-11-27 by someone who had not seen the engine.
 * This is a held-out set: read it once to score the engine and never tune on it. Do not edit or reorder.
 */
import type { QaText } from './qa-texts';

export const HOLDOUT_QA_TEXTS: readonly QaText[] = [
  {
    topic: 'Dental practice',
    count: 5,
    text: `Brightside Dental is a family dental practice at 27 Linden Avenue, above the pharmacy. We are open Monday to Thursday from 8 am to 7 pm and on Fridays from 8 am to 2 pm. The practice is closed at weekends and on public holidays. A check-up with a dentist costs 60 dollars, and a scale and polish with our hygienist costs 75 dollars. Children under 12 are seen for free when a parent has an appointment on the same day. White fillings start at 140 dollars. For emergencies outside opening hours, patients should call the out-of-hours line on 555 0199. We ask for 24 hours' notice if you need to cancel, because missed appointments leave other patients waiting. Late cancellations are charged a fee of 30 dollars. Dr Priya Nair and Dr Tomas Berg have both worked at the practice since 2015.`,
  },
  {
    topic: 'History of Tallinn',
    count: 6,
    text: `Tallinn is the capital of Estonia and lies on the southern coast of the Gulf of Finland. The first written record of a settlement on the site dates from 1154, on a map by the Arab geographer al-Idrisi. In 1219 Danish forces captured the town and built a stone castle on Toompea hill. The town joined the Hanseatic League in 1285, and its merchants grew rich trading grain, salt and furs between Russia and Western Europe. For centuries the town was known in German as Reval. Much of the medieval town wall still stands, and 26 of its towers survive today. The old town was added to the UNESCO World Heritage list in 1997 because its medieval street plan is so well preserved. Estonia declared independence in 1918, was occupied by the Soviet Union in 1940, and regained independence in 1991. Today Tallinn is known for its technology companies, and Skype was developed there in 2003.`,
  },
  {
    topic: 'Lentil soup recipe',
    count: 4,
    text: `This red lentil soup serves four people and takes about 40 minutes. You need 250 grams of red lentils, one onion, two carrots, two cloves of garlic, one tin of chopped tomatoes and one litre of vegetable stock. Rinse the lentils in cold water until the water runs clear, because this removes dust and extra starch. Chop the onion and carrots and fry them in two tablespoons of olive oil for eight minutes. Add the garlic and a teaspoon of ground cumin and cook for one more minute. Pour in the lentils, tomatoes and stock, then simmer for 25 minutes until the lentils are soft. Blend half of the soup if you prefer a thicker texture. Season with salt and a squeeze of lemon juice just before serving. The soup keeps in the fridge for up to three days and can be frozen for two months. The recipe is vegan and contains no gluten if you use a gluten-free stock cube.`,
  },
  {
    topic: 'Online store return policy',
    count: 5,
    text: `Northwind Outfitters accepts returns within 30 days of delivery. Items must be unworn, unwashed and have their original tags attached. Returns are free for customers in the United Kingdom, and we include a prepaid label in every parcel. Customers in other countries pay for their own return postage. Underwear, swimwear and pierced earrings cannot be returned for hygiene reasons. Sale items can be exchanged but are not refunded. Once we receive your parcel at our warehouse in Leeds, we check it within five working days. Refunds go back to the original payment method and usually appear within three to seven days. Gift cards cannot be exchanged for cash. If an item arrives damaged, email support@northwind.example with a photo within 48 hours and we will send a replacement at no cost.`,
  },
  {
    topic: 'How photosynthesis works',
    count: 6,
    text: `Photosynthesis is the process plants use to turn light energy into chemical energy. It takes place mainly in the leaves, inside small structures called chloroplasts. Chloroplasts contain a green pigment called chlorophyll, which absorbs red and blue light and reflects green light. That is why most leaves look green to us. Plants take in carbon dioxide from the air through tiny pores called stomata and draw up water through their roots. Using the energy of light, they combine carbon dioxide and water to make glucose, a simple sugar. Oxygen is released as a by-product and leaves the plant through the stomata. The process happens in two stages: the light-dependent reactions and the Calvin cycle. The plant uses glucose for energy and to build cellulose for its cell walls. Photosynthesis cannot happen in complete darkness, because the first stage needs light. Almost all the oxygen in the atmosphere was produced by photosynthesis over billions of years.`,
  },
  {
    topic: 'Rowing club membership',
    count: 5,
    text: `Millbrook Rowing Club was founded in 1889 and rows on the River Avon. Full adult membership costs 420 pounds a year, and student membership costs 180 pounds. New members must pass a swimming test of 50 metres in light clothing before they can go on the water. Beginners take a six-week Learn to Row course on Saturday mornings, which costs 95 pounds. Juniors aged 12 to 18 can join with the written consent of a parent. Members may take out a single scull on their own only after they have been signed off by a coach. Nobody may row when the river level board shows red, because the current is too strong. Lifejackets are compulsory for coxes at all times. The clubhouse bar is open to members and their guests on Friday and Saturday evenings. Dogs are not allowed in the boathouse.`,
  },
  {
    topic: 'Maritime museum visitor information',
    count: 5,
    text: `The Harbour Maritime Museum is open every day from 10 am to 5 pm, except on 25 and 26 December. On Thursdays it stays open until 9 pm. Entry to the permanent collection is free, but the special exhibition costs 12 euros for adults and 6 euros for children. The current special exhibition, Ice and Iron, is about polar ships and runs until 14 March. Visitors can go on board the steamship Aurora, which was built in 1902. The ship's lower decks are not accessible to wheelchairs because the stairs are too steep, but a virtual tour is available on the ground floor. Large bags must be left in the free lockers by the entrance. Photography is allowed, but flash and tripods are not. The museum café serves lunch from 11:30 am to 3 pm. Guided tours in English start at 11 am and 2 pm.`,
  },
  {
    topic: 'Note-taking app features',
    count: 5,
    text: `Inkwell is a note-taking app for Windows, macOS, iOS and Android. Notes are written in Markdown and saved as plain text files, so they can be opened in any other editor. The free plan syncs up to two devices and stores up to 1 GB of attachments. The Pro plan costs 4 dollars a month and adds unlimited devices, 50 GB of storage and version history for 90 days. Every note can be linked to other notes by typing two square brackets. A graph view shows how your notes connect to each other. Inkwell works offline, and changes sync when the device reconnects. All notes are encrypted end to end, which means the company cannot read them. There is no web version yet, but the team has said one is planned for 2027. Users can export their whole library as a ZIP file at any time.`,
  },
  {
    topic: 'Biography of Mary Anning',
    count: 6,
    text: `Mary Anning was born in 1799 in Lyme Regis, a small town on the south coast of England. Her father, Richard, was a carpenter who sold fossils to tourists to earn extra money. He died in 1810, and the family was left poor and in debt. Mary and her brother Joseph kept collecting fossils from the cliffs to support the family. In 1811, when Mary was about twelve, they found the first complete skeleton of an ichthyosaur. In 1823 she discovered the first nearly complete plesiosaur skeleton. Her finds helped scientists understand that some animals had become extinct. However, she was not allowed to join the Geological Society of London, because it did not admit women. Many of her discoveries were published by men who did not mention her name. She died of breast cancer in 1847 at the age of 47. In 2010 the Royal Society named her one of the ten British women who most influenced the history of science.`,
  },
  {
    topic: 'School term dates',
    count: 4,
    text: `Oakfield Primary School has three terms in the 2026 to 2027 school year. The autumn term begins on Thursday 3 September 2026 and ends on Friday 18 December 2026. The half-term break in autumn runs from 26 October to 30 October. The spring term starts on Tuesday 5 January 2027 and ends on Thursday 25 March 2027. The summer term starts on Monday 12 April 2027 and ends on Wednesday 21 July 2027. The school will be closed on Monday 3 May 2027 for the bank holiday. There are also two teacher training days, on 2 September 2026 and 4 June 2027, when pupils stay at home. Parents should not book holidays during term time, because absences must be approved by the head teacher, Mrs Eleanor Hughes. The breakfast club runs on every school day from 7:45 am.`,
  },
];
