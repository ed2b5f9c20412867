import { alternate, type EvalDocument } from './types';

export const MUSEUM: EvalDocument = {
  id: 'museum',
  register: 'museum visitor guide',
  topic: 'Visitor guide to the Lindqvist Maritime Museum',
  text: `Lindqvist Maritime Museum — Visitor Guide

Welcome aboard! The Lindqvist Maritime Museum tells four hundred years of seafaring on the northern coast, from wooden fishing boats to the container ships you can see from our roof terrace. This guide has everything you need to plan your visit.

Opening hours

The museum is open Tuesday to Sunday, 10:00 to 17:00. On Thursdays we stay open until 21:00. We are closed on Mondays, except on public holidays, and on 24, 25 and 31 December. Last admission is 45 minutes before closing.

Tickets and prices

- Adult ticket: 16 euros.
- Seniors over 65 and students with a valid card: 11 euros.
- Children and young people under 18: free.
- Family ticket (two adults and up to three children): 36 euros.
- Groups of 10 or more: 12 euros per person, booked at least one week in advance.

Entry is free for everyone on the first Sunday of every month. Holders of the City Culture Pass also enter without paying. Tickets bought online are valid for any day within three months.

Getting here

The museum stands at Kaiside 4, on the old harbour front. Trams 3 and 7 stop at Harbour Square, a five-minute walk away. From the central station, take bus 21 to Kaiside. Parking is limited: the Harbour Garage on Dockstraat charges 3 euros per hour and is a short walk from the entrance. There are racks for bicycles beside the main door.

What to see

Ground floor: The Fishing Hall tells the story of the herring fleet and has a full-size fishing boat built in 1891, the Anna Maria.

First floor: Ships and Empire, our largest gallery, covers the trading companies, navigation instruments and the slave trade, with personal stories from sailors and the people they carried.

Second floor: The Storm Room is a simulator where you steer a lifeboat through a gale. It is suitable for ages 8 and up and runs every 20 minutes.

The quayside: the steam icebreaker Wolf is moored outside and can be boarded from April to October. Access to the ship is included in your ticket.

Temporary exhibition: until 30 September, "Lighthouses" shows paintings, lenses and keepers' diaries from 40 lighthouses along the coast.

Tours and activities

Free guided tours in English leave from the information desk at 11:00 and 14:00 every day we are open, and last about an hour. Tours in German and French are available on Saturdays at 13:00. Private tours for up to 20 people cost 90 euros and must be booked two weeks ahead.

The audio guide is available in nine languages for 4 euros, or free on our app. During school holidays, children can join the knot-tying workshop on Wednesday afternoons.

Accessibility

All floors can be reached by lift, and wheelchairs can be borrowed free of charge at the cloakroom. Assistance dogs are welcome; other pets are not allowed inside. A quiet room is available on the first floor for visitors who need a break from noise and crowds. The icebreaker Wolf has steep ladders and cannot be reached by wheelchair; a virtual tour of the ship is shown on the ground floor instead.

Food and shops

The Galley Café on the ground floor serves soup, sandwiches, cakes and coffee from 10:00 until half an hour before closing. You can also eat your own packed lunch in the picnic room next to the cloakroom. The museum shop sells books, ship models and local crafts; museum members get 10% off.

Rules of the house

Photography without flash is allowed everywhere except in the Lighthouses exhibition. Large bags and backpacks must be left in the free lockers, which take a 1 euro coin that is returned. Please do not touch the models in glass cases. Strollers are welcome in every gallery.

Membership

For 45 euros a year, a Friend of the Museum membership gives you free entry for a year, invitations to exhibition openings and the shop discount. A family membership costs 80 euros.

Frequently asked questions

How long does a visit take?
Most visitors spend two to three hours. Allow an extra 30 minutes if you want to board the Wolf.

Can I leave and come back on the same day?
Yes, keep your ticket and show it at the entrance. Re-entry is allowed on the same day only.

Is there Wi-Fi?
Free Wi-Fi is available throughout the building; the network is called LMM-Guest and needs no password.

Can I hold a party or event at the museum?
Yes, the Fishing Hall and the roof terrace can be hired for evening events. Contact events@lindqvistmuseum.nl for prices.`,
  questions: alternate([
    {
      question: 'how much is entry for pensioners',
      expect: 'Seniors over 65 and students with a valid card: 11 euros',
    },
    { question: 'are you open on mondays?', expect: 'closed on Mondays' },
    { question: 'Is there somewhere to grab lunch?', expect: 'Galley Café' },
    {
      question: "what's the price for a family with 2 kids",
      expect: 'Family ticket (two adults and up to three children): 36 euros',
      form: 'contraction',
    },
    { question: 'can I get in without paying', expect: 'first Sunday of every month' },
    { question: 'which tram goes to the museum', expect: 'Trams 3 and 7' },
    { question: 'do kids pay', expect: 'under 18: free' },
    { question: 'can i take my dog with me', expect: 'Assistance dogs are welcome' },
    { question: 'what time does the english tour start', expect: 'at 11:00 and 14:00' },
    { question: 'Can I take pictures inside?', expect: 'Photography without flash is allowed' },
    { question: 'is it wheelchair acessible', expect: 'can be reached by lift', form: 'typo' },
    { question: 'where can i put my backpack', expect: 'free lockers' },
    { question: 'how long do I need to see everything', expect: 'two to three hours' },
    { question: 'wifi password?', expect: 'needs no password' },
    {
      question: "Can't I go on the old boat outside?",
      expect: 'can be boarded from April to October',
      form: 'contraction',
    },
    { question: 'whats the musuem adress', expect: 'Kaiside 4', form: 'typo' },
    { question: 'how late are you open on thursday', expect: 'until 21:00' },
    { question: 'how do I get there from the train station', expect: 'take bus 21 to Kaiside' },
    { question: 'is there a car park nearby', expect: 'Harbour Garage on Dockstraat' },
    { question: 'can my 6 year old go in the storm simulator', expect: 'suitable for ages 8 and up' },
    {
      question: "how long's the lighthouse exhibition on for",
      expect: 'until 30 September',
      form: 'contraction',
    },
    { question: 'how much to rent a headset guide', expect: 'for 4 euros, or free on our app' },
    {
      question: 'can I pop out for lunch and come back in',
      expect: 'Re-entry is allowed on the same day only',
    },
    { question: 'how much is a yearly membersip', expect: 'For 45 euros a year', form: 'typo' },
  ]),
};
