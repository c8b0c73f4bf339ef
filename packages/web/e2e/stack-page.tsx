/** @jsxRuntime automatic */
// The page stack.test.ts opens: a crowded location's stack chip (DiscStack) on its own, live.
import { createRoot } from 'react-dom/client';
import { DiscStack } from '../src/board/DiscStack.tsx';

const names = ['5 · Miss Eleanor Whitcombe', '6 · Marek (Ghost)'];
createRoot(document.getElementById('root')!).render(
  <svg className="board" viewBox="0 0 400 200" width={400} height={200}>
    <DiscStack
      at={{ x: 60, y: 60 }}
      r={21}
      names={names}
      count="+2"
      label={`+2 more here: ${names.join(', ')}`}
    />
  </svg>,
);
