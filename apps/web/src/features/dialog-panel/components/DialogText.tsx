import { Anchor, Text } from '@mantine/core';
import { splitDialogText, youtubeEmbedUrl } from '../dialog-text';
import classes from './DialogPanel.module.css';

/** A question's text with its links (opening in a new tab) and embedded videos. */
export function DialogText({ text }: { text: string }) {
  const pieces = splitDialogText(text);
  return (
    <div className={classes.question}>
      {pieces.map((piece, i) => {
        switch (piece.kind) {
          case 'text':
            return (
              <Text key={i} span className={classes.questionText}>
                {piece.text}
              </Text>
            );
          case 'link':
            return (
              <Anchor
                key={i}
                href={piece.href}
                target="_blank"
                rel="noopener noreferrer"
                className={classes.link}
              >
                {piece.text}
              </Anchor>
            );
          case 'youtube':
            return (
              <span key={i} className={classes.videoFrame}>
                <iframe
                  src={youtubeEmbedUrl(piece.videoId)}
                  title="Video"
                  allow="encrypted-media; picture-in-picture; fullscreen"
                  referrerPolicy="strict-origin-when-cross-origin"
                  loading="lazy"
                />
              </span>
            );
          case 'mp4':
            return (
              <span key={i} className={classes.videoFrame}>
                <video src={piece.src} controls preload="metadata" />
              </span>
            );
        }
      })}
    </div>
  );
}
