/** The map: legend, zoom and pan controls, keyboard hints. English is the reference: every language has exactly these keys. */
export const mapuiEn = {} as const;
