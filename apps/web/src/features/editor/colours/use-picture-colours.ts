import { useQuery } from '@tanstack/react-query';
import { extractPictureColours } from './picture-pixels';

/** The working picture's main colours, read once per picture (a crop or an AI result is a new URL). */
export function usePictureColours(url: string | null) {
  return useQuery({
    queryKey: ['editor', 'picture-colours', url],
    queryFn: () => extractPictureColours(url!),
    enabled: url !== null,
    staleTime: Infinity,
    retry: false,
    meta: { shownInPlace: () => true },
  });
}
