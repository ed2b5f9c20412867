import type { Lesson } from './lessons';

export const GEOMETRY_LESSONS: Lesson[] = [
  {
    section: 'geometry',
    lesson: 1,
    topic: 'Right triangles and the Pythagorean theorem',
    lessonText:
      'In a right triangle the side across from the right angle is the hypotenuse, the longest side, and the other two sides are the legs. The Pythagorean theorem connects them: $a^2 + b^2 = c^2$, where $c$ is the hypotenuse. With legs $6$ and $8$, $c^2 = 36 + 64 = 100$, so $c = 10$. To find a leg, subtract: with hypotenuse $13$ and leg $5$, $b^2 = 169 - 25 = 144$, so $b = 12$. Remember to take the square root at the end, and never simply add the legs. Some answers are not whole numbers: legs $2$ and $3$ give $c = \\sqrt{13}$.',
    concepts: [
      {
        concept: 'Pythagorean theorem',
        text: 'For a right triangle with legs $a$ and $b$ and hypotenuse $c$, $a^2 + b^2 = c^2$. Example: a ladder $10$ feet long leans against a wall with its foot $6$ feet away. The height it reaches is $\\sqrt{10^2 - 6^2} = \\sqrt{64} = 8$ feet. Whole-number triples such as $3, 4, 5$ and $5, 12, 13$ (and their multiples, like $6, 8, 10$) appear often, so recognising them saves time.',
      },
      {
        concept: 'right triangles',
        text: 'A right triangle has one $90^\\circ$ angle, often marked with a small square. The hypotenuse is the side across from that angle, and it is always the longest side; the two shorter sides are the legs. Before using $a^2 + b^2 = c^2$, decide which side is the hypotenuse: if a triangle has sides $9$, $12$ and $15$, then $15$ is $c$, and $81 + 144 = 225 = 15^2$ confirms the right angle. Subtracting the lengths themselves, as in $15 - 9 = 6$, is a common mistake.',
      },
    ],
    templateIds: ['geo-pythagorean-hypotenuse', 'geo-pythagorean-leg'],
  },
  {
    section: 'geometry',
    lesson: 2,
    topic: 'Right-triangle trigonometry',
    lessonText:
      'Trigonometry relates the angles of a right triangle to the ratios of its sides. Looking from an angle $A$, the opposite side is across from it, the adjacent side touches it, and the hypotenuse is the longest side. Then $\\sin A = \\frac{\\text{opposite}}{\\text{hypotenuse}}$, $\\cos A = \\frac{\\text{adjacent}}{\\text{hypotenuse}}$ and $\\tan A = \\frac{\\text{opposite}}{\\text{adjacent}}$ (SOH-CAH-TOA). In a triangle with sides $3$, $4$ and $5$, if $3$ is opposite $A$, then $\\sin A = \\frac{3}{5}$. Special triangles have fixed ratios: in a 30-60-90 triangle the sides are $1 : \\sqrt{3} : 2$.',
    concepts: [
      {
        concept: 'sine, cosine and tangent',
        text: 'Sine, cosine and tangent are ratios of sides measured from one acute angle. In right triangle $ABC$ with the right angle at $C$, $BC = 8$, $AC = 15$ and $AB = 17$: from angle $A$, $BC$ is opposite and $AC$ is adjacent, so $\\sin A = \\frac{8}{17}$, $\\cos A = \\frac{15}{17}$ and $\\tan A = \\frac{8}{15}$. From angle $B$ the roles swap, so $\\sin A = \\cos B$: the sine of an angle equals the cosine of its complement.',
      },
      {
        concept: 'special right triangles',
        text: 'Two right triangles have side ratios worth remembering. In a 45-45-90 triangle the legs are equal and the hypotenuse is $\\sqrt{2}$ times a leg: legs of $5$ give a hypotenuse of $5\\sqrt{2}$. In a 30-60-90 triangle the short leg, opposite $30^\\circ$, is half the hypotenuse, and the long leg, opposite $60^\\circ$, is $\\sqrt{3}$ times the short leg. With hypotenuse $14$, the legs are $7$ and $7\\sqrt{3}$. These ratios match $\\sin 30^\\circ = \\frac{1}{2}$ and $\\sin 60^\\circ = \\frac{\\sqrt{3}}{2}$.',
      },
    ],
    templateIds: ['geo-trig-ratio', 'geo-special-right-triangle'],
  },
  {
    section: 'geometry',
    lesson: 3,
    topic: 'Circles',
    lessonText:
      'A circle is all the points at one distance, the radius $r$, from its center. The diameter is twice the radius. The circumference (the distance around) is $C = 2\\pi r$ and the area is $A = \\pi r^2$. A circle with diameter $10$ has radius $5$, circumference $10\\pi$ and area $25\\pi$. An arc is a piece of the circle: its length is the same fraction of the circumference as its central angle is of $360^\\circ$. With radius $6$ and a $60^\\circ$ angle, the arc is $\\frac{60}{360}\\cdot 12\\pi = 2\\pi$. Watch for questions that give the diameter when the formula needs the radius.',
    concepts: [
      {
        concept: 'area of a circle',
        text: 'The area of a circle is $\\pi r^2$. If the radius is $7$, the area is $49\\pi$, about $153.9$. If you are given the diameter, halve it first: a diameter of $12$ means $r = 6$ and an area of $36\\pi$. Using the diameter in place of the radius makes the area four times too large. Do not confuse area with circumference, $2\\pi r$, which measures length rather than the space inside.',
      },
      {
        concept: 'arc length',
        text: 'An arc is part of a circle, and its length is the same fraction of the circumference as its central angle is of the full $360^\\circ$. Arc length $= \\frac{\\theta}{360}\\cdot 2\\pi r$. For a circle of radius $9$ and a central angle of $80^\\circ$, the arc is $\\frac{80}{360}\\cdot 18\\pi = 4\\pi$. The same fraction of the area, $\\frac{\\theta}{360}\\cdot \\pi r^2$, gives the sector area instead, so check whether a question asks for a length or an area.',
      },
    ],
    templateIds: ['geo-circle-area', 'geo-arc-length'],
  },
  {
    section: 'geometry',
    lesson: 4,
    topic: 'Area and volume',
    lessonText:
      'Area measures flat space in square units, and volume measures space inside a solid in cubic units. A rectangle has area length $\\times$ width, and a triangle has area $\\frac{1}{2}\\cdot$ base $\\cdot$ height. A box (rectangular prism) has volume length $\\times$ width $\\times$ height, and a cylinder has volume $\\pi r^2 h$: the area of its circular base times its height. A cylinder with radius $3$ and height $5$ holds $45\\pi$ cubic units. Keep the units consistent, and convert at the end when asked: $1$ liter is $1{,}000$ cubic centimeters.',
    concepts: [
      {
        concept: 'volume of a cylinder',
        text: 'A cylinder is a stack of equal circles, so its volume is base area times height: $V = \\pi r^2 h$. A can with radius $4$ cm and height $10$ cm holds $\\pi\\cdot 16\\cdot 10 = 160\\pi$ cubic centimeters, about $503$ cm³ or half a liter. The side (lateral) area, $2\\pi r h$, is a different measure: it is the label that wraps around the can, in square units.',
      },
      {
        concept: 'area of a triangle',
        text: 'The area of a triangle is half the area of a rectangle with the same base and height: $A = \\frac{1}{2}bh$. The height must be perpendicular to the base, not a slanted side. A triangle with base $12$ cm and height $7$ cm has area $\\frac{1}{2}\\cdot 12\\cdot 7 = 42$ square centimeters. Forgetting the $\\frac{1}{2}$ doubles the answer. In a right triangle the two legs serve as base and height, so legs $6$ and $8$ give an area of $24$.',
      },
    ],
    templateIds: ['geo-triangle-area', 'geo-cylinder-volume', 'geo-box-volume-liters'],
  },
  {
    section: 'geometry',
    lesson: 5,
    topic: 'Angles, triangles and similarity',
    lessonText:
      'The three angles of any triangle add up to $180^\\circ$, and angles on a straight line also add up to $180^\\circ$. If a triangle has angles $2x^\\circ$, $3x^\\circ$ and $80^\\circ$, then $5x + 80 = 180$, so $x = 20$. Two triangles are similar when they have the same angles; then their matching sides are in the same ratio, called the scale factor. If triangle $PQR$ is similar to triangle $STU$ and $ST$ is twice $PQ$, every side of $STU$ is twice the matching side of $PQR$. Match the sides in the order the vertices are named.',
    concepts: [
      {
        concept: 'similar triangles',
        text: 'Similar triangles have equal matching angles and proportional matching sides. If triangle $ABC$ is similar to triangle $DEF$ with $AB = 4$, $BC = 6$ and $DE = 10$, the scale factor is $\\frac{10}{4} = 2.5$, so $EF = 6\\cdot 2.5 = 15$. Set up the proportion with matching sides in the same positions: $\\frac{DE}{AB} = \\frac{EF}{BC}$. Adding the difference of the sides, instead of multiplying by the scale factor, is a common mistake.',
      },
      {
        concept: 'angle sum of a triangle',
        text: 'The three interior angles of every triangle add up to $180^\\circ$. If two angles are $47^\\circ$ and $68^\\circ$, the third is $180 - 47 - 68 = 65^\\circ$. When the angles are given as expressions, add them and set the sum to $180$: angles $x^\\circ$, $2x^\\circ$ and $(3x + 12)^\\circ$ give $6x + 12 = 180$, so $x = 28$. Using $360^\\circ$, the sum for a four-sided figure, is a common slip.',
      },
    ],
    templateIds: ['geo-triangle-angles', 'geo-similar-triangles'],
  },
];
