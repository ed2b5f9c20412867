import { UpgradeWarning } from '../../../shared/UpgradeWarning';

/**
 * The upgrade warning before a Premium-only image option (more than two pictures in one run): Upgrade opens
 * the plans, Continue goes on with the count chosen before (nothing changes). Premium and Ultimate never see it.
 */
export function PremiumCountWarning({
  count,
  allowedMax,
  onUpgrade,
  onContinue,
}: {
  /** the locked count that was chosen, or null when closed */
  count: number | null;
  allowedMax: number;
  onUpgrade: () => void;
  onContinue: () => void;
}) {
  return (
    <UpgradeWarning
      opened={count !== null}
      title={`${count ?? 3} pictures at once come with Premium`}
      onUpgrade={onUpgrade}
      onContinue={onContinue}
    >
      Premium and Ultimate make up to 4 pictures in one run, are generated first, and keep pictures private.
      Your plan makes up to {allowedMax} at a time.
    </UpgradeWarning>
  );
}
