import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
// The deferred parts render at once, as on the server (deferred-part.test.tsx tests the deferring).
import '../deferred-parts.server';

// Testing Library unmounts on its own only with Vitest globals, which this project leaves off.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
