import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['api/**/*.test.ts', 'db/**/*.test.ts', 'deploy/**/*.test.ts', 'shared/**/*.test.ts', 'scripts/**/*.test.ts', 'tools/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'site',
          environment: 'jsdom',
          include: ['site/**/*.test.{ts,tsx}'],
          setupFiles: ['./site/test/setup.ts'],
        },
      },
    ],
  },
});
