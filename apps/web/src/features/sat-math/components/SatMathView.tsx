import { useState } from 'react';
import type { MathSection, MathTopic } from '@muse/contracts';
import { OfficeChatModal } from './OfficeChatModal';
import { PracticeQuiz } from './PracticeQuiz';
import { SectionPicker } from './SectionPicker';
import { StudyView } from './StudyView';
import { TopicList } from './TopicList';
import classes from './SatMath.module.css';

type Screen =
  | { kind: 'sections' }
  | { kind: 'topics'; section: MathSection }
  | { kind: 'practice'; topic: MathTopic }
  | { kind: 'study'; topic: MathTopic };

export interface SatMathViewProps {
  /** the math office whose lessons these are */
  officeId: string;
}

/**
 * SAT math for learners: section picker → the section's lessons → a lesson's practice quiz or study view.
 * "Chat" opens the office's chat full screen.
 */
export function SatMathView({ officeId }: SatMathViewProps) {
  const [screen, setScreen] = useState<Screen>({ kind: 'sections' });
  const [chatOpen, setChatOpen] = useState(false);
  const toLessons = (topic: MathTopic) => setScreen({ kind: 'topics', section: topic.section });

  return (
    <div className={classes.view}>
      {screen.kind === 'sections' && (
        <SectionPicker
          onPick={(section) => setScreen({ kind: 'topics', section })}
          onChat={() => setChatOpen(true)}
        />
      )}
      {screen.kind === 'topics' && (
        <TopicList
          officeId={officeId}
          section={screen.section}
          onBack={() => setScreen({ kind: 'sections' })}
          onChat={() => setChatOpen(true)}
          onStudy={(topic) => setScreen({ kind: 'study', topic })}
          onPractice={(topic) => setScreen({ kind: 'practice', topic })}
        />
      )}
      {screen.kind === 'practice' && (
        <PracticeQuiz key={screen.topic._id} topic={screen.topic} onBack={() => toLessons(screen.topic)} />
      )}
      {screen.kind === 'study' && (
        <StudyView
          topic={screen.topic}
          onBack={() => toLessons(screen.topic)}
          onPractice={() => setScreen({ kind: 'practice', topic: screen.topic })}
        />
      )}
      <OfficeChatModal officeId={officeId} opened={chatOpen} onClose={() => setChatOpen(false)} />
    </div>
  );
}
