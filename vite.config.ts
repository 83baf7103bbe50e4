/// <reference types="vitest/config" />
import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const contractSuite = ['api/contract/suite/contract.test.ts']

/**
 * Test projects. The contract suite runs once per target (CONTRACT_TARGET): Koa on SQLite and
 * MSW in `npm test`, Koa on PostgreSQL when DATABASE_URL is set (`npm run test:contract:pg`).
 */
export default defineConfig({
  plugins: [
    react(),
    // plugin-react 6 has no babel option: Lingui macros go through @rolldown/plugin-babel (STACK.md)
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
  ],
  build: { target: 'es2022' },
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['api/**/*.test.ts', 'mocks/**/*.test.ts'],
          exclude: [...contractSuite, 'node_modules/**'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'contract-sqlite',
          environment: 'node',
          include: contractSuite,
          env: { CONTRACT_TARGET: 'koa', CONTRACT_DB: 'sqlite' },
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'contract-msw',
          environment: 'node',
          include: contractSuite,
          env: { CONTRACT_TARGET: 'msw' },
          testTimeout: 30_000,
        },
      },
      ...(process.env.DATABASE_URL
        ? [
            {
              test: {
                name: 'contract-postgres',
                environment: 'node' as const,
                include: contractSuite,
                env: { CONTRACT_TARGET: 'koa', CONTRACT_DB: 'postgres' },
                testTimeout: 30_000,
              },
            },
          ]
        : []),
    ],
  },
})
