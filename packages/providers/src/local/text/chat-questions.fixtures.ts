// Topic texts for the chat-questions tests, written for them (free to use): the kinds of text an owner
// trains an assistant on.

/** A shop's page: a welcome line, headings, an FAQ part and plain facts. */
export const BIKE_SHOP = `Welcome to our website!

About us
Harbor Bikes was founded in 1987 by Maria Olsen, a former racing cyclist. She opened the first workshop in an old fishing shed by the harbour. In 2004 the shop moved to Quay Street. Today twelve people work there.

Services
We repair all kinds of bicycles, from children's bikes to electric cargo bikes. A standard repair costs 40 dollars, and parts are charged separately at list price. Most repairs are finished within two working days. City bikes can be rented for 15 dollars a day, helmets included.

Frequently asked questions
Do you ship bikes abroad?
Yes. We deliver to most European countries, and delivery takes five to ten working days.
Can I return a bike I bought?
You can return any unused bike within 30 days for a full refund.

Opening hours
We are open from 9 am to 6 pm, Monday to Saturday. The shop is closed on Sundays and public holidays.

Thank you for visiting. Click here to subscribe to our newsletter. All rights reserved.`;

/** An encyclopaedia-style article about a historical person, full of dates. */
export const ADA_LOVELACE = `Ada Lovelace (1815–1852) was an English mathematician and writer. She is chiefly known for her work on Charles Babbage's proposed mechanical general-purpose computer, the Analytical Engine.

Ada Lovelace was born on 10 December 1815 in London. She was the only legitimate child of the poet Lord Byron and the reformer Anne Isabella Milbanke. Byron left England a few months after her birth, and Ada never met her father. Her mother encouraged her interest in mathematics and logic.

In 1833 Lovelace met Charles Babbage at a party in London. Babbage showed her a small working part of his Difference Engine, and the two began a long correspondence. Between 1842 and 1843 she translated an article by the Italian engineer Luigi Menabrea about the Analytical Engine. She added seven long notes to the translation, which were three times longer than the article itself.

The last note, Note G, describes an algorithm for computing Bernoulli numbers with the engine. Many historians consider it the first published computer program. Lovelace also saw that the machine could manipulate symbols as well as numbers, and she imagined that it might one day compose music.

Lovelace died of cancer on 27 November 1852 at the age of 36. She was buried beside her father in the Church of St. Mary Magdalene in Hucknall. In 1980 the United States Department of Defense named a new programming language Ada after her. Ada Lovelace Day is celebrated on the second Tuesday of October.`;

/** A how-to with steps, numbers and advice addressed to the reader. */
export const FLAT_TYRE = `How to fix a flat bicycle tyre

A flat tyre is the most common problem cyclists face, and most punctures can be repaired at the roadside in about 15 minutes. You need three tyre levers, a patch kit and a pump.

1. To remove the wheel, open the brake and undo the quick-release lever. Shift to the smallest sprocket first, because the chain is easier to lift off there.
2. Push two tyre levers under the edge of the tyre about 10 centimetres apart. Lever one side of the tyre off the rim and pull out the inner tube.
3. Pump a little air into the tube and listen for the leak. If you cannot hear it, hold the tube under water and look for bubbles.
4. Roughen the area around the hole with sandpaper and spread a thin layer of glue. Wait about five minutes until the glue is dry, then press the patch on firmly for one minute.
5. Check the inside of the tyre for glass or thorns before you refit the tube. A sharp object left in the tyre will cause a new puncture within a few kilometres.

Most road tyres need a pressure of 6 to 8 bar, while mountain bike tyres ride best at 2 to 2.5 bar. Check the pressure every week, because tubes slowly lose air even without a hole. Never ride on a completely flat tyre, since the rim can cut the tube and damage the tyre wall.`;

/** A web page read by the reader: navigation, a cookie notice, a PDF-like wrapped paragraph. */
export const HONEY_BEES = `Skip to content
Home | About | Contact
This site uses cookies. By continuing to browse you accept our cookie policy.

THE WESTERN HONEY BEE

The western honey bee is the most common of the seven to twelve species of honey bees in the world. It
lives in colonies of up to 60,000 workers, a few hundred drones and a single queen.
A worker bee lives for about six weeks in summer but can survive for several months in winter.

Workers collect nectar and pollen from flowers within a radius of about three kilometres around the hive.
Bees communicate the direction and distance of a food source with the waggle dance, which was decoded by Karl von Frisch in the 1940s. Karl von Frisch received the Nobel Prize in Physiology or Medicine in 1973.

A strong colony can produce more than 25 kilograms of surplus honey in a good year. Honey bees are also important pollinators of crops such as apples, almonds and blueberries. Since 2006 many beekeepers have reported heavy colony losses because of parasites, pesticides and poor nutrition.

Share this article
Read more about bees`;
