import { useCallback, useEffect, useRef, useState } from 'react';
import { UploadError, fileProblem, uploadFile, type FileReply } from '../upload';

/** Where files are read: one route for every accepted type, PDFs included. */
const READ_FILE_URL = '/api/ai/read-file';

/**
 * Uploads one file with progress. A failure resets the progress silently; only a message the server
 * gave for a 4xx (or a problem found before sending) is shown.
 */
export function useFileUpload() {
  const [percent, setPercent] = useState(0);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const upload = useCallback(async (file: File): Promise<FileReply | null> => {
    controllerRef.current?.abort();
    setError(null);
    setPercent(0);
    const problem = fileProblem(file);
    if (problem) {
      setError(problem);
      return null;
    }
    const controller = new AbortController();
    controllerRef.current = controller;
    setUploading(true);
    try {
      return await uploadFile(READ_FILE_URL, file, { onProgress: setPercent, signal: controller.signal });
    } catch (err) {
      setPercent(0);
      if (err instanceof UploadError) setError(err.shown);
      return null;
    } finally {
      if (controllerRef.current === controller) {
        controllerRef.current = null;
        setUploading(false);
      }
    }
  }, []);

  return { upload, percent, uploading, error };
}
