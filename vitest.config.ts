/**
 * Two vitest projects: `unit` (fast, Node by default; a file opts into jsdom with a
 * `// @vitest-environment jsdom` docblock) and `e2e` (the built console in Debian's Chromium, see
 * tests/e2e/global-setup.ts). Run both with `npm test`, one with `npx vitest run --project unit`.
 *
 * Type tests (`*.test-d.ts`, `expectTypeOf`) run in `unit` through vitest's typecheck, which runs the project's
 * `tsc` (TypeScript 7) over tsconfig.json: a type error in any source file then fails the run as well.
 *
 * Neither project loads @vitejs/plugin-react: vite's own transform already compiles TSX with the automatic JSX
 * runtime (tsconfig `jsx: react-jsx`), and Fast Refresh is useless in tests. The e2e build adds it itself.
 */
import { configDefaults, defineConfig } from 'vitest/config';

const neverTests = [...configDefaults.exclude, '**/dist/**', 'test-results/**', 'screenshots/**'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['**/*.test.ts', '**/*.test.tsx'],
          exclude: [...neverTests, 'tests/e2e/**'],
          environment: 'node',
          typecheck: {
            enabled: true,
            include: ['**/*.test-d.ts'],
            exclude: neverTests,
            tsconfig: 'tsconfig.json',
          },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          exclude: neverTests,
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          globalSetup: ['tests/e2e/global-setup.ts'],
          // One file at a time: every file talks to the one seeded server and database of the global setup, and
          // the keyboard drag-and-drop tests depend on timing that a second Chromium would disturb.
          fileParallelism: false,
          // After the unit group, so Chromium does not compete with unit workers for the two cores
          // (keyboard drag-and-drop tests depend on timing).
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
