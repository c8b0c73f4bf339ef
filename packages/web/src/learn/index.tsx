/** @jsxRuntime automatic */
/** The /learn page's entry for `React.lazy`: the page with its styles, in a chunk of their own. */
import './learn.css';

export { LearnPage as default } from './LearnPage.tsx';
