import { alternate, type EvalDocument } from './types';

export const MENU: EvalDocument = {
  id: 'menu',
  register: 'restaurant menu and price list',
  topic: 'Osteria del Ponte: menu, prices and house information',
  text: `Osteria del Ponte — Menu and Prices
Family-run Italian kitchen since 1987. All prices in euros, service included.

Opening times

Lunch: Tuesday to Saturday, 12:00–14:30.
Dinner: Tuesday to Sunday, 18:00–22:30. The kitchen takes its last orders at 22:00.
Closed on Mondays and for two weeks in August.

Reservations by phone on 030 445 2290 or through our website. Tables for groups of more than eight must be booked at least three days ahead and choose from the set group menu.

Antipasti (starters)

- Bruschetta al pomodoro — toasted bread, tomato, garlic, basil: 7.50 (V)
- Burrata with roasted peppers and rocket: 12.00 (V)
- Vitello tonnato — thin veal with tuna and caper sauce: 13.50
- Fritto misto — fried squid, prawns and courgette: 14.00
- Minestrone of the day: 8.00 (V, VG on request)

Pasta

All our pasta is made in house every morning. Gluten-free penne is available for any pasta dish for 2.00 extra.

- Spaghetti alla carbonara — guanciale, egg yolk, pecorino, black pepper: 15.50
- Tagliatelle al ragù — slow-cooked beef and pork sauce: 16.00
- Pappardelle with wild boar: 18.50
- Ravioli filled with ricotta and spinach, butter and sage: 15.00 (V)
- Linguine alle vongole — clams, white wine, chilli, parsley: 19.00
- Penne all'arrabbiata — spicy tomato sauce: 12.50 (VG)

Pizza (evenings only)

Baked in our wood-fired oven. Vegan cheese can be used on any pizza for 1.50 extra.

- Margherita — tomato, mozzarella, basil: 11.00 (V)
- Diavola — spicy salami, chilli oil: 13.50
- Quattro formaggi — four cheeses, no tomato: 14.00 (V)
- Ortolana — grilled vegetables: 13.00 (V)
- Capricciosa — ham, mushrooms, artichokes, olives: 14.50

Secondi (main courses)

- Saltimbocca alla romana — veal with sage and Parma ham, with potatoes: 22.00
- Grilled sea bream, with salad and lemon: 24.00
- Chicken cacciatore — braised with tomato, olives and rosemary: 19.50
- Aubergine parmigiana: 16.50 (V)
- Bistecca, 300 g sirloin steak with rosemary potatoes: 28.00

Dolci (desserts)

- Tiramisù della casa: 7.00
- Panna cotta with berry sauce: 6.50
- Affogato — vanilla ice cream drowned in espresso: 5.50
- Selection of Italian cheeses: 10.00
- Lemon sorbet: 5.00 (VG)

Children's menu

For children up to 12 years: a small pasta with tomato sauce or butter, or a mini Margherita, with a scoop of ice cream and a drink, for 9.50. High chairs are available.

Lunch set menu

Tuesday to Friday at lunch, two courses for 18.00 or three courses for 22.00, with a glass of house wine or soft drink. The set menu changes every week and is written on the board by the bar.

Drinks

- House wine, red or white: glass 5.50, half litre 13.00, litre 24.00.
- Bottled wines from 26.00; ask for the wine list.
- Peroni draught beer: 0.4 l for 5.00.
- Soft drinks: 3.50. Sparkling or still water, 0.75 l: 4.00.
- Espresso 2.20, cappuccino 3.20, limoncello 4.50.

Bringing your own wine is allowed, with a corkage charge of 15.00 per bottle.

Dietary information

(V) vegetarian, (VG) vegan. Please tell your server about any allergies before you order; our staff can tell you which dishes contain nuts, gluten, dairy, eggs or shellfish. We cannot guarantee that any dish is completely free of traces of allergens, because all dishes are prepared in the same kitchen.

Good to know

- We accept cash and all major cards. Contactless payments are welcome; we do not accept cheques.
- Takeaway: all pizzas and pasta dishes can be taken away, at a 10% discount, when collected in person. We do not deliver.
- Dogs are welcome on the terrace but not inside the dining room.
- The restaurant is on the ground floor with step-free access, and our toilets are wheelchair accessible.
- Free parking for guests in the courtyard behind the restaurant, entrance from Via Roma.
- Gift vouchers of any amount can be bought at the bar.
- For private parties, the upstairs room seats up to 40 guests.`,
  questions: alternate([
    { question: 'how much is a margherita', expect: 'Margherita — tomato, mozzarella, basil: 11.00' },
    { question: 'are you open monday night', expect: 'Closed on Mondays' },
    { question: 'do you have anything without gluten', expect: 'Gluten-free penne' },
    { question: 'can I get a pizza at lunchtime', expect: 'evenings only' },
    { question: 'whats on the kids menu', expect: 'For children up to 12 years', form: 'contraction' },
    { question: 'can I bring my own bottle of wine', expect: 'corkage charge of 15.00 per bottle' },
    { question: 'how much is a glass of red wine', expect: 'glass 5.50' },
    { question: 'do you deliver to my house', expect: 'We do not deliver' },
    {
      question: 'what vegan options are there',
      expect: "Penne all'arrabbiata — spicy tomato sauce: 12.50 (VG)",
    },
    { question: 'can I pay with a card', expect: 'all major cards' },
    { question: 'is there a cheap lunch deal', expect: 'two courses for 18.00' },
    {
      question: "I'm allergic to nuts, is that a problem",
      expect: 'tell your server about any allergies',
      form: 'contraction',
    },
    { question: 'what time does the kitchen close', expect: 'last orders at 22:00' },
    { question: 'where can I park my car', expect: 'courtyard behind the restaurant' },
    { question: 'price of the tirimisu', expect: 'Tiramisù della casa: 7.00', form: 'typo' },
    { question: 'can we book for a big groop of 10', expect: 'at least three days ahead', form: 'typo' },
    { question: 'how much is the steak', expect: 'sirloin steak with rosemary potatoes: 28.00' },
    { question: 'can I pick up food to eat at home', expect: 'at a 10% discount' },
    { question: 'can my dog come with us', expect: 'Dogs are welcome on the terrace' },
    {
      question: 'have you got space for a birthday party of 30',
      expect: 'the upstairs room seats up to 40 guests',
    },
    { question: 'how much is a beer', expect: 'Peroni draught beer: 0.4 l for 5.00' },
    {
      question: "what's in the carbonara",
      expect: 'guanciale, egg yolk, pecorino, black pepper',
      form: 'contraction',
    },
    { question: 'do you sell gift vouchors', expect: 'Gift vouchers of any amount', form: 'typo' },
    { question: 'can I get a pizza with no dairy cheese', expect: 'Vegan cheese can be used on any pizza' },
  ]),
};
