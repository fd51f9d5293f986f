import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyPluginOptions,
  FastifyTypeProvider,
  RawServerDefault,
} from 'fastify';
import type { MessageHandlers } from '../realtime/message-handler';

/** A pass that runs now and then (closing lots, sending mail); started by `main.ts` only, stopped on close. */
export interface Job {
  start(): void;
  stop(): Promise<void>;
  /** Hears each failed pass by the job's name (`/metrics` counts them). */
  onFailure?(listener: (what: string) => void): void;
}

/** One routes plugin of an area with the few services it uses. */
export interface RouteGroup {
  register(app: FastifyInstance): Promise<void>;
}

/** Pairs a routes plugin with its options, typed together. */
export function routeGroup<Options extends FastifyPluginOptions, Provider extends FastifyTypeProvider>(
  plugin: FastifyPluginAsync<Options, RawServerDefault, Provider>,
  options: Options,
): RouteGroup {
  return {
    register: async (app) => {
      await app.register(plugin as unknown as FastifyPluginAsync<Options>, options);
    },
  };
}

/** What an area hands the root once it has built its services. */
export interface ModuleParts<Provides> {
  routes?: RouteGroup[];
  /** Socket messages the area answers (the live sale's, the bid's). */
  handlers?: Partial<MessageHandlers>;
  jobs?: Job[];
  /** Runs once before the app listens (e.g. built-in pages for an existing database). */
  ready?: () => Promise<void>;
  /** Runs on close, after the jobs have stopped. */
  close?: () => Promise<void> | void;
  /** The small interfaces other areas may be handed (by the root, never by import). */
  provides?: Provides;
}

/** An area built: one Fastify plugin that registers its routes, and its parts for the root. */
export interface BuiltModule<Provides> extends Omit<ModuleParts<Provides>, 'routes' | 'provides'> {
  name: string;
  plugin: FastifyPluginAsync;
  provides: Provides;
}

export interface HouseModule<Needs, Provides> {
  name: string;
  build(needs: Needs): BuiltModule<Provides>;
}

/**
 * One shape for every area under `modules/`: it names what it needs, builds its own services from
 * that, and registers its routes, socket handlers and jobs. The composition root builds each
 * module with its needs and registers its plugin; no module imports the root or another module's
 * services (what one area needs of another is an interface in its `needs`).
 */
export function defineModule<Needs, Provides = Record<string, never>>(definition: {
  name: string;
  build(needs: Needs): ModuleParts<Provides>;
}): HouseModule<Needs, Provides> {
  return {
    name: definition.name,
    build(needs) {
      const { routes = [], provides, ...parts } = definition.build(needs);
      // Each routes plugin keeps its own encapsulated context (its guard hooks stay its own).
      const plugin: FastifyPluginAsync = async (app) => {
        for (const group of routes) await group.register(app);
      };
      return { ...parts, name: definition.name, plugin, provides: (provides ?? {}) as Provides };
    },
  };
}
