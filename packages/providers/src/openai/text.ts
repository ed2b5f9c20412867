import type {
  ChatCompletionCreateParamsNonStreaming,
  ChatCompletionMessageParam,
} from 'openai/resources/chat/completions';
import { ProviderError } from '../errors';
import type { EngineContext, Usage } from '../ports/engine';
import type { TextEngine, TextRequest, TextResult } from '../ports/text';
import { callOpenAi } from './call';
import { OPENAI_PROVIDER, type OpenAiEngineOptions } from './engine-options';
import { parseJsonReply, responseFormatFor } from './json';

const DEFAULT_TIMEOUT_MS = 60_000;

/** Text through /chat/completions, the one endpoint every OpenAI-compatible server implements. */
export class OpenAiTextEngine implements TextEngine {
  readonly kind = 'hosted';
  readonly capability = 'text';
  readonly id: string;

  constructor(private readonly options: OpenAiEngineOptions) {
    this.id = options.id;
  }

  async complete<T = unknown>(req: TextRequest<T>, ctx: EngineContext = {}): Promise<TextResult<T>> {
    const messages: ChatCompletionMessageParam[] = [
      ...(req.system ? [{ role: 'system' as const, content: req.system }] : []),
      ...req.messages.map((m) => ({ role: m.role, content: m.content })),
    ];
    const body: ChatCompletionCreateParamsNonStreaming = {
      model: req.model ?? this.options.model,
      messages,
      // max_completion_tokens, not the deprecated max_tokens that OpenAI's reasoning models reject;
      // compatible servers that predate it ignore it (no limit) rather than fail.
      ...(req.maxTokens === undefined ? {} : { max_completion_tokens: req.maxTokens }),
      ...(req.temperature === undefined ? {} : { temperature: req.temperature }),
      ...(req.json === undefined ? {} : { response_format: responseFormatFor(req.json) }),
    };
    const timeoutMs = this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const completion = await callOpenAi(
      (options) => this.options.client.chat.completions.create(body, options),
      ctx,
      timeoutMs,
    );

    const choice = completion.choices?.[0];
    const usage: Usage = completion.usage
      ? { inputTokens: completion.usage.prompt_tokens, outputTokens: completion.usage.completion_tokens }
      : {};
    if (choice?.message.refusal) throw badResponse(`The model declined: ${choice.message.refusal}`);
    const text = choice?.message.content;
    if (typeof text !== 'string')
      throw badResponse('The OpenAI-compatible server sent a reply with no text.');
    if (req.json === undefined) return { text, usage };
    if (choice?.finish_reason === 'length') {
      throw badResponse('The JSON reply was cut off at the token limit; allow more tokens.');
    }
    return { text, json: parseJsonReply(text, req.json, OPENAI_PROVIDER), usage };
  }
}

function badResponse(message: string): ProviderError {
  return new ProviderError({ code: 'bad_response', provider: OPENAI_PROVIDER, message });
}
