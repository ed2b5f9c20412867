export type SafetyReason = 'sexual' | 'violence' | 'hate' | 'self-harm' | 'other';

export type SafetyResult = { safe: true } | { safe: false; reason: SafetyReason; matched: string };
