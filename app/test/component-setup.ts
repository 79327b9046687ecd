import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts on its own only with Vitest globals, which this project leaves off.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
