/**
 * Held-out topic texts for generated Q&A, written before the question writer was tuned: 20
 * short texts in varied registers, each asked for a number of pairs. Even indexes are the dev half, odd
 * the test half. Append only.
 */
export interface QaText {
  topic: string;
  count: number;
  text: string;
}

export const QA_TEXTS: readonly QaText[] = [
  {
    topic: 'Community garden',
    count: 5,
    text: `The Riverside Community Garden opened in 2014 on a former parking lot. Volunteers built forty raised beds from reclaimed timber. Each bed is rented for twenty dollars a season, and the money pays for water and tools. The garden is open from dawn to dusk every day between April and October. Children from the nearby primary school visit on Thursday mornings to plant herbs. Maria Lopez founded the garden after her apartment building lost its courtyard. She still runs the seed exchange every spring. Compost is made on site from kitchen scraps that members bring in sealed buckets. Pesticides are not allowed because the garden borders a stream.`,
  },
  {
    topic: 'Bike repair shop',
    count: 5,
    text: `Spoke & Chain is a small bicycle repair shop on Harbour Street. We fix flat tyres while you wait, usually in about fifteen minutes. A basic service costs 45 euros and includes brake and gear adjustment. A full service takes two days and costs 110 euros. We are open Tuesday to Saturday from 9 am to 6 pm. On Sundays and Mondays the shop is closed. We also rent city bikes for 12 euros a day. Helmets are included with every rental. You can book a service online or call us on 555 0142. We do not repair electric motors, but we can replace batteries for most brands.`,
  },
  {
    topic: 'Sourdough bread',
    count: 5,
    text: `Sourdough bread is leavened by a starter instead of commercial yeast. A starter is a mixture of flour and water that wild yeast and lactic acid bacteria have colonised. Most bakers feed their starter once a day with equal weights of flour and water. The bacteria produce lactic and acetic acids, which give the bread its sour taste. A typical loaf needs 500 grams of flour, 350 grams of water, 100 grams of starter and 10 grams of salt. The dough rises slowly, often for eight to twelve hours. Long fermentation makes the bread easier to digest for some people. Bake the loaf in a covered pot at 250 degrees for twenty minutes, then uncover it for another twenty.`,
  },
  {
    topic: 'Library card',
    count: 5,
    text: `Anyone who lives, works or studies in the county can get a library card for free. Bring a photo ID and proof of address to any branch. Children under 14 need a parent or guardian to sign the application. With a card you can borrow up to 30 items at a time. Books are loaned for three weeks and DVDs for one week. You can renew an item twice unless another reader has reserved it. Late fees were abolished in 2021. Lost items are charged at their replacement cost. The card also gives access to e-books, language courses and the online newspaper archive.`,
  },
  {
    topic: 'The Great Fire of London',
    count: 5,
    text: `The Great Fire of London began on Sunday 2 September 1666 in a bakery on Pudding Lane. The baker, Thomas Farriner, had failed to put out his oven properly. A strong east wind spread the flames across the wooden houses of the city. The fire burned for four days and destroyed about 13,200 houses and 87 churches, including St Paul's Cathedral. Samuel Pepys described the fire in his diary and buried his parmesan cheese in the garden to save it. Only a few deaths were recorded, although the true number is unknown. After the fire, Christopher Wren designed a new St Paul's Cathedral. The Monument, a column 61 metres tall, was built near Pudding Lane to remember the disaster.`,
  },
  {
    topic: 'Yoga studio',
    count: 5,
    text: `Lotus Room offers yoga classes for all levels in a quiet studio above the market hall. Beginners should start with the Foundations class on Monday or Wednesday evenings. Classes last 75 minutes. A single class costs 14 dollars and a monthly pass costs 95 dollars. Mats and blocks are provided, but many students bring their own mat. Please arrive ten minutes early so the class can start on time. The studio has showers and a small changing room. Our teachers are certified by the Yoga Alliance. Pregnant students are welcome in the gentle classes; please tell your teacher before class begins.`,
  },
  {
    topic: 'Honeybees',
    count: 5,
    text: `A honeybee colony has one queen, thousands of female workers and a few hundred male drones in summer. The queen lays up to 2,000 eggs a day. Workers live for about six weeks in summer, but those born in autumn can survive the whole winter. Young workers clean the hive and feed the larvae, while older workers fly out to collect nectar and pollen. A forager tells her sisters where flowers are by performing a waggle dance. The angle of the dance shows the direction of the food relative to the sun. Bees turn nectar into honey by adding enzymes and fanning it with their wings until most of the water evaporates. A strong colony can make more than 25 kilograms of surplus honey in a year.`,
  },
  {
    topic: 'Apartment rules',
    count: 5,
    text: `Quiet hours in the building are from 10 pm to 7 am. Rubbish must be sorted and taken to the bins in the courtyard; the recycling is collected on Fridays. Bicycles may not be stored in the stairwell. Residents can use the laundry room in the basement between 8 am and 8 pm, and each household may book two slots a week. Pets are allowed, but dogs must be kept on a lead in the shared areas. Barbecues are not permitted on balconies because of the fire risk. Repairs should be reported to the caretaker, Mr Jansen, whose office is next to the main entrance. In an emergency outside office hours, call the number posted on the notice board.`,
  },
  {
    topic: 'Marie Curie',
    count: 5,
    text: `Marie Curie was born Maria Skłodowska in Warsaw in 1867. She moved to Paris in 1891 to study physics and mathematics at the Sorbonne. There she met Pierre Curie, whom she married in 1895. Together they discovered two new elements, polonium and radium, in 1898. Marie Curie named polonium after her home country, Poland. In 1903 she shared the Nobel Prize in Physics with Pierre Curie and Henri Becquerel. After Pierre died in a street accident in 1906, she took over his teaching post and became the first woman to teach at the Sorbonne. She won a second Nobel Prize, in Chemistry, in 1911. During the First World War she organised mobile X-ray units for field hospitals. She died in 1934 of aplastic anaemia, probably caused by long exposure to radiation.`,
  },
  {
    topic: 'Wireless headphones',
    count: 5,
    text: `The Aria 2 headphones play music for up to 30 hours on one charge. A ten-minute charge gives about three hours of playback. To pair them, hold the power button for five seconds until the light flashes blue, then choose Aria 2 in your phone's Bluetooth settings. The headphones remember up to eight devices. Active noise cancelling can be switched on and off with the button on the left ear cup. If the sound cuts out, move your phone closer and make sure no other device is connected. The ear cushions can be replaced; spare pairs are sold in our online shop. The headphones are not waterproof, so do not wear them in heavy rain. They come with a two-year warranty.`,
  },
  {
    topic: 'City marathon',
    count: 5,
    text: `The city marathon starts at 8:30 am on the last Sunday of April. Runners gather in Victoria Park, where the bag drop opens at 7 am. The course follows the river for the first half and finishes in front of the town hall. There are water stations every five kilometres and energy gels at kilometres 20 and 30. The time limit is six hours; after that the roads reopen to traffic. Registration closes on 31 March or when 8,000 runners have entered. Runners must be at least 18 years old on race day. Every finisher receives a medal and a T-shirt. Spectators can follow runners live with the race app.`,
  },
  {
    topic: 'Photosynthesis',
    count: 5,
    text: `Photosynthesis is the process by which plants, algae and some bacteria turn light energy into chemical energy. It takes place mainly in the leaves, inside small structures called chloroplasts. Chloroplasts contain chlorophyll, a green pigment that absorbs red and blue light and reflects green light. During photosynthesis, plants take in carbon dioxide from the air and water from the soil. Using the energy of light, they make glucose and release oxygen as a by-product. The glucose is used for growth or stored as starch. Photosynthesis has two stages: the light-dependent reactions and the Calvin cycle. Almost all the oxygen in the atmosphere was produced by photosynthesis over billions of years.`,
  },
  {
    topic: 'Hotel check-in',
    count: 5,
    text: `Check-in at the Harbour View Hotel is from 3 pm and check-out is by 11 am. Guests arriving early can leave their luggage at reception free of charge. Breakfast is served in the garden restaurant from 7 to 10:30 every morning and is included in most rates. The hotel has free Wi-Fi in all rooms; the password is printed on your key card holder. Parking costs 18 euros a night and must be booked in advance because there are only twenty spaces. Pets are not allowed, except for guide dogs. The nearest train station is a ten-minute walk away. Late check-out until 2 pm can be requested at reception for 25 euros.`,
  },
  {
    topic: 'Volcanoes',
    count: 5,
    text: `A volcano is an opening in the Earth's crust through which molten rock, gases and ash escape. Molten rock below the surface is called magma; once it reaches the surface it is called lava. Most volcanoes form where tectonic plates meet. The Pacific Ring of Fire contains about 75 percent of the world's active volcanoes. Shield volcanoes, such as Mauna Loa in Hawaii, have gentle slopes built by runny lava. Stratovolcanoes, such as Mount Fuji, are steep and made of layers of ash and hardened lava. Explosive eruptions happen when thick magma traps gas until the pressure is released. Scientists who study volcanoes are called volcanologists. They measure small earthquakes and changes in gas to warn people before an eruption.`,
  },
  {
    topic: 'Dog adoption',
    count: 5,
    text: `Adopting a dog from Second Chance Shelter takes about a week. First, fill in the application form on our website. A volunteer will call you to talk about your home, your working hours and any other pets. Then you visit the shelter to meet the dogs we think would suit you. Families with children should bring them to the meeting. The adoption fee is 150 dollars, which covers vaccinations, a microchip and neutering. We ask every new owner to attend a free one-hour training class. If the adoption does not work out, we will always take the dog back. Unfortunately we cannot rehome dogs to people who live outside the state.`,
  },
  {
    topic: 'Software release notes',
    count: 5,
    text: `Version 4.2 of Notepad Plus adds dark mode, which can be turned on in Settings under Appearance. Files larger than 500 megabytes now open up to three times faster. The search panel supports regular expressions. Autosave is on by default and saves your work every two minutes. We removed the old plugin manager; plugins are now installed from the Extensions tab. Windows 7 is no longer supported, and the oldest supported version of macOS is 12. A bug that lost the cursor position after printing has been fixed. The update is free for everyone with a version 4 licence. To update, choose Check for Updates in the Help menu.`,
  },
  {
    topic: 'Tides',
    count: 5,
    text: `Tides are the regular rise and fall of the sea. They are caused mainly by the gravity of the Moon pulling on the oceans. The Sun also affects the tides, but its pull is less than half as strong as the Moon's. Most coasts have two high tides and two low tides every day. High tides come about 50 minutes later each day because the Moon moves along its orbit. When the Sun, the Moon and the Earth are lined up, the tides are bigger; these are called spring tides. Neap tides, with the smallest range, happen when the Sun and Moon are at right angles. The Bay of Fundy in Canada has the highest tides in the world, with a range of up to 16 metres.`,
  },
  {
    topic: 'Museum visit',
    count: 5,
    text: `The Maritime Museum is open daily from 10 am to 5 pm, and until 9 pm on Thursdays. Admission is 16 euros for adults and free for visitors under 18. The permanent collection tells the story of the port from the Middle Ages to today. The highlight is a full-size replica of the merchant ship Amsterdam, which visitors can board. Guided tours in English start at 11 am and 2 pm. Photography is allowed, but flash and tripods are not. The museum café on the top floor has a view over the harbour. Lockers for bags and coats are free and take a one-euro coin, which you get back.`,
  },
  {
    topic: 'Sleep advice',
    count: 5,
    text: `Most adults need between seven and nine hours of sleep a night. Going to bed and getting up at the same time every day helps your body clock. Caffeine can stay in the body for up to eight hours, so avoid coffee after lunch. Screens give off blue light, which tells the brain that it is still day; put your phone away an hour before bed. A cool, dark and quiet bedroom makes it easier to fall asleep. If you cannot sleep after twenty minutes, get up and do something calm until you feel sleepy. Short naps of under thirty minutes can improve alertness without spoiling night-time sleep. See a doctor if poor sleep lasts for more than a month.`,
  },
  {
    topic: 'Chess club',
    count: 5,
    text: `The Old Town Chess Club meets every Tuesday evening at 7 pm in the back room of the Crown Inn. New members of all strengths are welcome, and complete beginners can ask for a free lesson. Membership costs 40 pounds a year, or 20 pounds for students and juniors. The club runs three teams in the county league. Home matches are played on Thursdays. Every January the club holds a rapid tournament, which raised 600 pounds for the children's hospital last year. Boards, pieces and clocks are provided. The club was founded in 1952 by a group of railway workers. Juniors under 16 must be accompanied by an adult.`,
  },
];
