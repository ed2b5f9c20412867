import type { Capability, ModelEntry } from '@muse/contracts';
import { catalogue, type CatalogueEntry, type EngineName } from './catalogue';
import type { ProvidersConfig } from './config';
import { engineFactories, type EngineFamily } from './engines';
import { ProviderError } from './errors';
import type { AnyEngine, EngineByCapability } from './ports/by-capability';

export interface ProviderRegistry {
  /** The preferred (first in catalogue order) available engine, or undefined. */
  engine<C extends Capability>(capability: C): EngineByCapability[C] | undefined;
  /** As engine(), but throws ProviderError 'not_configured' saying what to set. */
  require<C extends Capability>(capability: C): EngineByCapability[C];
  /** Every available engine of a capability, in order of preference. */
  engines<C extends Capability>(capability: C): EngineByCapability[C][];
  /** The whole catalogue, each entry saying whether it can run under the current config and if not, why. */
  models(): ModelEntry[];
  /** The engine of a catalogue key; undefined when unknown, unavailable or (given one) of another capability. */
  engineForModel(key: string): AnyEngine | undefined;
  engineForModel<C extends Capability>(key: string, capability: C): EngineByCapability[C] | undefined;
  /** As engineForModel(), but throws: 'bad_request' for an unknown key or wrong capability, else 'not_configured'. */
  requireModel(key: string): AnyEngine;
  requireModel<C extends Capability>(key: string, capability: C): EngineByCapability[C];
}

const labels: Record<Capability, string> = {
  text: 'Text generation',
  image: 'Image generation',
  music: 'Music generation',
  speech: 'Speech synthesis',
  ocr: 'Text recognition (OCR)',
  video: 'Video generation',
  embeddings: 'Text embedding',
};

type Slot =
  | { entry: CatalogueEntry; engine: AnyEngine }
  | { entry: CatalogueEntry; engine?: undefined; reason: string; fix: string };

/** Builds every engine the config allows, once; no I/O happens until an engine is called. */
export function createProviderRegistry(config: ProvidersConfig): ProviderRegistry {
  const families = new Map<EngineName, EngineFamily>();
  const familyOf = (name: EngineName): EngineFamily => {
    let family = families.get(name);
    if (!family) families.set(name, (family = engineFactories[name](config)));
    return family;
  };
  const slots: Slot[] = catalogue.map((entry) => {
    const family = familyOf(entry.engine);
    if (!family.available) return { entry, reason: family.reason, fix: family.fix };
    const built = family.build(entry);
    return 'unavailable' in built
      ? { entry, reason: built.reason, fix: built.fix }
      : { entry, engine: built };
  });
  const slotOf = (key: string) => slots.find((slot) => slot.entry.key === key);

  function engines<C extends Capability>(capability: C): EngineByCapability[C][] {
    // The entry's capability is the engine's (checked by the catalogue test), which TS cannot see here.
    return slots.flatMap((slot) =>
      slot.entry.capability === capability && slot.engine ? [slot.engine as EngineByCapability[C]] : [],
    );
  }

  function requireModel(key: string, capability?: Capability): AnyEngine {
    const slot = slotOf(key);
    if (!slot) throw misuse(`There is no model "${key}".`);
    if (capability && slot.entry.capability !== capability) {
      throw misuse(`${slot.entry.name} is not a model for ${labels[capability].toLowerCase()}.`);
    }
    if (slot.engine) return slot.engine;
    throw new ProviderError({
      code: 'not_configured',
      provider: slot.entry.engine,
      message: `${slot.entry.name} ${slot.reason}.`,
    });
  }

  return {
    engines,
    engine: (capability) => engines(capability)[0],
    require(capability) {
      const engine = engines(capability)[0];
      if (engine) return engine;
      const missing = slots.filter((slot) => slot.entry.capability === capability && !slot.engine);
      const fixes = [...new Set(missing.map((slot) => ('fix' in slot ? slot.fix : '')))].join(' or ');
      throw new ProviderError({
        code: 'not_configured',
        provider: missing[0]?.entry.engine ?? 'none',
        message: fixes
          ? `${labels[capability]} needs a configured AI provider (${fixes}).`
          : `${labels[capability]} is not available on this server yet.`,
      });
    },
    models: () =>
      slots.map(({ entry, engine, ...rest }) => ({
        key: entry.key,
        name: entry.name,
        capability: entry.capability,
        engine: entry.engine,
        kind: entry.kind,
        available: engine !== undefined,
        ...('reason' in rest ? { unavailableReason: rest.reason } : {}),
        ...(entry.image ? { image: entry.image } : {}),
        ...(entry.video ? { video: entry.video } : {}),
      })),
    engineForModel: ((key: string, capability?: Capability) => {
      const slot = slotOf(key);
      return slot?.engine && (!capability || slot.entry.capability === capability) ? slot.engine : undefined;
    }) as ProviderRegistry['engineForModel'], // one implementation serves both overloads
    requireModel: requireModel as ProviderRegistry['requireModel'],
  };
}

function misuse(message: string): ProviderError {
  return new ProviderError({ code: 'bad_request', provider: 'none', message });
}
