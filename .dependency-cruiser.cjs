/**
 * The import rules, checked by `npm run lint:deps` (part of `npm run lint` and of `npm test`).
 *
 * Test files and anything in a `test/` folder are not followed: they stay out of the graph, and
 * `no-test-code-in-production` makes sure no production file imports them, so that hides nothing.
 * Type-only imports count (`tsPreCompilationDeps`): a circle of types is still a circle.
 */
const testCode = '(^|/)test/|\\.test\\.tsx?$';
const serverRoot = '^apps/server/src/(main|app|services)\\.ts$|^apps/server/src/composition/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Modules that need each other meet through a small interface, not a circle of imports.',
      severity: 'error',
      from: { path: '^(apps|packages)/[^/]+/src/' },
      to: { circular: true },
    },
    {
      name: 'no-unresolved',
      comment: 'An import the check cannot resolve would slip past every other rule.',
      severity: 'error',
      from: { path: '^(apps|packages)/' },
      to: { couldNotResolve: true },
    },
    {
      name: 'no-test-code-in-production',
      comment: 'Test files and test kits are left out of the graph, so production code must not use them.',
      severity: 'error',
      from: { pathNot: testCode },
      to: { path: testCode },
    },
    {
      name: 'modules-not-import-composition-root',
      comment: 'The root wires the modules and hands each what it needs; no module imports it back.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/' },
      to: { path: serverRoot },
    },
    {
      name: 'seed-only-from-main',
      comment: 'The demo data is loaded by main.ts on an empty database; the app itself never imports it.',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: '^apps/server/src/(main\\.ts$|seed/)' },
      to: { path: '^apps/server/src/seed/' },
    },
    {
      name: 'no-other-modules-repository',
      comment:
        "A module uses another module's data through an interface the root hands over, not its queries.",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        // `lots.repository.ts` and `consignor-portal.queries.ts`, and hyphenated ones too: `invoice-queries.ts`.
        path: '^apps/server/src/modules/[^/]+/.*[.-](repository|queries)\\.ts$',
        pathNot: '^apps/server/src/modules/$1/',
        // Naming another module's repository type for what the root hands over reaches no query.
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'features-through-public-entry',
      comment: "A web feature uses another feature only through that feature's public.ts.",
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/public\\.ts$'],
      },
    },
    {
      // At folder scope an import counts as one from the importing folder (and each folder above
      // it) to the folder of the imported file. Imports between features may only reach a
      // feature's public.ts, at the top of its folder, so two features importing each other make a
      // circle of two feature folders; an import that skips public.ts fails the rule above.
      name: 'features-one-way',
      comment: 'Two features never import each other both ways: what both need goes to components/ or lib/.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/web/src/features/[^/]+$' },
      to: { path: '^apps/web/src/features/[^/]+$', circular: true },
    },
    {
      name: 'domain-imports-nothing',
      comment: 'The rules are pure: no package, no Node built-in, nothing outside packages/domain.',
      severity: 'error',
      from: { path: '^packages/domain/src/' },
      to: { pathNot: '^packages/domain/src/' },
    },
    {
      name: 'contracts-import-only-zod',
      comment: 'The contracts are shared by the server and the web app: zod and their own files only.',
      severity: 'error',
      from: { path: '^packages/contracts/src/' },
      to: { pathNot: '^packages/contracts/src/|(^|/)node_modules/zod/' },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules', testCode] },
    exclude: { path: '(^|/)(dist|migrations|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    // The workspace packages (`@auction/domain`, `@auction/contracts`) resolve through their
    // `exports` to their TypeScript sources.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts', '.json'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
