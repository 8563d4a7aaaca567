// A React root in a fresh container for each test of the file, unmounted and removed after it (jsdom tests that
// render by hand rather than with @testing-library). Call it at the top level of a test file:
//   const view = testRoot();  ...  act(() => view.root.render(<Page />)); view.container.textContent
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';

export interface TestRoot {
  readonly container: HTMLDivElement;
  readonly root: Root;
}

export function testRoot(): TestRoot {
  let current: { container: HTMLDivElement; root: Root } | null = null;
  const now = () => {
    if (!current) throw new Error('testRoot: used outside a test');
    return current;
  };
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  beforeEach(() => {
    const container = document.createElement('div');
    document.body.append(container);
    current = { container, root: createRoot(container) };
  });
  afterEach(() => {
    const { container, root } = now();
    act(() => root.unmount());
    container.remove();
    current = null;
  });
  return {
    get container() {
      return now().container;
    },
    get root() {
      return now().root;
    },
  };
}
