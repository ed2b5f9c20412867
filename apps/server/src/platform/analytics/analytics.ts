import type { Logger } from '../logging/logger';

/**
 * The product events Muse reports. Properties are plain facts about the action, never personal data
 * (no emails, prompts or addresses): a sink may be a third party.
 */
export type AnalyticsEvent =
  | {
      name: 'generation_requested';
      props: { media: 'image' | 'video' | 'music'; model: string; number: number };
    }
  | {
      name: 'purchase';
      /** `renewal`: a subscription's monthly renewal rather than a first purchase */
      props: { product: string; kind: string; priceCents: number; provider: string; renewal: boolean };
    }
  | { name: 'share'; props: { media: 'image' | 'video' | 'music' } };

/** Where events go: the log by default, PostHog or Plausible when configured. */
export interface AnalyticsSink {
  readonly kind: 'log' | 'posthog' | 'plausible';
  /**
   * Records an event of a person (`distinctId`: their user id; null for a visitor). Never throws and never
   * makes the caller wait: delivery happens in the background and a failure is logged.
   */
  capture(event: AnalyticsEvent, distinctId: string | null): void;
  /** Waits for deliveries in flight (tests, shutdown). */
  flush(): Promise<void>;
}

/** A delivery that takes longer is given up (and logged): analytics never hold anything up. */
export const DELIVERY_TIMEOUT_MS = 5_000;

/** The default: one structured log line per event, nothing leaves the server. */
export class LogAnalytics implements AnalyticsSink {
  readonly kind = 'log';
  constructor(private readonly logger: Logger) {}
  capture(event: AnalyticsEvent, distinctId: string | null): void {
    this.logger.info({ analytics: event.name, props: event.props, distinctId }, 'analytics event');
  }
  async flush(): Promise<void> {}
}

/** Posts events in the background, one request each, and keeps track of those in flight. */
abstract class HttpAnalytics implements AnalyticsSink {
  abstract readonly kind: 'posthog' | 'plausible';
  private readonly inFlight = new Set<Promise<void>>();

  constructor(protected readonly logger: Logger) {}

  protected abstract request(
    event: AnalyticsEvent,
    distinctId: string | null,
  ): { url: string; body: unknown; headers?: Record<string, string> };

  capture(event: AnalyticsEvent, distinctId: string | null): void {
    const { url, body, headers } = this.request(event, distinctId);
    const delivery = fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    })
      .then(async (res) => {
        if (!res.ok) throw new Error(`answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
      })
      .catch((err: unknown) => {
        this.logger.warn(
          { sink: this.kind, analytics: event.name, err: String(err) },
          'analytics event not delivered',
        );
      })
      .finally(() => this.inFlight.delete(delivery));
    this.inFlight.add(delivery);
  }

  async flush(): Promise<void> {
    await Promise.all([...this.inFlight]);
  }
}

/** PostHog's capture endpoint (`POST {host}/i/v0/e/` with the project's API key in the body). */
export class PostHogAnalytics extends HttpAnalytics {
  readonly kind = 'posthog';
  constructor(
    logger: Logger,
    private readonly options: { apiKey: string; host: string },
  ) {
    super(logger);
  }

  protected request(event: AnalyticsEvent, distinctId: string | null) {
    return {
      url: `${this.options.host.replace(/\/+$/, '')}/i/v0/e/`,
      body: {
        api_key: this.options.apiKey,
        event: event.name,
        // A visitor has no id of ours: one shared anonymous id, and PostHog is told not to build a profile.
        distinct_id: distinctId ?? 'anonymous',
        properties: { ...event.props, $process_person_profile: distinctId !== null, $lib: 'muse-server' },
        timestamp: new Date().toISOString(),
      },
    };
  }
}

/**
 * Plausible's Events API (`POST {url}/api/event`): the event name, the site's domain and a page URL; props
 * as custom properties. No user id is sent (Plausible counts without one).
 */
export class PlausibleAnalytics extends HttpAnalytics {
  readonly kind = 'plausible';
  constructor(
    logger: Logger,
    private readonly options: { domain: string; url: string; publicUrl: string },
  ) {
    super(logger);
  }

  protected request(event: AnalyticsEvent) {
    return {
      url: `${this.options.url.replace(/\/+$/, '')}/api/event`,
      // Plausible needs a user agent; the server's own, not a person's.
      headers: { 'user-agent': 'Muse server (analytics)' },
      body: {
        name: event.name,
        domain: this.options.domain,
        url: `${this.options.publicUrl.replace(/\/+$/, '')}/images`,
        props: event.props,
      },
    };
  }
}

export interface AnalyticsConfig {
  POSTHOG_API_KEY?: string;
  POSTHOG_HOST?: string;
  PLAUSIBLE_DOMAIN?: string;
  PLAUSIBLE_URL?: string;
  publicUrl: string;
}

/** PostHog when its key is set, else Plausible when its domain is set, else the log: no third party unasked. */
export function createAnalytics(config: AnalyticsConfig, logger: Logger): AnalyticsSink {
  if (config.POSTHOG_API_KEY)
    return new PostHogAnalytics(logger, {
      apiKey: config.POSTHOG_API_KEY,
      host: config.POSTHOG_HOST ?? 'https://us.i.posthog.com',
    });
  if (config.PLAUSIBLE_DOMAIN)
    return new PlausibleAnalytics(logger, {
      domain: config.PLAUSIBLE_DOMAIN,
      url: config.PLAUSIBLE_URL ?? 'https://plausible.io',
      publicUrl: config.publicUrl,
    });
  return new LogAnalytics(logger);
}
