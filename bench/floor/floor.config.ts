import { defineConfig } from '@playwright/test';

/** One trivial API test, nothing else: what any Playwright run costs here. */
export default defineConfig({ testDir: '.', reporter: 'dot', workers: 1 });
