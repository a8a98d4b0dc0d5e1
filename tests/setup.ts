import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initialUiState, useUi } from '../src/state/ui-store.ts';

afterEach(() => {
  cleanup();
  useUi.setState(initialUiState);
});
