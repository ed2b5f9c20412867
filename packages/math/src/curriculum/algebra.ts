import type { Lesson } from './lessons';

export const ALGEBRA_LESSONS: Lesson[] = [
  {
    section: 'algebra',
    lesson: 1,
    topic: 'Linear equations in one variable',
    lessonText:
      'A linear equation says two expressions are equal, and the variable appears only to the first power, as in $3x + 7 = 25$. To solve it, undo what was done to $x$ in reverse order. Here $x$ was multiplied by $3$ and then $7$ was added, so first subtract $7$ from both sides to get $3x = 18$, then divide both sides by $3$ to get $x = 6$. Whatever you do to one side, do to the other, and the equation stays balanced. If there are parentheses, distribute first; if $x$ appears on both sides, gather the $x$-terms on one side. Always check your answer by putting it back into the original equation: $3(6) + 7 = 25$ is true.',
    concepts: [
      {
        concept: 'linear equations',
        text: 'A linear equation in one variable can always be written as $ax + b = c$ with $a \\neq 0$. It has exactly one solution, $x = \\frac{c - b}{a}$. For example, $5(x - 2) = 3x + 8$ becomes $5x - 10 = 3x + 8$ after distributing. Subtract $3x$ from both sides: $2x - 10 = 8$. Add $10$: $2x = 18$. Divide by $2$: $x = 9$. Check: $5(9 - 2) = 35$ and $3(9) + 8 = 35$, so both sides agree and $x = 9$ is correct.',
      },
      {
        concept: 'inverse operations',
        text: 'Inverse operations undo each other: addition undoes subtraction, and multiplication undoes division. To isolate a variable, apply the inverse operations in the reverse of the order in which they were applied to it. In $\\frac{x}{4} - 3 = 2$, the variable was divided by $4$ and then $3$ was subtracted. So add $3$ first to get $\\frac{x}{4} = 5$, then multiply by $4$ to get $x = 20$. Doing the steps in the wrong order is a common mistake that leads to a wrong answer.',
      },
    ],
    templateIds: ['alg-linear-two-step', 'alg-linear-both-sides', 'alg-linear-target', 'alg-linear-fraction'],
  },
  {
    section: 'algebra',
    lesson: 2,
    topic: 'Linear inequalities',
    lessonText:
      'An inequality compares two expressions with $<$, $>$, $\\le$ or $\\ge$. You solve a linear inequality almost exactly like an equation: add, subtract, multiply or divide both sides by the same number. There is one important rule: when you multiply or divide both sides by a negative number, flip the inequality sign. For example, $-2x + 3 > 11$ becomes $-2x > 8$, and dividing by $-2$ gives $x < -4$. The answer is not one number but a whole range of numbers. To check, try a value in the range, like $x = -5$: $-2(-5) + 3 = 13 > 11$. Word problems use phrases like "at most" ($\\le$) and "at least" ($\\ge$).',
    concepts: [
      {
        concept: 'linear inequalities',
        text: 'A linear inequality such as $4x - 5 \\le 11$ has infinitely many solutions. Solve it step by step: add $5$ to get $4x \\le 16$, then divide by $4$ to get $x \\le 4$. Every number that is $4$ or less works. If the question asks for the greatest integer solution, the answer is $4$; for a strict inequality like $x < 4$ it would be $3$. Remember to flip the sign when dividing by a negative number: $-3x < 12$ means $x > -4$.',
      },
      {
        concept: 'integers',
        text: 'Integers are the whole numbers and their negatives: $\\ldots, -2, -1, 0, 1, 2, \\ldots$ Many inequality questions ask for the least or greatest integer that works. First solve the inequality, then look at the boundary. If $x > 3.4$, the least integer is $4$. If $x \\ge 5$, the least integer is $5$ itself, because the boundary is included. In a word problem, a count like tickets or visits must be a whole number, so round in the direction that keeps the inequality true: usually down for "at most".',
      },
    ],
    templateIds: ['alg-inequality-which-value', 'alg-inequality-least-integer', 'alg-inequality-budget'],
  },
  {
    section: 'algebra',
    lesson: 3,
    topic: 'Linear functions and their graphs',
    lessonText:
      'A linear function has a straight-line graph and can be written $y = mx + b$. The slope $m$ tells how much $y$ changes when $x$ goes up by $1$, and the $y$-intercept $b$ is where the line crosses the $y$-axis. Through the points $(1, 5)$ and $(3, 11)$ the slope is $\\frac{11 - 5}{3 - 1} = 3$. Put one point into $y = 3x + b$: $5 = 3 + b$, so $b = 2$ and the line is $y = 3x + 2$. A line in standard form, $ax + by = c$, can be solved for $y$ to find its slope $-\\frac{a}{b}$. Parallel lines have equal slopes.',
    concepts: [
      {
        concept: 'slope',
        text: 'Slope measures steepness: rise over run, or $m = \\frac{y_2 - y_1}{x_2 - x_1}$. For the points $(-2, 7)$ and $(4, -5)$, the slope is $\\frac{-5 - 7}{4 - (-2)} = \\frac{-12}{6} = -2$. A negative slope means the line falls from left to right. Keep the order of subtraction the same on the top and the bottom, and do not flip the fraction: run over rise is a common mistake that gives the reciprocal.',
      },
      {
        concept: 'slope-intercept form',
        text: 'In slope-intercept form, $y = mx + b$, you can read the slope $m$ and the $y$-intercept $b$ directly. For example, $y = -\\frac{1}{2}x + 4$ has slope $-\\frac{1}{2}$ and crosses the $y$-axis at $(0, 4)$. To find $b$ when you know the slope and a point, substitute the point: with slope $2$ through $(3, 1)$, $1 = 2(3) + b$ gives $b = -5$. The function notation $f(x) = 2x - 5$ describes the same line.',
      },
    ],
    templateIds: [
      'alg-slope-two-points',
      'alg-line-intercept',
      'alg-linear-function-value',
      'alg-slope-standard-form',
    ],
  },
  {
    section: 'algebra',
    lesson: 4,
    topic: 'Systems of linear equations',
    lessonText:
      'A system of two linear equations asks for the pair $(x, y)$ that makes both true at once; on a graph it is the point where the two lines cross. There are two main methods. With substitution, solve one equation for a variable and put that expression into the other. With elimination, add or subtract the equations (after multiplying them if needed) so one variable cancels. For $x + y = 10$ and $x - y = 4$, adding gives $2x = 14$, so $x = 7$ and $y = 3$. Always check the pair in both equations. Some questions ask for a combination such as $x + y$, which you find after solving.',
    concepts: [
      {
        concept: 'systems of linear equations',
        text: 'A system like $2x + 3y = 12$ and $x - y = 1$ has one solution when the lines have different slopes. From the second equation, $x = y + 1$. Substitute into the first: $2(y + 1) + 3y = 12$, so $5y = 10$ and $y = 2$, then $x = 3$. Check: $2(3) + 3(2) = 12$ and $3 - 2 = 1$. If the lines are parallel there is no solution, and if they are the same line there are infinitely many.',
      },
      {
        concept: 'elimination',
        text: 'Elimination makes one variable disappear by adding or subtracting equations. For $3x + 2y = 16$ and $5x - 2y = 0$, the $y$-terms are opposites, so adding gives $8x = 16$ and $x = 2$. Then $3(2) + 2y = 16$ gives $y = 5$. When no terms match, multiply one or both equations first: to eliminate $y$ from $x + 2y = 7$ and $3x + 5y = 18$, multiply the first by $5$ and the second by $2$, then subtract.',
      },
    ],
    templateIds: ['alg-system-solve', 'alg-system-sum', 'alg-system-tickets'],
  },
  {
    section: 'algebra',
    lesson: 5,
    topic: 'Linear models and word problems',
    lessonText:
      'Many real situations grow or shrink by the same amount each step, and a linear model describes them. A fixed starting amount becomes the intercept, and the amount per unit becomes the slope. If a taxi charges \\$3 plus \\$2 per mile, the cost of a ride of $m$ miles is $C = 3 + 2m$. To answer a question, translate the words into an equation and solve it: a \\$19 ride means $3 + 2m = 19$, so $m = 8$ miles. Read carefully to see whether the question asks for the total, the rate or the number of units, and check that your answer makes sense in the story.',
    concepts: [
      {
        concept: 'linear models',
        text: 'A linear model has the form total $=$ start $+$ rate $\\times$ amount. For example, a pool holds $200$ liters and is filled at $35$ liters per minute, so after $t$ minutes it holds $200 + 35t$ liters. If you know two data points instead, find the rate first: $500$ liters after $2$ hours and $800$ after $5$ hours give a rate of $\\frac{800 - 500}{5 - 2} = 100$ liters per hour, and a start of $500 - 2\\cdot 100 = 300$ liters.',
      },
      {
        concept: 'word problems',
        text: 'To solve a word problem, name the unknown, write what the words say as an equation, solve, and check. "A gym charges a \\$40 fee plus \\$15 per class; Maya spent \\$145" becomes $40 + 15c = 145$. Subtract $40$: $15c = 105$. Divide: $c = 7$ classes. A common mistake is to forget the fixed fee and divide $145$ by $15$. Another is to answer a different question than the one asked, so reread the last sentence before choosing.',
      },
    ],
    templateIds: ['alg-linear-model', 'alg-linear-model-rate', 'alg-inequality-budget', 'alg-system-tickets'],
  },
];
