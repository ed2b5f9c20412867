import { Button, Group, NumberInput, Select, Text } from '@mantine/core';
import type { MathSection, MathTopic } from '@muse/contracts';
import { LESSON, MATH_SECTIONS, clampLesson } from '../../math/sections';
import classes from './MathTab.module.css';

/** Section select, lesson number (min 1), and the section's existing lessons to jump to. */
export function LessonPicker({
  section,
  lesson,
  topics,
  onSection,
  onLesson,
}: {
  section: MathSection;
  lesson: number;
  topics: readonly MathTopic[] | undefined;
  onSection: (section: MathSection) => void;
  onLesson: (lesson: number) => void;
}) {
  const next = (topics ?? []).reduce((max, t) => Math.max(max, t.lesson), 0) + 1;
  return (
    <>
      <Group gap="sm" align="flex-end">
        <Select
          label="Section"
          data={MATH_SECTIONS.map((s) => ({ value: s.value, label: s.label }))}
          value={section}
          onChange={(v) => v && onSection(v as MathSection)}
          allowDeselect={false}
          w={200}
        />
        <NumberInput
          label="Lesson"
          min={LESSON.min}
          max={LESSON.max}
          allowDecimal={false}
          allowNegative={false}
          value={lesson}
          onChange={(v) => onLesson(clampLesson(v))}
          w={110}
        />
      </Group>
      {topics && topics.length > 0 && (
        <div className={classes.lessons} role="group" aria-label="Lessons of this section">
          {topics.map((t) => (
            <Button
              key={t._id}
              size="compact-sm"
              variant={t.lesson === lesson ? 'filled' : 'light'}
              aria-pressed={t.lesson === lesson}
              onClick={() => onLesson(t.lesson)}
            >
              {t.lesson}. {t.topic}
              <Text span size="xs" ml={6} opacity={0.75}>
                {t.problemCount}
              </Text>
            </Button>
          ))}
          <Button size="compact-sm" variant="subtle" onClick={() => onLesson(clampLesson(next))}>
            New lesson
          </Button>
        </div>
      )}
    </>
  );
}
