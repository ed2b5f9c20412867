import type { Lesson } from './lessons';

export const DATA_LESSONS: Lesson[] = [
  {
    section: 'data-analysis',
    lesson: 1,
    topic: 'Ratios, rates and proportions',
    lessonText:
      'A ratio compares two quantities, like $3:5$ flour to sugar. A rate compares quantities with different units, like $60$ miles per hour, and a unit rate is the amount for one unit. A proportion says two ratios are equal: $\\frac{3}{5} = \\frac{12}{s}$. Cross-multiplying gives $3s = 60$, so $s = 20$. To use a unit rate, find the amount for one first: if $4$ notebooks cost \\$10, one costs \\$2.50, and $7$ cost \\$17.50. Keep the quantities in the same order on both sides of a proportion, or you will turn the ratio upside down.',
    concepts: [
      {
        concept: 'proportions',
        text: 'A proportion is an equation of two equal ratios, such as $\\frac{a}{b} = \\frac{c}{d}$, and it is solved by cross-multiplying: $ad = bc$. Example: a map uses $2$ cm for every $5$ km. A distance of $13$ cm on the map is $\\frac{2}{5} = \\frac{13}{d}$, so $2d = 65$ and $d = 32.5$ km. Ratios scale by multiplying, not by adding: doubling $2:5$ gives $4:10$, not $4:7$.',
      },
      {
        concept: 'unit rates',
        text: 'A unit rate tells how much for one unit: dollars per pound, miles per hour, words per minute. To find it, divide: if $6$ pounds of apples cost \\$9, the unit rate is $9 \\div 6 = 1.5$ dollars per pound. Then multiply for any amount: $10$ pounds cost $1.5\\cdot 10 = 15$ dollars. Comparing unit rates shows the better buy: \\$4 for $5$ pens ($0.80$ each) beats \\$3 for $3$ pens ($1.00$ each).',
      },
    ],
    templateIds: ['data-proportion', 'data-unit-rate'],
  },
  {
    section: 'data-analysis',
    lesson: 2,
    topic: 'Percentages',
    lessonText:
      'Percent means "per hundred": $35\\%$ is $\\frac{35}{100} = 0.35$. To find a percent of a number, multiply: $35\\%$ of $80$ is $0.35\\cdot 80 = 28$. Percent change compares the change with the original amount: from \\$50 to \\$60 is a change of \\$10, and $\\frac{10}{50} = 20\\%$. An increase of $p\\%$ multiplies by $1 + \\frac{p}{100}$, and a decrease multiplies by $1 - \\frac{p}{100}$. Two changes in a row multiply: up $20\\%$ then down $20\\%$ is $1.2\\cdot 0.8 = 0.96$, a $4\\%$ loss, not zero. To undo a discount, divide by what is left.',
    concepts: [
      {
        concept: 'percent change',
        text: 'Percent change $= \\frac{\\text{new} - \\text{original}}{\\text{original}}\\cdot 100\\%$. A price that goes from \\$80 to \\$92 rose by $\\frac{12}{80} = 15\\%$. Always divide by the original amount, not the new one. When changes follow each other, multiply their factors: a $10\\%$ raise followed by a $10\\%$ cut gives $1.1\\cdot 0.9 = 0.99$, so the final price is $1\\%$ below the start. Adding and subtracting the percents would wrongly give no change.',
      },
      {
        concept: 'percentages',
        text: 'A percent is a number out of $100$, so $p\\%$ of a quantity is $\\frac{p}{100}$ times it. For example, $15\\%$ of $240$ is $0.15\\cdot 240 = 36$. To find the whole from a part, divide: if $36$ is $15\\%$ of a number, the number is $36 \\div 0.15 = 240$. After a discount of $p\\%$, you pay $(100 - p)\\%$ of the price, so a \\$60 item at $25\\%$ off costs $0.75\\cdot 60 = 45$ dollars.',
      },
    ],
    templateIds: [
      'data-percent-of',
      'data-percent-change',
      'data-successive-percent',
      'data-percent-original',
    ],
  },
  {
    section: 'data-analysis',
    lesson: 3,
    topic: 'Units and conversions',
    lessonText:
      'Converting units means multiplying by a fraction equal to $1$, such as $\\frac{1000 \\text{ m}}{1 \\text{ km}}$ or $\\frac{1 \\text{ h}}{60 \\text{ min}}$. Write the units and cancel them like numbers to be sure you multiply and divide the right way. For example, $18$ km/h is $18\\cdot \\frac{1000}{60} = 300$ meters per minute. Volumes convert with cubed factors: a box $20$ cm by $10$ cm by $10$ cm holds $2{,}000$ cm³, which is $2$ liters because $1$ liter is $1{,}000$ cm³. A unit slip, like using $100$ meters in a kilometer, is one of the most common mistakes.',
    concepts: [
      {
        concept: 'unit conversion',
        text: 'To convert, multiply by conversion factors arranged so the unwanted units cancel. To change $45$ miles per hour to feet per second: $45\\cdot \\frac{5280 \\text{ ft}}{1 \\text{ mi}}\\cdot \\frac{1 \\text{ h}}{3600 \\text{ s}} = 66$ feet per second. If the units do not cancel, the factor is upside down. Check that the size of the answer makes sense: a smaller unit needs a bigger number.',
      },
      {
        concept: 'rates',
        text: 'A rate is a ratio of two different quantities, such as $50$ kilometers per hour or $12$ liters per minute. Rates can be converted one unit at a time. To express $12$ liters per minute in liters per hour, multiply by $60$: $720$ liters per hour. To find a time from a rate, divide the amount by the rate: $900$ liters at $12$ liters per minute takes $75$ minutes. Write the units next to each number so you can see what cancels.',
      },
    ],
    templateIds: ['data-unit-conversion', 'geo-box-volume-liters', 'data-unit-rate'],
  },
  {
    section: 'data-analysis',
    lesson: 4,
    topic: 'Center and spread',
    lessonText:
      'The mean (average) is the sum of the values divided by how many there are: for $4, 8, 9$ the mean is $\\frac{21}{3} = 7$. The median is the middle value once the data are in order; with an even number of values it is the average of the two middle ones. The range, largest minus smallest, measures spread. The mean is pulled by extreme values, while the median is not, so for $2, 3, 4, 100$ the median $3.5$ describes the data better than the mean $27.25$. If you know the mean and all but one value, multiply the mean by the count to get the total, then subtract.',
    concepts: [
      {
        concept: 'mean',
        text: 'The mean is the total divided by the count. If five test scores have a mean of $82$, their total is $5\\cdot 82 = 410$. If four of them are $78, 85, 90$ and $75$, which add to $328$, the fifth is $410 - 328 = 82$. Dividing by the wrong count, or mixing up the mean with the median, are common mistakes.',
      },
      {
        concept: 'median',
        text: 'The median is the middle of the ordered data. For $7, 2, 9, 4, 5$, order first: $2, 4, 5, 7, 9$, so the median is $5$. For $3, 8, 1, 6$, the order is $1, 3, 6, 8$ and the median is $\\frac{3 + 6}{2} = 4.5$. Taking the middle of the list before ordering it is the most common mistake. Half of the values are at or below the median, and half are at or above it.',
      },
    ],
    templateIds: ['data-mean', 'data-median', 'data-mean-missing', 'data-range'],
  },
  {
    section: 'data-analysis',
    lesson: 5,
    topic: 'Probability and two-way tables',
    lessonText:
      'Probability is the number of favourable outcomes divided by the number of possible outcomes. A two-way table sorts a group by two questions at once, with totals for each row and column. To find the probability that a randomly chosen person is in one cell, divide that cell by the grand total. For a conditional probability, "given" tells you which row or column to use as the whole: the probability of tea given morning is the morning-tea cell divided by the morning total. A random sample lets you estimate a population: if $30$ of $100$ sampled voters agree, about $30\\%$ of all voters do.',
    concepts: [
      {
        concept: 'conditional probability',
        text: 'A conditional probability restricts the whole to one group. Suppose $40$ students play a sport, and $25$ of them are in Grade 10, while the school has $100$ students. The probability that a student plays a sport and is in Grade 10 is $\\frac{25}{100}$. The probability that a student is in Grade 10 given that they play a sport is $\\frac{25}{40} = 0.625$. Read the condition after "given" or "of those who" to choose the denominator.',
      },
      {
        concept: 'probability',
        text: 'The probability of an event is the number of outcomes in the event divided by the total number of equally likely outcomes, a number from $0$ to $1$. If a bag holds $3$ red, $5$ blue and $2$ green marbles, the probability of drawing a blue one is $\\frac{5}{10} = \\frac{1}{2}$. From a table, the probability of one cell is that cell divided by the grand total. The probability that an event does not happen is $1$ minus its probability.',
      },
    ],
    templateIds: ['data-table-probability', 'data-conditional-probability', 'data-sample-estimate'],
  },
];
