import { ParseImageReply, ResolveProblemReply } from '@muse/contracts';
import { api } from '../../app/api-client';

/** MathSOS's endpoints: read a problem from a picture, and solve a typed problem. */
export const mathSosApi = {
  parseImage: (image: string) =>
    api.post('/api/openai/math/parse-image', { schema: ParseImageReply, body: { image } }),
  resolve: (problem: string) =>
    api.post('/api/openai/math/resolve-problem', { schema: ResolveProblemReply, body: { problem } }),
};
