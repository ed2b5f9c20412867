import { UpgradeWarning } from '../../../shared/UpgradeWarning';

/**
 * The upgrade note before an Ultimate-only option of the generator (a character, a picture to start from):
 * Upgrade opens the plans, Continue goes on without it. Ultimate never sees it.
 */
export function UltimateWarning({
  what,
  onUpgrade,
  onContinue,
}: {
  /** the option that was chosen, or null when closed */
  what: string | null;
  onUpgrade(): void;
  onContinue(): void;
}) {
  return (
    <UpgradeWarning
      opened={what !== null}
      title={`${what ?? 'This'} comes with Ultimate`}
      onUpgrade={onUpgrade}
      onContinue={onContinue}
    >
      Ultimate keeps characters you reuse in every picture, starts pictures from your own photos and
      creations, and makes unlimited private images.
    </UpgradeWarning>
  );
}
