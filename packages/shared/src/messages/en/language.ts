export const language = {
  /** The label of the language switcher (navigation bar, phone menu and footer). */
  label: 'Language',
} as const;
