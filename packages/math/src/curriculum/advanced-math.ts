import type { Lesson } from './lessons';

export const ADVANCED_LESSONS: Lesson[] = [
  {
    section: 'advanced-math',
    lesson: 1,
    topic: 'Quadratic equations',
    lessonText:
      'A quadratic equation has an $x^2$ term, as in $x^2 - x - 6 = 0$, and can have two, one or no real solutions. When it factors, set each factor to zero: $(x - 3)(x + 2) = 0$ gives $x = 3$ or $x = -2$. Note the signs: the factor $x + 2$ gives the root $-2$. When it does not factor, complete the square or use the quadratic formula $x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}$. The graph of $y = ax^2 + bx + c$ is a parabola whose vertex is at $x = -\\frac{b}{2a}$; it gives the minimum value when $a > 0$ and the maximum when $a < 0$.',
    concepts: [
      {
        concept: 'quadratic equations',
        text: 'To solve $ax^2 + bx + c = 0$, first try factoring. For $x^2 + 2x - 15 = 0$, find two numbers that multiply to $-15$ and add to $2$: $5$ and $-3$. So $(x + 5)(x - 3) = 0$ and $x = -5$ or $x = 3$. If the question asks for the positive solution, the answer is $3$. Forgetting one of the roots, or reading $x + 5$ as the root $5$, are common mistakes. Check each root by substituting it back.',
      },
      {
        concept: 'vertex of a parabola',
        text: 'The vertex is the turning point of a parabola. For $f(x) = x^2 - 6x + 5$, the vertex is at $x = -\\frac{-6}{2\\cdot 1} = 3$, and $f(3) = 9 - 18 + 5 = -4$. Since the parabola opens upward, $-4$ is the minimum value of $f$. In vertex form, $f(x) = a(x - h)^2 + k$, the vertex $(h, k)$ can be read directly: here $f(x) = (x - 3)^2 - 4$.',
      },
    ],
    templateIds: ['adv-quadratic-positive-root', 'adv-quadratic-larger-root', 'adv-quadratic-vertex'],
  },
  {
    section: 'advanced-math',
    lesson: 2,
    topic: 'Polynomials and factoring',
    lessonText:
      'A polynomial is a sum of terms like $3x^2$, $-5x$ and $2$. To multiply two binomials, multiply every term of one by every term of the other: $(x + 3)(2x - 1) = 2x^2 - x + 6x - 3 = 2x^2 + 5x - 3$. Do not forget the middle terms. Factoring is the reverse: write a polynomial as a product. For $x^2 + 7x + 12$, look for two numbers with product $12$ and sum $7$: $3$ and $4$, so it is $(x + 3)(x + 4)$. Take out a common factor first: $2x^2 + 14x + 24 = 2(x + 3)(x + 4)$. To evaluate a polynomial, substitute carefully and keep negative numbers in parentheses.',
    concepts: [
      {
        concept: 'factoring',
        text: 'Factoring writes an expression as a product. For $x^2 - x - 20$, find two numbers that multiply to $-20$ and add to $-1$: $-5$ and $4$. So $x^2 - x - 20 = (x - 5)(x + 4)$. Check by expanding: $x^2 + 4x - 5x - 20$. A difference of squares factors as $a^2 - b^2 = (a - b)(a + b)$, for example $x^2 - 49 = (x - 7)(x + 7)$.',
      },
      {
        concept: 'polynomials',
        text: 'A polynomial is a sum of terms, each a number times a whole-number power of the variable, like $4x^3 - x + 7$. Its degree is the highest power, here $3$. To multiply polynomials, multiply every term by every term and combine like terms: $(2x + 1)(x - 4) = 2x^2 - 8x + x - 4 = 2x^2 - 7x - 4$. When you evaluate a polynomial at a negative number, use parentheses: at $x = -2$, $x^2$ is $(-2)^2 = 4$, not $-4$.',
      },
    ],
    templateIds: ['adv-polynomial-expand', 'adv-polynomial-factor', 'adv-polynomial-evaluate'],
  },
  {
    section: 'advanced-math',
    lesson: 3,
    topic: 'Exponential functions',
    lessonText:
      'An exponential function multiplies by the same factor in each step: $f(t) = a\\cdot b^t$, where $a$ is the starting amount and $b$ the growth factor. Growth of $r\\%$ per year means $b = 1 + \\frac{r}{100}$, so $500$ growing by $10\\%$ a year becomes $500\\cdot 1.1^3 = 665.5$ after $3$ years. Decay of $r\\%$ means $b = 1 - \\frac{r}{100}$, and a half-life means the amount halves in each period. This is different from linear growth, which adds the same amount each step. To solve an exponential equation such as $2^{x + 1} = 32$, write both sides as powers of the same base: $2^{x + 1} = 2^5$, so $x = 4$.',
    concepts: [
      {
        concept: 'exponential growth',
        text: 'In exponential growth the amount is multiplied by a constant factor each period. A town of $2{,}000$ people growing $5\\%$ a year has $2000\\cdot 1.05^t$ people after $t$ years: $2205$ after two years. Linear growth would add $100$ each year and give only $2200$. Over many years the exponential model pulls far ahead. Raising the factor to the power of the number of periods, rather than multiplying by the number of periods, is the key step.',
      },
      {
        concept: 'exponential decay',
        text: 'Exponential decay multiplies by a factor between $0$ and $1$ each period. A car worth \\$20,000 that loses $15\\%$ of its value each year is worth $20000\\cdot 0.85^t$ after $t$ years: about \\$14,450 after two years. A half-life is a decay with factor $\\frac{1}{2}$: $80$ grams with a half-life of $5$ hours leaves $80\\cdot \\left(\\frac{1}{2}\\right)^{t/5}$ grams, so $10$ grams after $15$ hours. Count the periods first, then halve that many times.',
      },
    ],
    templateIds: ['adv-exponential-equation', 'adv-exponential-growth', 'adv-exponential-half-life'],
  },
  {
    section: 'advanced-math',
    lesson: 4,
    topic: 'Radicals and rational expressions',
    lessonText:
      'A square root undoes squaring: $\\sqrt{49} = 7$. To simplify a radical, take out perfect-square factors: $\\sqrt{72} = \\sqrt{36\\cdot 2} = 6\\sqrt{2}$. To solve an equation with a root, isolate the root and square both sides: $\\sqrt{x + 5} = 4$ gives $x + 5 = 16$, so $x = 11$; always check the answer, because squaring can bring in solutions that do not work. A rational expression is a fraction of polynomials. Simplify it by factoring and cancelling common factors, never single terms: $\\frac{x^2 - 9}{x - 3} = x + 3$ for $x \\neq 3$. Clear fractions in an equation by multiplying both sides by the denominator.',
    concepts: [
      {
        concept: 'simplifying radicals',
        text: 'A radical is simplified when no perfect square (other than $1$) divides the number under the root. To simplify $\\sqrt{75}$, find the largest square factor: $75 = 25\\cdot 3$, so $\\sqrt{75} = \\sqrt{25}\\cdot \\sqrt{3} = 5\\sqrt{3}$. Check by squaring: $(5\\sqrt{3})^2 = 25\\cdot 3 = 75$. Leaving the $25$ under the root, or writing $25\\sqrt{3}$, are common slips. Swapping the numbers, as in $3\\sqrt{5}$, gives a different value.',
      },
      {
        concept: 'rational expressions',
        text: 'A rational expression is a fraction with polynomials on top and bottom, like $\\frac{x^2 - 16}{x - 4}$. Factor first: $x^2 - 16 = (x - 4)(x + 4)$, then cancel the common factor $x - 4$ to get $x + 4$, valid for $x \\neq 4$. You may cancel factors (things multiplied), but not terms (things added): $\\frac{x + 6}{x}$ is not $6$. The value that makes the denominator zero is never allowed.',
      },
    ],
    templateIds: [
      'adv-radical-equation',
      'adv-radical-simplify',
      'adv-rational-simplify',
      'adv-rational-equation',
    ],
  },
  {
    section: 'advanced-math',
    lesson: 5,
    topic: 'Functions',
    lessonText:
      'A function gives exactly one output for each input. In function notation, $f(x) = 2x + 1$ means "double the input and add one", so $f(4) = 9$ and $f(-3) = -5$. When you substitute a negative number, keep it in parentheses: for $g(x) = x^2 - 4$, $g(-3) = (-3)^2 - 4 = 5$, not $-13$. A composition such as $f(g(2))$ is worked from the inside out: first $g(2) = 0$, then $f(0) = 1$. The order matters, because $g(f(2)) = g(5) = 21$ is different. Questions may also give two values of a linear function and ask for a third.',
    concepts: [
      {
        concept: 'function composition',
        text: 'In a composition $f(g(x))$, the output of $g$ becomes the input of $f$. With $f(x) = 3x - 2$ and $g(x) = x^2 + 1$: $g(2) = 5$, so $f(g(2)) = f(5) = 13$. In the other order, $f(2) = 4$ and $g(f(2)) = g(4) = 17$. Always start with the inner function. Multiplying $f(2)$ by $g(2)$ is not a composition; it is a product of two values.',
      },
      {
        concept: 'function notation',
        text: 'Function notation names a rule: $f(x) = x^2 - 3x$ says what to do to any input. The expression $f(4)$ means the output when the input is $4$: $16 - 12 = 4$. Replace every $x$ with the input, in parentheses: $f(-1) = (-1)^2 - 3(-1) = 4$. The notation $f(x) = 10$ asks the opposite question, which inputs give the output $10$, and you solve an equation to answer it: $x^2 - 3x = 10$ gives $x = 5$ or $x = -2$.',
      },
    ],
    templateIds: ['adv-function-composition', 'adv-polynomial-evaluate', 'alg-linear-function-value'],
  },
];
