/** @jsxRuntime automatic */
/** The shared screen's entry for `React.lazy`: the page, its QR encoder and its styles in a chunk of their own. */
import './table.css';

export { TablePage as default } from './TablePage.tsx';
