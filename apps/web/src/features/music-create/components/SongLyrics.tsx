import type { Dispatch } from 'react';
import { flattenSongTags, lyricsEditGate } from '@muse/domain';
import { errorMessage } from '../../../app/api-error';
import { openMembership } from '../../buy';
import type { CreatorAction, CreatorState } from '../creator-state';
import { useSongSection } from '../hooks/use-song-section';
import { lyricsContext, sectionRequestType } from '../lyrics-editor';
import { LyricsEditor } from './LyricsEditor';

/**
 * The advanced song's lyrics: the editor wired to the state and to POST /openai/create-song-section. Writing
 * and generating words pass lyricsEditGate: non-members get the membership modal.
 */
export function SongLyrics({
  state,
  dispatch,
  musicpro,
}: {
  state: CreatorState;
  dispatch: Dispatch<CreatorAction>;
  musicpro: string;
}) {
  const section = useSongSection();
  const canEdit = lyricsEditGate(musicpro) === 'allowed';
  const generating = section.isPending ? (section.variables?.index ?? null) : null;
  const generateError =
    section.isError && section.variables
      ? { index: section.variables.index, message: errorMessage(section.error) }
      : null;

  const generate = (index: number) => {
    const target = state.sections[index];
    if (!target) return;
    if (!canEdit) return openMembership();
    section.mutate(
      {
        index,
        body: {
          type: sectionRequestType(target.type),
          lyrics: lyricsContext(state.sections, index),
          tags: flattenSongTags(state.tags),
          keywords: state.keywords.trim(),
        },
      },
      { onSuccess: (reply) => dispatch({ type: 'sectionText', index, text: reply.content }) },
    );
  };

  return (
    <LyricsEditor
      sections={state.sections}
      canEdit={canEdit}
      onAdd={(type) => {
        section.reset();
        dispatch({ type: 'addSection', section: type });
      }}
      onRemove={(index) => {
        section.reset();
        dispatch({ type: 'removeSection', index });
      }}
      onText={(index, text) => (canEdit ? dispatch({ type: 'sectionText', index, text }) : openMembership())}
      onGenerate={generate}
      generating={generating}
      generateError={generateError}
      onLocked={() => openMembership()}
    />
  );
}
