import { alternate, type EvalDocument } from './types';

export const COURSE: EvalDocument = {
  id: 'course',
  register: 'course notes',
  topic: 'BIO 112 Introductory Ecology: course notes and information',
  text: `BIO 112 — Introductory Ecology
Course notes, week 1 to week 6, and course information

Course information

Lecturer: Dr. Amara Okafor. Office hours are Tuesdays 14:00–16:00 in room B214 of the Life Sciences building, or by appointment.

Lectures take place on Mondays and Wednesdays from 9:00 to 10:30 in Lecture Theatre 2. Lab sessions run on Thursday afternoons; you will be assigned to a group in the first week.

Assessment:
- Lab reports: 30% (three reports, 10% each).
- Midterm exam: 20%, in week 7.
- Field project: 20%, a group study of the campus pond.
- Final exam: 30%, two hours, closed book.

To pass the course you need an overall mark of at least 50%, and at least 40% on the final exam.

Late work loses 5% of its mark for each day it is late, up to five days. After five days it receives zero. Extensions are granted only for documented illness or emergencies; request one by email before the deadline.

The required textbook is "Essentials of Ecology" by Begon, Howarth and Townsend, 5th edition. Older editions are fine for most chapters.

Week 1: What is ecology?

Ecology is the scientific study of the interactions between organisms and their environment. It is studied at several levels: individuals, populations, communities, ecosystems and the biosphere.

A population is a group of individuals of the same species living in the same area at the same time. A community is all the populations of different species that live and interact in an area. An ecosystem is a community together with its physical environment, such as soil, water and climate.

Week 2: Energy flow

Energy enters most ecosystems as sunlight, captured by producers through photosynthesis. Consumers get energy by eating other organisms: primary consumers eat producers, secondary consumers eat primary consumers, and so on. Decomposers such as fungi and bacteria break down dead material and return nutrients to the soil.

Only about 10% of the energy at one trophic level is passed on to the next; the rest is lost mainly as heat through respiration. This is known as the ten percent rule, and it explains why food chains rarely have more than four or five levels.

Week 3: Nutrient cycles

Unlike energy, nutrients are recycled. In the carbon cycle, carbon dioxide is taken up by plants in photosynthesis and released by respiration, decomposition and the burning of fossil fuels.

In the nitrogen cycle, most organisms cannot use nitrogen gas directly. Nitrogen-fixing bacteria, many of which live in root nodules of legumes such as clover and beans, convert it into ammonia. Nitrifying bacteria then turn ammonia into nitrates, which plants absorb through their roots. Denitrifying bacteria return nitrogen to the air.

Week 4: Population growth

In ideal conditions a population grows exponentially: the more individuals there are, the faster it grows. In reality resources are limited, so growth slows as the population approaches the carrying capacity, the largest population that an environment can support over time. This S-shaped curve is called logistic growth.

Factors that limit populations are divided into two kinds. Density-dependent factors, such as disease, competition and predation, become stronger as the population grows. Density-independent factors, such as floods, fires and frost, affect a population regardless of its size.

Week 5: Species interactions

- Competition: two species use the same limited resource. The competitive exclusion principle states that two species cannot occupy exactly the same niche in the same place forever.
- Predation: one organism kills and eats another.
- Mutualism: both species benefit, for example bees and flowering plants.
- Commensalism: one species benefits and the other is unaffected, such as barnacles on a whale.
- Parasitism: one species benefits at the expense of the other, its host.

A keystone species has a much larger effect on its community than its numbers suggest. The classic example is the sea otter, which eats sea urchins and so protects kelp forests.

Week 6: Succession

Ecological succession is the gradual change in the species of a community over time. Primary succession starts on bare rock with no soil, for example after a volcanic eruption; lichens and mosses are usually the pioneer species. Secondary succession happens where soil remains after a disturbance, such as an abandoned field or a forest after a fire, and it is much faster.

Frequently asked questions

Do I need to attend every lab?
Yes, labs are compulsory. If you miss more than one without a valid reason, you cannot submit the related report.

Are lecture recordings available?
Recordings are posted on the course page within 48 hours of each lecture.

Can I use a calculator in the exam?
A basic non-programmable calculator is allowed in both exams.

What should I bring to the field project?
Waterproof boots, a notebook and a pencil. Nets, sample jars and test kits are provided.`,
  questions: alternate([
    { question: 'when can I go see the proffesor', expect: 'Tuesdays 14:00–16:00', form: 'typo' },
    { question: 'what happens if I hand my report in late', expect: 'loses 5% of its mark for each day' },
    { question: 'how much is the final exam worth', expect: 'Final exam: 30%' },
    { question: 'what is the 10 percent rule', expect: 'Only about 10% of the energy' },
    { question: 'which book do we need to buy', expect: 'Essentials of Ecology' },
    {
      question: "what's the difference between a population and a community",
      expect: 'all the populations of different species',
      form: 'contraction',
    },
    {
      question: 'what is carrying capacity',
      expect: 'the largest population that an environment can support',
    },
    { question: 'what do I need to get to pass', expect: 'at least 50%' },
    { question: 'give me an example of mutualism', expect: 'bees and flowering plants' },
    { question: 'are the lectures recorded', expect: 'within 48 hours of each lecture' },
    { question: 'which bacteria turn nitrogen into ammonia', expect: 'Nitrogen-fixing bacteria' },
    {
      question: "can't I bring a calculator to the exam?",
      expect: 'non-programmable calculator',
      form: 'contraction',
    },
    { question: 'what is a keystone species', expect: 'much larger effect on its community' },
    { question: 'what grows first on bare rock', expect: 'lichens and mosses' },
    { question: 'do i have to go to all the labs', expect: 'labs are compulsory' },
    {
      question: 'exampels of density dependant factors',
      expect: 'disease, competition and predation',
      form: 'typo',
    },
    { question: 'who teaches this module', expect: 'Dr. Amara Okafor' },
    { question: 'which room are the lectures in', expect: 'Lecture Theatre 2' },
    { question: 'how much do the lab write-ups count towards the grade', expect: 'Lab reports: 30%' },
    { question: "when's the mid-term test", expect: 'Midterm exam: 20%, in week 7', form: 'contraction' },
    {
      question: 'can I get more time on an assignment if I was sick',
      expect: 'Extensions are granted only for documented illness',
    },
    {
      question: 'what breaks down dead leaves and animals',
      expect: 'Decomposers such as fungi and bacteria',
    },
    { question: 'what shoud I wear for the pond project', expect: 'Waterproof boots', form: 'typo' },
    {
      question: 'what happens to a field after farmers abandon it',
      expect: 'Secondary succession happens where soil remains',
    },
  ]),
};
