/** The `naughty-words` package ships no types: its one export is each language's list, by language code. */
declare module 'naughty-words' {
  const lists: Readonly<Record<string, readonly string[]>>;
  export default lists;
}
