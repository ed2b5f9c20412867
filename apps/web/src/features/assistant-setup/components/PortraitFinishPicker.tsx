import { Radio, Text } from '@mantine/core';
import { AVATAR_FINISHES, NO_AVATAR_FINISH_LABEL, isAvatarFinish, type AvatarFinish } from '@muse/domain';
import { usePortraitUrl } from '../../offices';
import classes from './PortraitFinishPicker.module.css';

interface PortraitFinishPickerProps {
  avatarId: string;
  finish: AvatarFinish | null;
  onChange: (finish: AvatarFinish | null) => void;
}

/** The radio value of the drawn face (no finish). */
const DRAWN = 'drawn';

/**
 * "Portrait style": the chosen look as drawn and in each of the image engine's painted finishes, each shown
 * as a small portrait to pick from; the Avatar tab's Save keeps the choice with the avatar.
 */
export function PortraitFinishPicker({ avatarId, finish, onChange }: PortraitFinishPickerProps) {
  const choices = [{ id: null, label: NO_AVATAR_FINISH_LABEL }, ...AVATAR_FINISHES];
  return (
    <Radio.Group
      label="Portrait style"
      description="How the face is painted wherever the assistant appears."
      value={finish ?? DRAWN}
      onChange={(value) => onChange(isAvatarFinish(value) ? value : null)}
    >
      <div className={classes.choices}>
        {choices.map((choice) => (
          <FinishChoice
            key={choice.id ?? DRAWN}
            finish={choice.id}
            label={choice.label}
            avatarId={avatarId}
          />
        ))}
      </div>
    </Radio.Group>
  );
}

function FinishChoice(props: { finish: AvatarFinish | null; label: string; avatarId: string }) {
  const src = usePortraitUrl(props.avatarId, props.finish);
  return (
    <Radio.Card value={props.finish ?? DRAWN} className={classes.choice} radius="md">
      {src ? (
        <img className={classes.thumb} src={src} alt="" loading="lazy" width={64} height={64} />
      ) : (
        <div className={classes.thumb} aria-hidden />
      )}
      <Text size="xs" fw={500} ta="center">
        {props.label}
      </Text>
    </Radio.Card>
  );
}
