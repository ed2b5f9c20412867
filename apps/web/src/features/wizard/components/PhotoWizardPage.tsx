import { ActionIcon, Alert, Group, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconX } from '@tabler/icons-react';
import { Link } from '../../../shared/routing';
import { WIZARD_COMPACT_MAX_WIDTH, WIZARD_STEPS, canTransform } from '@muse/domain';
import { errorMessage } from '../../../app/api-error';
import { LoadingState } from '../../../shared/LoadingState';
import { sessionBalance, useSession } from '../../auth';
import { CreditsButton, isInsufficientCredits } from '../../credits';
import { usePhotoWizard } from '../hooks/use-photo-wizard';
import { useWizardResult } from '../hooks/use-wizard-result';
import { chosenPreset, stepperIndex } from '../wizard-flow';
import { EnhanceStep } from './EnhanceStep';
import { PhotoDrop } from './PhotoDrop';
import { ResultStep } from './ResultStep';
import { WizardIntro } from './WizardIntro';
import { WizardSignIn } from './WizardSignIn';
import classes from './PhotoWizard.module.css';

/** Phones: the steps and tabs are drawn smaller to fit on one line. */
const NARROW_MAX_WIDTH = 500;

/**
 * /photo-wizard: full screen, three steps (Upload, Enhance, Share) after a sign-in screen that lets a visitor
 * continue as a guest. Compact at 1200 px or less; on phones the left column goes once a photo is in.
 */
export function PhotoWizardPage() {
  const { session, isLoading } = useSession();
  const compact = useMediaQuery(`(max-width: ${WIZARD_COMPACT_MAX_WIDTH}px)`) ?? false;
  const narrow = useMediaQuery(`(max-width: ${NARROW_MAX_WIDTH}px)`) ?? false;
  const wizard = usePhotoWizard();
  const { state, dispatch, charge, upload, transform } = wizard;
  const result = useWizardResult(state.resultFilename);
  const title = chosenPreset(state.prompt)?.title ?? 'My photo';

  return (
    <div className={classes.root} data-compact={compact || undefined}>
      <header className={classes.bar}>
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            component={Link}
            to="/images"
            variant="subtle"
            size="lg"
            aria-label="Close the photo wizard"
          >
            <IconX size={20} aria-hidden />
          </ActionIcon>
          <Text fw={700}>Photo wizard</Text>
        </Group>
        <CreditsButton />
      </header>
      <div className={classes.body}>
        <aside className={classes.side} data-after-first={state.step > 1 || undefined}>
          <WizardIntro charge={charge} balance={session ? sessionBalance(session) : null} />
        </aside>
        <section className={classes.main} aria-label="Photo wizard steps">
          {isLoading ? (
            <LoadingState />
          ) : !session ? (
            <WizardSignIn />
          ) : (
            <>
              <Stepper
                active={stepperIndex(state.step, !!result.data?.finishedOn)}
                size={narrow ? 'xs' : compact ? 'sm' : 'md'}
                wrap={false}
                className={classes.stepper}
                allowNextStepsSelect={false}
              >
                {WIZARD_STEPS.map((label) => (
                  <Stepper.Step key={label} label={label} component="div" />
                ))}
              </Stepper>
              {state.step === 1 && (
                <>
                  <PhotoDrop onPhoto={(file) => void wizard.startUpload(file)} busy={upload.isPending} />
                  {upload.isError && !isInsufficientCredits(upload.error) && (
                    <Alert color="red" mt="md" role="alert" title="Couldn't upload your photo">
                      {errorMessage(upload.error)}
                    </Alert>
                  )}
                </>
              )}
              {state.step === 2 && state.photo && (
                <EnhanceStep
                  photoUrl={state.photo.previewUrl}
                  photoFilename={state.photo.filename}
                  prompt={state.prompt}
                  onPrompt={(prompt) => dispatch({ type: 'prompt', prompt })}
                  onPreset={(preset) => dispatch({ type: 'preset', preset })}
                  onTransform={() => {
                    if (canTransform(state.prompt, transform.isPending)) void wizard.startTransform();
                  }}
                  onRestart={() => {
                    transform.reset();
                    dispatch({ type: 'restart' });
                  }}
                  sending={transform.isPending}
                  error={isInsufficientCredits(transform.error) ? null : transform.error}
                  charge={charge}
                  compact={compact}
                  narrow={narrow}
                />
              )}
              {state.step === 3 && state.photo && state.resultFilename && (
                <ResultStep
                  photoUrl={state.photo.previewUrl}
                  resultFilename={state.resultFilename}
                  title={title}
                  onTryAnother={() => {
                    transform.reset();
                    dispatch({ type: 'tryAnother' });
                  }}
                  onRestart={() => dispatch({ type: 'restart' })}
                />
              )}
            </>
          )}
        </section>
      </div>
    </div>
  );
}
